import type { Hono, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { describeRoute } from "hono-openapi";
import type * as v from "valibot";
import type { Caller } from "../auth/idToken.js";
import type { AccessLevel, OrganizationAccess } from "../platform/organization-access.js";
import type { ApiEnv } from "./env.js";
import { binaryContent, type fileBody } from "./file-body.js";
import { bearer, responses } from "./openapi.js";
import type { RouteKit } from "./route-kit.js";
import { validate } from "./validate.js";

type Failure = Parameters<typeof responses>[1][number];

/** What a file route's store is handed: who sends which bytes where, and the query checked. */
export interface FileSent<TQuery> {
  orgId: string;
  caller: Caller;
  /** The caller's access to the organization (a resident's store checks their own household). */
  access: OrganizationAccess;
  /** A parameter of the route's path (e.g. `albumId`). */
  param(name: string): string;
  bytes: Uint8Array;
  query: TQuery;
}

/** A route whose body is a file's bytes (an upload, a part of one), administrators' by default. */
export interface FileRoute<TQuery> {
  /** Who may send it: administrators unless it says otherwise (a resident's own photo). */
  access?: AccessLevel;
  method: "post" | "put";
  path: `/orgs/:orgId/${string}`;
  tag: string;
  operationId: string;
  summary: string;
  /** The file's limit and its refusals (`fileBody`). */
  body: ReturnType<typeof fileBody>;
  /** What the query says of the file (its name, a caption), checked before the bytes are read. */
  query?: v.GenericSchema<unknown, TQuery>;
  success: { status: 200 | 201; description: string; data: v.GenericSchema };
  failures: readonly Failure[];
  /** Failures described beyond the usual words (e.g. what "too large" means here). */
  descriptions?: Partial<Record<Failure, string>>;
  store(sent: FileSent<TQuery>): Promise<unknown>;
}

const noQuery = createMiddleware<ApiEnv>(async (_c, next) => {
  await next();
});

/**
 * Registers a route that takes a file as its body, in the contract's order of checks: a declared
 * size over the limit (413) before the token, then the token and the administrators' guard, the
 * query, and the bytes (415 unless octet-stream, 413 over the limit, 400 when empty) before the
 * store is called; it answers `{data}` with the success's status.
 */
export function fileRoute<TQuery>(
  app: Hono<ApiEnv>,
  kit: RouteKit,
  route: FileRoute<TQuery>,
): void {
  const { body, query, success } = route;
  // The query's type is the route's own, which the handler reads back below.
  const checkQuery = query
    ? (validate("query", query) as unknown as MiddlewareHandler<ApiEnv>)
    : noQuery;
  app[route.method](
    route.path,
    describeRoute({
      tags: [route.tag],
      operationId: route.operationId,
      summary: route.summary,
      security: bearer,
      requestBody: { required: true, content: binaryContent },
      responses: responses(success, route.failures, route.descriptions),
    }),
    body.declaredSize,
    kit.signedIn,
    kit.organization[route.access ?? "admin"],
    checkQuery,
    async (c) => {
      const bytes = await body.read(c.req);
      const result = await route.store({
        orgId: c.get("access").orgId,
        access: c.get("access"),
        caller: c.get("caller"),
        param: (name) => c.req.param(name) ?? "",
        bytes,
        query: (query ? c.req.valid("query" as never) : undefined) as TQuery,
      });
      return c.json({ data: result }, success.status);
    },
  );
}

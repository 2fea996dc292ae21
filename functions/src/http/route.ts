import type { Context, Hono, MiddlewareHandler } from "hono";
import { describeRoute } from "hono-openapi";
import type * as v from "valibot";
import type { Caller } from "../auth/idToken.js";
import type { Once } from "../platform/once.js";
import type { AccessLevel, OrganizationAccess } from "../platform/organization-access.js";
import { entityTag, expectedVersion } from "../platform/versioning.js";
import type { ApiEnv } from "./env.js";
import { idempotencyHeader, onceOf } from "./idempotency.js";
import { bearer, ifMatchHeader, jsonRequestBody, responses } from "./openapi.js";
import type { RouteKit } from "./route-kit.js";
import { readBody, validate, validateBody } from "./validate.js";

/** A failure an operation documents (a status of `responses`). */
export type Failure = Parameters<typeof responses>[1][number];

/**
 * Who may call a route: an organization's administrators, its board (`member`) or its residents
 * too (`resident`; the path names `:orgId`; 403 for anyone else), or anyone signed in (a route of no organization: the caller's own roles,
 * an invitation's link).
 */
export type RouteAccess = AccessLevel | "signedIn";

/** The request as a route's handler reads it, every part checked before it runs. */
export type RouteRequest<TAccess extends RouteAccess, TBody, TQuery> = {
  caller: Caller;
  /** The body, as `body` validated it. */
  body: TBody;
  /** The query, as `query` validated it. */
  query: TQuery;
  /** A path parameter (`""` when the path has none of that name). */
  param(name: string): string;
  /** The version `If-Match` names (routes with `ifMatch`: 428 without one). */
  expectedVersion: number;
  /** The `Idempotency-Key`'s run-once (`idempotent` routes), undefined without the header. */
  once: Once | undefined;
} & (TAccess extends AccessLevel
  ? { orgId: string; access: OrganizationAccess }
  : Record<never, never>);

/**
 * A JSON body whose schema hangs on who asks (an administrator's ticket names its resident, a
 * member's does not): the document gives `documented`, a schema that accepts each of them, and
 * the body is checked with the one `of` the caller's access (`readBody`), after the guard.
 */
export interface BodyByAccess<TBody> {
  documented: v.GenericSchema;
  of: (access: OrganizationAccess) => v.GenericSchema<unknown, TBody>;
}

/** One operation of the API: what the document says of it, and what it does. */
export interface Route<TAccess extends RouteAccess, TBody, TQuery, TData> {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  tag: string;
  operationId: string;
  summary: string;
  access: TAccess;
  /** Runs before the sign-in check: a link's token, answered 404 before the caller is looked at. */
  before?: MiddlewareHandler<ApiEnv>;
  /**
   * A JSON body of this schema (413 / 415 first, then 400 naming every refused field), or of the
   * schema the caller's access calls for (organization routes only).
   */
  body?: v.GenericSchema<unknown, TBody> | BodyByAccess<TBody>;
  /** A query of this schema (400 naming every refused field). */
  query?: v.GenericSchema<unknown, TQuery>;
  /** Takes `If-Match` (428 without, 412 for another version): `expectedVersion`. */
  ifMatch?: boolean;
  /** Takes an `Idempotency-Key` (a create that sends mail or moves money): `once`. */
  idempotent?: boolean;
  /** The success: 200 unless `status` says 201, its description and what `data` holds. */
  success: { status?: 200 | 201; description: string; data: v.GenericSchema };
  /**
   * Failures beyond those the route's declaration implies (401 and 403 from `access`, 400, 413
   * and 415 from `body`, 400 from `query`, 412 and 428 from `ifMatch`): 404, 409 and the like.
   */
  failures?: readonly Failure[];
  /** Failures described beyond the usual words (e.g. the messages a 400 can carry). */
  descriptions?: Partial<Record<Failure, string>>;
  /** Answers the `ETag` of what it answers: `data.version`. */
  etag?: boolean;
  handle: (request: RouteRequest<TAccess, TBody, TQuery>) => Promise<TData>;
}

/** The failures a route documents: those its declaration implies and its own, in order. */
function failuresOf(route: Route<RouteAccess, unknown, unknown, unknown>): Failure[] {
  const implied: Failure[] = [401];
  if (route.access !== "signedIn") implied.push(403);
  if (route.body) implied.push(400, 413, 415);
  if (route.query) implied.push(400);
  if (route.ifMatch) implied.push(412, 428);
  return [...new Set([...implied, ...(route.failures ?? [])])].sort((a, b) => a - b);
}

const isByAccess = <TBody>(
  body: v.GenericSchema<unknown, TBody> | BodyByAccess<TBody>,
): body is BodyByAccess<TBody> => "documented" in body;

const versionOf = (data: unknown): number => {
  const version = (data as { version?: unknown } | null)?.version;
  if (typeof version !== "number") throw new Error("An ETag route answered no version");
  return version;
};

/**
 * Registers one operation: its description in the document, then in the contract's order of
 * checks a link's token (`before`), the body's size and type, the ID token, the organization's
 * guard, the `Idempotency-Key`, the query and the body (a body by access as the handler starts);
 * the handler gets the request checked and its answer goes out as `{data}` (with its `ETag` when
 * `etag`).
 */
export function route<
  TAccess extends RouteAccess,
  TBody = undefined,
  TQuery = undefined,
  TData = unknown,
>(app: Hono<ApiEnv>, kit: RouteKit, route: Route<TAccess, TBody, TQuery, TData>): void {
  const byAccess = route.body && isByAccess(route.body) ? route.body : undefined;
  const schema = route.body && !isByAccess(route.body) ? route.body : undefined;
  // The checks are typed by the handler's `RouteRequest`, not by Hono's chained middleware types.
  const handlers: MiddlewareHandler[] = [
    describeRoute({
      tags: [route.tag],
      operationId: route.operationId,
      summary: route.summary,
      security: bearer,
      ...(route.ifMatch ? { parameters: ifMatchHeader } : {}),
      ...(byAccess ? { requestBody: jsonRequestBody(byAccess.documented) } : {}),
      responses: responses(
        route.success,
        failuresOf(route as Route<RouteAccess, unknown, unknown, unknown>),
        route.descriptions,
      ),
    }),
  ];
  if (route.before) handlers.push(route.before);
  if (route.body) handlers.push(kit.json);
  handlers.push(kit.signedIn);
  if (route.access !== "signedIn") handlers.push(kit.organization[route.access as AccessLevel]);
  if (route.idempotent) handlers.push(idempotencyHeader());
  if (route.query) handlers.push(validate("query", route.query));
  if (schema) handlers.push(...validateBody(schema));

  const valid = (c: Context<ApiEnv>, target: "json" | "query"): unknown =>
    (c.req as unknown as { valid(target: "json" | "query"): unknown }).valid(target);
  const handle = async (c: Context<ApiEnv>) => {
    const body = (
      byAccess
        ? await readBody(c.req, byAccess.of(c.get("access")))
        : schema
          ? valid(c, "json")
          : undefined
    ) as TBody;
    const organization =
      route.access === "signedIn" ? {} : { orgId: c.get("access").orgId, access: c.get("access") };
    const request = {
      caller: c.get("caller"),
      body,
      query: (route.query ? valid(c, "query") : undefined) as TQuery,
      param: (name: string) => c.req.param(name) ?? "",
      expectedVersion: route.ifMatch ? expectedVersion(c) : 0,
      once: route.idempotent ? onceOf(c, route.operationId, body) : undefined,
      ...organization,
    } as RouteRequest<TAccess, TBody, TQuery>;
    const data = await route.handle(request);
    if (route.etag) c.header("ETag", entityTag(versionOf(data)));
    return c.json({ data }, route.success.status ?? 200);
  };
  const register = app.on.bind(app) as unknown as (
    method: string,
    path: string,
    ...handlers: MiddlewareHandler[]
  ) => void;
  register(route.method.toUpperCase(), route.path, ...handlers, handle);
}

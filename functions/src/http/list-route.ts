import type { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type * as v from "valibot";
import type { DataContext } from "../platform/data-context.js";
import type { ListPage, ListQuery } from "../platform/lists.js";
import {
  settledAlongside,
  type AccessLevel,
  type OrganizationAccess,
} from "../platform/organization-access.js";
import type { ApiEnv } from "./env.js";
import { bearer, pageOf, responses } from "./openapi.js";
import type { RouteKit } from "./route-kit.js";
import { validate } from "./validate.js";

export interface ListRoute<TItem> {
  /** Under `/orgs/:orgId`, e.g. `/orgs/:orgId/members`. */
  path: `/orgs/:orgId/${string}`;
  tag: string;
  operationId: string;
  summary: string;
  access: AccessLevel;
  /** The list's query schema (`listQuerySchema` of `@hoa/validation`). */
  query: v.GenericSchema<unknown, ListQuery>;
  item: v.GenericSchema;
  /**
   * One page, read while the guard reads the caller's roles record: `access` settles with who
   * asks (or rejects, and the route then answers the guard's 403 and nothing of the page). A
   * list whose query or items hang on who asks awaits it first where they do; a list that writes
   * anything must await it before it does.
   */
  list(
    data: DataContext,
    orgId: string,
    query: ListQuery,
    access: Promise<OrganizationAccess>,
  ): Promise<ListPage<TItem>>;
}

/**
 * Registers the `GET` of an organization's list: guard, query schema, one page as `{data}`. The
 * page is read alongside the guard (`organizationGuardAlongside`), so a list costs the caller one
 * Firestore round trip rather than two.
 */
export function listRoute<TItem>(app: Hono<ApiEnv>, kit: RouteKit, route: ListRoute<TItem>): void {
  app.get(
    route.path,
    describeRoute({
      tags: [route.tag],
      operationId: route.operationId,
      summary: route.summary,
      security: bearer,
      responses: responses(
        { description: `A page of ${route.tag.toLowerCase()}`, data: pageOf(route.item) },
        [400, 401, 403],
      ),
    }),
    kit.signedIn,
    kit.organizationAlongside[route.access],
    validate("query", route.query),
    async (c) => {
      const access = c.get("pendingAccess");
      const page = route.list(kit.data, c.req.param("orgId"), c.req.valid("query"), access);
      const { result } = await settledAlongside(access, page);
      return c.json({ data: result }, 200);
    },
  );
}

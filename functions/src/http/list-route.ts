import type { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type * as v from "valibot";
import type { DataContext } from "../platform/data-context.js";
import type { ListPage, ListQuery } from "../platform/lists.js";
import type { AccessLevel, OrganizationAccess } from "../platform/organization-access.js";
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
  /** One page; `access` says who asks, for lists whose items show less to members. */
  list(
    data: DataContext,
    orgId: string,
    query: ListQuery,
    access: OrganizationAccess,
  ): Promise<ListPage<TItem>>;
}

/** Registers the `GET` of an organization's list: guard, query schema, one page as `{data}`. */
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
    kit.organization[route.access],
    validate("query", route.query),
    async (c) => {
      const access = c.get("access");
      const page = await route.list(kit.data, access.orgId, c.req.valid("query"), access);
      return c.json({ data: page }, 200);
    },
  );
}

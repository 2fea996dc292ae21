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

/**
 * How a list reads one page. The guard composes the read, so no list can read before the caller
 * is let in by forgetting to wait:
 * - `everyone`: the same query whoever asks, read while the guard reads the caller's roles record
 *   (one Firestore round trip rather than two); it never sees the caller. `shownTo` then makes
 *   the page what this caller may see, once the guard has let them in.
 * - `byCaller`: a query that hangs on who asks (their own tickets, the board's documents), read
 *   only once the guard has let the caller in.
 * A list route's read never writes: a GET changes nothing.
 */
export type ListRead<TItem> =
  | {
      readonly everyone: (
        data: DataContext,
        orgId: string,
        query: ListQuery,
      ) => Promise<ListPage<TItem>>;
      readonly shownTo?: (page: ListPage<TItem>, access: OrganizationAccess) => ListPage<TItem>;
    }
  | {
      readonly byCaller: (
        data: DataContext,
        access: OrganizationAccess,
        query: ListQuery,
      ) => Promise<ListPage<TItem>>;
    };

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
  /** The read, or the read a query calls for (a search may hang on who asks, a page not). */
  read: ListRead<TItem> | ((query: ListQuery) => ListRead<TItem>);
}

/** One page as `read` says, the guard first or alongside; the guard's 403 wins either way. */
async function readPage<TItem>(
  data: DataContext,
  orgId: string,
  query: ListQuery,
  read: ListRead<TItem>,
  pendingAccess: Promise<OrganizationAccess>,
): Promise<ListPage<TItem>> {
  if ("byCaller" in read) return read.byCaller(data, await pendingAccess, query);
  const { access, result } = await settledAlongside(
    pendingAccess,
    read.everyone(data, orgId, query),
  );
  return read.shownTo ? read.shownTo(result, access) : result;
}

/**
 * Registers the `GET` of an organization's list: guard, query schema, one page as `{data}`, read
 * as the route's `ListRead` says.
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
      const query = c.req.valid("query");
      const read = typeof route.read === "function" ? route.read(query) : route.read;
      const page = await readPage(
        kit.data,
        c.req.param("orgId"),
        query,
        read,
        c.get("pendingAccess"),
      );
      return c.json({ data: page }, 200);
    },
  );
}

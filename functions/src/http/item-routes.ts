import type { Context, Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import type { Caller } from "../auth/idToken.js";
import type { DataContext } from "../platform/data-context.js";
import type { Once } from "../platform/once.js";
import type { OrganizationAccess } from "../platform/organization-access.js";
import { entityTag, expectedVersion } from "../platform/versioning.js";
import type { ApiEnv } from "./env.js";
import { bearer, deletedItemSchema, ifMatchHeader, responses } from "./openapi.js";
import type { RouteKit } from "./route-kit.js";
import { validate, validateBody } from "./validate.js";
import { idempotencyHeader, onceOf } from "./idempotency.js";

type Failure = Parameters<typeof responses>[1][number];

/** What the document says of one operation. */
interface Operation {
  operationId: string;
  summary: string;
  /** Failures beyond those every route of its kind answers, e.g. 409 where a conflict can be. */
  failures?: readonly Failure[];
  /** The success's description, when the usual one ("The property changed") does not fit. */
  description?: string;
}

/** The routes of one item of an organization's collection, each optional. */
export interface ItemRoutes<TItem extends { version: number }, TDraft, TChanges, TRows, TReport> {
  /** The collection, e.g. `/orgs/:orgId/properties`; an item is `<path>/:<idParam>`. */
  path: `/orgs/:orgId/${string}`;
  /** The item's path parameter, e.g. `propertyId`. */
  idParam: string;
  tag: string;
  /** The item in the responses' descriptions, e.g. `property`. */
  noun: string;
  item: v.GenericSchema<unknown, TItem>;
  /** `POST <path>` (administrators): 201 with the new item and its `ETag`. */
  create?: Operation & {
    request: v.GenericSchema<unknown, TDraft>;
    /**
     * Whether it takes an `Idempotency-Key` (a create that sends mail or moves money): `store`
     * then gets the key's `Once` to run under (`runOnce`).
     */
    idempotent?: boolean;
    store: (
      data: DataContext,
      orgId: string,
      draft: TDraft,
      actor: Caller,
      once?: Once,
    ) => Promise<TItem>;
  };
  /** `POST <path>/import` (administrators): 200 with what was done with each row. */
  import?: Operation & {
    request: v.GenericSchema<unknown, { rows: TRows }>;
    report: v.GenericSchema<unknown, TReport>;
    store: (data: DataContext, orgId: string, rows: TRows, actor: Caller) => Promise<TReport>;
  };
  /** `GET <path>/:id` (members): the item and its `ETag`; `access` says who asks. */
  get?: Operation & {
    store: (
      data: DataContext,
      orgId: string,
      id: string,
      access: OrganizationAccess,
    ) => Promise<TItem>;
  };
  /** `PATCH <path>/:id` (administrators, `If-Match`): the item changed and its `ETag`. */
  update?: Operation & {
    request: v.GenericSchema<unknown, TChanges>;
    store: (
      data: DataContext,
      orgId: string,
      id: string,
      changes: TChanges,
      expectedVersion: number,
      actor: Caller,
    ) => Promise<TItem>;
  };
  /** `DELETE <path>/:id` (administrators, `If-Match`): `{data: {id}}`. */
  remove?: Operation & {
    store: (
      data: DataContext,
      orgId: string,
      id: string,
      expectedVersion: number,
      actor: Caller,
    ) => Promise<{ id: string }>;
  };
}

/**
 * Registers an organization's item routes: create, import, then (after `/import`, so that it is
 * not taken for an id) get, update and delete, each with its guard, body checks, versions as
 * `ETag` / `If-Match`, and its description in the document.
 */
export function itemRoutes<TItem extends { version: number }, TDraft, TChanges, TRows, TReport>(
  app: Hono<ApiEnv>,
  kit: RouteKit,
  routes: ItemRoutes<TItem, TDraft, TChanges, TRows, TReport>,
): void {
  const { path, tag, noun, item } = routes;
  const itemPath = `${path}/:${routes.idParam}`;
  // The routes are only matched with the parameter, which the generic path hides from the types.
  const itemId = (c: Context<ApiEnv>): string => c.req.param(routes.idParam) ?? "";
  const describe = (
    operation: Operation,
    success: Parameters<typeof responses>[0],
    failures: readonly Failure[],
    ifMatch = false,
  ) =>
    describeRoute({
      tags: [tag],
      operationId: operation.operationId,
      summary: operation.summary,
      security: bearer,
      ...(ifMatch ? { parameters: ifMatchHeader } : {}),
      responses: responses(
        { ...success, description: operation.description ?? success.description },
        [...failures, ...(operation.failures ?? [])].sort((a, b) => a - b),
      ),
    });

  const { create, import: importRows, get, update, remove } = routes;
  if (create) {
    app.post(
      path,
      describe(
        create,
        { status: 201, description: `The ${noun} added (ETag: its version)`, data: item },
        [400, 401, 403, 413, 415],
      ),
      kit.json,
      kit.signedIn,
      kit.organization.admin,
      create.idempotent ? idempotencyHeader() : validate("header", v.object({})),
      ...validateBody(create.request),
      async (c) => {
        const draft = c.req.valid("json");
        const created = await create.store(
          kit.data,
          c.get("access").orgId,
          draft,
          c.get("caller"),
          create.idempotent ? onceOf(c, create.operationId, draft) : undefined,
        );
        c.header("ETag", entityTag(created.version));
        return c.json({ data: created }, 201);
      },
    );
  }

  if (importRows) {
    app.post(
      `${path}/import`,
      describe(
        importRows,
        { description: "What was done with each row", data: importRows.report },
        [400, 401, 403, 413, 415],
      ),
      kit.json,
      kit.signedIn,
      kit.organization.admin,
      ...validateBody(importRows.request),
      async (c) => {
        const report = await importRows.store(
          kit.data,
          c.get("access").orgId,
          c.req.valid("json").rows,
          c.get("caller"),
        );
        return c.json({ data: report }, 200);
      },
    );
  }

  if (get) {
    app.get(
      itemPath,
      describe(get, { description: `The ${noun}`, data: item }, [401, 403, 404]),
      kit.signedIn,
      kit.organization.member,
      async (c) => {
        const access = c.get("access");
        const found = await get.store(kit.data, access.orgId, itemId(c), access);
        c.header("ETag", entityTag(found.version));
        return c.json({ data: found }, 200);
      },
    );
  }

  if (update) {
    app.patch(
      itemPath,
      describe(
        update,
        { description: `The ${noun} changed`, data: item },
        [400, 401, 403, 404, 412, 413, 415, 428],
        true,
      ),
      kit.json,
      kit.signedIn,
      kit.organization.admin,
      ...validateBody(update.request),
      async (c) => {
        const changed = await update.store(
          kit.data,
          c.get("access").orgId,
          itemId(c),
          c.req.valid("json"),
          expectedVersion(c),
          c.get("caller"),
        );
        c.header("ETag", entityTag(changed.version));
        return c.json({ data: changed }, 200);
      },
    );
  }

  if (remove) {
    app.delete(
      itemPath,
      describe(
        remove,
        { description: `The ${noun} was deleted`, data: deletedItemSchema },
        [401, 403, 404, 412, 428],
        true,
      ),
      kit.signedIn,
      kit.organization.admin,
      async (c) => {
        const deleted = await remove.store(
          kit.data,
          c.get("access").orgId,
          itemId(c),
          expectedVersion(c),
          c.get("caller"),
        );
        return c.json({ data: deleted }, 200);
      },
    );
  }
}

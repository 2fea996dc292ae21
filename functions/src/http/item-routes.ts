import type { Hono } from "hono";
import type * as v from "valibot";
import type { Caller } from "../auth/idToken.js";
import type { DataContext } from "../platform/data-context.js";
import type { Once } from "../platform/once.js";
import type { AccessLevel, OrganizationAccess } from "../platform/organization-access.js";
import type { ApiEnv } from "./env.js";
import { deletedItemSchema } from "./openapi.js";
import { route, type Failure } from "./route.js";
import type { RouteKit } from "./route-kit.js";

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
    /** Who may ask: the board (`member`, the default), or residents too (`resident`). */
    access?: AccessLevel;
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
 * Registers an organization's item routes (each a `route`): create, import, then (after
 * `/import`, so that it is not taken for an id) get, update and delete, each with its guard, body
 * checks, versions as `ETag` / `If-Match`, and its description in the document.
 */
export function itemRoutes<TItem extends { version: number }, TDraft, TChanges, TRows, TReport>(
  app: Hono<ApiEnv>,
  kit: RouteKit,
  routes: ItemRoutes<TItem, TDraft, TChanges, TRows, TReport>,
): void {
  const { path, noun, item } = routes;
  const itemPath = `${path}/:${routes.idParam}`;
  // An item's routes (not the collection's) answer 404 for an id that names none.
  const declared = (operation: Operation, description: string, failures: Failure[] = []) => ({
    tag: routes.tag,
    operationId: operation.operationId,
    summary: operation.summary,
    failures: [...failures, ...(operation.failures ?? [])],
    description: operation.description ?? description,
  });

  const { create, import: importRows, get, update, remove } = routes;
  if (create) {
    const { description, ...operation } = declared(create, `The ${noun} added (ETag: its version)`);
    route(app, kit, {
      ...operation,
      method: "post",
      path,
      access: "admin",
      body: create.request,
      idempotent: create.idempotent,
      success: { status: 201, description, data: item },
      etag: true,
      handle: (request) =>
        create.store(kit.data, request.orgId, request.body, request.caller, request.once),
    });
  }

  if (importRows) {
    const { description, ...operation } = declared(importRows, "What was done with each row");
    route(app, kit, {
      ...operation,
      method: "post",
      path: `${path}/import`,
      access: "admin",
      body: importRows.request,
      success: { description, data: importRows.report },
      handle: (request) =>
        importRows.store(kit.data, request.orgId, request.body.rows, request.caller),
    });
  }

  if (get) {
    const { description, ...operation } = declared(get, `The ${noun}`, [404]);
    route(app, kit, {
      ...operation,
      method: "get",
      path: itemPath,
      access: get.access ?? "member",
      success: { description, data: item },
      etag: true,
      handle: (request) =>
        get.store(kit.data, request.orgId, request.param(routes.idParam), request.access),
    });
  }

  if (update) {
    const { description, ...operation } = declared(update, `The ${noun} changed`, [404]);
    route(app, kit, {
      ...operation,
      method: "patch",
      path: itemPath,
      access: "admin",
      body: update.request,
      ifMatch: true,
      success: { description, data: item },
      etag: true,
      handle: (request) =>
        update.store(
          kit.data,
          request.orgId,
          request.param(routes.idParam),
          request.body,
          request.expectedVersion,
          request.caller,
        ),
    });
  }

  if (remove) {
    const { description, ...operation } = declared(remove, `The ${noun} was deleted`, [404]);
    route(app, kit, {
      ...operation,
      method: "delete",
      path: itemPath,
      access: "admin",
      ifMatch: true,
      success: { description, data: deletedItemSchema },
      handle: (request) =>
        remove.store(
          kit.data,
          request.orgId,
          request.param(routes.idParam),
          request.expectedVersion,
          request.caller,
        ),
    });
  }
}

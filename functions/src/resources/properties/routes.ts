import {
  createPropertyRequestSchema,
  importPropertiesRequestSchema,
  propertyListQuerySchema,
  updatePropertyRequestSchema,
} from "@hoa/validation";
import type { Hono } from "hono";
import type { ApiEnv } from "../../http/env.js";
import { itemRoutes } from "../../http/item-routes.js";
import { listRoute } from "../../http/list-route.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import { archiveProperty, deleteProperty, restoreProperty } from "./lifecycle.js";
import { importReportSchema, propertySchema } from "./schemas.js";
import {
  createProperty,
  getProperty,
  importProperties,
  listProperties,
  updateProperty,
} from "./store.js";

export function propertyRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  listRoute(app, kit, {
    path: "/orgs/:orgId/properties",
    tag: "Properties",
    operationId: "listProperties",
    summary:
      "The organization's properties, paged, sorted, filtered by type and status, searchable by address and unit",
    access: "member",
    query: propertyListQuerySchema,
    item: propertySchema,
    read: { everyone: listProperties },
  });

  itemRoutes(app, kit, {
    path: "/orgs/:orgId/properties",
    idParam: "propertyId",
    tag: "Properties",
    noun: "property",
    item: propertySchema,
    create: {
      operationId: "createProperty",
      summary: "Add a property (administrators; one per address and unit)",
      failures: [409],
      request: createPropertyRequestSchema,
      store: createProperty,
    },
    import: {
      operationId: "importProperties",
      summary:
        "Import up to 100 properties (administrators): existing ones (same address and unit) are updated or skipped, so sending the same rows again creates nothing",
      request: importPropertiesRequestSchema,
      report: importReportSchema,
      store: importProperties,
    },
    get: {
      operationId: "getProperty",
      summary: "One property (ETag: its version)",
      store: getProperty,
    },
    update: {
      operationId: "updateProperty",
      summary:
        "Change a property's address, unit or type (administrators; If-Match); its residents follow a new address",
      failures: [409],
      request: updatePropertyRequestSchema,
      store: updateProperty,
    },
    remove: {
      operationId: "deleteProperty",
      summary:
        "Delete a property (administrators; If-Match); refused while residents live there, and once it has billing history (archive it instead)",
      failures: [409],
      store: deleteProperty,
    },
  });

  const statusChange = (
    action: "archive" | "restore",
    summary: string,
    description: string,
    store: typeof archiveProperty,
  ) =>
    route(app, kit, {
      method: "post",
      path: `/orgs/:orgId/properties/:propertyId/${action}`,
      tag: "Properties",
      operationId: `${action}Property`,
      summary,
      access: "admin",
      ifMatch: true,
      success: { description: `${description} (ETag: its version)`, data: propertySchema },
      failures: [404, 409],
      etag: true,
      handle: ({ itemChange }) => store(kit.data, itemChange("propertyId")),
    });

  statusChange(
    "archive",
    "Archive a property (administrators; If-Match): it keeps its ledger and balance in every report, and gets no new dues, charges, late fees or residents; payments and credits can still be recorded. Refused while residents live there",
    "The property archived",
    archiveProperty,
  );
  statusChange(
    "restore",
    "Restore an archived property (administrators; If-Match): it is Vacant again, charged its dues from the next monthly run, and its open charges get late fees again",
    "The property restored",
    restoreProperty,
  );
}

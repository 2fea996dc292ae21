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
import type { RouteKit } from "../../http/route-kit.js";
import { importReportSchema, propertySchema } from "./schemas.js";
import {
  createProperty,
  deleteProperty,
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
      summary: "Delete a property (administrators; If-Match); refused while residents live there",
      failures: [409],
      store: deleteProperty,
    },
  });
}

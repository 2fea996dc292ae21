import {
  createPropertyRequestSchema,
  importPropertiesRequestSchema,
  propertyListQuerySchema,
  updatePropertyRequestSchema,
} from "@hoa/validation";
import type { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { ApiEnv } from "../../http/env.js";
import { listRoute } from "../../http/list-route.js";
import { bearer, deletedItemSchema, ifMatchHeader, responses } from "../../http/openapi.js";
import type { RouteKit } from "../../http/route-kit.js";
import { validateBody } from "../../http/validate.js";
import { entityTag, expectedVersion } from "../../platform/versioning.js";
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
    list: listProperties,
  });

  app.post(
    "/orgs/:orgId/properties",
    describeRoute({
      tags: ["Properties"],
      operationId: "createProperty",
      summary: "Add a property (administrators; one per address and unit)",
      security: bearer,
      responses: responses(
        {
          status: 201,
          description: "The property added (ETag: its version)",
          data: propertySchema,
        },
        [400, 401, 403, 409, 413, 415],
      ),
    }),
    kit.json,
    kit.signedIn,
    kit.organization.admin,
    ...validateBody(createPropertyRequestSchema),
    async (c) => {
      const property = await createProperty(
        kit.data,
        c.get("access").orgId,
        c.req.valid("json"),
        c.get("caller"),
      );
      c.header("ETag", entityTag(property.version));
      return c.json({ data: property }, 201);
    },
  );

  app.post(
    "/orgs/:orgId/properties/import",
    describeRoute({
      tags: ["Properties"],
      operationId: "importProperties",
      summary:
        "Import up to 100 properties (administrators): existing ones (same address and unit) are updated or skipped, so sending the same rows again creates nothing",
      security: bearer,
      responses: responses(
        { description: "What was done with each row", data: importReportSchema },
        [400, 401, 403, 413, 415],
      ),
    }),
    kit.json,
    kit.signedIn,
    kit.organization.admin,
    ...validateBody(importPropertiesRequestSchema),
    async (c) => {
      const report = await importProperties(
        kit.data,
        c.get("access").orgId,
        c.req.valid("json").rows,
        c.get("caller"),
      );
      return c.json({ data: report }, 200);
    },
  );

  app.get(
    "/orgs/:orgId/properties/:propertyId",
    describeRoute({
      tags: ["Properties"],
      operationId: "getProperty",
      summary: "One property (ETag: its version)",
      security: bearer,
      responses: responses({ description: "The property", data: propertySchema }, [401, 403, 404]),
    }),
    kit.signedIn,
    kit.organization.member,
    async (c) => {
      const property = await getProperty(
        kit.data,
        c.get("access").orgId,
        c.req.param("propertyId"),
      );
      c.header("ETag", entityTag(property.version));
      return c.json({ data: property }, 200);
    },
  );

  app.patch(
    "/orgs/:orgId/properties/:propertyId",
    describeRoute({
      tags: ["Properties"],
      operationId: "updateProperty",
      summary:
        "Change a property's address, unit or type (administrators; If-Match); its residents follow a new address",
      security: bearer,
      parameters: ifMatchHeader,
      responses: responses(
        { description: "The property changed", data: propertySchema },
        [400, 401, 403, 404, 409, 412, 413, 415, 428],
      ),
    }),
    kit.json,
    kit.signedIn,
    kit.organization.admin,
    ...validateBody(updatePropertyRequestSchema),
    async (c) => {
      const property = await updateProperty(
        kit.data,
        c.get("access").orgId,
        c.req.param("propertyId"),
        c.req.valid("json"),
        expectedVersion(c),
        c.get("caller"),
      );
      c.header("ETag", entityTag(property.version));
      return c.json({ data: property }, 200);
    },
  );

  app.delete(
    "/orgs/:orgId/properties/:propertyId",
    describeRoute({
      tags: ["Properties"],
      operationId: "deleteProperty",
      summary: "Delete a property (administrators; If-Match); refused while residents live there",
      security: bearer,
      parameters: ifMatchHeader,
      responses: responses(
        { description: "The property was deleted", data: deletedItemSchema },
        [401, 403, 404, 409, 412, 428],
      ),
    }),
    kit.signedIn,
    kit.organization.admin,
    async (c) => {
      const deleted = await deleteProperty(
        kit.data,
        c.get("access").orgId,
        c.req.param("propertyId"),
        expectedVersion(c),
        c.get("caller"),
      );
      return c.json({ data: deleted }, 200);
    },
  );
}

import {
  createResidentRequestSchema,
  importResidentsRequestSchema,
  residentListQuerySchema,
  updateResidentRequestSchema,
} from "@hoa/validation";
import type { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { ApiEnv } from "../../http/env.js";
import { listRoute } from "../../http/list-route.js";
import { bearer, deletedItemSchema, ifMatchHeader, responses } from "../../http/openapi.js";
import type { RouteKit } from "../../http/route-kit.js";
import { validateBody } from "../../http/validate.js";
import { entityTag, expectedVersion } from "../../platform/versioning.js";
import { importReportSchema } from "../properties/schemas.js";
import { residentSchema } from "./schemas.js";
import {
  createResident,
  deleteResident,
  getResident,
  importResidents,
  listResidents,
  updateResident,
} from "./store.js";

export function residentRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  listRoute(app, kit, {
    path: "/orgs/:orgId/residents",
    tag: "Residents",
    operationId: "listResidents",
    summary:
      "The organization's residents, paged, sorted, filtered by status, relationship, board membership and property, searchable by name, email, unit and phone; members do not see what a resident hides",
    access: "member",
    query: residentListQuerySchema,
    item: residentSchema,
    list: listResidents,
  });

  app.post(
    "/orgs/:orgId/residents",
    describeRoute({
      tags: ["Residents"],
      operationId: "createResident",
      summary:
        "Add a resident to a property (administrators; an email belongs to one resident); the property becomes Occupied",
      security: bearer,
      responses: responses(
        {
          status: 201,
          description: "The resident added (ETag: its version)",
          data: residentSchema,
        },
        [400, 401, 403, 409, 413, 415],
      ),
    }),
    kit.json,
    kit.signedIn,
    kit.organization.admin,
    ...validateBody(createResidentRequestSchema),
    async (c) => {
      const resident = await createResident(
        kit.data,
        c.get("access").orgId,
        c.req.valid("json"),
        c.get("caller"),
      );
      c.header("ETag", entityTag(resident.version));
      return c.json({ data: resident }, 201);
    },
  );

  app.post(
    "/orgs/:orgId/residents/import",
    describeRoute({
      tags: ["Residents"],
      operationId: "importResidents",
      summary:
        "Import up to 100 residents (administrators): a resident is recognised by email, or by name at the same property, and updated or skipped, so sending the same rows again creates nothing",
      security: bearer,
      responses: responses(
        { description: "What was done with each row", data: importReportSchema },
        [400, 401, 403, 413, 415],
      ),
    }),
    kit.json,
    kit.signedIn,
    kit.organization.admin,
    ...validateBody(importResidentsRequestSchema),
    async (c) => {
      const report = await importResidents(
        kit.data,
        c.get("access").orgId,
        c.req.valid("json").rows,
        c.get("caller"),
      );
      return c.json({ data: report }, 200);
    },
  );

  app.get(
    "/orgs/:orgId/residents/:residentId",
    describeRoute({
      tags: ["Residents"],
      operationId: "getResident",
      summary: "One resident (ETag: its version); members do not see what the resident hides",
      security: bearer,
      responses: responses({ description: "The resident", data: residentSchema }, [401, 403, 404]),
    }),
    kit.signedIn,
    kit.organization.member,
    async (c) => {
      const access = c.get("access");
      const resident = await getResident(kit.data, access.orgId, c.req.param("residentId"), access);
      c.header("ETag", entityTag(resident.version));
      return c.json({ data: resident }, 200);
    },
  );

  app.patch(
    "/orgs/:orgId/residents/:residentId",
    describeRoute({
      tags: ["Residents"],
      operationId: "updateResident",
      summary:
        "Change a resident (administrators; If-Match); a move to another property changes both properties' occupancy",
      security: bearer,
      parameters: ifMatchHeader,
      responses: responses(
        { description: "The resident changed", data: residentSchema },
        [400, 401, 403, 404, 409, 412, 413, 415, 428],
      ),
    }),
    kit.json,
    kit.signedIn,
    kit.organization.admin,
    ...validateBody(updateResidentRequestSchema),
    async (c) => {
      const resident = await updateResident(
        kit.data,
        c.get("access").orgId,
        c.req.param("residentId"),
        c.req.valid("json"),
        expectedVersion(c),
        c.get("caller"),
      );
      c.header("ETag", entityTag(resident.version));
      return c.json({ data: resident }, 200);
    },
  );

  app.delete(
    "/orgs/:orgId/residents/:residentId",
    describeRoute({
      tags: ["Residents"],
      operationId: "deleteResident",
      summary:
        "Remove a resident (administrators; If-Match); their email is free again and their property's occupancy follows",
      security: bearer,
      parameters: ifMatchHeader,
      responses: responses(
        { description: "The resident was removed", data: deletedItemSchema },
        [401, 403, 404, 412, 428],
      ),
    }),
    kit.signedIn,
    kit.organization.admin,
    async (c) => {
      const deleted = await deleteResident(
        kit.data,
        c.get("access").orgId,
        c.req.param("residentId"),
        expectedVersion(c),
        c.get("caller"),
      );
      return c.json({ data: deleted }, 200);
    },
  );
}

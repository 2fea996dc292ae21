import {
  createResidentRequestSchema,
  importResidentsRequestSchema,
  residentAccountRequestSchema,
  residentListQuerySchema,
  updateResidentRequestSchema,
} from "@hoa/validation";
import type { Hono } from "hono";
import type { ApiEnv } from "../../http/env.js";
import { itemRoutes } from "../../http/item-routes.js";
import { listRoute } from "../../http/list-route.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import { importReportSchema } from "../properties/schemas.js";
import { residentSchema } from "./schemas.js";
import {
  createResident,
  deleteResident,
  getResident,
  importResidents,
  linkAccount,
  residentListRead,
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
    read: residentListRead,
  });

  itemRoutes(app, kit, {
    path: "/orgs/:orgId/residents",
    idParam: "residentId",
    tag: "Residents",
    noun: "resident",
    item: residentSchema,
    create: {
      operationId: "createResident",
      summary:
        "Add a resident to a property (administrators; an email belongs to one resident); the property becomes Occupied",
      failures: [409],
      request: createResidentRequestSchema,
      store: createResident,
    },
    import: {
      operationId: "importResidents",
      summary:
        "Import up to 100 residents (administrators): a resident is recognised by email, or by name at the same property, and updated or skipped, so sending the same rows again creates nothing",
      request: importResidentsRequestSchema,
      report: importReportSchema,
      store: importResidents,
    },
    get: {
      operationId: "getResident",
      summary: "One resident (ETag: its version); members do not see what the resident hides",
      store: getResident,
    },
    update: {
      operationId: "updateResident",
      summary:
        "Change a resident (administrators; If-Match); a move to another property changes both properties' occupancy",
      failures: [409],
      request: updateResidentRequestSchema,
      store: updateResident,
    },
    remove: {
      operationId: "deleteResident",
      summary:
        "Remove a resident (administrators; If-Match); their email is free again and their property's occupancy follows",
      description: "The resident was removed",
      store: deleteResident,
    },
  });

  route(app, kit, {
    method: "put",
    path: "/orgs/:orgId/residents/:residentId/account",
    tag: "Residents",
    operationId: "linkResidentAccount",
    summary:
      "Link a resident to a member's console account, or unlink them with `uid: null` (administrators; If-Match). What the account may see as this resident (the board's documents, the inbox of its audiences) and whose tickets it files follow this link, never an email address",
    access: "admin",
    body: residentAccountRequestSchema,
    ifMatch: true,
    success: {
      description: "The resident, linked or unlinked (ETag: its version)",
      data: residentSchema,
    },
    failures: [404],
    etag: true,
    handle: ({ body, itemChange }) => linkAccount(kit.data, itemChange("residentId"), body.uid),
  });
}

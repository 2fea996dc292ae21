import { updateOwnResidentRequestSchema } from "@hoa/validation";
import type { Hono } from "hono";
import type { ApiEnv } from "../../http/env.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import { residentSchema } from "../residents/schemas.js";
import { householdSchema } from "./schemas.js";
import { readHousehold, updateOwnResident } from "./store.js";

const tag = "Portal";

/** The residents' portal: the caller's own household and their own record. */
export function portalRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/me",
    tag,
    operationId: "getHousehold",
    summary:
      "The caller's household: the residents linked to their account (in full), and each of their properties with its residents as a member sees them; empty lists for an account linked to no resident",
    access: "resident",
    success: { description: "The caller's household", data: householdSchema },
    handle: ({ access }) => readHousehold(kit.data, access),
  });

  route(app, kit, {
    method: "patch",
    path: "/orgs/:orgId/me/residents/:residentId",
    tag,
    operationId: "updateOwnResident",
    summary:
      "Change one's own resident record (If-Match): email, phone, directory privacy and email preferences (non-urgent email, event reminders), with the rules of an administrator's edit, audited; 404 for a resident not linked to the caller",
    access: "resident",
    body: updateOwnResidentRequestSchema,
    ifMatch: true,
    success: { description: "The resident changed (ETag: its version)", data: residentSchema },
    failures: [404, 409],
    etag: true,
    handle: ({ access, param, body, expectedVersion, caller }) =>
      updateOwnResident(kit.data, access, param("residentId"), body, expectedVersion, caller),
  });
}

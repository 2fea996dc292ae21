import { violationSettingsSchema } from "@hoa/validation/violation-settings";
import type { Hono } from "hono";
import type { ApiEnv } from "../../http/env.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import { violationSettingsResponseSchema } from "./schemas.js";
import { getViolationSettings, updateViolationSettings } from "./store.js";

const path = "/orgs/:orgId/violations/settings";
const tag = "Violations";

/** The violation rules setting: the board reads it, administrators change it. */
export function violationSettingsRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  route(app, kit, {
    method: "get",
    path,
    tag,
    operationId: "getViolationSettings",
    summary:
      "The violation rule set chosen (General with default numbers until saved), the organization's own numbers and the rules in effect with their citations (ETag: version, 0 before the first save)",
    access: "member",
    success: { description: "The violation rules setting", data: violationSettingsResponseSchema },
    etag: true,
    handle: ({ orgId }) => getViolationSettings(kit.data, orgId),
  });

  route(app, kit, {
    method: "put",
    path,
    tag,
    operationId: "updateViolationSettings",
    summary:
      "Choose the violation rule set and save the organization's own numbers (administrators; If-Match: the version read, 0 before the first save); a statute's rule set sent without numbers keeps those saved",
    access: "admin",
    body: violationSettingsSchema,
    ifMatch: true,
    success: {
      description: "The violation rules setting saved",
      data: violationSettingsResponseSchema,
    },
    etag: true,
    handle: ({ orgId, body, expectedVersion, caller }) =>
      updateViolationSettings(kit.data, orgId, body, expectedVersion, caller),
  });
}

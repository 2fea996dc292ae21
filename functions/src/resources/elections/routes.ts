import type { Hono } from "hono";
import type { ApiEnv } from "../../http/env.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import { electionSettingsRequestSchema, electionSettingsResponseSchema } from "./schemas.js";
import { getElectionSettings, updateElectionSettings } from "./settings.js";

const tag = "Elections";
const base = "/orgs/:orgId/elections";

/** Elections: the rules, the elections, their ballots, the inspector's count and the results. */
export function electionRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  route(app, kit, {
    method: "get",
    path: `${base}/settings`,
    tag,
    operationId: "getElectionSettings",
    summary:
      "The election rule set (California, Florida or General), the organization's numbers and the rules in effect with their citations (ETag: version, 0 before the first save)",
    access: "member",
    success: { description: "The election rules", data: electionSettingsResponseSchema },
    etag: true,
    handle: ({ orgId }) => getElectionSettings(kit.data, orgId),
  });

  route(app, kit, {
    method: "put",
    path: `${base}/settings`,
    tag,
    operationId: "updateElectionSettings",
    summary:
      "Choose the election rule set and save the organization's numbers (administrators; If-Match: the version read, 0 before the first save); a quorum over what the rule set allows is refused with its citation",
    access: "admin",
    body: electionSettingsRequestSchema,
    ifMatch: true,
    success: { description: "The election rules saved", data: electionSettingsResponseSchema },
    etag: true,
    handle: ({ orgId, body, expectedVersion, caller }) =>
      updateElectionSettings(kit.data, orgId, body, expectedVersion, caller),
  });
}

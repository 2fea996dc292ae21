import type { Hono } from "hono";
import type { ApiEnv } from "../../http/env.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import { directorySummarySchema } from "./schemas.js";
import { directorySummary } from "./store.js";

export function directoryRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/directory/summary",
    tag: "Directory",
    operationId: "getDirectorySummary",
    summary: "How many properties (occupied, vacant) and residents (active, pending, board)",
    access: "member",
    success: { description: "The figures", data: directorySummarySchema },
    handle: ({ orgId }) => directorySummary(kit.data, orgId),
  });
}

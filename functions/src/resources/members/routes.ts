import { memberListQuerySchema } from "@hoa/validation";
import type { Hono } from "hono";
import type { ApiEnv } from "../../http/env.js";
import { listRoute } from "../../http/list-route.js";
import type { RouteKit } from "../../http/route-kit.js";
import { memberSchema } from "./schemas.js";
import { listMembers } from "./store.js";

export function memberRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  listRoute(app, kit, {
    path: "/orgs/:orgId/members",
    tag: "Members",
    operationId: "listMembers",
    summary: "The organization's members, paged, sorted, filtered by role, searchable",
    access: "member",
    query: memberListQuerySchema,
    item: memberSchema,
    list: listMembers,
  });
}

import { memberListQuerySchema, updateMemberRequestSchema } from "@hoa/validation";
import type { Hono } from "hono";
import type { ApiEnv } from "../../http/env.js";
import { itemRoutes } from "../../http/item-routes.js";
import { listRoute } from "../../http/list-route.js";
import type { RouteKit } from "../../http/route-kit.js";
import { memberSchema } from "./schemas.js";
import { changeMemberRole, listMembers, removeMember } from "./store.js";

export function memberRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  listRoute(app, kit, {
    path: "/orgs/:orgId/members",
    tag: "Members",
    operationId: "listMembers",
    summary: "The organization's members, paged, sorted, filtered by role, searchable",
    access: "member",
    query: memberListQuerySchema,
    item: memberSchema,
    read: { everyone: listMembers },
  });

  itemRoutes(app, kit, {
    path: "/orgs/:orgId/members",
    idParam: "memberId",
    tag: "Members",
    noun: "member",
    item: memberSchema,
    update: {
      operationId: "updateMember",
      summary: "Change a member's role (administrators; If-Match; never the last administrator)",
      failures: [409],
      request: updateMemberRequestSchema,
      store: (data, target, changes) => changeMemberRole(data, target, changes.role),
    },
    remove: {
      operationId: "removeMember",
      summary:
        "Remove a member: their access ends at their next request (administrators; If-Match; never the last administrator)",
      description: "The member was removed",
      failures: [409],
      store: removeMember,
    },
  });
}

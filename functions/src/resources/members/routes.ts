import { memberListQuerySchema, updateMemberRequestSchema } from "@hoa/validation";
import type { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { ApiEnv } from "../../http/env.js";
import { listRoute } from "../../http/list-route.js";
import { bearer, deletedItemSchema, ifMatchHeader, responses } from "../../http/openapi.js";
import type { RouteKit } from "../../http/route-kit.js";
import { validateBody } from "../../http/validate.js";
import { entityTag, expectedVersion } from "../../platform/versioning.js";
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

  app.patch(
    "/orgs/:orgId/members/:memberId",
    describeRoute({
      tags: ["Members"],
      operationId: "updateMember",
      summary: "Change a member's role (administrators; If-Match; never the last administrator)",
      security: bearer,
      parameters: [{ name: "If-Match", in: "header", required: true, schema: { type: "string" } }],
      responses: responses(
        { description: "The member changed", data: memberSchema },
        [400, 401, 403, 404, 409, 412, 413, 415, 428],
      ),
    }),
    kit.json,
    kit.signedIn,
    kit.organization.admin,
    ...validateBody(updateMemberRequestSchema),
    async (c) => {
      const member = await changeMemberRole(
        kit.data,
        c.get("access").orgId,
        c.req.param("memberId"),
        c.req.valid("json").role,
        expectedVersion(c),
        c.get("caller"),
      );
      c.header("ETag", entityTag(member.version));
      return c.json({ data: member }, 200);
    },
  );

  app.delete(
    "/orgs/:orgId/members/:memberId",
    describeRoute({
      tags: ["Members"],
      operationId: "removeMember",
      summary:
        "Remove a member: their access ends at their next request (administrators; If-Match; never the last administrator)",
      security: bearer,
      parameters: ifMatchHeader,
      responses: responses(
        { description: "The member was removed", data: deletedItemSchema },
        [401, 403, 404, 409, 412, 428],
      ),
    }),
    kit.signedIn,
    kit.organization.admin,
    async (c) => {
      const removed = await removeMember(
        kit.data,
        c.get("access").orgId,
        c.req.param("memberId"),
        expectedVersion(c),
        c.get("caller"),
      );
      return c.json({ data: removed }, 200);
    },
  );
}

import { memberListQuerySchema } from "@hoa/validation";
import type { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { ApiEnv } from "../../http/env.js";
import { bearer, pageOf, responses } from "../../http/openapi.js";
import type { RouteKit } from "../../http/route-kit.js";
import { validate } from "../../http/validate.js";
import { memberSchema } from "./schemas.js";
import { listMembers } from "./store.js";

export function memberRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  app.get(
    "/orgs/:orgId/members",
    describeRoute({
      tags: ["Members"],
      operationId: "listMembers",
      summary: "The organization's members, paged, sorted, filtered by role, searchable",
      security: bearer,
      responses: responses(
        { description: "A page of members", data: pageOf(memberSchema) },
        [400, 401, 403],
      ),
    }),
    kit.signedIn,
    kit.organization.member,
    validate("query", memberListQuerySchema),
    async (c) =>
      c.json(
        { data: await listMembers(kit.data, c.get("access").orgId, c.req.valid("query")) },
        200,
      ),
  );
}

import { auditListQuerySchema } from "@hoa/validation";
import type { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { ApiEnv } from "../../http/env.js";
import { bearer, pageOf, responses } from "../../http/openapi.js";
import type { RouteKit } from "../../http/route-kit.js";
import { validate } from "../../http/validate.js";
import { auditEntrySchema } from "./schemas.js";
import { listAuditEntries } from "./store.js";

export function auditRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  app.get(
    "/orgs/:orgId/audit",
    describeRoute({
      tags: ["Activity"],
      operationId: "listAuditEntries",
      summary: "Who changed what and when, newest first, filtered by kind (administrators)",
      security: bearer,
      responses: responses(
        { description: "A page of audit entries", data: pageOf(auditEntrySchema) },
        [400, 401, 403],
      ),
    }),
    kit.signedIn,
    kit.organization.admin,
    validate("query", auditListQuerySchema),
    async (c) =>
      c.json(
        { data: await listAuditEntries(kit.data, c.get("access").orgId, c.req.valid("query")) },
        200,
      ),
  );
}

import { auditListQuerySchema } from "@hoa/validation";
import type { Hono } from "hono";
import type { ApiEnv } from "../../http/env.js";
import { listRoute } from "../../http/list-route.js";
import type { RouteKit } from "../../http/route-kit.js";
import { auditEntrySchema } from "./schemas.js";
import { listAuditEntries } from "./store.js";

export function auditRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  listRoute(app, kit, {
    path: "/orgs/:orgId/audit",
    tag: "Activity",
    operationId: "listAuditEntries",
    summary:
      "Who changed what and when, newest first, filtered by kind of item and of change or by item (administrators)",
    access: "admin",
    query: auditListQuerySchema,
    item: auditEntrySchema,
    read: { everyone: listAuditEntries },
  });
}

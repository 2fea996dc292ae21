import { listQuerySchema } from "./lists.js";

/** What an audit entry records was done to an item. */
export const AUDIT_ACTIONS = ["create", "update", "delete"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of item the audit trail speaks of (the collection they live in). */
export const AUDIT_RESOURCES = ["organization", "members", "properties", "residents"] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

export const AUDIT_LIST_SORTS = ["-at"] as const;

/** `GET /api/orgs/{orgId}/audit`: newest first, filtered by kind of item and of change. */
export const auditListQuerySchema = listQuerySchema({
  sorts: AUDIT_LIST_SORTS,
  defaultSort: "-at",
  filters: { resource: AUDIT_RESOURCES, action: AUDIT_ACTIONS },
});

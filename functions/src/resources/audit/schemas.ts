import { AUDIT_ACTIONS, AUDIT_RESOURCES } from "@hoa/validation";
import * as v from "valibot";
import { timeSchema, namedObject } from "../../http/openapi.js";

export const auditChangeSchema = namedObject("AuditChange", {
  field: v.string(),
  before: v.unknown(),
  after: v.unknown(),
});

export const auditEntrySchema = namedObject("AuditEntry", {
  id: v.string(),
  /** ISO 8601. */
  at: timeSchema,
  actor: v.object({
    uid: v.string(),
    displayName: v.nullable(v.string()),
    email: v.nullable(v.string()),
  }),
  action: v.picklist(AUDIT_ACTIONS),
  resource: v.picklist(AUDIT_RESOURCES),
  resourceId: v.string(),
  label: v.string(),
  changes: v.array(auditChangeSchema),
});

export type AuditChange = v.InferOutput<typeof auditChangeSchema>;
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

import { AUDIT_ACTIONS, AUDIT_RESOURCES } from "@hoa/validation";
import * as v from "valibot";
import { timeSchema } from "../../http/openapi.js";

export const auditChangeSchema = v.pipe(
  v.object({ field: v.string(), before: v.unknown(), after: v.unknown() }),
  v.metadata({ ref: "AuditChange" }),
);

export const auditEntrySchema = v.pipe(
  v.object({
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
  }),
  v.metadata({ ref: "AuditEntry" }),
);

export type AuditChange = v.InferOutput<typeof auditChangeSchema>;
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

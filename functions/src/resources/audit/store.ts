import { AUDIT_ACTIONS, AUDIT_LIST_ORDER, AUDIT_RESOURCES } from "@hoa/validation";
import { Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { auditCollection } from "../../platform/audit-trail.js";
import type { DataContext } from "../../platform/data-context.js";
import { listPage, type ListDefinition, type ListQuery } from "../../platform/lists.js";
import type { AuditEntry } from "./schemas.js";

const auditList: ListDefinition<AuditEntry> = {
  sorts: { at: "at" },
  order: AUDIT_LIST_ORDER,
  filters: { resource: "resource", action: "action", resourceId: "resourceId" },
  searchable: false,
  toItem: toAuditEntry,
};

export const auditListDefinition = auditList;

export function listAuditEntries(data: DataContext, orgId: string, query: ListQuery) {
  return listPage(data, auditCollection(data.db, orgId), auditList, query);
}

function toAuditEntry(snapshot: QueryDocumentSnapshot): AuditEntry {
  const at: unknown = snapshot.get("at");
  const actor = (snapshot.get("actor") ?? {}) as Record<string, unknown>;
  const changes: unknown = snapshot.get("changes");
  return {
    id: snapshot.id,
    at:
      at instanceof Timestamp
        ? at.toDate().toISOString()
        : snapshot.createTime.toDate().toISOString(),
    actor: {
      uid: text(actor.uid) ?? "",
      displayName: text(actor.displayName),
      email: text(actor.email),
    },
    action: oneOf(snapshot.get("action"), AUDIT_ACTIONS, "update"),
    resource: oneOf(snapshot.get("resource"), AUDIT_RESOURCES, "organization"),
    resourceId: text(snapshot.get("resourceId")) ?? "",
    label: text(snapshot.get("label")) ?? "",
    changes: Array.isArray(changes)
      ? changes.flatMap((change: unknown) => {
          if (typeof change !== "object" || change === null) return [];
          const { field, before, after } = change as Record<string, unknown>;
          return typeof field === "string"
            ? [{ field, before: before ?? null, after: after ?? null }]
            : [];
        })
      : [],
  };
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

function oneOf<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

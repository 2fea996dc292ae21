import {
  AUDIT_ACTIONS,
  AUDIT_LIST_ORDER,
  AUDIT_RESOURCES,
  type AuditAction,
  type AuditResource,
} from "@hoa/validation";
import {
  Timestamp,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import type { DataContext } from "../../platform/data-context.js";
import { listPage, type ListDefinition, type ListQuery } from "../../platform/lists.js";
import type { AuditEntry, AuditChange } from "./schemas.js";

/** `orgs/{orgId}/audit/{id}`: the organization's audit trail, written with each change. */
export const auditCollection = (db: Firestore, orgId: string): CollectionReference =>
  db.collection(`orgs/${orgId}/audit`);

/** What changed, by whom, to which item: one audit entry before it is stored. */
export interface AuditRecord {
  orgId: string;
  actor: Caller;
  action: AuditAction;
  resource: AuditResource;
  resourceId: string;
  /** The item's human name at the time (a person's name, an address). */
  label: string;
  changes: AuditChange[];
}

/**
 * The fields that differ between `before` and `after` (`null` for a side that does not exist),
 * among `fields`, with their old and new values.
 */
export function changedFields(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
  fields: readonly string[],
): AuditChange[] {
  return fields.flatMap((field) => {
    const old = before === null ? null : (before[field] ?? null);
    const next = after === null ? null : (after[field] ?? null);
    return JSON.stringify(old) === JSON.stringify(next)
      ? []
      : [{ field, before: old, after: next }];
  });
}

/**
 * Adds the audit entry to the transaction or batch that makes the change, so the two are
 * written together or not at all.
 */
export function writeAuditEntry(
  data: DataContext,
  write: Transaction | WriteBatch,
  record: AuditRecord,
): DocumentReference {
  const ref = auditCollection(data.db, record.orgId).doc();
  const { orgId: _orgId, actor, ...entry } = record;
  (write as WriteBatch).create(ref, {
    ...entry,
    actor: { uid: actor.uid, displayName: actor.displayName, email: actor.email },
    at: Timestamp.fromDate(data.clock.now()),
  });
  return ref;
}

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

import type { AuditAction, AuditResource } from "@hoa/validation";
import {
  Timestamp,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import type { Caller } from "../auth/idToken.js";
import type { DataContext } from "./data-context.js";

/** One changed field of an audit entry, with its old and new value. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

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

import type { AuditAction, AuditResource } from "@hoa/validation";
import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import type { Caller } from "../auth/idToken.js";
import type { ApiError } from "../http/errors.js";
import { changedFields, writeAuditEntry, type AuditChange } from "./audit-trail.js";
import type { DataContext } from "./data-context.js";
import { isDocumentId } from "./document-ids.js";
import { claimingTransaction } from "./unique-keys.js";
import { assertVersion } from "./versioning.js";
import { runTransaction } from "./transactions.js";

/** How a store reads, changes and audits one item of an organization's collection. */
export interface ItemCollection<TItem extends { version: number }> {
  ref: (db: Firestore, orgId: string, id: string) => DocumentReference;
  /** A stored item as the API answers it to an administrator. */
  toItem: (snapshot: DocumentSnapshot) => TItem;
  /** The 404 of an id that names no item. */
  notFound: () => ApiError;
  /** For an item that claims unique keys: the 409 of a key another request claimed first. */
  conflict?: () => ApiError;
  /** Its audit entries: the resource, the fields they speak of, the item's name and fields. */
  audit: {
    resource: AuditResource;
    fields: readonly string[];
    describe: (item: TItem) => { label: string; state: Readonly<Record<string, unknown>> };
  };
}

/** One item of a change made to a version (`If-Match`). */
export interface VersionedTarget {
  orgId: string;
  id: string;
  expectedVersion: number;
}

/** A change someone makes to one item, made to a version: what a route hands its store. */
export interface ItemChange extends VersionedTarget {
  actor: Caller;
}

/**
 * Writes, in the transaction of the change, the audit entry of what `entry.actor` did to the item
 * `entry.id` of `items`: the action, the item's name then, and the fields it changed.
 */
export function auditItem<TItem extends { version: number }>(
  data: DataContext,
  transaction: Transaction,
  items: ItemCollection<TItem>,
  entry: Pick<ItemChange, "orgId" | "id" | "actor"> & {
    action: AuditAction;
    label: string;
    changes: AuditChange[];
  },
): void {
  const { orgId, actor, action, id, label, changes } = entry;
  writeAuditEntry(data, transaction, {
    orgId,
    actor,
    action,
    resource: items.audit.resource,
    resourceId: id,
    label,
    changes,
  });
}

/** The item `id` (404 when there is none, or the id cannot name one). */
export async function readItem<TItem extends { version: number }>(
  data: DataContext,
  items: ItemCollection<TItem>,
  orgId: string,
  id: string,
): Promise<TItem> {
  if (!isDocumentId(id)) throw items.notFound();
  const snapshot = await data.call(items.ref(data.db, orgId, id).get());
  if (!snapshot.exists) throw items.notFound();
  return items.toItem(snapshot);
}

/**
 * Writes the audit entry of an item just created in `transaction` (its fields from nothing), as
 * `deleteItem` and `updateItem` write theirs.
 */
export function auditCreated<TItem extends { version: number }>(
  data: DataContext,
  transaction: Transaction,
  items: ItemCollection<TItem>,
  { orgId, actor }: { orgId: string; actor: Caller },
  item: TItem & { id: string },
): void {
  const { label, state } = items.audit.describe(item);
  const changes = changedFields(null, state, items.audit.fields);
  auditItem(data, transaction, items, {
    orgId,
    id: item.id,
    actor,
    action: "create",
    label,
    changes,
  });
}

/**
 * Adds an item to `collection` in one transaction with its audit entry (`auditCreated`): `fields`
 * as stored, with version 1 and the time now, answered as `fromData` reads them.
 *
 * @example
 * createItem(data, categoryItems, { orgId, actor }, categoriesCollection(data.db, orgId),
 *   storedFields(draft), categoryFromData);
 */
export function createItem<TItem extends { version: number; id: string }>(
  data: DataContext,
  items: ItemCollection<TItem>,
  creator: { orgId: string; actor: Caller },
  collection: CollectionReference,
  fields: Readonly<Record<string, unknown>>,
  fromData: (id: string, stored: DocumentData) => TItem,
): Promise<TItem> {
  const ref = collection.doc();
  return runTransaction(data, async (transaction) => {
    const now = Timestamp.fromDate(data.clock.now());
    const stored = { ...fields, version: 1, createdAt: now, updatedAt: now };
    transaction.create(ref, stored);
    const item = fromData(ref.id, stored);
    auditCreated(data, transaction, items, creator, item);
    return item;
  });
}

/** The item `id` read in a transaction (404 when there is none): what a replayed create answers. */
export async function itemIn<TItem extends { version: number }>(
  transaction: Transaction,
  data: DataContext,
  items: ItemCollection<TItem>,
  target: { orgId: string; id: string },
): Promise<TItem> {
  const snapshot = await transaction.get(items.ref(data.db, target.orgId, target.id));
  if (!snapshot.exists) throw items.notFound();
  return items.toItem(snapshot);
}

/**
 * Runs `change` in one transaction on the item as stored, made to `expectedVersion`: 404 when
 * there is none, 412 when it has moved on, before anything is written. A claim another request
 * took first becomes the collection's `conflict` (`claimingTransaction`). `change` also gets the
 * snapshot, for what is stored but not answered (a document's files).
 */
export function changeItem<TItem extends { version: number }, T>(
  data: DataContext,
  items: ItemCollection<TItem>,
  { orgId, id, expectedVersion }: VersionedTarget,
  change: (
    transaction: Transaction,
    current: TItem,
    ref: DocumentReference,
    snapshot: DocumentSnapshot,
  ) => Promise<T>,
): Promise<T> {
  if (!isDocumentId(id)) return Promise.reject(items.notFound());
  const ref = items.ref(data.db, orgId, id);
  const update = async (transaction: Transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw items.notFound();
    const current = items.toItem(snapshot);
    assertVersion(current.version, expectedVersion);
    return change(transaction, current, ref, snapshot);
  };
  return items.conflict
    ? claimingTransaction(data, items.conflict, update)
    : runTransaction(data, update);
}

/**
 * Deletes an item made to `expectedVersion` (404, 412 as `changeItem`), with its audit entry, in
 * one transaction. `alongside` runs first, on the item as stored: its checks, reads and the
 * writes that go with the delete (a released claim, a count).
 */
export function deleteItem<TItem extends { version: number }>(
  data: DataContext,
  items: ItemCollection<TItem>,
  target: ItemChange,
  alongside?: (
    transaction: Transaction,
    current: TItem,
    snapshot: DocumentSnapshot,
  ) => Promise<void>,
): Promise<{ id: string }> {
  return changeItem(data, items, target, async (transaction, current, ref, snapshot) => {
    await alongside?.(transaction, current, snapshot);
    transaction.delete(ref);
    const { label, state } = items.audit.describe(current);
    const changes = changedFields(state, null, items.audit.fields);
    auditItem(data, transaction, items, { ...target, action: "delete", label, changes });
    return { id: target.id };
  });
}

/** An item as a change leaves it, and the stored fields that say so. */
interface ItemEdit<TItem> {
  next: TItem;
  fields: Readonly<Record<string, unknown>>;
}

/**
 * Changes an item's fields made to `expectedVersion` (404, 412 as `changeItem`), audited: `edit`
 * gives the item as it will be and the stored fields that say so (it may read first, and add
 * writes of its own, in the transaction). When none of the audited fields changes, nothing more
 * is written; otherwise the fields with the next version and time, and the audit entry.
 */
export function updateItem<TItem extends { version: number; updatedAt: string }>(
  data: DataContext,
  items: ItemCollection<TItem>,
  target: ItemChange,
  edit: (
    current: TItem,
    transaction: Transaction,
    snapshot: DocumentSnapshot,
  ) => ItemEdit<TItem> | Promise<ItemEdit<TItem>>,
): Promise<TItem> {
  return changeItem(data, items, target, async (transaction, current, ref, snapshot) => {
    const { next, fields } = await edit(current, transaction, snapshot);
    const after = items.audit.describe(next);
    const changes = changedFields(
      items.audit.describe(current).state,
      after.state,
      items.audit.fields,
    );
    if (changes.length === 0) return current;
    const now = Timestamp.fromDate(data.clock.now());
    const version = current.version + 1;
    transaction.update(ref, { ...fields, version, updatedAt: now });
    auditItem(data, transaction, items, {
      ...target,
      action: "update",
      label: after.label,
      changes,
    });
    return { ...next, version, updatedAt: now.toDate().toISOString() };
  });
}

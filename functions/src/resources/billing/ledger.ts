/** Reading a property's ledger: entries as the API answers them, a page at a time. */
import { PAYMENT_METHODS, listOrder, type LedgerKind, type PaymentMethod } from "@hoa/validation";
import { Timestamp, type DocumentData, type DocumentSnapshot } from "firebase-admin/firestore";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import { listPage, type ListDefinition, type ListQuery } from "../../platform/lists.js";
import { oneOf, text } from "../../platform/stored-values.js";
import { SCHEDULER, ledgerCollection } from "./refs.js";
import type { LedgerEntry } from "./schemas.js";

/** 404: no such property (a ledger's, an account's, an entry's). */
export const propertyNotFound = () => new ApiError(404, apiMessages.propertyNotFound);

/**
 * An entry as the API answers it. `reversedBy` is written on the entry by the transaction that
 * reverses it, so a page of the ledger reads only its own entries.
 */
export function entryFromData(id: string, stored: DocumentData): LedgerEntry {
  const number = (value: unknown) => (typeof value === "number" ? value : 0);
  const optional = (value: unknown) => (typeof value === "string" ? value : null);
  const createdAt: unknown = stored.createdAt;
  const createdBy = (stored.createdBy ?? {}) as Record<string, unknown>;
  const allocations = Array.isArray(stored.allocations)
    ? (stored.allocations as Record<string, unknown>[]).map((item) => ({
        entryId: String(item.entryId),
        cents: number(item.cents),
      }))
    : [];
  const method = optional(stored.method);
  return {
    id,
    propertyId: text(stored.propertyId),
    seq: number(stored.seq),
    kind: oneOf(stored.kind, LEDGER_KIND_VALUES, "charge"),
    amountCents: number(stored.amountCents),
    balanceAfterCents: number(stored.balanceAfterCents),
    date: text(stored.date),
    dueDate: optional(stored.dueDate),
    period: optional(stored.period),
    method: PAYMENT_METHODS.includes(method as PaymentMethod) ? (method as PaymentMethod) : null,
    reference: text(stored.reference),
    memo: text(stored.memo),
    reverses: optional(stored.reverses),
    reversedBy: optional(stored.reversedBy),
    allocations,
    createdAt:
      createdAt instanceof Timestamp ? createdAt.toDate().toISOString() : new Date(0).toISOString(),
    createdBy: text(createdBy.name) || SCHEDULER,
  };
}

const LEDGER_KIND_VALUES: readonly LedgerKind[] = [
  "assessment",
  "lateFee",
  "charge",
  "fine",
  "credit",
  "payment",
  "reversal",
];

export function toLedgerEntry(snapshot: DocumentSnapshot) {
  return entryFromData(snapshot.id, snapshot.data() ?? {});
}

/** A ledger's order: newest first unless `sort=seq`. */
export const LEDGER_LIST_ORDER = listOrder({ sorts: ["-seq", "seq"], defaultSort: "-seq" });

export const ledgerListDefinition: ListDefinition<LedgerEntry> = {
  sorts: { seq: "seq" },
  order: LEDGER_LIST_ORDER,
  filters: {},
  searchable: false,
  toItem: toLedgerEntry,
};

/** A page of a property's ledger (newest first by default), each entry with its reversal. */
export async function listLedger(
  data: DataContext,
  orgId: string,
  propertyId: string,
  query: ListQuery,
) {
  if (!isDocumentId(propertyId)) throw propertyNotFound();
  return listPage(data, ledgerCollection(data.db, orgId, propertyId), ledgerListDefinition, query);
}

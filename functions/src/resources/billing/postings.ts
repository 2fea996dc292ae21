/**
 * Entries another resource posts to a property's ledger inside its own transaction: a violation's
 * fine, an amenity booking's fee and deposit, their refunds. Two steps, as a transaction reads
 * before it writes: `preparePostings` checks and reads (the property, its account, each entry's
 * id, what a reversal reverses), the caller does its own reads, then the returned `PostEntries`
 * writes every entry, the account once, the months' totals and the audit entries.
 */
import { LEDGER_MEMO_MAX_LENGTH, messages } from "@hoa/validation";
import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import { addCharge, addReceived, reverseCharge, type Account, type Allocation } from "./account.js";
import {
  EntryWrites,
  lateFeeWakeUp,
  readAccount,
  readPaymentOrder,
  writeEntry,
  type EntryDraft,
  type Recorder,
} from "./entries.js";
import { toLedgerEntry } from "./ledger.js";
import { ledgerCollection, reversalId } from "./refs.js";
import type { LedgerEntry } from "./schemas.js";

/** One entry to post: a charge (or a fine), money credited, or the reversal of a charge. */
export type Posting =
  | {
      kind: "charge" | "fine";
      /** Deterministic, chosen by the caller (`booking-{id}-fee`): a second post is refused (409). */
      entryId: string;
      cents: number;
      memo: string;
      /** Whether it may get a late fee (a fine: as its rule set says). */
      lateFeeable: boolean;
    }
  | { kind: "credit"; entryId: string; cents: number; memo: string }
  | { kind: "reversal"; of: string; memo: string };

/** Where the postings go and the organization's local date they are dated (and owed from). */
export interface PostingTarget {
  orgId: string;
  propertyId: string;
  date: string;
}

/**
 * Writes the prepared entries in order (each with the account as the one before left it), the
 * account once, and an audit entry each naming the property (`label`, else its address). Called
 * once, after every read of the transaction.
 */
export type PostEntries = (actor: Recorder, label?: string) => LedgerEntry[];

/** The properties each transaction has prepared postings for: one preparation per property. */
const preparedIn = new WeakMap<Transaction, Set<string>>();

/** A memo as the ledger keeps it: at most `LEDGER_MEMO_MAX_LENGTH` characters. */
const memoOf = (memo: string) => {
  const trimmed = memo.trim();
  return trimmed.length <= LEDGER_MEMO_MAX_LENGTH
    ? trimmed
    : `${trimmed.slice(0, LEDGER_MEMO_MAX_LENGTH - 1)}…`;
};

/**
 * The first step of posting `postings` to one property's ledger in the caller's transaction: its
 * reads (the property, 404 without one, and its account; each new entry's id, 409 with
 * `alreadyPosted` when it exists; each reversed charge, 404 without one, 409 when it is reversed
 * already; the payment order when money comes back; the billing settings when a late fee may come
 * sooner). A charge or fine on an archived property is refused (409) unless `archived: "allow"`
 * (a fine decided before the archiving). The caller does its own reads next, then calls the
 * returned `PostEntries` to write.
 */
export async function preparePostings(
  data: DataContext,
  transaction: Transaction,
  target: PostingTarget,
  postings: readonly Posting[],
  options: { alreadyPosted?: string; archived?: "allow" | "refuse" } = {},
): Promise<PostEntries> {
  const { orgId, propertyId, date } = target;
  for (const posting of postings) {
    const id = posting.kind === "reversal" ? posting.of : posting.entryId;
    if (!isDocumentId(id)) throw new TypeError(`Not a ledger entry id: ${id}`);
  }
  const prepared = preparedIn.get(transaction) ?? new Set<string>();
  if (prepared.has(propertyId)) {
    throw new Error(`Entries for property ${propertyId} are already prepared in this transaction`);
  }
  const { account, label, archived } = await readAccount(data, transaction, orgId, propertyId);
  prepared.add(propertyId);
  preparedIn.set(transaction, prepared);
  if (archived && options.archived !== "allow" && postings.some(isCharge)) {
    throw new ApiError(409, messages.propertyArchivedNoCharges);
  }
  const ledger = ledgerCollection(data.db, orgId, propertyId);
  const ids = postings.flatMap((posting) =>
    posting.kind === "reversal" ? [posting.of, reversalId(posting.of)] : [posting.entryId],
  );
  const snapshots = new Map<string, DocumentSnapshot>();
  if (ids.length > 0) {
    const read = await transaction.getAll(...ids.map((id) => ledger.doc(id)));
    read.forEach((snapshot) => snapshots.set(snapshot.id, snapshot));
  }
  const order = postings.some((posting) => !isCharge(posting))
    ? await readPaymentOrder(data, transaction, orgId)
    : {};

  let current: Account = account;
  const steps: {
    entryId: string;
    draft: EntryDraft;
    result: { account: Account; allocations: Allocation[] };
    reverses?: DocumentSnapshot;
  }[] = [];
  for (const posting of postings) {
    if (posting.kind === "reversal") {
      const original = snapshots.get(posting.of);
      if (!original?.exists) throw new ApiError(404, apiMessages.ledgerEntryNotFound);
      if (snapshots.get(reversalId(posting.of))?.exists) {
        throw new ApiError(409, apiMessages.entryAlreadyReversed);
      }
      const entry = toLedgerEntry(original);
      if (entry.amountCents <= 0) throw new Error(`${posting.of} is not a charge`);
      const result = reverseCharge(
        current,
        { entryId: posting.of, cents: entry.amountCents },
        order,
      );
      steps.push({
        entryId: reversalId(posting.of),
        draft: {
          kind: "reversal",
          amountCents: -entry.amountCents,
          date,
          memo: memoOf(posting.memo),
          reverses: posting.of,
        },
        result,
        reverses: original,
      });
      current = result.account;
      continue;
    }
    if (snapshots.get(posting.entryId)?.exists) {
      throw new ApiError(409, options.alreadyPosted ?? apiMessages.entryAlreadyPosted);
    }
    if (posting.kind === "credit") {
      const result = addReceived(current, posting.cents, order);
      steps.push({
        entryId: posting.entryId,
        draft: { kind: "credit", amountCents: -posting.cents, date, memo: memoOf(posting.memo) },
        result,
      });
      current = result.account;
      continue;
    }
    const result = addCharge(current, {
      entryId: posting.entryId,
      dueDate: date,
      cents: posting.cents,
      lateFeeable: posting.lateFeeable,
      fine: posting.kind === "fine",
    });
    steps.push({
      entryId: posting.entryId,
      draft: {
        kind: posting.kind,
        amountCents: posting.cents,
        date,
        dueDate: date,
        memo: memoOf(posting.memo),
        ...(posting.kind === "fine" ? { lateFeeable: posting.lateFeeable } : {}),
      },
      result,
    });
    current = result.account;
  }
  // An archived property's account gets no late fees: nothing to wake the scheduler for.
  const wake = archived ? null : await lateFeeWakeUp(data, transaction, orgId, account, current);
  let posted = false;
  return (actor, propertyLabel) => {
    if (posted) throw new Error(`The entries for property ${propertyId} are already posted`);
    posted = true;
    wake?.();
    const writes = new EntryWrites(transaction);
    const entries = steps.map((step) => {
      if (step.reverses) transaction.update(step.reverses.ref, { reversedBy: step.entryId });
      return writeEntry(
        data,
        transaction,
        { orgId, propertyId, entryId: step.entryId, archived },
        step.draft,
        step.result,
        actor,
        propertyLabel ?? label,
        writes,
      );
    });
    writes.flush();
    return entries;
  };
}

const isCharge = (posting: Posting) => posting.kind === "charge" || posting.kind === "fine";

/** Ledger entries: each written with its account, its month's totals and its audit entry, in one transaction. */
import {
  ARCHIVED_STATUS,
  PAYMENT_METHOD_LABELS,
  formatCents,
  messages,
  parseCents,
  periodOf,
  type AdjustmentRequest,
  type LedgerKind,
  type PaymentMethod,
  type PaymentRequest,
  type ReversalRequest,
} from "@hoa/validation";
import {
  FieldValue,
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Transaction,
} from "firebase-admin/firestore";
import { nameOf, type Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import { administratorsToNotify } from "../../mail/administrators.js";
import { queueMail } from "../../mail/queue.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import { runOnce, type Once } from "../../platform/once.js";
import { text } from "../../platform/stored-values.js";
import { runTransaction } from "../../platform/transactions.js";
import { writeAuditEntry, type AuditRecord } from "../../platform/audit-trail.js";
import { readViolationRuleSet } from "../../platform/violation-rules.js";
import { propertyRef } from "../properties/store.js";
import {
  accountFromData,
  addCharge,
  addReceived,
  nextLateDue,
  paymentOrderFor,
  reverseCharge,
  reverseReceived,
  type Account,
  type Allocation,
  type PaymentOrder,
  type ReopenableCharge,
} from "./account.js";
import { paymentRecordedEmail, propertyAccountLink } from "./email.js";
import { entryFromData, propertyNotFound, toLedgerEntry } from "./ledger.js";
import {
  BILLED_FIELD,
  SCHEDULER,
  accountRef,
  billingSettingsRef,
  billingTotalsRef,
  lateFeeId,
  ledgerCollection,
  monthRef,
  reversalId,
} from "./refs.js";
import type { LedgerEntry } from "./schemas.js";
import {
  billingWakeUp,
  earliestLateFeeAt,
  organizationToday,
  settingsFromData,
} from "./settings.js";

export interface EntryDraft {
  kind: LedgerKind;
  amountCents: number;
  date: string;
  dueDate?: string | null;
  period?: string | null;
  method?: PaymentMethod | null;
  reference?: string;
  memo?: string;
  reverses?: string | null;
  /**
   * A fine's: whether its rule set allowed late fees on it when it was posted, kept on the entry
   * so that a payment taken back opens it again as it was.
   */
  lateFeeable?: boolean;
}

/** Who records an entry: an administrator, or the scheduler. */
export type Recorder = Caller | typeof SCHEDULER;

type MonthTotals = Partial<
  Record<"chargedCents" | "collectedCents" | "creditedCents" | "outstandingCents", number>
>;

/**
 * The account and month-total writes of one transaction's entries, each document written once
 * at the end (`flush`), however many entries of a transaction touch it: an account as the last
 * entry left it, a month's totals as the sum of its entries' increments.
 */
export class EntryWrites {
  private readonly accounts = new Map<string, { ref: DocumentReference; data: DocumentData }>();
  private readonly months = new Map<string, { ref: DocumentReference; totals: MonthTotals }>();

  constructor(readonly transaction: Transaction) {}

  account(ref: DocumentReference, data: DocumentData): void {
    this.accounts.set(ref.path, { ref, data });
  }

  increment(ref: DocumentReference, increments: MonthTotals): void {
    const totals = this.months.get(ref.path)?.totals ?? {};
    for (const [field, cents] of Object.entries(increments) as [keyof MonthTotals, number][]) {
      totals[field] = (totals[field] ?? 0) + cents;
    }
    this.months.set(ref.path, { ref, totals });
  }

  flush(): void {
    for (const { ref, data } of this.accounts.values()) this.transaction.set(ref, data);
    for (const { ref, totals } of this.months.values()) {
      const increments = Object.fromEntries(
        Object.entries(totals).map(([field, cents]) => [field, FieldValue.increment(cents)]),
      );
      this.transaction.set(ref, increments, { merge: true });
    }
    this.accounts.clear();
    this.months.clear();
  }
}

/**
 * The stored form of an account, with the field the late-fee query reads: an archived property's
 * account has none, so it gets no late fees (and says it is archived).
 */
export const storedAccount = (
  account: Account,
  propertyId: string,
  now: Timestamp,
  archived = false,
) => ({
  ...account,
  propertyId,
  ...(archived ? { archived: true } : {}),
  nextLateDue: archived ? null : nextLateDue(account),
  // The oldest open charge's due date: delinquent accounts are counted by it.
  oldestOpenDue: account.openCharges.reduce<string | null>(
    (oldest, charge) => (oldest === null || charge.dueDate < oldest ? charge.dueDate : oldest),
    null,
  ),
  updatedAt: now,
});

/**
 * Adds the entry, the account it leaves, the month's totals and (for an administrator) the audit
 * entry to the transaction. The entry is created (never overwritten), so a deterministic id is
 * written once. With `writes`, the account and the month are left to its `flush` (several
 * entries in one transaction); without, they are written at once.
 */
export function writeEntry(
  data: DataContext,
  transaction: Transaction,
  target: { orgId: string; propertyId: string; entryId: string; archived?: boolean },
  draft: EntryDraft,
  result: { account: Account; allocations: Allocation[] },
  by: Recorder,
  label?: string,
  writes?: EntryWrites,
): LedgerEntry {
  const { orgId, propertyId, entryId, archived = false } = target;
  const now = Timestamp.fromDate(data.clock.now());
  const { account } = result;
  const stored = {
    propertyId,
    seq: account.entryCount,
    kind: draft.kind,
    amountCents: draft.amountCents,
    balanceAfterCents: account.balanceCents,
    date: draft.date,
    dueDate: draft.dueDate ?? null,
    period: draft.period ?? null,
    method: draft.method ?? null,
    reference: draft.reference ?? "",
    memo: draft.memo ?? "",
    reverses: draft.reverses ?? null,
    ...(draft.lateFeeable === undefined ? {} : { lateFeeable: draft.lateFeeable }),
    allocations: result.allocations,
    createdAt: now,
    createdBy:
      by === SCHEDULER ? { uid: null, name: SCHEDULER } : { uid: by.uid, name: nameOf(by, by.uid) },
  };
  transaction.create(ledgerCollection(data.db, orgId, propertyId).doc(entryId), stored);
  // The property says it has billing history from its first entry on: its deletion (which reads
  // it) cannot pass this entry by, even before the account exists (see properties/lifecycle.ts).
  if (account.entryCount === 1) {
    transaction.update(propertyRef(data.db, orgId, propertyId), { [BILLED_FIELD]: true });
  }
  const pending = writes ?? new EntryWrites(transaction);
  pending.account(
    accountRef(data.db, orgId, propertyId),
    storedAccount(account, propertyId, now, archived),
  );
  pending.increment(monthRef(data.db, orgId, periodOf(draft.date)), monthIncrements(draft));
  // What all properties owe: this one's positive balance before and after the entry.
  const before = account.balanceCents - draft.amountCents;
  const owed = Math.max(account.balanceCents, 0) - Math.max(before, 0);
  if (owed !== 0) pending.increment(billingTotalsRef(data.db, orgId), { outstandingCents: owed });
  if (!writes) pending.flush();
  if (by !== SCHEDULER) {
    const record: AuditRecord = {
      orgId,
      actor: by,
      action: "create",
      resource: "billing",
      resourceId: entryId,
      label: `${ENTRY_NOUNS[draft.kind]} for ${label ?? propertyId}`,
      changes: [
        { field: "propertyId", before: null, after: propertyId },
        { field: "kind", before: null, after: draft.kind },
        { field: "amount", before: null, after: formatCents(draft.amountCents) },
        { field: "date", before: null, after: draft.date },
        ...(draft.method
          ? [{ field: "method", before: null, after: PAYMENT_METHOD_LABELS[draft.method] }]
          : []),
        ...(draft.reference ? [{ field: "reference", before: null, after: draft.reference }] : []),
        ...(draft.memo ? [{ field: "memo", before: null, after: draft.memo }] : []),
        ...(draft.reverses ? [{ field: "reverses", before: null, after: draft.reverses }] : []),
      ],
    };
    writeAuditEntry(data, transaction, record);
  }
  return entryFromData(entryId, stored);
}

/** How the audit trail names an entry: "Added payment for 10 Ledger Lane, 1", "fine for …". */
const ENTRY_NOUNS: Readonly<Record<LedgerKind, string>> = {
  assessment: "monthly assessment",
  lateFee: "late fee",
  charge: "charge",
  fine: "fine",
  credit: "credit",
  payment: "payment",
  reversal: "reversal",
};

/** What an entry adds to its month's totals (a reversal takes back from its original's kind). */
function monthIncrements(draft: EntryDraft): MonthTotals {
  const kind = draft.kind;
  if (kind === "assessment" || kind === "lateFee" || kind === "charge" || kind === "fine") {
    return { chargedCents: draft.amountCents };
  }
  if (kind === "payment") return { collectedCents: -draft.amountCents };
  if (kind === "credit") return { creditedCents: -draft.amountCents };
  // A reversal: of a charge (negative amount) takes back from what was charged; of a payment or
  // credit (positive amount) from what was collected.
  return draft.amountCents < 0
    ? { chargedCents: draft.amountCents }
    : { collectedCents: -draft.amountCents };
}

/**
 * The property (404 without one) and its account, read in the transaction: an entry is ordered
 * with the property's archiving and deletion, which read the account.
 */
export async function readAccount(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  propertyId: string,
): Promise<{ account: Account; label: string; archived: boolean }> {
  if (!isDocumentId(propertyId)) throw propertyNotFound();
  const [property, account] = await transaction.getAll(
    propertyRef(data.db, orgId, propertyId),
    accountRef(data.db, orgId, propertyId),
  );
  if (!property?.exists) throw propertyNotFound();
  const unit = text(property.get("unit"));
  const label = `${text(property.get("address"))}${unit ? `, ${unit}` : ""}`;
  const archived = property.get("status") === ARCHIVED_STATUS;
  return { account: accountFromData(account?.data()), label, archived };
}

/**
 * When an entry makes a late fee come due sooner than the account had one (a new charge, a
 * payment taken back), the write that wakes the scheduler by then (see `billingWakeUp`).
 */
export async function lateFeeWakeUp(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  before: Account,
  after: Account,
): Promise<(() => void) | null> {
  const was = nextLateDue(before);
  const next = nextLateDue(after);
  if (next === null || (was !== null && was <= next)) return null;
  return billingWakeUp(transaction, billingSettingsRef(data.db, orgId), earliestLateFeeAt(next));
}

/**
 * The order money received pays the property's charges in, from the organization's violation
 * rule set (fines last under California's), read in the transaction.
 */
export async function readPaymentOrder(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
): Promise<PaymentOrder> {
  return paymentOrderFor(await readViolationRuleSet(data, orgId, transaction));
}

/** A ledger entry read in a transaction (404 when there is none). */
async function entryIn(
  transaction: Transaction,
  ledger: CollectionReference,
  entryId: string,
): Promise<LedgerEntry> {
  const snapshot = await transaction.get(ledger.doc(entryId));
  if (!snapshot.exists) throw new ApiError(404, apiMessages.ledgerEntryNotFound);
  return toLedgerEntry(snapshot);
}

/**
 * A one-off charge (owed from its date) or credit by an administrator. An archived property gets
 * no new charge (409); a credit settles its balance like a payment.
 */
export async function postAdjustment(
  data: DataContext,
  orgId: string,
  propertyId: string,
  request: AdjustmentRequest,
  actor: Caller,
  once?: Once,
): Promise<LedgerEntry> {
  if (!isDocumentId(propertyId)) throw propertyNotFound();
  const cents = parseCents(request.amount)!;
  const ledger = ledgerCollection(data.db, orgId, propertyId);
  const entryId = ledger.doc().id;
  return runOnce(data, once, {
    idOf: (entry) => entry.id,
    replay: (transaction, id) => entryIn(transaction, ledger, id),
    create: async (transaction) => {
      const { account, label, archived } = await readAccount(data, transaction, orgId, propertyId);
      const target = { orgId, propertyId, entryId, archived };
      if (request.kind === "charge") {
        if (archived) throw new ApiError(409, messages.propertyArchivedNoCharges);
        const result = addCharge(account, {
          entryId,
          dueDate: request.date,
          cents,
          lateFeeable: true,
        });
        const wake = await lateFeeWakeUp(data, transaction, orgId, account, result.account);
        const draft = {
          kind: "charge" as const,
          amountCents: cents,
          date: request.date,
          dueDate: request.date,
          memo: request.memo,
        };
        wake?.();
        return writeEntry(data, transaction, target, draft, result, actor, label);
      }
      const result = addReceived(account, cents, await readPaymentOrder(data, transaction, orgId));
      const draft = {
        kind: "credit" as const,
        amountCents: -cents,
        date: request.date,
        memo: request.memo,
      };
      return writeEntry(data, transaction, target, draft, result, actor, label);
    },
  });
}

/** What recording a payment did: the entry, and the mail to deliver after the commit. */
export interface RecordedPayment {
  entry: LedgerEntry;
  /** The administrators' notifications queued with it (none for a replay). */
  mailIds: string[];
}

export interface PaymentOptions {
  /**
   * The client's `Idempotency-Key` for this payment (`onceOf`): sending the same payment again
   * (a retry after a lost answer, a second click) answers the payment recorded the first time
   * instead of recording it twice.
   */
  once?: Once;
  /**
   * Email the administrators while the organization's Payments notifications are on, with a
   * link to the property's account in the console. Without it (demo data, benchmarks) no mail.
   */
  notify?: { consoleUrl: string };
}

/**
 * A payment taken elsewhere, recorded by an administrator: applied oldest charges first, or every
 * other charge before the fines when the organization's rule set says so.
 */
export async function postPayment(
  data: DataContext,
  orgId: string,
  propertyId: string,
  request: PaymentRequest,
  actor: Caller,
  options: PaymentOptions = {},
): Promise<RecordedPayment> {
  const cents = parseCents(request.amount)!;
  if (!isDocumentId(propertyId)) throw propertyNotFound();
  const ledger = ledgerCollection(data.db, orgId, propertyId);
  const entryId = ledger.doc().id;
  return runOnce(data, options.once, {
    idOf: ({ entry }) => entry.id,
    replay: async (transaction, id) => ({
      entry: await entryIn(transaction, ledger, id),
      mailIds: [],
    }),
    create: async (transaction): Promise<RecordedPayment> => {
      const settings = settingsFromData(
        (await transaction.get(billingSettingsRef(data.db, orgId))).data(),
      );
      if (!settings.paymentMethods.includes(request.method)) {
        throw new ApiError(
          400,
          apiMessages.paymentMethodNotAccepted,
          {},
          { method: apiMessages.paymentMethodNotAccepted },
        );
      }
      const { account, label, archived } = await readAccount(data, transaction, orgId, propertyId);
      const notice = options.notify
        ? await administratorsToNotify(transaction, data.db, orgId, "notifyPayments")
        : null;
      const result = addReceived(account, cents, await readPaymentOrder(data, transaction, orgId));
      const draft = {
        kind: "payment" as const,
        amountCents: -cents,
        date: request.date,
        method: request.method,
        reference: request.reference,
        memo: request.memo,
      };
      const entry = writeEntry(
        data,
        transaction,
        { orgId, propertyId, entryId, archived },
        draft,
        result,
        actor,
        label,
      );
      if (!notice || !options.notify || notice.addresses.length === 0) {
        return { entry, mailIds: [] };
      }
      const message = paymentRecordedEmail({
        organizationName: notice.organizationName,
        amount: formatCents(cents),
        method: PAYMENT_METHOD_LABELS[request.method],
        date: request.date,
        propertyLabel: label,
        balance: formatCents(entry.balanceAfterCents),
        recordedBy: nameOf(actor, "An administrator"),
        link: propertyAccountLink(options.notify.consoleUrl, propertyId),
      });
      const mailIds = notice.addresses.map((to) =>
        queueMail(data, transaction, { to, message, orgId, kind: "payment" }),
      );
      return { entry, mailIds };
    },
  });
}

/** The entry to reverse, and the organization's local date the reversal is dated. */
export interface ReversalTarget {
  orgId: string;
  propertyId: string;
  entryId: string;
  today: string;
}

/** Writes a prepared reversal, memo and all, once every read of its transaction is done. */
export type PostReversal = (actor: Recorder, memo: string) => LedgerEntry;

/**
 * The first step of reversing the entry `entryId` in the caller's transaction: its reads (the
 * entry, 404 without one; its reversal, 409 when it is already reversed, or `null` answered when
 * `alreadyReversed` is "none"; the account, the payment order, the charges that open again). The
 * reversal (`reversal-{entryId}`: an entry is reversed once; a reversal is never reversed) is a
 * new entry of the opposite amount, dated `today` (the organization's local date).
 */
export async function prepareReversal(
  data: DataContext,
  transaction: Transaction,
  target: ReversalTarget,
  alreadyReversed?: "refuse",
): Promise<PostReversal>;
export async function prepareReversal(
  data: DataContext,
  transaction: Transaction,
  target: ReversalTarget,
  alreadyReversed: "none",
): Promise<PostReversal | null>;
export async function prepareReversal(
  data: DataContext,
  transaction: Transaction,
  target: ReversalTarget,
  alreadyReversed: "refuse" | "none" = "refuse",
): Promise<PostReversal | null> {
  const { orgId, propertyId, entryId, today } = target;
  const ledger = ledgerCollection(data.db, orgId, propertyId);
  const [original, existing] = await transaction.getAll(
    ledger.doc(entryId),
    ledger.doc(reversalId(entryId)),
  );
  if (!original?.exists) throw new ApiError(404, apiMessages.ledgerEntryNotFound);
  const entry = toLedgerEntry(original);
  if (entry.kind === "reversal") throw new ApiError(409, apiMessages.reversalNotReversible);
  if (existing?.exists) {
    if (alreadyReversed === "none") return null;
    throw new ApiError(409, apiMessages.entryAlreadyReversed);
  }
  const { account, label, archived } = await readAccount(data, transaction, orgId, propertyId);
  const id = reversalId(entryId);
  const cents = Math.abs(entry.amountCents);
  const result =
    entry.amountCents > 0
      ? reverseCharge(account, { entryId, cents }, await readPaymentOrder(data, transaction, orgId))
      : reverseReceived(
          account,
          { cents, allocations: entry.allocations },
          { entryId: id, date: today },
          await reopenableCharges(transaction, ledger, entry.allocations),
        );
  // A payment taken back opens its charges again: a late fee may be due sooner (never on an
  // archived property's, which get none).
  const wake = archived
    ? null
    : await lateFeeWakeUp(data, transaction, orgId, account, result.account);
  return (actor, memo) => {
    wake?.();
    transaction.update(original.ref, { reversedBy: id });
    const draft = {
      kind: "reversal" as const,
      amountCents: -entry.amountCents,
      date: today,
      memo,
      reverses: entryId,
    };
    return writeEntry(
      data,
      transaction,
      { orgId, propertyId, entryId: id, archived },
      draft,
      result,
      actor,
      label,
    );
  };
}

/** Reverses an entry with a new one of the opposite amount, dated today in the organization's zone. */
export async function reverseEntry(
  data: DataContext,
  orgId: string,
  target: { propertyId: string; entryId: string },
  request: ReversalRequest,
  actor: Caller,
): Promise<LedgerEntry> {
  const { propertyId, entryId } = target;
  if (!isDocumentId(propertyId) || !isDocumentId(entryId)) {
    throw new ApiError(404, apiMessages.ledgerEntryNotFound);
  }
  const { today } = await organizationToday(data, orgId);
  return runTransaction(data, async (transaction) => {
    const post = await prepareReversal(data, transaction, { orgId, propertyId, entryId, today });
    // Every read is done: a transaction writes after its reads.
    return post(actor, request.memo);
  });
}

/** The charges money received paid that can open again: not reversed since. */
async function reopenableCharges(
  transaction: Transaction,
  ledger: CollectionReference,
  allocations: readonly Allocation[],
): Promise<Map<string, ReopenableCharge>> {
  const ids = [...new Set(allocations.map((item) => item.entryId))].filter(isDocumentId);
  if (ids.length === 0) return new Map();
  const snapshots = await transaction.getAll(
    ...ids.flatMap((id) => [ledger.doc(id), ledger.doc(reversalId(id)), ledger.doc(lateFeeId(id))]),
  );
  const charges = new Map<string, ReopenableCharge>();
  ids.forEach((id, index) => {
    const [charge, reversal, lateFee] = snapshots.slice(index * 3, index * 3 + 3);
    if (!charge?.exists || reversal?.exists) return;
    const stored = toLedgerEntry(charge);
    if (stored.amountCents <= 0) return;
    // A fine opens as its rule set allowed when it was posted (stored on it); a late fee gets none.
    const mayGetLateFee =
      stored.kind === "fine" ? charge.get("lateFeeable") === true : stored.kind !== "lateFee";
    charges.set(id, {
      dueDate: stored.dueDate ?? stored.date,
      seq: stored.seq,
      lateFeeable: mayGetLateFee && !lateFee?.exists,
      fine: stored.kind === "fine",
    });
  });
  return charges;
}

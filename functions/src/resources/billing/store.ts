import {
  ARCHIVED_STATUS,
  BILLING_DEFAULTS,
  DUE_DAYS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  addDays,
  agingBucketOf,
  centsToAmount,
  daysBetween,
  dueDateOf,
  formatCents,
  listOrder,
  localDateIn,
  messages,
  parseCents,
  periodOf,
  timeZoneOf,
  type AdjustmentRequest,
  type BillingSettingsOutput,
  type DueDay,
  type LedgerKind,
  type PaymentMethod,
  type PaymentRequest,
  type ReversalRequest,
  type TimeZone,
} from "@hoa/validation";
import {
  FieldValue,
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import { administratorsToNotify } from "../../mail/administrators.js";
import { queueMail } from "../../mail/queue.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import { runOnce, type Once } from "../../platform/once.js";
import { listPage, type ListDefinition, type ListQuery } from "../../platform/lists.js";
import { oneOf, text } from "../../platform/stored-values.js";
import { assertVersion } from "../../platform/versioning.js";
import { writeAuditEntry, type AuditRecord } from "../audit/store.js";
import { propertiesCollection, propertyRef } from "../properties/store.js";
import {
  accountFromData,
  addCharge,
  addReceived,
  nextLateDue,
  reverseCharge,
  reverseReceived,
  type Account,
  type Allocation,
  type ReopenableCharge,
} from "./account.js";
import { paymentRecordedEmail, propertyAccountLink } from "./email.js";
import type {
  AccountRow,
  BillingReport,
  BillingSettings,
  BillingSummary,
  LedgerEntry,
  PropertyAccount,
} from "./schemas.js";
import { runTransaction } from "../../platform/transactions.js";

// ---------------------------------------------------------------------------------------------
// Where billing lives.

/** `orgs/{orgId}/billing/settings`: dues and fees, and where the monthly run has got to. */
export const billingSettingsRef = (db: Firestore, orgId: string): DocumentReference =>
  db.doc(`orgs/${orgId}/billing/settings`);

/** `orgs/{orgId}/billing/totals`: what all properties owe, kept with each entry. */
export const billingTotalsRef = (db: Firestore, orgId: string): DocumentReference =>
  db.doc(`orgs/${orgId}/billing/totals`);

/**
 * `orgs/{orgId}/billingAccounts/{propertyId}/ledger/{entryId}`: a property's entries, under its
 * account, never edited or deleted (only `reversedBy` is added). Every read of a ledger is one
 * property's, so a page of it reads that property's entries alone (in an organization-wide
 * collection the emulator scanned every property's entries for each page).
 */
export const ledgerCollection = (
  db: Firestore,
  orgId: string,
  propertyId: string,
): CollectionReference => db.collection(`orgs/${orgId}/billingAccounts/${propertyId}/ledger`);

/** `orgs/{orgId}/billingAccounts/{propertyId}`: what the property's ledger adds up to. */
export const accountRef = (db: Firestore, orgId: string, propertyId: string): DocumentReference =>
  db.doc(`orgs/${orgId}/billingAccounts/${propertyId}`);

/** `orgs/{orgId}/billingMonths/{YYYY-MM}`: the month's totals, kept with each entry. */
export const monthRef = (db: Firestore, orgId: string, period: string): DocumentReference =>
  db.doc(`orgs/${orgId}/billingMonths/${period}`);

/** The deterministic ids that make the scheduler's charges happen once. */
export const assessmentId = (propertyId: string, period: string) =>
  `assessment-${propertyId}-${period}`;
export const lateFeeId = (chargeId: string) => `late-${chargeId}`;
export const reversalId = (entryId: string) => `reversal-${entryId}`;

/** The property's flag that it has had a ledger entry (it is archived, never deleted, then). */
export const BILLED_FIELD = "billed";

/** Who recorded the entries the scheduler makes. */
export const SCHEDULER = "Scheduler";

// ---------------------------------------------------------------------------------------------
// Settings.

export interface StoredBillingSettings {
  monthlyFeeCents: number;
  lateFeeCents: number;
  dueDay: DueDay;
  graceDays: number;
  paymentMethods: PaymentMethod[];
  saved: boolean;
  version: number;
  updatedAt: string | null;
  /** The last period every property was assessed for. */
  assessedPeriod: string | null;
  /** The period being assessed, and the last property id done (resumes a run cut short). */
  assessingPeriod: string | null;
  assessAfter: string | null;
  /** The first period charged: the one of the first due date on or after the first save. */
  firstPeriod: string | null;
  /**
   * The next period to assess: every period from it to today's is charged by the next run, so a
   * run missed for days or months catches up. Documents from before it was kept derive it.
   */
  nextPeriod: string | null;
  /**
   * When the scheduler next has work here (a period's due date, a late fee's first day), or
   * `null` for never: the run queries this, so it reads only organizations with work due.
   */
  dueAt: Date | null;
}

export function settingsFromData(stored: DocumentData | undefined): StoredBillingSettings {
  const number = (value: unknown, fallback: number) =>
    typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
  const methods = Array.isArray(stored?.paymentMethods)
    ? (stored.paymentMethods as unknown[]).filter((method): method is PaymentMethod =>
        PAYMENT_METHODS.includes(method as PaymentMethod),
      )
    : [...BILLING_DEFAULTS.paymentMethods];
  const updatedAt: unknown = stored?.updatedAt;
  const optionalText = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    monthlyFeeCents: number(stored?.monthlyFeeCents, parseCents(BILLING_DEFAULTS.monthlyFee)!),
    lateFeeCents: number(stored?.lateFeeCents, parseCents(BILLING_DEFAULTS.lateFee)!),
    dueDay: oneOf(stored?.dueDay, DUE_DAYS, BILLING_DEFAULTS.dueDay),
    graceDays: number(stored?.graceDays, Number(BILLING_DEFAULTS.graceDays)),
    paymentMethods: methods,
    saved: stored !== undefined,
    version: number(stored?.version, 0),
    updatedAt: updatedAt instanceof Timestamp ? updatedAt.toDate().toISOString() : null,
    assessedPeriod: optionalText(stored?.assessedPeriod),
    assessingPeriod: optionalText(stored?.assessingPeriod),
    assessAfter: optionalText(stored?.assessAfter),
    firstPeriod: optionalText(stored?.firstPeriod),
    nextPeriod: optionalText(stored?.nextPeriod),
    dueAt: stored?.dueAt instanceof Timestamp ? stored.dueAt.toDate() : null,
  };
}

/** The period after `period` ("2026-12" → "2027-01"). */
export const periodAfter = (period: string): string => periodOf(addDays(`${period}-28`, 7));

/** The next period the scheduler assesses (`nextPeriod`, or derived from older fields). */
export function nextPeriodOf(settings: StoredBillingSettings): string | null {
  if (settings.nextPeriod !== null) return settings.nextPeriod;
  return settings.assessedPeriod !== null
    ? periodAfter(settings.assessedPeriod)
    : settings.firstPeriod;
}

/**
 * The earliest a late fee could come due for a charge due on `dueDate`: its next day (grace 0)
 * at midnight in the easternmost zone there is (UTC+14), whatever the organization's zone and
 * grace days. Waking the scheduler then is never late; it sets the exact time when it runs.
 */
export const earliestLateFeeAt = (dueDate: string): Date =>
  new Date(Date.parse(`${dueDate}T00:00:00.000Z`) + 86_400_000 - 14 * 3_600_000);

/**
 * Reads the billing settings in `transaction` and returns the write that makes the scheduler
 * look at this organization by `at` (its `dueAt` moved earlier), or `null` when it already will,
 * or has no billing. Call it among the transaction's reads; apply the result with its writes.
 */
export async function billingWakeUp(
  transaction: Transaction,
  ref: DocumentReference,
  at: Date,
): Promise<(() => void) | null> {
  const snapshot = await transaction.get(ref);
  if (!snapshot.exists) return null;
  const current: unknown = snapshot.get("dueAt");
  if (current instanceof Timestamp && current.toMillis() <= at.getTime()) return null;
  return () => transaction.update(ref, { dueAt: Timestamp.fromDate(at) });
}

/** The organization's time zone and today's date in it. */
export async function organizationToday(
  data: DataContext,
  orgId: string,
): Promise<{ timeZone: TimeZone; today: string }> {
  const snapshot = await data.call(data.db.doc(`orgs/${orgId}`).get());
  return todayIn(data, snapshot.get("timeZone"));
}

export function todayIn(data: DataContext, stored: unknown): { timeZone: TimeZone; today: string } {
  const timeZone = timeZoneOf(stored);
  return { timeZone, today: localDateIn(data.clock.now(), timeZone) };
}

function settingsResponse(
  settings: StoredBillingSettings,
  zone: { timeZone: TimeZone; today: string },
): BillingSettings {
  const period = periodOf(zone.today);
  const thisMonth = dueDateOf(period, settings.dueDay);
  const nextPeriod = periodOf(addDays(`${period}-28`, 7));
  return {
    monthlyFeeCents: settings.monthlyFeeCents,
    lateFeeCents: settings.lateFeeCents,
    monthlyFee: centsToAmount(settings.monthlyFeeCents),
    lateFee: centsToAmount(settings.lateFeeCents),
    dueDay: settings.dueDay,
    graceDays: settings.graceDays,
    paymentMethods: settings.paymentMethods,
    timeZone: zone.timeZone,
    today: zone.today,
    nextDueDate: zone.today <= thisMonth ? thisMonth : dueDateOf(nextPeriod, settings.dueDay),
    saved: settings.saved,
    version: settings.version,
    updatedAt: settings.updatedAt,
  };
}

export async function getBillingSettings(data: DataContext, orgId: string) {
  const [snapshot, zone] = await Promise.all([
    data.call(billingSettingsRef(data.db, orgId).get()),
    organizationToday(data, orgId),
  ]);
  return settingsResponse(settingsFromData(snapshot.data()), zone);
}

/**
 * Saves the settings made to `expectedVersion` (0 before the first save; 412 otherwise), with
 * an audit entry. From then on the scheduler charges the organization's properties.
 */
export async function updateBillingSettings(
  data: DataContext,
  orgId: string,
  request: BillingSettingsOutput,
  expectedVersion: number,
  actor: Caller,
): Promise<BillingSettings> {
  const ref = billingSettingsRef(data.db, orgId);
  const zone = await organizationToday(data, orgId);
  const saved = await runTransaction(data, async (transaction) => {
    const current = settingsFromData((await transaction.get(ref)).data());
    assertVersion(current.version, expectedVersion);
    const next = {
      monthlyFeeCents: parseCents(request.monthlyFee)!,
      lateFeeCents: parseCents(request.lateFee)!,
      dueDay: request.dueDay,
      graceDays: Number(request.graceDays),
      paymentMethods: PAYMENT_METHODS.filter((method) => request.paymentMethods.includes(method)),
    };
    const now = Timestamp.fromDate(data.clock.now());
    const version = current.version + 1;
    // Charging starts with the first due date to come, never with one already past: on the first
    // save, and when a fee of zero becomes one (the months without a fee are not charged).
    const comingPeriod = periodOf(settingsResponse({ ...current, ...next }, zone).nextDueDate);
    const firstPeriod = current.firstPeriod ?? comingPeriod;
    const starts = !current.saved || current.monthlyFeeCents <= 0;
    const nextPeriod = starts ? comingPeriod : nextPeriodOf(current);
    // The scheduler looks at the organization at its next run and sets when it is next due.
    transaction.set(
      ref,
      { ...next, firstPeriod, nextPeriod, dueAt: now, version, updatedAt: now },
      { merge: true },
    );
    const shown = (settings: typeof next) => ({
      monthlyFee: formatCents(settings.monthlyFeeCents),
      lateFee: formatCents(settings.lateFeeCents),
      dueDay: settings.dueDay,
      graceDays: settings.graceDays,
      paymentMethods: settings.paymentMethods,
    });
    const before = current.saved ? shown(current) : null;
    const after = shown(next);
    const changes = Object.keys(after).flatMap((field) => {
      const old = before?.[field as keyof typeof after] ?? null;
      const value = after[field as keyof typeof after];
      return JSON.stringify(old) === JSON.stringify(value)
        ? []
        : [{ field, before: old, after: value }];
    });
    writeAuditEntry(data, transaction, {
      orgId,
      actor,
      action: current.saved ? "update" : "create",
      resource: "billing",
      resourceId: "settings",
      label: "billing settings",
      changes,
    });
    return {
      ...current,
      ...next,
      saved: true,
      firstPeriod,
      nextPeriod,
      dueAt: now.toDate(),
      version,
      updatedAt: now.toDate().toISOString(),
    };
  });
  return settingsResponse(saved, zone);
}

// ---------------------------------------------------------------------------------------------
// Entries: each one written with its account, in one transaction.

interface EntryDraft {
  kind: LedgerKind;
  amountCents: number;
  date: string;
  dueDate?: string | null;
  period?: string | null;
  method?: PaymentMethod | null;
  reference?: string;
  memo?: string;
  reverses?: string | null;
}

type Recorder = Caller | typeof SCHEDULER;

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
    allocations: result.allocations,
    createdAt: now,
    createdBy:
      by === SCHEDULER
        ? { uid: null, name: SCHEDULER }
        : { uid: by.uid, name: by.displayName ?? by.email ?? by.uid },
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

/** How the audit trail names an entry: "Added payment for 10 Ledger Lane, 1". */
const ENTRY_NOUNS: Readonly<Record<LedgerKind, string>> = {
  assessment: "monthly assessment",
  lateFee: "late fee",
  charge: "charge",
  credit: "credit",
  payment: "payment",
  reversal: "reversal",
};

/** What an entry adds to its month's totals (a reversal takes back from its original's kind). */
function monthIncrements(draft: EntryDraft): MonthTotals {
  const kind = draft.kind;
  if (kind === "assessment" || kind === "lateFee" || kind === "charge") {
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

const propertyNotFound = () => new ApiError(404, apiMessages.propertyNotFound);

/**
 * The property (404 without one) and its account, read in the transaction: an entry is ordered
 * with the property's archiving and deletion, which read the account.
 */
async function readAccount(
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
async function lateFeeWakeUp(
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
      const result = addReceived(account, cents);
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

/** A payment taken elsewhere, recorded by an administrator: applied oldest charges first. */
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
      const result = addReceived(account, cents);
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
        recordedBy: actor.displayName ?? actor.email ?? "An administrator",
        link: propertyAccountLink(options.notify.consoleUrl, propertyId),
      });
      const mailIds = notice.addresses.map((to) =>
        queueMail(data, transaction, { to, message, orgId, kind: "payment" }),
      );
      return { entry, mailIds };
    },
  });
}

/**
 * Reverses an entry with a new one of the opposite amount, dated today in the organization's
 * zone (`reversal-{entryId}`: an entry is reversed once; a reversal is never reversed).
 */
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
  const ledger = ledgerCollection(data.db, orgId, propertyId);
  return runTransaction(data, async (transaction) => {
    const [original, existing] = await transaction.getAll(
      ledger.doc(entryId),
      ledger.doc(reversalId(entryId)),
    );
    if (!original?.exists) throw new ApiError(404, apiMessages.ledgerEntryNotFound);
    const entry = toLedgerEntry(original);
    if (entry.kind === "reversal") throw new ApiError(409, apiMessages.reversalNotReversible);
    if (existing?.exists) throw new ApiError(409, apiMessages.entryAlreadyReversed);
    const { account, label, archived } = await readAccount(data, transaction, orgId, propertyId);
    const id = reversalId(entryId);
    const cents = Math.abs(entry.amountCents);
    const result =
      entry.amountCents > 0
        ? reverseCharge(account, { entryId, cents })
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
    // Every read is done: a transaction writes after its reads.
    wake?.();
    transaction.update(original.ref, { reversedBy: id });
    const draft = {
      kind: "reversal" as const,
      amountCents: -entry.amountCents,
      date: today,
      memo: request.memo,
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
    charges.set(id, {
      dueDate: stored.dueDate ?? stored.date,
      seq: stored.seq,
      lateFeeable: stored.kind !== "lateFee" && !lateFee?.exists,
    });
  });
  return charges;
}

// ---------------------------------------------------------------------------------------------
// Reading the ledger.

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

// ---------------------------------------------------------------------------------------------
// Reports as of today in the organization's zone.

/** One account's row: aging by days past due, and whether it is delinquent. */
export function accountRow(
  property: { id: string; address: string; unit: string; archived: boolean },
  account: Account,
  today: string,
  graceDays: number,
): AccountRow {
  const aging = { current: 0, days30: 0, days60: 0, days90: 0 };
  let oldestDueDate: string | null = null;
  let delinquent = false;
  for (const charge of account.openCharges) {
    const late = daysBetween(charge.dueDate, today);
    aging[agingBucketOf(late)] += charge.openCents;
    if (oldestDueDate === null || charge.dueDate < oldestDueDate) oldestDueDate = charge.dueDate;
    if (late > graceDays) delinquent = true;
  }
  return {
    propertyId: property.id,
    address: property.address,
    unit: property.unit,
    archived: property.archived,
    balanceCents: account.balanceCents,
    creditCents: account.creditCents,
    aging,
    oldestDueDate,
    delinquent,
  };
}

/**
 * Every property's account (one document each) with the totals, as of today: archived properties
 * too, whose balances are still owed.
 */
export async function billingReport(data: DataContext, orgId: string): Promise<BillingReport> {
  const { db } = data;
  const [properties, accounts, settingsSnapshot, zone] = await Promise.all([
    data.call(propertiesCollection(db, orgId).select("address", "unit", "status").get()),
    data.call(db.collection(`orgs/${orgId}/billingAccounts`).get()),
    data.call(billingSettingsRef(db, orgId).get()),
    organizationToday(data, orgId),
  ]);
  const settings = settingsFromData(settingsSnapshot.data());
  const byProperty = new Map(accounts.docs.map((doc) => [doc.id, accountFromData(doc.data())]));
  const rows = properties.docs
    .map((doc) =>
      accountRow(
        {
          id: doc.id,
          address: text(doc.get("address")),
          unit: text(doc.get("unit")),
          archived: doc.get("status") === ARCHIVED_STATUS,
        },
        byProperty.get(doc.id) ?? accountFromData(undefined),
        zone.today,
        settings.graceDays,
      ),
    )
    .sort(
      (a, b) =>
        a.address.localeCompare(b.address, "en", { numeric: true }) ||
        a.unit.localeCompare(b.unit, "en", { numeric: true }),
    );
  const totals = {
    balanceCents: 0,
    creditCents: 0,
    aging: { current: 0, days30: 0, days60: 0, days90: 0 },
    delinquent: 0,
  };
  for (const row of rows) {
    totals.balanceCents += row.balanceCents;
    totals.creditCents += row.creditCents;
    for (const bucket of ["current", "days30", "days60", "days90"] as const) {
      totals.aging[bucket] += row.aging[bucket];
    }
    if (row.delinquent) totals.delinquent += 1;
  }
  return { asOf: zone.today, timeZone: zone.timeZone, rows, totals };
}

/** This month's figures: charged, collected, credited (from the month's totals) and standing. */
export async function billingSummary(data: DataContext, orgId: string): Promise<BillingSummary> {
  const { db } = data;
  const [zone, settingsSnapshot, totals, properties] = await Promise.all([
    organizationToday(data, orgId),
    data.call(billingSettingsRef(db, orgId).get()),
    data.call(billingTotalsRef(db, orgId).get()),
    data.call(propertiesCollection(db, orgId).count().get()),
  ]);
  const settings = settingsFromData(settingsSnapshot.data());
  const period = periodOf(zone.today);
  // Delinquent: an open charge past its due date plus the grace days (the oldest says it).
  const cutoff = addDays(zone.today, -settings.graceDays - 1);
  const [month, delinquent] = await Promise.all([
    data.call(monthRef(db, orgId, period).get()),
    data.call(
      db
        .collection(`orgs/${orgId}/billingAccounts`)
        .where("oldestOpenDue", "<=", cutoff)
        .count()
        .get(),
    ),
  ]);
  const number = (snapshot: DocumentSnapshot, field: string) => {
    const value: unknown = snapshot.get(field);
    return typeof value === "number" ? value : 0;
  };
  return {
    asOf: zone.today,
    period,
    chargedCents: number(month, "chargedCents"),
    collectedCents: number(month, "collectedCents"),
    creditedCents: number(month, "creditedCents"),
    outstandingCents: number(totals, "outstandingCents"),
    delinquentCount: delinquent.data().count,
    propertyCount: properties.data().count,
    monthlyFeeCents: settings.monthlyFeeCents,
  };
}

/** One property's account as of today, with its open charges. */
export async function propertyAccount(
  data: DataContext,
  orgId: string,
  propertyId: string,
): Promise<PropertyAccount> {
  if (!isDocumentId(propertyId)) throw propertyNotFound();
  const { db } = data;
  const [property, account, settings, zone] = await Promise.all([
    data.call(propertyRef(db, orgId, propertyId).get()),
    data.call(accountRef(db, orgId, propertyId).get()),
    data.call(billingSettingsRef(db, orgId).get()),
    organizationToday(data, orgId),
  ]);
  if (!property.exists) throw propertyNotFound();
  const stored = accountFromData(account.data());
  const row = accountRow(
    {
      id: propertyId,
      address: text(property.get("address")),
      unit: text(property.get("unit")),
      archived: property.get("status") === ARCHIVED_STATUS,
    },
    stored,
    zone.today,
    settingsFromData(settings.data()).graceDays,
  );
  return {
    ...row,
    type: text(property.get("type")),
    entryCount: stored.entryCount,
    openCharges: stored.openCharges.map(({ entryId, dueDate, openCents }) => ({
      entryId,
      dueDate,
      openCents,
    })),
    asOf: zone.today,
  };
}

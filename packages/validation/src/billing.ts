import * as v from "valibot";
import { messages } from "./messages.js";
import { text } from "./schema.js";

/** When dues fall due each month (spec §3): the 1st, the 15th or the last day. */
export const DUE_DAYS = ["1st", "15th", "last"] as const;
export type DueDay = (typeof DUE_DAYS)[number];

export const DUE_DAY_LABELS: Readonly<Record<DueDay, string>> = {
  "1st": "1st of month",
  "15th": "15th of month",
  last: "Last day of month",
};

/** How residents can pay (spec §3): card, ACH/bank transfer, check/money order. */
export const PAYMENT_METHODS = ["card", "ach", "check"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  card: "Credit/debit card",
  ach: "ACH/bank transfer",
  check: "Check/money order",
};

/**
 * Days after the due date during which a charge may still be paid without a late fee. The
 * default, 15, is the period after which many states' HOA statutes let an assessment be called
 * delinquent (California Civil Code §5650), so no late fee comes earlier than the law allows.
 */
export const GRACE_DAYS_MAX = 60;
export const DEFAULT_GRACE_DAYS = 15;

/** The billing settings of an organization that never saved any (spec §9's defaults). */
export const BILLING_DEFAULTS = {
  monthlyFee: "150.00",
  lateFee: "25.00",
  dueDay: "1st" as DueDay,
  graceDays: String(DEFAULT_GRACE_DAYS),
  paymentMethods: [...PAYMENT_METHODS] as PaymentMethod[],
};

// ---------------------------------------------------------------------------------------------
// Money: integer cents from input to storage to display, never floating point.

/** Dollars with at most 6 digits and, optionally, 1 or 2 decimals: 150, 150.5, 150.00. */
const AMOUNT_PATTERN = /^\d{1,6}(?:\.\d{1,2})?$/u;

/** The cents of an amount typed as text ("150.00" → 15000), or null when it is not one. */
export function parseCents(text: string): number | null {
  const trimmed = text.trim();
  if (!AMOUNT_PATTERN.test(trimmed)) return null;
  const [whole = "0", fraction = ""] = trimmed.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents as the amount a form holds: 15000 → "150.00", -2550 → "-25.50". */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

const currency = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Cents as a person reads them: 15000 → "$150.00", -2500 → "-$25.00". */
export function formatCents(cents: number): string {
  // Integer cents divided by 100 is exact to the cent for every amount the product holds.
  return currency.format(Math.trunc(cents) / 100);
}

// ---------------------------------------------------------------------------------------------
// Dates: local calendar dates (YYYY-MM-DD) in the organization's time zone (`time-zones.ts`).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/u;

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export function isLocalDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The billing period ("2026-11") a local date belongs to. */
export const periodOf = (localDate: string): string => localDate.slice(0, 7);

/** The due date of a period for a due day: "2026-02", "last" → "2026-02-28". */
export function dueDateOf(period: string, dueDay: DueDay): string {
  if (dueDay === "1st") return `${period}-01`;
  if (dueDay === "15th") return `${period}-15`;
  const [year, month] = period.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${period}-${String(last).padStart(2, "0")}`;
}

const dayNumber = (localDate: string) => Date.parse(`${localDate}T00:00:00Z`) / 86_400_000;

/** `localDate` moved by `days` (negative: earlier). */
export function addDays(localDate: string, days: number): string {
  return new Date((dayNumber(localDate) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** The ISO weekday of a local date: 1 Monday … 7 Sunday. */
export const isoWeekdayOf = (localDate: string): number =>
  new Date(`${localDate}T00:00:00.000Z`).getUTCDay() || 7;

// ---------------------------------------------------------------------------------------------
// The ledger's vocabulary.

/**
 * What a ledger entry is. Charges (assessment, lateFee, charge, and a fine a violation's decision
 * posts) add to what a property owes and are stored positive; payments and credits are stored negative; a reversal is the opposite of
 * the entry it reverses.
 */
export const LEDGER_KINDS = [
  "assessment",
  "lateFee",
  "charge",
  "fine",
  "credit",
  "payment",
  "reversal",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_KIND_LABELS: Readonly<Record<LedgerKind, string>> = {
  assessment: "Monthly assessment",
  lateFee: "Late fee",
  charge: "Charge",
  fine: "Fine",
  credit: "Credit",
  payment: "Payment",
  reversal: "Reversal",
};

/** The aging buckets: days past the due date. */
export const AGING_BUCKETS = ["current", "days30", "days60", "days90"] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const AGING_BUCKET_LABELS: Readonly<Record<AgingBucket, string>> = {
  current: "Current",
  days30: "30 days",
  days60: "60 days",
  days90: "90+ days",
};

/** The bucket of an open charge `daysPastDue` days after its due date (≤ 0: not yet due). */
export function agingBucketOf(daysPastDue: number): AgingBucket {
  if (daysPastDue >= 90) return "days90";
  if (daysPastDue >= 60) return "days60";
  if (daysPastDue >= 30) return "days30";
  return "current";
}

// ---------------------------------------------------------------------------------------------
// Requests.

const amountText = (message: string) =>
  v.pipe(text(message), v.trim(), v.regex(AMOUNT_PATTERN, message));

const positiveAmount = v.pipe(
  amountText(messages.amountInvalid),
  v.check((text) => (parseCents(text) ?? 0) > 0, messages.amountNotPositive),
);

const localDate = v.pipe(
  text(messages.entryDateInvalid),
  v.trim(),
  v.check(isLocalDate, messages.entryDateInvalid),
);

export const LEDGER_REFERENCE_MAX_LENGTH = 60;
export const LEDGER_MEMO_MAX_LENGTH = 200;

const memo = v.optional(
  v.pipe(
    text(messages.memoTooLong),
    v.trim(),
    v.maxLength(LEDGER_MEMO_MAX_LENGTH, messages.memoTooLong),
  ),
  "",
);

/** The dues and fees settings: amounts and grace days judged after trimming, kept as text. */
export const billingSettingsSchema = v.object(
  {
    monthlyFee: amountText(messages.monthlyFeeInvalid),
    lateFee: amountText(messages.lateFeeInvalid),
    dueDay: v.picklist(DUE_DAYS, messages.dueDayInvalid),
    graceDays: v.pipe(
      text(messages.graceDaysInvalid),
      v.trim(),
      v.regex(/^\d{1,2}$/u, messages.graceDaysInvalid),
      v.check((text) => Number(text) <= GRACE_DAYS_MAX, messages.graceDaysInvalid),
    ),
    paymentMethods: v.array(
      v.picklist(PAYMENT_METHODS, messages.paymentMethodsInvalid),
      messages.paymentMethodsInvalid,
    ),
  },
  messages.requestBodyNotObject,
);

export type BillingSettingsOutput = v.InferOutput<typeof billingSettingsSchema>;

export const ADJUSTMENT_KINDS = ["charge", "credit"] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** A one-off charge or credit by an administrator. */
export const adjustmentRequestSchema = v.object(
  {
    kind: v.picklist(ADJUSTMENT_KINDS, messages.adjustmentKindInvalid),
    amount: positiveAmount,
    date: localDate,
    memo,
  },
  messages.requestBodyNotObject,
);
export type AdjustmentRequest = v.InferOutput<typeof adjustmentRequestSchema>;

/** A payment recorded by an administrator (taken elsewhere: no money moves here). */
export const paymentRequestSchema = v.object(
  {
    method: v.picklist(PAYMENT_METHODS, messages.paymentMethodInvalid),
    amount: positiveAmount,
    date: localDate,
    reference: v.optional(
      v.pipe(
        text(messages.referenceTooLong),
        v.trim(),
        v.maxLength(LEDGER_REFERENCE_MAX_LENGTH, messages.referenceTooLong),
      ),
      "",
    ),
    memo,
  },
  messages.requestBodyNotObject,
);
export type PaymentRequest = v.InferOutput<typeof paymentRequestSchema>;

/** The reversal of a ledger entry: a new entry of the opposite amount. */
export const reversalRequestSchema = v.object({ memo }, messages.requestBodyNotObject);
export type ReversalRequest = v.InferOutput<typeof reversalRequestSchema>;

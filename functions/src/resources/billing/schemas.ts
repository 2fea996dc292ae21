import { AGING_BUCKETS, DUE_DAYS, LEDGER_KINDS, PAYMENT_METHODS } from "@hoa/validation";
import * as v from "valibot";
import { timeSchema, timeZoneSchema, namedObject } from "../../http/openapi.js";

/** An organization's billing settings; amounts both as cents and as the form's text. */
export const billingSettingsResponseSchema = namedObject("BillingSettings", {
  monthlyFeeCents: v.number(),
  lateFeeCents: v.number(),
  /** "150.00": the amount as the settings form holds it. */
  monthlyFee: v.string(),
  lateFee: v.string(),
  dueDay: v.picklist(DUE_DAYS),
  graceDays: v.number(),
  paymentMethods: v.array(v.picklist(PAYMENT_METHODS)),
  /** The organization's time zone, which decides "today" and each due date. */
  timeZone: timeZoneSchema,
  /** Today in that zone (YYYY-MM-DD), and the current period's due date. */
  today: v.string(),
  nextDueDate: v.string(),
  /** False until an administrator saves them: the defaults are shown and nothing is charged. */
  saved: v.boolean(),
  version: v.number(),
  /** ISO 8601, or null before the first save. */
  updatedAt: v.nullable(timeSchema),
});
export type BillingSettings = v.InferOutput<typeof billingSettingsResponseSchema>;

const allocationSchema = v.object({ entryId: v.string(), cents: v.number() });

/** One immutable ledger entry, with the property's balance right after it. */
export const ledgerEntrySchema = namedObject("LedgerEntry", {
  id: v.string(),
  propertyId: v.string(),
  /** Its place in the property's ledger, from 1. */
  seq: v.number(),
  kind: v.picklist(LEDGER_KINDS),
  /** Positive: owed (charges); negative: received (payments, credits). */
  amountCents: v.number(),
  /** The property's balance after this entry (the running balance). */
  balanceAfterCents: v.number(),
  /** Local date YYYY-MM-DD of the organization. */
  date: v.string(),
  dueDate: v.nullable(v.string()),
  /** The month an assessment is for ("2026-11"). */
  period: v.nullable(v.string()),
  method: v.nullable(v.picklist(PAYMENT_METHODS)),
  reference: v.string(),
  memo: v.string(),
  /** The entry a reversal reverses. */
  reverses: v.nullable(v.string()),
  /** The reversal of this entry, when there is one. */
  reversedBy: v.nullable(v.string()),
  /** What money received paid, charge by charge, when it was recorded. */
  allocations: v.array(allocationSchema),
  /** ISO 8601. */
  createdAt: timeSchema,
  /** Who recorded it ("Scheduler" for the monthly run and late fees). */
  createdBy: v.string(),
});
export type LedgerEntry = v.InferOutput<typeof ledgerEntrySchema>;

const bucketTotals = v.object({
  current: v.number(),
  days30: v.number(),
  days60: v.number(),
  days90: v.number(),
});

/** One property's account as of today: balance, credit, aging and standing. */
export const accountRowSchema = v.object({
  propertyId: v.string(),
  address: v.string(),
  unit: v.string(),
  /** The property is archived: its balance is still owed, but it gets no new charges. */
  archived: v.boolean(),
  balanceCents: v.number(),
  creditCents: v.number(),
  /** Open charges by days past due, in cents. */
  aging: bucketTotals,
  /** The oldest open charge's due date, or null. */
  oldestDueDate: v.nullable(v.string()),
  /** An open charge is past its due date plus the grace days. */
  delinquent: v.boolean(),
});
export type AccountRow = v.InferOutput<typeof accountRowSchema>;

/** Every property's account as of today in the organization's zone, with totals. */
export const billingReportSchema = namedObject("BillingReport", {
  asOf: v.string(),
  timeZone: timeZoneSchema,
  rows: v.array(accountRowSchema),
  totals: v.object({
    balanceCents: v.number(),
    creditCents: v.number(),
    aging: bucketTotals,
    delinquent: v.number(),
  }),
});
export type BillingReport = v.InferOutput<typeof billingReportSchema>;

/** This month's totals for the billing page's figures. */
export const billingSummarySchema = namedObject("BillingSummary", {
  asOf: v.string(),
  period: v.string(),
  chargedCents: v.number(),
  collectedCents: v.number(),
  creditedCents: v.number(),
  /** What all properties owe (positive balances). */
  outstandingCents: v.number(),
  delinquentCount: v.number(),
  propertyCount: v.number(),
  monthlyFeeCents: v.number(),
});
export type BillingSummary = v.InferOutput<typeof billingSummarySchema>;

/** One property's account, for its billing page. */
export const propertyAccountSchema = namedObject("PropertyAccount", {
  ...accountRowSchema.entries,
  type: v.string(),
  /** Entries in its ledger: a property with any cannot be deleted, only archived. */
  entryCount: v.number(),
  openCharges: v.array(
    v.object({ entryId: v.string(), dueDate: v.string(), openCents: v.number() }),
  ),
  asOf: v.string(),
  /**
   * Whom a statement is addressed to: the names of the property's owners on file (residents whose
   * relationship is Owner, by name; empty when none is), and their mailing address, which is the
   * property's ("12 Oak Lane, 4"): the directory keeps no other address for an owner.
   */
  billTo: v.object({ names: v.array(v.string()), mailingAddress: v.string() }),
});
export type PropertyAccount = v.InferOutput<typeof propertyAccountSchema>;

export { AGING_BUCKETS };

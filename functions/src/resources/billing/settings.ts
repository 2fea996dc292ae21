/** Billing settings: dues and fees, the scheduler's place, and today in the organization's zone. */
import {
  BILLING_DEFAULTS,
  DUE_DAYS,
  PAYMENT_METHODS,
  addDays,
  centsToAmount,
  dueDateOf,
  formatCents,
  localDateIn,
  parseCents,
  periodOf,
  timeZoneOf,
  type BillingSettingsOutput,
  type DueDay,
  type PaymentMethod,
  type TimeZone,
} from "@hoa/validation";
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Transaction,
} from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import type { DataContext } from "../../platform/data-context.js";
import { oneOf } from "../../platform/stored-values.js";
import { runTransaction } from "../../platform/transactions.js";
import { assertVersion } from "../../platform/versioning.js";
import { writeAuditEntry } from "../../platform/audit-trail.js";
import { billingSettingsRef } from "./refs.js";
import type { BillingSettings } from "./schemas.js";

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

/**
 * The demo community's billing: its settings and a few months of ledger history, made by the
 * product's own code (the scheduler's monthly run and late fees, payments recorded by the
 * administrator) with the clock set back, so every figure on /billing comes from a real ledger.
 * Payments are drawn by a seeded generator: the same history every run. The history is written
 * once: when the organization already has billing settings, nothing is added (ledger entries are
 * never rewritten).
 */
import {
  PAYMENT_METHODS,
  addDays,
  centsToAmount,
  dueDateOf,
  localDateIn,
  periodOf,
  timeZoneOf,
} from "@hoa/validation";
import type { Firestore } from "firebase-admin/firestore";
import type { Clock } from "../functions/src/platform/clock.js";
import { dataContext } from "../functions/src/platform/data-context.js";
import { runBilling } from "../functions/src/resources/billing/jobs.js";
import { postPayment } from "../functions/src/resources/billing/entries.js";
import { billingSettingsRef } from "../functions/src/resources/billing/refs.js";
import { demoAdmin } from "./demo-data.js";
import { Random, seedOf } from "./seeded-random.js";

/** Months of history before the current one. */
export const BILLING_HISTORY_MONTHS = 4;

const admin = {
  uid: demoAdmin.uid,
  email: demoAdmin.email,
  emailVerified: true,
  displayName: demoAdmin.displayName,
};

/** Noon UTC on a local date: the same calendar day in every US zone. */
const noon = (date: string) => new Date(`${date}T19:00:00.000Z`);

export async function seedBillingHistory(
  db: Firestore,
  orgId: string,
  now: Date,
): Promise<{ entries: number }> {
  const settingsRef = billingSettingsRef(db, orgId);
  if ((await settingsRef.get()).exists) return { entries: 0 };
  const zone = timeZoneOf((await db.doc(`orgs/${orgId}`).get()).get("timeZone"));
  const today = localDateIn(now, zone);
  let period = periodOf(today);
  for (let month = 0; month < BILLING_HISTORY_MONTHS; month += 1) {
    period = periodOf(addDays(`${period}-01`, -1));
  }
  await settingsRef.set({
    monthlyFeeCents: 15000,
    lateFeeCents: 2500,
    dueDay: "1st",
    graceDays: 15,
    paymentMethods: [...PAYMENT_METHODS],
    firstPeriod: period,
    nextPeriod: period,
    // Due from the first period's due date: the runs below bill each month as it comes.
    dueAt: noon(`${period}-01`),
    version: 1,
    updatedAt: now,
  });

  let current = noon(`${period}-01`);
  const clock: Clock = { now: () => current };
  const data = dataContext(db, 60_000, clock);
  const random = new Random(seedOf("billing"));
  const properties = (await db.collection(`orgs/${orgId}/properties`).select().get()).docs
    .map((doc) => doc.id)
    .sort();
  // Most households pay on time, some late or in part, a few not at all.
  const habits = new Map(
    properties.map((id) => {
      const draw = random.next();
      const habit =
        draw < 0.72 ? "prompt" : draw < 0.86 ? "late" : draw < 0.95 ? "partial" : "none";
      return [id, habit];
    }),
  );
  let entries = 0;
  for (;;) {
    const due = dueDateOf(period, "1st");
    if (due > today) break;
    current = noon(due);
    entries += (await runBilling(data, { maxChunks: 1000 })).assessed;
    const payments = properties.flatMap((propertyId) => {
      const habit = habits.get(propertyId);
      if (habit === "none" || (habit === "late" && random.chance(0.25))) return [];
      const day = habit === "prompt" ? random.int(0, 9) : random.int(17, 27);
      // A late payer pays the late fee with the dues; a partial payer what they can.
      const cents =
        habit === "partial" ? random.int(50, 120) * 100 : habit === "late" ? 17500 : 15000;
      return [{ propertyId, date: addDays(due, day), cents }];
    });
    const pay = async (payment: (typeof payments)[number]) => {
      current = noon(payment.date);
      await postPayment(
        data,
        orgId,
        payment.propertyId,
        {
          method: random.pick(PAYMENT_METHODS),
          amount: centsToAmount(payment.cents),
          date: payment.date,
          reference: random.chance(0.6) ? `#${random.int(1000, 9999)}` : "",
          memo: "",
        },
        admin,
      );
      entries += 1;
    };
    // In the order a treasurer would record them: on time, then late fees, then late payments.
    const lateDay = addDays(due, 16);
    for (const payment of payments)
      if (payment.date < lateDay && payment.date <= today) await pay(payment);
    if (lateDay <= today) {
      current = noon(lateDay);
      entries += (await runBilling(data, { maxChunks: 1000 })).charged;
    }
    for (const payment of payments)
      if (payment.date > lateDay && payment.date <= today) await pay(payment);
    period = periodOf(addDays(due, 40));
  }
  return { entries };
}

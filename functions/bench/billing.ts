/**
 * Billing at size, in process against the official Firestore emulator the tests use
 * (`pnpm bench:billing`): an organization of 2,000 properties,
 *   1. the monthly run that charges each its assessment (chunks of 100 properties per
 *      transaction), then the same run again (nothing left to do) and a run that resumes from the
 *      start as after a crash (every assessment read, none written);
 *   2. a year of ledger: twelve monthly runs, three payments in four recorded by the administrator
 *      each month (oldest charges first), and the late fees;
 *   3. the aging report over that year (every property's balance and buckets as of today), the
 *      month's summary and one property's ledger page, each through the API, timed over runs.
 * Prints each figure; docs/performance.md keeps them.
 */
import { performance } from "node:perf_hooks";
import { dataContext } from "../src/platform/data-context.js";
import { runBilling } from "../src/resources/billing/jobs.js";
import { postPayment } from "../src/resources/billing/entries.js";
import { billingSettingsRef } from "../src/resources/billing/refs.js";
import { buildTestApi, call } from "../test/support/api.js";
import { startTestFirestore } from "../test/support/test-firestore.js";
import { formatSeconds, percentile, timed } from "./support.js";

const PROPERTIES = 2_000;
const MONTHS = 12;
const PAYING_SHARE = 0.75;
const PAYMENT_CONCURRENCY = 8;
const REPORT_RUNS = 10;

const orgId = "bench-billing";
const admin = {
  uid: "bench-admin",
  email: "admin@bench.hoa",
  emailVerified: true,
  displayName: "Bench Admin",
};

async function main() {
  const { firestore: db, stop } = await startTestFirestore();
  try {
    let now = new Date("2026-01-01T20:00:00.000Z");
    const data = dataContext(db, 120_000, { now: () => now });
    await db.doc(`orgs/${orgId}`).set({ name: "Bench HOA", timeZone: "ET", version: 1 });
    await db.doc(`users/${admin.uid}/roles/roles`).set({
      orgId,
      role: "admin",
      permissions: ["admin"],
    });
    for (let start = 0; start < PROPERTIES; start += 400) {
      const batch = db.batch();
      for (let index = start; index < Math.min(start + 400, PROPERTIES); index += 1) {
        const id = `p${String(index).padStart(4, "0")}`;
        batch.set(db.doc(`orgs/${orgId}/properties/${id}`), {
          address: `${index + 1} Bench Street`,
          unit: String((index % 8) + 1),
          type: "Condo",
          status: "Vacant",
          residentCount: 0,
          version: 1,
        });
      }
      await batch.commit();
    }
    await billingSettingsRef(db, orgId).set({
      monthlyFeeCents: 15000,
      lateFeeCents: 2500,
      dueDay: "1st",
      graceDays: 15,
      paymentMethods: ["card", "ach", "check"],
      firstPeriod: "2026-01",
      nextPeriod: "2026-01",
      dueAt: now,
      version: 1,
    });

    const [first, firstMs] = await timed(() => runBilling(data, { maxChunks: 1_000 }));
    const [, againMs] = await timed(() => runBilling(data, { maxChunks: 1_000 }));
    await billingSettingsRef(db, orgId).update({
      assessedPeriod: null,
      nextPeriod: "2026-01",
      assessingPeriod: null,
      assessAfter: null,
      dueAt: now,
    });
    const [resumed, resumedMs] = await timed(() => runBilling(data, { maxChunks: 1_000 }));
    console.log(
      `monthly run, ${PROPERTIES} properties: ${first.assessed} assessments in ${formatSeconds(firstMs)}`,
    );
    console.log(`the same run again: ${formatSeconds(againMs)}`);
    console.log(
      `a run from the start as after a crash: ${resumed.assessed} written in ${formatSeconds(resumedMs)}`,
    );

    const payers = Array.from(
      { length: PROPERTIES },
      (_, index) => `p${String(index).padStart(4, "0")}`,
    ).filter((_, index) => (index * 7919) % 100 < PAYING_SHARE * 100);
    const yearStarted = performance.now();
    const runs: number[] = [];
    let payments = 0;
    for (let month = 0; month < MONTHS; month += 1) {
      const due = new Date(Date.UTC(2026, month, 1, 20));
      now = due;
      if (month > 0) {
        const [, ms] = await timed(() => runBilling(data, { maxChunks: 1_000 }));
        runs.push(ms);
      } else {
        runs.push(firstMs);
      }
      const date = new Date(Date.UTC(2026, month, 5)).toISOString().slice(0, 10);
      now = new Date(`${date}T20:00:00.000Z`);
      for (let start = 0; start < payers.length; start += PAYMENT_CONCURRENCY) {
        await Promise.all(
          payers
            .slice(start, start + PAYMENT_CONCURRENCY)
            .map((propertyId) =>
              postPayment(
                data,
                orgId,
                propertyId,
                { method: "ach", amount: "150.00", date, reference: "", memo: "" },
                admin,
              ),
            ),
        );
      }
      payments += payers.length;
      now = new Date(Date.UTC(2026, month, 17, 20));
      await runBilling(data, { maxChunks: 1_000 });
    }
    const yearMs = performance.now() - yearStarted;
    const entries = (await db.collectionGroup("ledger").count().get()).data().count;
    console.log(
      `a year: ${entries} ledger entries (${payments} payments) in ${formatSeconds(yearMs)}; monthly runs p50 ${formatSeconds(percentile(runs, 50))}, max ${formatSeconds(Math.max(...runs))}`,
    );

    now = new Date("2026-12-28T20:00:00.000Z");
    const api = buildTestApi(db, { clock: { now: () => now } });
    const token = `valid:${admin.uid}`;
    for (const [name, path] of [
      ["aging report (GET .../billing/report)", `/api/orgs/${orgId}/billing/report`],
      ["summary (GET .../billing/summary)", `/api/orgs/${orgId}/billing/summary`],
      ["a property's ledger, first page", `/api/orgs/${orgId}/billing/properties/p0001/ledger`],
    ] as const) {
      const times: number[] = [];
      let bytes = 0;
      for (let run = 0; run < REPORT_RUNS; run += 1) {
        const [response, ms] = await timed(() => call(api, path, { token }));
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        bytes = JSON.stringify(response.body).length;
        times.push(ms);
      }
      console.log(
        `${name}: p50 ${percentile(times, 50).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KiB`,
      );
    }
  } finally {
    await stop();
  }
}

await main();

/**
 * What the scheduled work reads, in process against the official Firestore emulator the tests use
 * (`pnpm bench:due-work`): 1,000 organizations, each with billing
 * settings, two upcoming events with replies, a pending invitation and (one in two) the weekly
 * summary on, none of it due. Each job runs once and the documents it read are counted (a query
 * that finds nothing counts as one, as Firestore bills it); then 10 organizations are made due
 * and their billing run counted again. Prints each figure; docs/performance.md keeps them.
 */
import { TIME_ZONES, instantIn } from "@hoa/validation";
import { Timestamp, type WriteBatch } from "firebase-admin/firestore";
import { dispatcherJobs, runDispatcher } from "../src/dispatch.js";
import { dataContext } from "../src/platform/data-context.js";
import { runBilling } from "../src/resources/billing/jobs.js";
import { recordingMailer } from "../test/support/mail.js";
import { memoryFileStore } from "../test/support/memory-files.js";
import { reads, unindexedQueries, watchQueries } from "../test/support/query-indexes.js";
import { startTestFirestore } from "../test/support/test-firestore.js";
import { formatSeconds, timed } from "./support.js";

const ORGANIZATIONS = 1_000;
const DUE_ORGANIZATIONS = 10;
const PROPERTIES_WHEN_DUE = 20;

/** Wednesday, December 9, 2026, noon UTC: nothing below is due then. */
const NOW = new Date("2026-12-09T12:00:00.000Z");
const at = (date: string) => Timestamp.fromDate(instantIn(date, "00:00", "America/New_York"));

async function main() {
  watchQueries();
  const { firestore: db, stop } = await startTestFirestore();
  try {
    let batch: WriteBatch = db.batch();
    let writes = 0;
    const write = async (path: string, fields: Record<string, unknown>) => {
      batch.set(db.doc(path), fields);
      writes += 1;
      if (writes % 400 === 0) {
        await batch.commit();
        batch = db.batch();
      }
    };
    for (let index = 0; index < ORGANIZATIONS; index += 1) {
      const orgId = `org-${String(index).padStart(4, "0")}`;
      const summary = index % 2 === 0;
      await write(`orgs/${orgId}`, {
        name: `Organization ${index}`,
        timeZone: TIME_ZONES[index % TIME_ZONES.length],
        notifyWeeklySummary: summary,
        weeklySummaryAt: summary ? at("2026-12-14") : null,
        version: 1,
      });
      await write(`orgs/${orgId}/billing/settings`, {
        monthlyFeeCents: 15000,
        lateFeeCents: 2500,
        dueDay: "1st",
        graceDays: 15,
        paymentMethods: ["check"],
        firstPeriod: "2026-12",
        nextPeriod: "2027-01",
        assessedPeriod: "2026-12",
        dueAt: at("2027-01-01"),
        version: 1,
      });
      for (const day of [12, 19]) {
        const date = `2026-12-${day}`;
        const startsAt = instantIn(date, "18:30", "America/New_York");
        const eventPath = `orgs/${orgId}/events/event-${day}`;
        await write(eventPath, {
          title: `Meeting on the ${day}th`,
          status: "scheduled",
          date,
          time: "18:30",
          startsAt: Timestamp.fromDate(startsAt),
          reminderAt: Timestamp.fromMillis(startsAt.getTime() - 86_400_000),
          version: 1,
        });
        await write(`${eventPath}/rsvps/r1`, { status: "going", email: "going@bench.hoa" });
      }
      await write(`orgs/${orgId}/invitations/invitation-1`, {
        email: `invitee${index}@bench.hoa`,
        status: "pending",
        sentAt: Timestamp.fromDate(NOW),
        expiresAt: Timestamp.fromDate(new Date(NOW.getTime() + 7 * 86_400_000)),
        version: 1,
      });
    }
    await batch.commit();
    batch = db.batch();
    console.log(
      `${ORGANIZATIONS} organizations, ${writes} documents, nothing due at ${NOW.toISOString()}`,
    );

    const data = dataContext(db, 120_000, { now: () => NOW });
    const context = {
      data,
      mailer: recordingMailer(),
      files: memoryFileStore(),
      consoleUrl: "https://bench.hoa",
    };
    let total = 0;
    for (const job of dispatcherJobs) {
      const before = reads.documents;
      const [run, ms] = await timed(() => runDispatcher(context, [job]));
      const read = reads.documents - before;
      total += read;
      const failed = "error" in run[job.name]! ? ` (failed: ${JSON.stringify(run[job.name])})` : "";
      console.log(`${job.name}: ${read} documents read in ${formatSeconds(ms)}${failed}`);
    }
    console.log(`every job once: ${total} documents read`);

    // Ten organizations whose December assessment has not run yet, 20 properties each.
    for (let index = 0; index < DUE_ORGANIZATIONS; index += 1) {
      const orgId = `org-${String(index).padStart(4, "0")}`;
      await db.doc(`orgs/${orgId}/billing/settings`).update({
        dueAt: at("2026-12-01"),
        nextPeriod: "2026-12",
        assessedPeriod: "2026-11",
      });
      for (let property = 0; property < PROPERTIES_WHEN_DUE; property += 1) {
        await write(`orgs/${orgId}/properties/p${property}`, { address: `${property} Bench Way` });
      }
    }
    await batch.commit();
    const before = reads.documents;
    const [report, ms] = await timed(() => runBilling(data, { maxChunks: 1_000 }));
    console.log(
      `billing with ${report.organizations} organizations due, ${PROPERTIES_WHEN_DUE} properties each: ${report.assessed} assessments, ${reads.documents - before} documents read in ${formatSeconds(ms)}`,
    );
    if (unindexedQueries.length > 0) {
      console.log(`queries Cloud Firestore would refuse: ${unindexedQueries.join("; ")}`);
      process.exitCode = 1;
    }
  } finally {
    await stop();
  }
}

await main();

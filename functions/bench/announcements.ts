/**
 * Publishing at size, in process against the same Node Firestore server the local stack runs
 * (`pnpm bench:announcements`): an organization of 5,000 residents (each with an address),
 *   1. an announcement to All Residents published through the API: the request, which queues
 *      what it can within its budget, then the scheduler's job that queues the rest, until every
 *      email is queued (the target: within 30 s);
 *   2. every email sent by the dispatcher's mail job (1,000 per run, 8 at a time, over a pooled
 *      SMTP transport) to an SMTP server on loopback that accepts and discards them: the delivery
 *      rate the sender sustains.
 * Prints each figure; docs/performance.md keeps them.
 */
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { SMTPServer } from "smtp-server";
import { MAIL_CONCURRENCY, MAIL_PER_RUN } from "../src/dispatch.js";
import { dispatchDueMail } from "../src/mail/dispatcher.js";
import { smtpMailer } from "../src/mail/sender.js";
import { dataContext } from "../src/platform/data-context.js";
import { jobHandlers } from "../src/scheduler/handlers.js";
import { runDueJobs } from "../src/scheduler/jobs.js";
import { buildTestApi, call } from "../test/support/api.js";
import { startTestFirestore } from "../test/support/test-firestore.js";
import { formatSeconds } from "./support.js";

const RESIDENTS = 5_000;
const orgId = "bench-announcements";
const admin = "bench-admin";

async function main() {
  // The per-email log lines (one JSON line per send) would drown the figures.
  console.log = () => undefined;
  const { firestore: db, stop } = await startTestFirestore();
  let accepted = 0;
  const sink = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => {
        accepted += 1;
        callback(null, "Queued");
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  const smtpUrl = `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`;
  const mailer = smtpMailer(smtpUrl, '"Bench HOA" <no-reply@bench.hoa>', { pool: true });
  try {
    await db.doc(`orgs/${orgId}`).set({ name: "Bench HOA", timeZone: "ET", version: 1 });
    await db
      .doc(`users/${admin}/roles/roles`)
      .set({ orgId, role: "admin", permissions: ["admin"] });
    await db
      .doc(`orgs/${orgId}/members/${admin}`)
      .set({ email: `${admin}@test.hoa`, role: "admin" });
    for (let start = 0; start < RESIDENTS; start += 400) {
      const batch = db.batch();
      for (let index = start; index < Math.min(start + 400, RESIDENTS); index += 1) {
        batch.set(db.doc(`orgs/${orgId}/residents/r${String(index).padStart(5, "0")}`), {
          name: `Resident ${index}`,
          email: `resident${index}@bench.hoa`,
          relationship: index % 3 === 0 ? "Tenant" : "Owner",
          boardMember: index < 7,
          status: "Active",
        });
      }
      await batch.commit();
    }

    // The request sends the first emails itself, as in production; the dispatcher the rest.
    const api = buildTestApi(db, { mailer });
    const data = dataContext(db, 10_000, { now: () => new Date() });
    const started = performance.now();
    const response = await call(api, `/api/orgs/${orgId}/announcements`, {
      method: "POST",
      token: `valid:${admin}`,
      body: {
        title: "Water shut-off on Thursday",
        message: "The water is off from 9 AM to 1 PM.",
        priority: "Urgent",
        audience: "All Residents",
        action: "publish",
      },
    });
    const requestMs = performance.now() - started;
    if (response.status !== 201) throw new Error(`publish answered ${response.status}`);
    const { id } = (response.body as { data: { id: string } }).data;
    let runs = 0;
    for (;;) {
      const stored = await db.doc(`orgs/${orgId}/announcements/${id}`).get();
      if (stored.get("fanOut.state") === "sent") break;
      runs += 1;
      await runDueJobs(data, jobHandlers);
    }
    const queuedMs = performance.now() - started;
    const queued = (
      await db
        .collection("mail")
        .where("ref", "==", `orgs/${orgId}/announcements/${id}`)
        .count()
        .get()
    ).data().count;

    const sentByRequest = accepted;
    console.info(`sent by the publish request itself: ${sentByRequest}`);
    const sendStarted = performance.now();
    let mailRuns = 0;
    let sent = accepted;
    while (sent < queued) {
      mailRuns += 1;
      const report = await dispatchDueMail(data, mailer, {
        limit: MAIL_PER_RUN,
        concurrency: MAIL_CONCURRENCY,
        budgetMs: 60_000,
      });
      sent += report.sent;
      if (report.sent === 0) break;
    }
    const sendMs = performance.now() - sendStarted;

    console.info(`residents: ${RESIDENTS}, emails queued: ${queued}`);
    console.info(`publish request (queues within its 10 s budget): ${formatSeconds(requestMs)}`);
    console.info(
      `every email queued: ${formatSeconds(queuedMs)} (${runs} scheduler runs after the request)`,
    );
    console.info(
      `the rest sent by the dispatcher: ${formatSeconds(sendMs)} in ${mailRuns} mail runs, ${((sent - sentByRequest) / (sendMs / 1000)).toFixed(0)} emails/s; ${accepted} accepted by the SMTP server in all`,
    );
  } finally {
    mailer.close();
    await new Promise<void>((resolve) => sink.close(() => resolve()));
    await stop();
  }
}

await main();

/**
 * Publishing at size through the running stack (`pnpm bench:announcements`, loopback only): a new
 * organization of 5,000 residents (each with an address, written straight to Firestore, not
 * timed), then an announcement to All Residents published through Hosting, timed:
 *   1. the publish request, which hands its emails to the task queue and answers at once;
 *   2. every email queued by the task queue (`runJobTask`, a chunk of recipients per transaction;
 *      the target: within 30 s);
 *   3. every email sent to MailDev by the mail trigger (`sendMail`, one run per mail document),
 *      counted by the delivery states Firestore records, then checked in MailDev's inbox.
 * Prints each figure; docs/performance.md keeps them.
 */
import { performance } from "node:perf_hooks";
import type { Announcement } from "../src/resources/announcements/schemas.js";
import { inbox } from "../test/support/maildev.js";
import { admin, callApi, createOrg, signUp } from "../test/support/stack.js";
import { dataOf } from "../test/support/responses.js";
import { BASE_URL, assertLoopback, formatSeconds, runWithin } from "./support.js";

const RESIDENTS = 5_000;
const QUEUED_WITHIN_MS = 30_000;
const DELIVERED_WITHIN_MS = 15 * 60_000;

async function main() {
  assertLoopback(BASE_URL);
  const owner = await signUp();
  const { id: orgId } = dataOf<{ id: string }>(
    await createOrg(owner, { name: "Bench Announcements HOA" }),
  );
  const db = admin().firestore;
  const tag = orgId.slice(0, 6).toLowerCase();
  for (let start = 0; start < RESIDENTS; start += 400) {
    const batch = db.batch();
    for (let index = start; index < Math.min(start + 400, RESIDENTS); index += 1) {
      batch.set(db.doc(`orgs/${orgId}/residents/r${String(index).padStart(5, "0")}`), {
        name: `Resident ${index}`,
        email: `resident${index}-${tag}@bench.hoa`,
        relationship: index % 3 === 0 ? "Tenant" : "Owner",
        boardMember: index < 7,
        status: "Active",
      });
    }
    await batch.commit();
  }
  const inboxBefore = (await inbox()).length;

  const started = performance.now();
  const published = dataOf<Announcement>(
    await callApi(`/api/orgs/${orgId}/announcements`, {
      method: "POST",
      token: owner.idToken,
      json: {
        title: "Water shut-off on Thursday",
        message: "The water is off from 9 AM to 1 PM.",
        priority: "Urgent",
        audience: "All Residents",
        action: "publish",
      },
    }),
  );
  const requestMs = performance.now() - started;
  const announcement = db.doc(`orgs/${orgId}/announcements/${published.id}`);
  while ((await announcement.get()).get("fanOut.state") !== "sent") {
    if (performance.now() - started > QUEUED_WITHIN_MS * 4) throw new Error("never all queued");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const queuedMs = performance.now() - started;
  const mail = db.collection("mail").where("ref", "==", announcement.path);
  const queued = (await mail.count().get()).data().count;

  const count = async (state: string) =>
    (await mail.where("delivery.state", "==", state).count().get()).data().count;
  let delivered: number;
  let failed: number;
  for (;;) {
    delivered = await count("SUCCESS");
    failed = await count("ERROR");
    if (delivered + failed >= queued) break;
    if (performance.now() - started > DELIVERED_WITHIN_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const deliveredMs = performance.now() - started;
  const inMailDev = (await inbox()).length - inboxBefore;

  console.info(`residents: ${RESIDENTS}, emails queued: ${queued}`);
  console.info(`publish request (hands the emails to the task queue): ${formatSeconds(requestMs)}`);
  console.info(
    `every email queued: ${formatSeconds(queuedMs)} (target: within ${formatSeconds(QUEUED_WITHIN_MS)})`,
  );
  console.info(
    `every email sent by the mail trigger: ${formatSeconds(deliveredMs)}, ${(delivered / (deliveredMs / 1000)).toFixed(0)} emails/s; ${delivered} SUCCESS, ${failed} ERROR, ${inMailDev} new in MailDev's inbox`,
  );
  if (queuedMs > QUEUED_WITHIN_MS || delivered !== RESIDENTS || inMailDev !== RESIDENTS) {
    process.exitCode = 1;
  }
}

runWithin(DELIVERED_WITHIN_MS + 5 * 60_000, main);

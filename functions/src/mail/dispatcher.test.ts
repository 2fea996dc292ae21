import type { Firestore } from "firebase-admin/firestore";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_DEADLINE_MS, testClock } from "../../test/support/api.js";
import { startTestFirestore } from "../../test/support/test-firestore.js";
import { recordingMailer } from "../../test/support/mail.js";
import { dataContext, type DataContext } from "../platform/data-context.js";
import {
  deliverMail,
  dispatchDueMail,
  LEASE_MS,
  MAX_ATTEMPTS,
  retryDelayMs,
  UNKNOWN_OUTCOME,
} from "./dispatcher.js";
import { queueMail, REMOVED_BODY, type OutgoingMail } from "./queue.js";
import { MailSendError } from "./sender.js";
import { refreshPendingSummaries } from "./summaries.js";

let firestore: Firestore;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ firestore, stop } = await startTestFirestore());
});
afterAll(() => stop());

const MINUTE = 60_000;
let clock: ReturnType<typeof testClock>;
let data: DataContext;
const mailer = recordingMailer('"Maple Grove HOA" <board@maple.example>');

beforeEach(async () => {
  // Each test starts with an empty queue and its own time.
  const queued = await firestore.collection("mail").get();
  const batch = firestore.batch();
  for (const doc of queued.docs) batch.delete(doc.ref);
  await batch.commit();
  clock = testClock(new Date("2026-11-22T12:00:00.000Z"));
  data = dataContext(firestore, TEST_DEADLINE_MS, clock);
  mailer.reset();
});

const invitation = (to = "dana@example.com"): OutgoingMail => ({
  to,
  orgId: "maple",
  kind: "invitation",
  message: { subject: "You are invited", text: "Join us.\n", html: "<p>Join us.</p>" },
});

async function queue(...mails: OutgoingMail[]): Promise<string[]> {
  const batch = firestore.batch();
  const ids = mails.map((mail) => queueMail(data, batch, mail));
  await batch.commit();
  return ids;
}

async function delivery(id: string): Promise<Record<string, unknown>> {
  return (await firestore.doc(`mail/${id}`).get()).get("delivery") as Record<string, unknown>;
}

const at = (date: Date) => Timestamp.fromDate(date);
const temporary = (message = "connect ECONNREFUSED 127.0.0.1:1025") =>
  new MailSendError(message, { temporary: true, code: "ECONNREFUSED" });

describe("queueMail", () => {
  it("writes the Trigger Email extension's format, PENDING and due now, with the transaction", async () => {
    const now = clock.now();
    const [id] = await queue(invitation());
    const stored = (await firestore.doc(`mail/${id}`).get()).data();
    expect(stored).toEqual({
      to: "dana@example.com",
      message: { subject: "You are invited", text: "Join us.\n", html: "<p>Join us.</p>" },
      orgId: "maple",
      kind: "invitation",
      ref: null,
      secretBody: false,
      createdAt: at(now),
      delivery: {
        state: "PENDING",
        attempts: 0,
        nextAttemptAt: at(now),
        startTime: null,
        endTime: null,
        leaseExpireTime: null,
        error: null,
        info: null,
      },
    });
  });

  it("queues nothing when the transaction fails", async () => {
    await firestore.doc("things/taken").set({ n: 1 });
    await expect(
      firestore.runTransaction(async (transaction) => {
        queueMail(data, transaction, invitation());
        transaction.create(firestore.doc("things/taken"), { n: 2 });
      }),
    ).rejects.toThrow();
    expect((await firestore.collection("mail").get()).size).toBe(0);
  });
  it("records a history context's mail as sent at its time, which the sender never sends", async () => {
    const now = clock.now();
    const batch = firestore.batch();
    const id = queueMail({ ...data, mailAsHistory: true }, batch, invitation());
    await batch.commit();
    expect(await delivery(id)).toMatchObject({
      state: "SUCCESS",
      attempts: 1,
      nextAttemptAt: null,
      startTime: at(now),
      endTime: at(now),
    });
    await deliverMail(data, mailer, [id]);
    expect(mailer.sent).toEqual([]);
  });
});

describe("a secret body", () => {
  const secret = (to = "erin@example.com"): OutgoingMail => ({
    ...invitation(to),
    message: { subject: "You are invited", text: "Open /invite/SECRET", html: "<a>SECRET</a>" },
    secretBody: true,
  });
  const messageOf = async (id: string) =>
    (await firestore.doc(`mail/${id}`).get()).get("message") as Record<string, unknown>;

  it("is sent whole, then removed from the record; the subject stays", async () => {
    const [id] = await queue(secret());
    await deliverMail(data, mailer, [id!]);
    expect(mailer.sent[0]).toMatchObject({ text: "Open /invite/SECRET", html: "<a>SECRET</a>" });
    expect(await messageOf(id!)).toEqual({
      subject: "You are invited",
      text: REMOVED_BODY,
      html: REMOVED_BODY,
    });
  });

  it("is kept while the mail waits for a retry, and removed when it is given up", async () => {
    const [id] = await queue(secret());
    mailer.failNext(temporary());
    await deliverMail(data, mailer, [id!]);
    expect(await messageOf(id!)).toMatchObject({ text: "Open /invite/SECRET" });
    mailer.failNext(new MailSendError("550 no such user", { temporary: false, responseCode: 550 }));
    clock.advance(MINUTE);
    await dispatchDueMail(data, mailer, { limit: 10 });
    expect(await delivery(id!)).toMatchObject({ state: "ERROR" });
    expect(await messageOf(id!)).toMatchObject({ text: REMOVED_BODY, html: REMOVED_BODY });
  });

  it("is removed from a mail given up mid-send (outcome unknown)", async () => {
    const [id] = await queue(secret());
    await firestore.doc(`mail/${id!}`).update({
      "delivery.state": "PROCESSING",
      "delivery.attempts": 1,
      "delivery.leaseExpireTime": at(clock.now()),
    });
    clock.advance(MINUTE);
    await dispatchDueMail(data, mailer, { limit: 10 });
    expect(await delivery(id!)).toMatchObject({ state: "ERROR", error: UNKNOWN_OUTCOME });
    expect(await messageOf(id!)).toMatchObject({ text: REMOVED_BODY });
  });
});

describe("deliverMail", () => {
  it("sends a queued mail: PENDING, then PROCESSING while it is sent, then SUCCESS with the server's answer", async () => {
    const [id] = await queue(invitation());
    const release = mailer.hold();
    const sending = deliverMail(data, mailer, [id!]);
    await vi.waitFor(() => expect(mailer.attempts).toBe(1));
    const started = clock.now();
    expect(await delivery(id!)).toMatchObject({
      state: "PROCESSING",
      attempts: 1,
      startTime: at(started),
      leaseExpireTime: at(new Date(started.getTime() + LEASE_MS)),
      nextAttemptAt: null,
    });

    clock.advance(800);
    release();
    expect(await sending).toMatchObject({ sent: 1, retried: 0, failed: 0, skipped: 0 });

    expect(mailer.sent).toEqual([
      {
        to: "dana@example.com",
        subject: "You are invited",
        text: "Join us.\n",
        html: "<p>Join us.</p>",
        messageId: `<${id}@maple.example>`,
      },
    ]);
    expect(await delivery(id!)).toEqual({
      state: "SUCCESS",
      attempts: 1,
      nextAttemptAt: null,
      startTime: at(started),
      endTime: at(clock.now()),
      leaseExpireTime: null,
      error: null,
      info: {
        messageId: `<${id}@maple.example>`,
        accepted: ["dana@example.com"],
        rejected: [],
        response: "250 OK: queued",
      },
    });
  });

  it("sends a mail once when 8 deliveries of it race", async () => {
    const [id] = await queue(invitation());
    const reports = await Promise.all(
      Array.from({ length: 8 }, () => deliverMail(data, mailer, [id!])),
    );
    expect(mailer.attempts).toBe(1);
    expect(mailer.sent).toHaveLength(1);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(1);
    expect(reports.reduce((sum, report) => sum + report.skipped, 0)).toBe(7);
    expect(await delivery(id!)).toMatchObject({ state: "SUCCESS", attempts: 1 });
  });

  it("sends each mail once when two dispatchers and a delivery run at the same time", async () => {
    const ids = await queue(
      ...Array.from({ length: 6 }, (_, i) => invitation(`r${i}@example.com`)),
    );
    await Promise.all([
      dispatchDueMail(data, mailer, { limit: 10 }),
      dispatchDueMail(data, mailer, { limit: 10 }),
      deliverMail(data, mailer, ids),
    ]);
    expect(mailer.sent.map((mail) => mail.to).sort()).toEqual(
      Array.from({ length: 6 }, (_, i) => `r${i}@example.com`),
    );
    for (const id of ids)
      expect(await delivery(id)).toMatchObject({ state: "SUCCESS", attempts: 1 });
  });

  it("leaves a mail it cannot send queued as RETRY, due after a minute, and never throws", async () => {
    const [id] = await queue(invitation());
    mailer.failNext(temporary());
    expect(await deliverMail(data, mailer, [id!])).toMatchObject({ retried: 1 });
    expect(await delivery(id!)).toMatchObject({
      state: "RETRY",
      attempts: 1,
      error: "connect ECONNREFUSED 127.0.0.1:1025",
      nextAttemptAt: at(new Date(clock.now().getTime() + MINUTE)),
      endTime: at(clock.now()),
      leaseExpireTime: null,
    });
  });

  it("does not throw when Firestore fails; the mail stays queued", async () => {
    const [id] = await queue(invitation());
    const failing: DataContext = {
      ...data,
      call: () => Promise.reject(new Error("Firestore is unavailable")),
    };
    await expect(deliverMail(failing, mailer, [id!])).resolves.toMatchObject({ skipped: 1 });
    expect(mailer.attempts).toBe(0);
    expect(await delivery(id!)).toMatchObject({ state: "PENDING", attempts: 0 });
  });

  it("skips a mail that is missing, already sent, or not due yet", async () => {
    const [sent, waiting] = await queue(invitation(), invitation("later@example.com"));
    await deliverMail(data, mailer, [sent!]);
    mailer.failNext(temporary());
    await deliverMail(data, mailer, [waiting!]);
    mailer.reset();

    expect(await deliverMail(data, mailer, ["no-such-mail", sent!, waiting!])).toMatchObject({
      sent: 0,
      skipped: 3,
    });
    expect(mailer.attempts).toBe(0);
  });

  it("marks a mail ERROR at once when the server refuses it for good (5xx), and never retries it", async () => {
    const [id] = await queue(invitation("nobody@example.com"));
    mailer.failNext(
      new MailSendError("Can't send mail - all recipients were rejected: 550 5.1.1 No such user", {
        temporary: false,
        responseCode: 550,
        code: "EENVELOPE",
      }),
    );
    expect(await deliverMail(data, mailer, [id!])).toMatchObject({ failed: 1 });
    expect(await delivery(id!)).toMatchObject({
      state: "ERROR",
      attempts: 1,
      error: "Can't send mail - all recipients were rejected: 550 5.1.1 No such user",
      nextAttemptAt: null,
    });
    clock.advance(60 * MINUTE);
    expect(await dispatchDueMail(data, mailer, { limit: 10 })).toMatchObject({
      sent: 0,
      failed: 0,
    });
    expect(mailer.attempts).toBe(1);
  });
});

describe("dispatchDueMail", () => {
  it("retries a temporary failure after 1, 2, 4 and 8 minutes, then gives up (ERROR) after 5 attempts", async () => {
    const [id] = await queue(invitation());
    mailer.failAlways(temporary("Greeting never received"));
    const waits: number[] = [];

    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await dispatchDueMail(data, mailer, { limit: 10 })).toMatchObject(
        attempt < MAX_ATTEMPTS ? { retried: 1 } : { failed: 1 },
      );
      expect(mailer.attempts).toBe(attempt);
      const current = await delivery(id!);
      expect(current.attempts).toBe(attempt);
      if (attempt === MAX_ATTEMPTS) break;
      expect(current.state).toBe("RETRY");
      const due = (current.nextAttemptAt as Timestamp).toMillis();
      waits.push((due - clock.now().getTime()) / MINUTE);

      // Not before it is due...
      clock.advance(due - clock.now().getTime() - 1);
      expect(await dispatchDueMail(data, mailer, { limit: 10 })).toMatchObject({ retried: 0 });
      expect(mailer.attempts).toBe(attempt);
      // ...and as soon as it is.
      clock.advance(1);
    }

    expect(waits).toEqual([1, 2, 4, 8]);
    expect(waits.map((_, i) => retryDelayMs(i + 1) / MINUTE)).toEqual(waits);
    expect(await delivery(id!)).toMatchObject({
      state: "ERROR",
      attempts: MAX_ATTEMPTS,
      error: "Greeting never received (gave up after 5 attempts)",
      nextAttemptAt: null,
    });
    clock.advance(60 * MINUTE);
    await dispatchDueMail(data, mailer, { limit: 10 });
    expect(mailer.attempts).toBe(MAX_ATTEMPTS);
  });

  it("delivers a mail that failed once when the server is back: nothing is lost", async () => {
    const [id] = await queue(invitation());
    mailer.failNext(temporary());
    await dispatchDueMail(data, mailer, { limit: 10 });
    expect(await delivery(id!)).toMatchObject({ state: "RETRY", attempts: 1 });

    clock.advance(MINUTE);
    expect(await dispatchDueMail(data, mailer, { limit: 10 })).toMatchObject({ sent: 1 });
    expect(await delivery(id!)).toMatchObject({ state: "SUCCESS", attempts: 2, error: null });
    expect(mailer.sent).toHaveLength(1);
  });

  it("sends the due mail oldest first, at most `limit` per run", async () => {
    const ids: string[] = [];
    for (const to of ["first@example.com", "second@example.com", "third@example.com"]) {
      ids.push(...(await queue(invitation(to))));
      clock.advance(1_000);
    }
    expect(await dispatchDueMail(data, mailer, { limit: 2 })).toMatchObject({ sent: 2 });
    expect(mailer.sent.map((mail) => mail.to)).toEqual(["first@example.com", "second@example.com"]);
    expect(await dispatchDueMail(data, mailer, { limit: 2 })).toMatchObject({ sent: 1 });
    expect(mailer.sent.map((mail) => mail.to)).toEqual([
      "first@example.com",
      "second@example.com",
      "third@example.com",
    ]);
  });

  it("stops a run when the server cannot be reached, leaving the other mail untouched", async () => {
    const ids = await queue(invitation("a@example.com"), invitation("b@example.com"));
    mailer.failAlways(temporary());
    expect(await dispatchDueMail(data, mailer, { limit: 10 })).toMatchObject({ retried: 1 });
    expect(mailer.attempts).toBe(1);
    const states = await Promise.all(ids.map(delivery));
    expect(states.map((state) => [state.state, state.attempts]).sort()).toEqual([
      ["PENDING", 0],
      ["RETRY", 1],
    ]);
  });

  it("goes on after a 4xx refusal of one mail: the server is there", async () => {
    await queue(invitation("full@example.com"), invitation("b@example.com"));
    mailer.failNext(
      new MailSendError("452 4.2.2 Mailbox full", { temporary: true, responseCode: 452 }),
    );
    expect(await dispatchDueMail(data, mailer, { limit: 10 })).toMatchObject({
      retried: 1,
      sent: 1,
    });
  });

  it("gives up a mail left PROCESSING past its lease (ERROR, outcome unknown) and never sends it again", async () => {
    const [id] = await queue(invitation());
    // A sender claimed it and stopped mid-send: its send never answers.
    const never = recordingMailer();
    never.hold();
    void deliverMail(data, never, [id!]);
    await vi.waitFor(() => expect(never.attempts).toBe(1));

    clock.advance(LEASE_MS - 1);
    expect(await dispatchDueMail(data, mailer, { limit: 10 })).toMatchObject({ abandoned: 0 });
    expect(await delivery(id!)).toMatchObject({ state: "PROCESSING" });

    clock.advance(1);
    expect(await dispatchDueMail(data, mailer, { limit: 10 })).toMatchObject({
      abandoned: 1,
      sent: 0,
    });
    expect(await delivery(id!)).toMatchObject({
      state: "ERROR",
      attempts: 1,
      error: UNKNOWN_OUTCOME,
      endTime: at(clock.now()),
      leaseExpireTime: null,
    });

    clock.advance(60 * MINUTE);
    expect(await dispatchDueMail(data, mailer, { limit: 10 })).toMatchObject({
      sent: 0,
      abandoned: 0,
    });
    expect(await deliverMail(data, mailer, [id!])).toMatchObject({ skipped: 1 });
    expect(mailer.attempts).toBe(0);
  });
});

describe("a communication's delivery summary", () => {
  it("is refreshed at most every 2 s by single sends (the mail trigger's), and made exact by the scheduled run", async () => {
    const path = "orgs/maple/communications/newsletter";
    await firestore.doc(path).set({ subject: "Newsletter" });
    const ids = await queue(
      ...["a", "b", "c", "d"].map((name) => ({
        ...invitation(`${name}@example.com`),
        kind: "communication",
        ref: path,
      })),
    );
    for (const id of ids) await deliverMail(data, mailer, [id]);
    expect(mailer.sent).toHaveLength(4);
    // The first send counted; the next three, within 2 s of it, left the summary as it was.
    const summary = async () => (await firestore.doc(path).get()).get("deliverySummary") as unknown;
    expect(await summary()).toEqual({ delivered: 1, failed: 0, pending: 3 });

    expect(await refreshPendingSummaries(data)).toBe(1);
    expect(await summary()).toEqual({ delivered: 4, failed: 0, pending: 0 });
    // Nothing pending any more: the next run finds nothing to refresh.
    expect(await refreshPendingSummaries(data)).toBe(0);
  });
});

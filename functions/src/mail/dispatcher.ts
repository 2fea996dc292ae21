import { Timestamp, type DocumentReference, type DocumentSnapshot } from "firebase-admin/firestore";
import { logs } from "../logs.js";
import type { DataContext } from "../platform/data-context.js";
import type { IndexDeclaration } from "../platform/lists.js";
import {
  MAIL_COLLECTION,
  bodyRemoval,
  mailCollection,
  mailRef,
  SENDABLE_STATES,
  type MailState,
} from "./queue.js";
import { DEFAULT_MAIL_FROM } from "../config.js";
import { classifySendError, messageIdFor, type Mailer } from "./sender.js";
import { runTransaction } from "../platform/transactions.js";
import { refreshDeliverySummaries } from "./summaries.js";

/** How many times one mail is tried before it is given up (ERROR). */
export const MAX_ATTEMPTS = 5;

/** How long a claimed mail belongs to its sender; a send gives up well before (`smtpMailer`). */
export const LEASE_MS = 2 * 60_000;

/** The wait before the next try after `attempts` tries: 1, 2, 4, 8 minutes. */
export const retryDelayMs = (attempts: number): number => 60_000 * 2 ** Math.max(0, attempts - 1);

/**
 * A mail whose sender stopped mid-send (its lease ran out while PROCESSING): the SMTP server may
 * or may not have taken it, and a second send could deliver it twice, so it is not sent again.
 */
export const UNKNOWN_OUTCOME =
  "The delivery outcome is unknown; it was not sent again to avoid a duplicate";

/** What became of the mail one call looked at. */
export interface DispatchReport {
  /** Accepted by the SMTP server (SUCCESS). */
  sent: number;
  /** Failed temporarily, tried again later (RETRY). */
  retried: number;
  /** Given up: a permanent failure, or a temporary one on the last attempt (ERROR). */
  failed: number;
  /** Found PROCESSING past its lease, given up unsent (ERROR, `UNKNOWN_OUTCOME`). */
  abandoned: number;
  /** Not sent by this call: another sender had it, it was not due, or it does not exist. */
  skipped: number;
}

const emptyReport = (): DispatchReport => ({
  sent: 0,
  retried: 0,
  failed: 0,
  abandoned: 0,
  skipped: 0,
});

type Outcome = keyof DispatchReport;

/** A mail document this sender has claimed: its content and which attempt this is. */
interface ClaimedMail {
  ref: DocumentReference;
  /** What it was sent for (`mail.ref`), whose delivery summary follows it. */
  source: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

const millis = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;

/**
 * Claims a PENDING or RETRY mail that is due, in one transaction: PROCESSING, one more attempt,
 * leased for `LEASE_MS`. Only one of any number of senders racing for it gets it; the others get
 * `null`, as does a mail that is not due, already sent, given up, or missing.
 */
async function claim(data: DataContext, ref: DocumentReference): Promise<ClaimedMail | null> {
  return runTransaction(data, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return null;
    const now = data.clock.now();
    const state = snapshot.get("delivery.state") as MailState | undefined;
    const due = millis(snapshot.get("delivery.nextAttemptAt"));
    if (!state || !SENDABLE_STATES.includes(state) || due === null || due > now.getTime()) {
      return null;
    }
    const attempts = (Number(snapshot.get("delivery.attempts")) || 0) + 1;
    transaction.update(ref, {
      "delivery.state": "PROCESSING" satisfies MailState,
      "delivery.attempts": attempts,
      "delivery.startTime": Timestamp.fromDate(now),
      "delivery.endTime": null,
      "delivery.leaseExpireTime": Timestamp.fromMillis(now.getTime() + LEASE_MS),
      // Out of the due query until an outcome says when (if ever) to try again.
      "delivery.nextAttemptAt": null,
    });
    const message = (snapshot.get("message") ?? {}) as Record<string, unknown>;
    return {
      ref,
      source: text(snapshot.get("ref")) || null,
      to: text(snapshot.get("to")),
      subject: text(message.subject),
      text: text(message.text),
      html: text(message.html),
      attempts,
    };
  });
}

/**
 * Writes the outcome of a send, if the document is still that attempt's (the same attempt
 * count). A known outcome also replaces `UNKNOWN_OUTCOME`, should a slow send outlive its lease.
 */
async function record(
  data: DataContext,
  claimed: ClaimedMail,
  fields: Record<string, unknown>,
): Promise<void> {
  await runTransaction(data, async (transaction) => {
    const snapshot = await transaction.get(claimed.ref);
    if (!snapshot.exists || snapshot.get("delivery.attempts") !== claimed.attempts) return;
    const final = fields["delivery.state"] !== "RETRY";
    transaction.update(claimed.ref, {
      "delivery.endTime": Timestamp.fromDate(data.clock.now()),
      "delivery.leaseExpireTime": null,
      ...fields,
      ...(final ? bodyRemoval(snapshot.get("secretBody")) : {}),
    });
  });
}

interface SendResult {
  outcome: Outcome;
  /** What the mail was sent for, when this call changed its state. */
  source: string | null;
  /** The server could not be reached: the next mail would fail the same way. */
  serverUnreachable: boolean;
}

/** Claims, sends and records one mail; throws only when Firestore fails. */
async function deliverOne(data: DataContext, mailer: Mailer, id: string): Promise<SendResult> {
  const claimed = await claim(data, mailRef(data.db, id));
  if (!claimed) return { outcome: "skipped", source: null, serverUnreachable: false };
  try {
    const info = await mailer.send({
      to: claimed.to,
      subject: claimed.subject,
      text: claimed.text,
      html: claimed.html,
      messageId: messageIdFor(id, mailer.from ?? DEFAULT_MAIL_FROM),
    });
    await record(data, claimed, {
      "delivery.state": "SUCCESS" satisfies MailState,
      "delivery.error": null,
      "delivery.info": {
        messageId: info.messageId,
        accepted: info.accepted,
        rejected: info.rejected,
        response: info.response,
      },
    });
    logs.mailSent(id, claimed.attempts);
    return { outcome: "sent", source: claimed.source, serverUnreachable: false };
  } catch (thrown) {
    const failure = classifySendError(thrown);
    const retry = failure.temporary && claimed.attempts < MAX_ATTEMPTS;
    const nextAttemptAt = data.clock.now().getTime() + retryDelayMs(claimed.attempts);
    await record(
      data,
      claimed,
      retry
        ? {
            "delivery.state": "RETRY" satisfies MailState,
            "delivery.error": failure.message,
            "delivery.nextAttemptAt": Timestamp.fromMillis(nextAttemptAt),
          }
        : {
            "delivery.state": "ERROR" satisfies MailState,
            "delivery.error": failure.temporary
              ? `${failure.message} (gave up after ${claimed.attempts} attempts)`
              : failure.message,
          },
    );
    logs.mailNotSent(id, claimed.attempts, failure.message, retry);
    return {
      outcome: retry ? "retried" : "failed",
      source: claimed.source,
      serverUnreachable: failure.serverUnreachable,
    };
  }
}

/**
 * Tries to send the given queued mail now: for a route, right after the commit that queued it, so
 * the email arrives within a second rather than at the next dispatcher run. Never throws: a mail
 * it cannot send (SMTP down, Firestore slow) stays queued for the dispatcher, and it is logged.
 * Sends in parallel; each mail is claimed first, so racing a dispatcher never sends one twice.
 */
export async function deliverMail(
  data: DataContext,
  mailer: Mailer,
  ids: readonly string[],
): Promise<DispatchReport> {
  const report = emptyReport();
  const sources: (string | null)[] = [];
  await Promise.all(
    ids.map(async (id) => {
      try {
        const { outcome, source } = await deliverOne(data, mailer, id);
        report[outcome] += 1;
        sources.push(source);
      } catch (error) {
        logs.mailDeliveryDeferred(id, error);
        report.skipped += 1;
      }
    }),
  );
  // One call per email (the mail trigger): the summary at most every `SUMMARY_REFRESH_MS`.
  await refreshDeliverySummaries(data, sources, { throttled: true });
  return report;
}

/** The composite indexes of the dispatcher's two queries (`firestore.indexes.json`). */
export const mailIndexes: IndexDeclaration[] = [
  ["delivery.state", "delivery.nextAttemptAt"],
  ["delivery.state", "delivery.leaseExpireTime"],
].map(([state, time]) => ({
  collectionGroup: MAIL_COLLECTION,
  queryScope: "COLLECTION",
  fields: [
    { fieldPath: state!, order: "ASCENDING" },
    { fieldPath: time!, order: "ASCENDING" },
  ],
}));

/** Mail due for a (next) try, oldest due first. */
function dueMail(data: DataContext, limit: number) {
  return data.call(
    mailCollection(data.db)
      .where("delivery.state", "in", SENDABLE_STATES)
      .where("delivery.nextAttemptAt", "<=", Timestamp.fromDate(data.clock.now()))
      .orderBy("delivery.nextAttemptAt")
      .limit(limit)
      .get(),
  );
}

/** Mail left PROCESSING past its lease: its sender stopped mid-send. */
function abandonedMail(data: DataContext, limit: number) {
  return data.call(
    mailCollection(data.db)
      .where("delivery.state", "==", "PROCESSING" satisfies MailState)
      .where("delivery.leaseExpireTime", "<=", Timestamp.fromDate(data.clock.now()))
      .orderBy("delivery.leaseExpireTime")
      .limit(limit)
      .get(),
  );
}

/**
 * Gives up a mail found PROCESSING past its lease, if it still is. It is never sent again: the
 * sender may have handed it to the SMTP server before it stopped, and an email delivered twice
 * (two invitations, two payment notices) is worse than one an administrator sees failed and sends
 * again.
 */
async function abandon(data: DataContext, snapshot: DocumentSnapshot): Promise<boolean> {
  return runTransaction(data, async (transaction) => {
    const current = await transaction.get(snapshot.ref);
    const lease = millis(current.get("delivery.leaseExpireTime"));
    const now = data.clock.now();
    if (current.get("delivery.state") !== "PROCESSING" || lease === null || lease > now.getTime()) {
      return false;
    }
    transaction.update(snapshot.ref, {
      "delivery.state": "ERROR" satisfies MailState,
      "delivery.error": UNKNOWN_OUTCOME,
      "delivery.endTime": Timestamp.fromDate(now),
      "delivery.leaseExpireTime": null,
      ...bodyRemoval(current.get("secretBody")),
    });
    return true;
  });
}

/**
 * One run of the mail dispatcher: gives up mail abandoned mid-send (`UNKNOWN_OUTCOME`), then sends
 * up to `limit` due PENDING and RETRY mail, oldest first, `concurrency` at a time. It stops early
 * when the SMTP server cannot be reached (the rest would fail the same way and keep their
 * attempts), and does not start a send after `budgetMs`. Throws when Firestore fails.
 */
export async function dispatchDueMail(
  data: DataContext,
  mailer: Mailer,
  {
    limit,
    budgetMs = 45_000,
    concurrency = 1,
  }: { limit: number; budgetMs?: number; concurrency?: number },
): Promise<DispatchReport> {
  const report = emptyReport();
  const sources: (string | null)[] = [];
  const started = Date.now();
  for (const snapshot of (await abandonedMail(data, limit)).docs) {
    if (await abandon(data, snapshot)) {
      report.abandoned += 1;
      sources.push(text(snapshot.get("ref")) || null);
      logs.mailAbandoned(snapshot.id);
    }
  }
  const due = (await dueMail(data, limit)).docs;
  let next = 0;
  let unreachable = false;
  const sender = async () => {
    while (!unreachable && next < due.length && Date.now() - started <= budgetMs) {
      const snapshot = due[next]!;
      next += 1;
      const { outcome, source, serverUnreachable } = await deliverOne(data, mailer, snapshot.id);
      report[outcome] += 1;
      sources.push(source);
      if (serverUnreachable) unreachable = true;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, sender));
  await refreshDeliverySummaries(data, sources);
  return report;
}

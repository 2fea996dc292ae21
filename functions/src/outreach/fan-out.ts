import { createHash } from "node:crypto";
import { isValidEmail } from "@hoa/validation";
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
} from "firebase-admin/firestore";
import { mailRef, queueMail, type MailMessage } from "../mail/queue.js";
import type { DataContext } from "../platform/data-context.js";
import { text } from "../platform/stored-values.js";
import { runTransaction } from "../platform/transactions.js";
import { organizationRef } from "../resources/organizations/documents.js";

/** Residents read, and emails queued, per transaction of the sending. */
export const FAN_OUT_CHUNK = 400;

/** One possible recipient: a resident (or a typed address) and their wish about email. */
export interface Recipient {
  /** The position a fan-out resumes after (a resident's document id). */
  id: string;
  email: string;
  /** Opted out of non-urgent email. */
  emailOptOut: boolean;
}

/** Where a fan-out's recipients come from, in a stable order. */
export type RecipientSource =
  { kind: "query"; query: Query } | { kind: "list"; recipients: readonly Recipient[] };

/** What a record (an announcement, a communication) sends, read from its stored snapshot. */
export interface FanOutPlan {
  source: RecipientSource;
  message: MailMessage;
  /** Non-urgent: residents who opted out of non-urgent email are skipped. */
  skipOptedOut: boolean;
}

/**
 * The record whose emails a fan-out queues. It stores its progress in `fanOut`: `state`
 * ("sending" | "sent"), `after` (the last recipient handled), `recipients` (emails queued) and
 * `optedOut` (addresses skipped for their opt-out).
 */
export interface FanOutTarget {
  orgId: string;
  ref: DocumentReference;
  /** `mail.ref`: what the emails are counted under. */
  mailRef: string;
  /** `mail.kind`. */
  kind: string;
  /** The stem of the mails' ids: `{stem}-{hash of the address}`. */
  mailIdStem: string;
  /** What to send, or `null` when the record is no longer to be sent (deleted, not published). */
  plan(snapshot: DocumentSnapshot): FanOutPlan | null;
}

/**
 * The target of an organization's item that goes out by email (an announcement, a communication):
 * `kind` names its emails (`mail.kind`, and their ids `{kind}-{id}-...`), `mailRef` is what they
 * are counted under, and `plan` also gets the organization's name, which every email carries.
 */
export async function organizationItemTarget(
  data: DataContext,
  item: { orgId: string; id: string; kind: string; ref: DocumentReference; mailRef: string },
  plan: (snapshot: DocumentSnapshot, organizationName: string) => FanOutPlan | null,
): Promise<FanOutTarget> {
  const { orgId, id, kind, ref, mailRef } = item;
  const organization = await data.call(organizationRef(data.db, orgId).get());
  const organizationName = text(organization.get("name"));
  return {
    orgId,
    ref,
    mailRef,
    kind,
    mailIdStem: `${kind}-${id}`,
    plan: (snapshot) => plan(snapshot, organizationName),
  };
}

/** The id of a record's email to one address: the same on every run. */
export const outreachMailId = (stem: string, email: string) =>
  `${stem}-${createHash("sha256").update(email).digest("hex").slice(0, 32)}`;

async function chunkOf(
  data: DataContext,
  source: RecipientSource,
  after: string | null,
): Promise<Recipient[]> {
  if (source.kind === "list") {
    const start = after === null ? 0 : source.recipients.findIndex((r) => r.id === after) + 1;
    return source.recipients.slice(start, start + FAN_OUT_CHUNK);
  }
  let query = source.query.limit(FAN_OUT_CHUNK);
  if (after !== null) query = query.startAfter(after);
  const snapshot = await data.call(query.select("email", "emailOptOut").get());
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    email: text(doc.get("email")),
    emailOptOut: doc.get("emailOptOut") === true,
  }));
}

/**
 * Queues a record's emails, `FAN_OUT_CHUNK` recipients per transaction, until every recipient has
 * been read or `deadline` passes. Each transaction queues the chunk's emails that are not queued
 * yet (their ids are derived from the address) and moves the stored position (`fanOut.after`)
 * past the chunk, so a run that stops anywhere is continued by the next without a duplicate, and
 * two runs at once queue each email once. A non-urgent record skips the residents who opted out
 * of non-urgent email (an address shared with one who did not is still emailed).
 */
export async function fanOut(
  data: DataContext,
  target: FanOutTarget,
  deadline: number,
  { maxChunks = Number.POSITIVE_INFINITY }: { maxChunks?: number } = {},
): Promise<{ done: boolean; queued: number }> {
  let chunks = 0;
  let queued = 0;
  for (;;) {
    const snapshot = await data.call(target.ref.get());
    const plan = snapshot.exists ? target.plan(snapshot) : null;
    if (!plan) return { done: true, queued };
    if (snapshot.get("fanOut.state") === "sent") return { done: true, queued };
    if (Date.now() >= deadline || chunks >= maxChunks) return { done: false, queued };
    chunks += 1;
    const after = (snapshot.get("fanOut.after") as string | null) ?? null;
    const recipients = await chunkOf(data, plan.source, after);
    const addresses = new Map<string, string>();
    const optedOut = new Set<string>();
    for (const recipient of recipients) {
      const email = recipient.email.trim().toLowerCase();
      if (!email || !isValidEmail(email)) continue;
      if (plan.skipOptedOut && recipient.emailOptOut) optedOut.add(email);
      else addresses.set(outreachMailId(target.mailIdStem, email), email);
    }
    for (const email of addresses.values()) optedOut.delete(email);
    const last = recipients.at(-1)?.id ?? after;
    const finished = recipients.length < FAN_OUT_CHUNK;
    queued += await runTransaction(data, async (transaction) => {
      const current = await transaction.get(target.ref);
      if (!current.exists || !target.plan(current)) return 0;
      // Another run moved on since this one read: it has queued this chunk.
      if (((current.get("fanOut.after") as string | null) ?? null) !== after) return 0;
      if (current.get("fanOut.state") === "sent") return 0;
      const ids = [...addresses.keys()];
      const existing =
        ids.length === 0
          ? []
          : await transaction.getAll(...ids.map((mailId) => mailRef(data.db, mailId)));
      let created = 0;
      ids.forEach((mailId, index) => {
        if (existing[index]?.exists) return;
        queueMail(data, transaction, {
          id: mailId,
          ref: target.mailRef,
          to: addresses.get(mailId)!,
          message: plan.message,
          orgId: target.orgId,
          kind: target.kind,
        });
        created += 1;
      });
      transaction.update(target.ref, {
        "fanOut.after": last,
        "fanOut.state": finished ? "sent" : "sending",
        "fanOut.recipients": FieldValue.increment(created),
        "fanOut.optedOut": FieldValue.increment(optedOut.size),
      });
      return created;
    });
  }
}

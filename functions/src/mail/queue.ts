import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import type { DataContext } from "../platform/data-context.js";

/** One email's content: a subject, a plain-text body and the same body as simple HTML. */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

/** An email to send, before it is queued. */
export interface OutgoingMail {
  to: string;
  message: MailMessage;
  /** The organization it is sent for, or `null` for mail that belongs to none. */
  orgId: string | null;
  /** what it is, for the history: "invitation", ... */
  kind: string;
  /**
   * The body carries a secret (an invitation's link): it is kept only until the mail is sent or
   * given up, then replaced by `REMOVED_BODY`, so the secret is not stored once it is delivered.
   */
  secretBody?: boolean;
  /**
   * The mail's id, when it must be queued once whatever happens (an announcement's email to one
   * address: a rerun finds it there and queues nothing). Otherwise a new id.
   */
  id?: string;
  /** What it was sent for (`orgs/{orgId}/announcements/{id}`), to count its deliveries. */
  ref?: string;
}

/** What a secret body becomes once its mail is sent or given up. */
export const REMOVED_BODY =
  "(The body of this email held a private link; it was removed once the email was sent or given up.)";

/** The fields that remove a secret body from a mail document (none for an ordinary one). */
export function bodyRemoval(secretBody: unknown): Record<string, string> {
  return secretBody === true ? { "message.text": REMOVED_BODY, "message.html": REMOVED_BODY } : {};
}

/**
 * The delivery states of the Trigger Email extension. PENDING: queued, not tried yet. PROCESSING:
 * claimed by one sender, being sent. SUCCESS: the SMTP server accepted it. RETRY: a temporary
 * failure, tried again at `delivery.nextAttemptAt`. ERROR: given up (permanent failure, too many
 * attempts, or an outcome that cannot be known).
 */
export const MAIL_STATES = ["PENDING", "PROCESSING", "SUCCESS", "ERROR", "RETRY"] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** The states a sender may claim a mail document in. */
export const SENDABLE_STATES: readonly MailState[] = ["PENDING", "RETRY"];

/** `mail/{id}`: the outgoing mail, in the Trigger Email extension's format. */
export const MAIL_COLLECTION = "mail";

export const mailCollection = (db: Firestore) => db.collection(MAIL_COLLECTION);

export const mailRef = (db: Firestore, id: string): DocumentReference => mailCollection(db).doc(id);

/**
 * The ids of the mail queued for `ref` (`OutgoingMail.ref`, e.g. an announcement) still waiting
 * for their first try, at most `limit`: what an API that sends mail itself sends at once.
 */
export async function pendingMailIds(
  data: DataContext,
  ref: string,
  limit: number,
): Promise<string[]> {
  const snapshot = await data.call(
    mailCollection(data.db)
      .where("ref", "==", ref)
      .where("delivery.state", "==", "PENDING")
      .limit(limit)
      .select()
      .get(),
  );
  return snapshot.docs.map((doc) => doc.id);
}

/**
 * Adds `mail/{id}` (state PENDING, due now) to the transaction or batch; returns its id.
 *
 * It is written with the change that causes it, so the mail exists exactly when the change does.
 * Sending is the dispatcher's (`kit.deliver` right after the commit, `dispatchDueMail` on a
 * schedule), never the transaction's: a retried transaction must not send twice.
 */
export function queueMail(
  data: DataContext,
  writer: Transaction | WriteBatch,
  mail: OutgoingMail,
): string {
  const ref = mail.id === undefined ? mailCollection(data.db).doc() : mailRef(data.db, mail.id);
  const now = Timestamp.fromDate(data.clock.now());
  // Transaction and WriteBatch both have `create(ref, data)`; their overloads do not unify.
  (writer as WriteBatch).create(ref, {
    to: mail.to,
    message: {
      subject: mail.message.subject,
      text: mail.message.text,
      html: mail.message.html,
    },
    orgId: mail.orgId,
    kind: mail.kind,
    ref: mail.ref ?? null,
    secretBody: mail.secretBody === true,
    createdAt: now,
    delivery:
      data.mailAsHistory === true
        ? {
            state: "SUCCESS" satisfies MailState,
            attempts: 1,
            nextAttemptAt: null,
            startTime: now,
            endTime: now,
            leaseExpireTime: null,
            error: null,
            info: null,
          }
        : {
            state: "PENDING" satisfies MailState,
            attempts: 0,
            nextAttemptAt: now,
            startTime: null,
            endTime: null,
            leaseExpireTime: null,
            error: null,
            info: null,
          },
  });
  return ref.id;
}

import type { DocumentData, Transaction } from "firebase-admin/firestore";
import { logs } from "../logs.js";
import { dueTimeOverride, type FieldOverride } from "../platform/lists.js";
import type { DataContext } from "../platform/data-context.js";
import { runTransaction } from "../platform/transactions.js";
import { MAIL_STATES, mailCollection, mailRef, type MailState } from "./queue.js";

/**
 * What a mail was sent for (its `ref`, a document path) keeps a summary of its emails' delivery,
 * so that a list of those documents reads its page and nothing more per item:
 * - a communication (`orgs/{orgId}/communications/{id}`) keeps `deliverySummary`, its emails
 *   counted by state;
 * - an invitation (`orgs/{orgId}/invitations/{id}`) keeps `mailState`, the state of its latest
 *   email (its `mailId`).
 *
 * The dispatcher refreshes the summaries of the documents whose mail it moved, once per call
 * (`deliverMail`, `dispatchDueMail`), after its sends. Each refresh reads the counts (or the
 * mail) and the document in one snapshot and writes only if the document is unchanged since, so
 * a refresh that read older counts and commits late runs again on what is stored now. A
 * document's own page (`GET .../communications/{id}`) counts live with `countDeliveries`.
 */

/** A document's emails by state: delivered (SUCCESS), failed (ERROR), not yet either. */
export interface DeliveryCounts {
  delivered: number;
  failed: number;
  pending: number;
}

/** The field of a communication that holds its `DeliveryCounts`. */
export const DELIVERY_SUMMARY_FIELD = "deliverySummary";

/** The field of an invitation that holds its latest email's state. */
export const MAIL_STATE_FIELD = "mailState";

const COMMUNICATION_PATH = /^orgs\/[^/]+\/communications\/[^/]+$/u;
const INVITATION_PATH = /^orgs\/[^/]+\/invitations\/[^/]+$/u;

const PENDING_STATES: readonly MailState[] = ["PENDING", "RETRY", "PROCESSING"];

type CountReader = Pick<Transaction, "get"> | null;

/** The emails filed under `ref` counted by state: in `transaction`'s snapshot, or now. */
export async function countDeliveries(
  data: DataContext,
  ref: string,
  transaction: CountReader = null,
): Promise<DeliveryCounts> {
  const mail = mailCollection(data.db).where("ref", "==", ref);
  const countIn = async (states: readonly MailState[]) => {
    const query = mail.where("delivery.state", "in", states).count();
    const snapshot = transaction ? await transaction.get(query) : await data.call(query.get());
    return snapshot.data().count;
  };
  const [delivered, failed, pending] = await Promise.all([
    countIn(["SUCCESS"]),
    countIn(["ERROR"]),
    countIn(PENDING_STATES),
  ]);
  return { delivered, failed, pending };
}

/** The stored counts of a communication, or `null` before its first refresh. */
export function storedDeliveryCounts(stored: DocumentData): DeliveryCounts | null {
  const summary: unknown = stored[DELIVERY_SUMMARY_FIELD];
  if (typeof summary !== "object" || summary === null) return null;
  const count = (value: unknown) =>
    typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : 0;
  const { delivered, failed, pending } = summary as Record<string, unknown>;
  return { delivered: count(delivered), failed: count(failed), pending: count(pending) };
}

/** The stored state of an invitation's latest email, or `null` when none is known. */
export function storedMailState(stored: DocumentData): MailState | null {
  const state: unknown = stored[MAIL_STATE_FIELD];
  return MAIL_STATES.includes(state as MailState) ? (state as MailState) : null;
}

const sameCounts = (a: DeliveryCounts | null, b: DeliveryCounts) =>
  a !== null && a.delivered === b.delivered && a.failed === b.failed && a.pending === b.pending;

/**
 * How old a communication's summary may be before the mail trigger refreshes it again: one run
 * per email would otherwise be one transaction per email on the same document (thousands at once
 * for a big send). The scheduled mail run brings every summary with emails pending up to date.
 */
export const SUMMARY_REFRESH_MS = 2_000;

/** When a communication's summary was last written (real time: a rate, not a business date). */
export const DELIVERY_SUMMARY_AT_FIELD = "deliverySummaryAt";

async function refreshCommunication(
  data: DataContext,
  path: string,
  throttled: boolean,
): Promise<void> {
  if (throttled) {
    const refreshedAt: unknown = (await data.call(data.db.doc(path).get())).get(
      DELIVERY_SUMMARY_AT_FIELD,
    );
    if (typeof refreshedAt === "number" && Date.now() - refreshedAt < SUMMARY_REFRESH_MS) return;
  }
  await runTransaction(data, async (transaction) => {
    const ref = data.db.doc(path);
    const [snapshot, counts] = await Promise.all([
      transaction.get(ref),
      countDeliveries(data, path, transaction),
    ]);
    if (!snapshot.exists || sameCounts(storedDeliveryCounts(snapshot.data() ?? {}), counts)) {
      return;
    }
    transaction.update(ref, {
      [DELIVERY_SUMMARY_FIELD]: counts,
      [DELIVERY_SUMMARY_AT_FIELD]: Date.now(),
    });
  });
}

async function refreshInvitation(data: DataContext, path: string): Promise<void> {
  await runTransaction(data, async (transaction) => {
    const ref = data.db.doc(path);
    const snapshot = await transaction.get(ref);
    const mailId: unknown = snapshot.get("mailId");
    if (!snapshot.exists || typeof mailId !== "string" || mailId === "") return;
    const mail = await transaction.get(mailRef(data.db, mailId));
    const state: unknown = mail.get("delivery.state");
    if (!MAIL_STATES.includes(state as MailState)) return;
    if (snapshot.get(MAIL_STATE_FIELD) === state) return;
    transaction.update(ref, { [MAIL_STATE_FIELD]: state });
  });
}

/**
 * Refreshes the summaries of the documents the given mail was sent for (each once). Never throws:
 * a summary it cannot refresh now is logged, and the next mail of that document refreshes it.
 */
export async function refreshDeliverySummaries(
  data: DataContext,
  refs: Iterable<string | null>,
  { throttled = false }: { throttled?: boolean } = {},
): Promise<void> {
  const paths = new Set([...refs].filter((ref): ref is string => typeof ref === "string"));
  await Promise.all(
    [...paths].map(async (path) => {
      try {
        if (COMMUNICATION_PATH.test(path)) await refreshCommunication(data, path, throttled);
        else if (INVITATION_PATH.test(path)) await refreshInvitation(data, path);
      } catch (error) {
        logs.deliverySummaryDeferred(path, error);
      }
    }),
  );
}

/** Communications whose summaries the scheduled mail run looks at, per run at most. */
export const PENDING_SUMMARIES_PER_RUN = 100;

/** The scheduled run's query: communications of every organization with emails pending. */
export const pendingSummaryOverrides: FieldOverride[] = [
  dueTimeOverride("communications", `${DELIVERY_SUMMARY_FIELD}.pending`),
];

/**
 * Brings up to date the summaries that still count emails pending (the mail trigger skips a
 * refresh within `SUMMARY_REFRESH_MS` of the last, so the last emails of a send may not be
 * counted yet). Returns how many it looked at.
 */
export async function refreshPendingSummaries(data: DataContext): Promise<number> {
  const pending = await data.call(
    data.db
      .collectionGroup("communications")
      .where(`${DELIVERY_SUMMARY_FIELD}.pending`, ">", 0)
      .orderBy(`${DELIVERY_SUMMARY_FIELD}.pending`)
      .limit(PENDING_SUMMARIES_PER_RUN)
      .select()
      .get(),
  );
  await refreshDeliverySummaries(
    data,
    pending.docs.map((doc) => doc.ref.path),
  );
  return pending.size;
}

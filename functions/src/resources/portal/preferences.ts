import type { DocumentSnapshot, Firestore, Transaction } from "firebase-admin/firestore";
import { ACCOUNT_UID_FIELD } from "../residents/accounts.js";
import { residentRef, residentsCollection } from "../residents/documents.js";

/** Values one `in` filter may hold. */
const IN_FILTER_MAX = 30;

/**
 * The replies to an event whose person has opted out of event reminders, read in the reminder's
 * transaction (before its writes): a reply an administrator recorded for a resident
 * (`residentId`) follows that resident's `reminderOptOut`; a reply of an account (`uid`) follows
 * the residents linked to that account (any of them opted out: no reminder). Returns the ids of
 * the replies to skip.
 */
export async function repliesOptedOutOfReminders(
  transaction: Transaction,
  db: Firestore,
  orgId: string,
  replies: readonly DocumentSnapshot[],
): Promise<Set<string>> {
  const residentIds = new Set<string>();
  const uids = new Set<string>();
  for (const reply of replies) {
    const residentId: unknown = reply.get("residentId");
    const uid: unknown = reply.get("uid");
    if (typeof residentId === "string" && residentId !== "") residentIds.add(residentId);
    if (typeof uid === "string" && uid !== "") uids.add(uid);
  }
  const chunks = <T>(values: T[]): T[][] =>
    Array.from({ length: Math.ceil(values.length / IN_FILTER_MAX) }, (_, index) =>
      values.slice(index * IN_FILTER_MAX, (index + 1) * IN_FILTER_MAX),
    );
  const [byId, byAccount] = await Promise.all([
    residentIds.size === 0
      ? Promise.resolve([])
      : transaction.getAll(...[...residentIds].map((id) => residentRef(db, orgId, id))),
    Promise.all(
      chunks([...uids]).map((some) =>
        transaction.get(residentsCollection(db, orgId).where(ACCOUNT_UID_FIELD, "in", some)),
      ),
    ),
  ]);
  const optedOut = (resident: DocumentSnapshot) =>
    resident.exists && resident.get("reminderOptOut") === true;
  const residentsOut = new Set(byId.filter(optedOut).map((resident) => resident.id));
  const accountsOut = new Set(
    byAccount
      .flatMap((query) => query.docs)
      .filter(optedOut)
      .map((resident) => String(resident.get(ACCOUNT_UID_FIELD))),
  );
  return new Set(
    replies
      .filter(
        (reply) =>
          residentsOut.has(String(reply.get("residentId"))) ||
          accountsOut.has(String(reply.get("uid"))),
      )
      .map((reply) => reply.id),
  );
}

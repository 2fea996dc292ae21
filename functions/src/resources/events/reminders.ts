import { Timestamp } from "firebase-admin/firestore";
import { dueTimeOverride, type FieldOverride } from "../../platform/lists.js";
import { queueMail } from "../../mail/queue.js";
import type { DataContext } from "../../platform/data-context.js";
import { text } from "../../platform/stored-values.js";
import { eventLink, eventReminderEmail } from "./email.js";
import { rsvpsCollection } from "./rsvps.js";
import { eventRef, toEvent } from "./documents.js";
import { organizationZone } from "./store.js";
import { runTransaction } from "../../platform/transactions.js";
import { repliesOptedOutOfReminders } from "../portal/preferences.js";

/** Reminders sent per run at most; the rest are still due at the next run. */
export const REMINDERS_PER_RUN = 50;

/** The reminder job's query: every organization's events by `reminderAt`. */
export const reminderDueOverrides: FieldOverride[] = [dueTimeOverride("events", "reminderAt")];

/**
 * The reminder job: each event whose reminder is due (`reminderAt`, a day before it starts) gets
 * one email per reply going with an address (but none to a resident who opted out of reminders),
 * queued in one transaction that clears `reminderAt`,
 * so overlapping runs send it once. An event already started when its reminder is found (the
 * scheduler was down) gets none. Returns how many emails were queued. With nothing due it reads
 * only its one query.
 */
export async function sendEventReminders(data: DataContext, consoleUrl: string): Promise<number> {
  const due = await data.call(
    data.db
      .collectionGroup("events")
      .where("reminderAt", "<=", Timestamp.fromDate(data.clock.now()))
      .orderBy("reminderAt")
      .limit(REMINDERS_PER_RUN)
      .get(),
  );
  let queued = 0;
  for (const doc of due.docs) {
    const orgId = doc.ref.parent.parent?.id;
    if (orgId) queued += await remind(data, orgId, doc.id, consoleUrl);
  }
  return queued;
}

function remind(
  data: DataContext,
  orgId: string,
  eventId: string,
  consoleUrl: string,
): Promise<number> {
  const { db } = data;
  const ref = eventRef(db, orgId, eventId);
  return runTransaction(data, async (transaction) => {
    const snapshot = await transaction.get(ref);
    const reminderAt: unknown = snapshot.get("reminderAt");
    const now = Timestamp.fromDate(data.clock.now());
    if (!(reminderAt instanceof Timestamp) || reminderAt > now) return 0;
    const event = toEvent(snapshot);
    const started = new Date(event.startsAt).getTime() <= now.toMillis();
    if (event.status !== "scheduled" || snapshot.get("reminderSentAt") != null || started) {
      // Nothing to send (any more): out of the query.
      transaction.update(ref, { reminderAt: null });
      return 0;
    }
    const { name } = await organizationZone(data, orgId, transaction);
    const going = await transaction.get(
      rsvpsCollection(db, orgId, eventId).where("status", "==", "going"),
    );
    const optedOut = await repliesOptedOutOfReminders(transaction, db, orgId, going.docs);
    transaction.update(ref, { reminderSentAt: now, reminderAt: null });
    const sentTo = new Set<string>();
    for (const reply of going.docs) {
      if (optedOut.has(reply.id)) continue;
      const to = text(reply.get("email")).trim();
      if (to === "" || sentTo.has(to.toLowerCase())) continue;
      sentTo.add(to.toLowerCase());
      const message = eventReminderEmail({
        organizationName: name,
        event,
        name: text(reply.get("name")),
        guests: typeof reply.get("guests") === "number" ? (reply.get("guests") as number) : 0,
        link: eventLink(consoleUrl, eventId),
      });
      queueMail(data, transaction, { to, message, orgId, kind: "eventReminder" });
    }
    return sentTo.size;
  });
}

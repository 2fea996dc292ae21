import { Timestamp } from "firebase-admin/firestore";
import { queueMail } from "../../mail/queue.js";
import type { DataContext } from "../../platform/data-context.js";
import { text } from "../../platform/stored-values.js";
import { eventLink, eventReminderEmail } from "./email.js";
import { rsvpsCollection } from "./rsvps.js";
import { eventRef, eventsCollection, organizationZone, toEvent } from "./store.js";
import { runTransaction } from "../../platform/transactions.js";

/** How long before an event its reminder goes to those going. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;
/** Events reminded per organization and run at most; the rest wait for the next run. */
export const REMINDERS_PER_RUN = 20;

/**
 * The dispatcher's job: each scheduled event starting within the next 24 hours whose reminder
 * has not gone yet gets one email per reply going with an address, queued in one transaction
 * with `reminderSentAt` on the event, so overlapping runs send it once. Returns how many emails
 * were queued. (A change of date or time clears `reminderSentAt`.)
 */
export async function sendEventReminders(data: DataContext, consoleUrl: string): Promise<number> {
  const { db } = data;
  const now = data.clock.now();
  const organizations = await data.call(db.collection("orgs").get());
  let queued = 0;
  for (const organization of organizations.docs) {
    const due = await data.call(
      eventsCollection(db, organization.id)
        .where("status", "==", "scheduled")
        .where("startsAt", ">", Timestamp.fromDate(now))
        .where("startsAt", "<=", Timestamp.fromMillis(now.getTime() + REMINDER_LEAD_MS))
        .orderBy("startsAt")
        .limit(REMINDERS_PER_RUN * 5)
        .get(),
    );
    const pending = due.docs.filter((doc) => doc.get("reminderSentAt") == null);
    for (const doc of pending.slice(0, REMINDERS_PER_RUN)) {
      queued += await remind(data, organization.id, doc.id, consoleUrl);
    }
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
    if (!snapshot.exists || snapshot.get("reminderSentAt") != null) return 0;
    const event = toEvent(snapshot);
    if (event.status !== "scheduled") return 0;
    const { name } = await organizationZone(data, orgId, transaction);
    const going = await transaction.get(
      rsvpsCollection(db, orgId, eventId).where("status", "==", "going"),
    );
    const now = Timestamp.fromDate(data.clock.now());
    transaction.update(ref, { reminderSentAt: now });
    const sentTo = new Set<string>();
    for (const reply of going.docs) {
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

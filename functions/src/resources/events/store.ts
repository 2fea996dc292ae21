import {
  addDays,
  AUDITED_FIELDS,
  EVENT_LIST_ORDER,
  type EventDraftOutput,
  eventKeywords,
  type EventStatus,
  instantIn,
  localDateIn,
  localDateTimeIn,
  messages,
  type TimeZone,
  type UpdateEventRequest,
} from "@hoa/validation";
import { Timestamp, type DocumentData } from "firebase-admin/firestore";
import { nameOf, type Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { queueMail } from "../../mail/queue.js";
import type { DataContext } from "../../platform/data-context.js";
import {
  listPage,
  type ListDefinition,
  type ListQuery,
  type ListRange,
  searchKeywordFields,
} from "../../platform/lists.js";
import {
  auditItem,
  auditCreated,
  changeItem,
  deleteItem,
  itemIn,
  readItem,
  type ItemCollection,
  type ItemChange,
} from "../../platform/items.js";
import { runOnce, type Once } from "../../platform/once.js";
import { text } from "../../platform/stored-values.js";
import { changedFields } from "../../platform/audit-trail.js";
import { organizationZone } from "../organizations/documents.js";
import { eventCancelledEmail } from "./email.js";
import {
  eventFromData,
  eventNotFound,
  eventRef,
  eventsCollection,
  seatsOf,
  toEvent,
} from "./documents.js";
import { rsvpsCollection, waitingListQuery, promoteWaiting } from "./rsvps.js";
import type { Event } from "./schemas.js";

export const EVENT_AUDITED_FIELDS = AUDITED_FIELDS.events;

/** The list's sort is the start; filters by type and status; `when` is a range on the start. */
export const eventListDefinition: ListDefinition<Event> = {
  sorts: { startsAt: "startsAt" },
  order: EVENT_LIST_ORDER,
  filters: { type: "type", status: "status" },
  searchable: true,
  toItem: toEvent,
};

/** Midnight of today in the organization's zone: where "upcoming" begins. */
export function startOfToday(now: Date, zone: TimeZone): Date {
  return instantIn(localDateIn(now, zone), "00:00", zone);
}

/**
 * A page of events: by default those from today on (in the organization's time zone), soonest
 * first; `when=past` those before today, `when=all` every one.
 */
export async function listEvents(data: DataContext, orgId: string, query: ListQuery) {
  const when = query.when ?? "upcoming";
  let range: ListRange | undefined;
  if (when !== "all") {
    const { zone } = await organizationZone(data, orgId);
    const today = Timestamp.fromDate(startOfToday(data.clock.now(), zone));
    range =
      when === "past"
        ? { name: "past", op: "<", value: today }
        : { name: "upcoming", op: ">=", value: today };
  }
  return listPage(data, eventsCollection(data.db, orgId), eventListDefinition, query, range);
}

/** The events that start in a month of the organization's calendar (its zone), at most 200. */
export async function eventsOfMonth(data: DataContext, orgId: string, month: string) {
  const { zone } = await organizationZone(data, orgId);
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const next =
    monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}`;
  const from = Timestamp.fromDate(instantIn(`${month}-01`, "00:00", zone));
  const to = Timestamp.fromDate(instantIn(`${next}-01`, "00:00", zone));
  const snapshot = await data.call(
    eventsCollection(data.db, orgId)
      .where("startsAt", ">=", from)
      .where("startsAt", "<", to)
      .orderBy("startsAt")
      .limit(200)
      .get(),
  );
  return { month, timeZone: zone, items: snapshot.docs.map((doc) => toEvent(doc)) };
}

export const eventItems: ItemCollection<Event> = {
  ref: eventRef,
  toItem: toEvent,
  notFound: eventNotFound,
  audit: {
    resource: "events",
    fields: EVENT_AUDITED_FIELDS,
    describe: (event) => ({ label: event.title, state: auditState(event) }),
  },
};

export const getEvent = (data: DataContext, orgId: string, id: string) =>
  readItem(data, eventItems, orgId, id);

/** A new event, scheduled, its start read in the organization's time zone; audited. */
export function createEvent(
  data: DataContext,
  orgId: string,
  draft: EventDraftOutput,
  actor: Caller,
  once?: Once,
): Promise<Event> {
  const { db } = data;
  const ref = eventsCollection(db, orgId).doc();
  return runOnce(data, once, {
    idOf: (event) => event.id,
    replay: (transaction, id) => itemIn(transaction, data, eventItems, { orgId, id }),
    create: async (transaction) => {
      const { zone } = await organizationZone(data, orgId, transaction);
      const now = Timestamp.fromDate(data.clock.now());
      const fields = eventFields({ ...draft, maxAttendees: draft.maxAttendees ?? null }, zone);
      const document = {
        ...fields,
        status: "scheduled" satisfies EventStatus,
        cancelledAt: null,
        reminderAt: reminderTimeOf(fields.startsAt, zone),
        goingSeats: 0,
        waitlistSeats: 0,
        notGoingCount: 0,
        replySeq: 0,
        createdBy: { uid: actor.uid, name: nameOf(actor) },
        version: 1,
        createdAt: now,
        updatedAt: now,
      };
      transaction.create(ref, document);
      const event = eventFromData(ref.id, document);
      auditCreated(data, transaction, eventItems, { orgId, actor }, event);
      return event;
    },
  });
}

/**
 * When a scheduled event's reminder is due (`reminderAt`, which the reminder job queries): a day
 * before it starts, at the same time of day in its zone (so 23 or 25 hours before across a change
 * of clocks). Cleared once the reminder is sent, or the event cancelled.
 */
export function reminderTimeOf(startsAt: Timestamp, zone: TimeZone): Timestamp {
  const { date, time } = localDateTimeIn(startsAt.toDate(), zone);
  return Timestamp.fromDate(instantIn(addDays(date, -1), time, zone));
}

interface EventFields {
  title: string;
  type: Event["type"];
  location: string;
  date: string;
  time: string;
  maxAttendees: number | null;
  description: string;
}

/** The stored fields an event's form decides, with its start and keywords. */
function eventFields(fields: EventFields, zone: TimeZone) {
  return {
    title: fields.title,
    type: fields.type,
    location: fields.location,
    date: fields.date,
    time: fields.time,
    timeZone: zone,
    startsAt: Timestamp.fromDate(instantIn(fields.date, fields.time, zone)),
    maxAttendees: fields.maxAttendees,
    description: fields.description,
    ...searchKeywordFields(eventKeywords(fields)),
  };
}

/**
 * Changes an event made to `expectedVersion`. A new date or time is read in the organization's
 * time zone as it is now. More seats (or no limit) give seats to the waiting list, in order; fewer
 * take none away from those going, and newcomers wait until enough free up.
 */
export function updateEvent(
  data: DataContext,
  target: ItemChange,
  changes: UpdateEventRequest,
): Promise<Event> {
  const { orgId, id } = target;
  const { db } = data;
  return changeItem(data, eventItems, target, async (transaction, current, ref) => {
    const dateChanged =
      (changes.date !== undefined && changes.date !== current.date) ||
      (changes.time !== undefined && changes.time !== current.time);
    const zone = dateChanged
      ? (await organizationZone(data, orgId, transaction)).zone
      : current.timeZone;
    const waiting = await transaction.get(waitingListQuery(db, orgId, id));
    const next: EventFields = {
      title: changes.title ?? current.title,
      type: changes.type ?? current.type,
      location: changes.location ?? current.location,
      date: changes.date ?? current.date,
      time: changes.time ?? current.time,
      maxAttendees:
        changes.maxAttendees === undefined ? current.maxAttendees : changes.maxAttendees,
      description: changes.description ?? current.description,
    };
    const fields = eventFields(next, zone);
    const changed = changedFields(
      auditState(current),
      auditState({ ...current, ...next }),
      EVENT_AUDITED_FIELDS,
    );
    if (changed.length === 0) return current;
    const now = Timestamp.fromDate(data.clock.now());
    const seats = promoteWaiting(
      transaction,
      { ...seatsOf(current), capacity: next.maxAttendees },
      waiting.docs,
    );
    const version = current.version + 1;
    const moved = fields.startsAt.toMillis() !== new Date(current.startsAt).getTime();
    transaction.update(ref, {
      ...fields,
      // A new start deserves its own reminder.
      ...(moved ? { reminderSentAt: null, reminderAt: reminderTimeOf(fields.startsAt, zone) } : {}),
      goingSeats: seats.going,
      waitlistSeats: seats.waitlisted,
      version,
      updatedAt: now,
    });
    auditItem(data, transaction, eventItems, {
      ...target,
      action: "update",
      label: next.title,
      changes: changed,
    });
    return eventFromData(id, {
      ...storedOf(current),
      ...fields,
      goingSeats: seats.going,
      waitlistSeats: seats.waitlisted,
      version,
      updatedAt: now,
    });
  });
}

/**
 * Cancels a scheduled event made to `expectedVersion` and queues, in the same transaction, an
 * email to everyone going or waiting who has an address. Returns the event and the mail to
 * deliver after the commit.
 */
export function cancelEvent(
  data: DataContext,
  target: ItemChange,
): Promise<{ event: Event; mailIds: string[] }> {
  const { orgId, id } = target;
  const { db } = data;
  return changeItem(data, eventItems, target, async (transaction, current, ref) => {
    if (current.status === "cancelled") {
      throw new ApiError(409, messages.eventAlreadyCancelled);
    }
    const organization = await organizationZone(data, orgId, transaction);
    const replies = await transaction.get(
      rsvpsCollection(db, orgId, id).where("status", "in", ["going", "waitlisted"]),
    );
    const now = Timestamp.fromDate(data.clock.now());
    const version = current.version + 1;
    transaction.update(ref, {
      status: "cancelled",
      cancelledAt: now,
      reminderAt: null,
      version,
      updatedAt: now,
    });
    auditItem(data, transaction, eventItems, {
      ...target,
      action: "update",
      label: current.title,
      changes: [{ field: "status", before: current.status, after: "cancelled" }],
    });
    const mailIds: string[] = [];
    const sentTo = new Set<string>();
    for (const reply of replies.docs) {
      const to = text(reply.get("email")).trim();
      if (to === "" || sentTo.has(to.toLowerCase())) continue;
      sentTo.add(to.toLowerCase());
      const message = eventCancelledEmail({
        organizationName: organization.name,
        event: current,
        name: text(reply.get("name")),
        waitlisted: reply.get("status") === "waitlisted",
      });
      mailIds.push(queueMail(data, transaction, { to, message, orgId, kind: "eventCancelled" }));
    }
    const event = eventFromData(id, {
      ...storedOf(current),
      status: "cancelled",
      cancelledAt: now,
      version,
      updatedAt: now,
    });
    return { event, mailIds };
  });
}

/** Deletes an event made to `expectedVersion` with all its replies, audited. */
export function deleteEvent(data: DataContext, target: ItemChange): Promise<{ id: string }> {
  const { orgId, id } = target;
  return deleteItem(data, eventItems, target, async (transaction) => {
    const replies = await transaction.get(rsvpsCollection(data.db, orgId, id));
    for (const reply of replies.docs) transaction.delete(reply.ref);
  });
}

/** The fields of an event as its audit entries speak of them. */
const auditState = (
  event: Pick<
    Event,
    "title" | "type" | "location" | "date" | "time" | "maxAttendees" | "description" | "status"
  >,
) => ({
  title: event.title,
  type: event.type,
  location: event.location,
  date: event.date,
  time: event.time,
  maxAttendees: event.maxAttendees,
  description: event.description,
  status: event.status,
});

/** An answered event back in its stored form (to answer a change without reading it again). */
function storedOf(event: Event): DocumentData {
  return {
    ...event,
    startsAt: Timestamp.fromDate(new Date(event.startsAt)),
    cancelledAt: event.cancelledAt ? Timestamp.fromDate(new Date(event.cancelledAt)) : null,
    goingSeats: event.going,
    waitlistSeats: event.waitlisted,
    notGoingCount: event.notGoing,
    createdAt: Timestamp.fromDate(new Date(event.createdAt)),
    updatedAt: Timestamp.fromDate(new Date(event.updatedAt)),
  };
}

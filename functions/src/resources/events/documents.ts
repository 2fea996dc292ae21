import { EVENT_STATUSES, EVENT_TYPES, messages, timeZoneOf } from "@hoa/validation";
import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from "firebase-admin/firestore";
import { ApiError } from "../../http/errors.js";
import { fromSnapshot, oneOf, text, versionAndTimes } from "../../platform/stored-values.js";
import type { Event } from "./schemas.js";
import type { Seats } from "./seating.js";

/** `orgs/{orgId}/events/{id}`: the organization's events, with their seat counts. */
export const eventsCollection = (db: Firestore, orgId: string): CollectionReference =>
  db.collection(`orgs/${orgId}/events`);

export const eventRef = (db: Firestore, orgId: string, id: string): DocumentReference =>
  eventsCollection(db, orgId).doc(id);

export const eventNotFound = () => new ApiError(404, messages.eventNotFound);

/** The seats an event's document counts. */
export function seatsOf(event: Event): Seats {
  return {
    capacity: event.maxAttendees,
    going: event.going,
    waitlisted: event.waitlisted,
    notGoing: event.notGoing,
  };
}

export function toEvent(snapshot: DocumentSnapshot): Event {
  return fromSnapshot(snapshot, eventFromData);
}

const count = (value: unknown): number => (typeof value === "number" ? value : 0);
const isoOrNull = (value: unknown): string | null =>
  value instanceof Timestamp ? value.toDate().toISOString() : null;

export function eventFromData(
  id: string,
  stored: DocumentData,
  createTime?: Timestamp,
  updateTime?: Timestamp,
): Event {
  const maxAttendees: unknown = stored.maxAttendees;
  const capacity = typeof maxAttendees === "number" ? maxAttendees : null;
  const going = count(stored.goingSeats);
  return {
    id,
    title: text(stored.title),
    type: oneOf(stored.type, EVENT_TYPES, EVENT_TYPES[0]),
    location: text(stored.location),
    date: text(stored.date),
    time: text(stored.time),
    timeZone: timeZoneOf(stored.timeZone),
    startsAt: isoOrNull(stored.startsAt) ?? new Date(0).toISOString(),
    maxAttendees: capacity,
    description: text(stored.description),
    status: oneOf(stored.status, EVENT_STATUSES, "scheduled"),
    cancelledAt: isoOrNull(stored.cancelledAt),
    going,
    waitlisted: count(stored.waitlistSeats),
    notGoing: count(stored.notGoingCount),
    seatsLeft: capacity === null ? null : Math.max(0, capacity - going),
    ...versionAndTimes(stored, createTime, updateTime),
  };
}

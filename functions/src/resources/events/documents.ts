import { EVENT_STATUSES, EVENT_TYPES, messages, timeZoneOf } from "@hoa/validation";
import type { Timestamp, DocumentData, DocumentSnapshot } from "firebase-admin/firestore";
import { orgCollection } from "../../platform/org-collections.js";
import { ApiError } from "../../http/errors.js";
import {
  fromSnapshot,
  oneOf,
  text,
  versionAndTimes,
  isoOrNull,
  storedCount,
} from "../../platform/stored-values.js";
import type { Event } from "./schemas.js";
import type { Seats } from "./seating.js";

/** `orgs/{orgId}/events/{id}`: the organization's events, with their seat counts. */
export const { collection: eventsCollection, ref: eventRef } = orgCollection("events");

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

export function eventFromData(
  id: string,
  stored: DocumentData,
  createTime?: Timestamp,
  updateTime?: Timestamp,
): Event {
  const maxAttendees: unknown = stored.maxAttendees;
  const capacity = typeof maxAttendees === "number" ? maxAttendees : null;
  const going = storedCount(stored.goingSeats);
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
    waitlisted: storedCount(stored.waitlistSeats),
    notGoing: storedCount(stored.notGoingCount),
    seatsLeft: capacity === null ? null : Math.max(0, capacity - going),
    ...versionAndTimes(stored, createTime, updateTime),
  };
}

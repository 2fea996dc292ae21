import { EVENT_STATUSES, EVENT_TYPES, RSVP_RESPONSES, RSVP_STATUSES } from "@hoa/validation";
import * as v from "valibot";
import { timeSchema, timeZoneSchema, itemSchema, namedObject } from "../../http/openapi.js";

export const eventSchema = itemSchema("Event", {
  title: v.string(),
  type: v.picklist(EVENT_TYPES),
  location: v.string(),
  /** The local date (YYYY-MM-DD) and start time (HH:MM) in `timeZone`, as entered. */
  date: v.string(),
  time: v.string(),
  /** The organization's time zone when the date and time were saved. */
  timeZone: timeZoneSchema,
  /** ISO 8601: the instant the event starts. */
  startsAt: timeSchema,
  /** Seats (people and their guests); null: no limit. */
  maxAttendees: v.nullable(v.number()),
  description: v.string(),
  status: v.picklist(EVENT_STATUSES),
  /** ISO 8601, once cancelled. */
  cancelledAt: v.nullable(timeSchema),
  /** Seats taken by those going, their guests included. */
  going: v.number(),
  /** Seats asked for by those on the waiting list, their guests included. */
  waitlisted: v.number(),
  /** How many replied that they are not going. */
  notGoing: v.number(),
  /** Seats left, or null without a limit. */
  seatsLeft: v.nullable(v.number()),
});
export type Event = v.InferOutput<typeof eventSchema>;

export const RSVP_KINDS = ["resident", "member"] as const;
export type RsvpKind = (typeof RSVP_KINDS)[number];

export const rsvpSchema = namedObject("Rsvp", {
  id: v.string(),
  /** A resident's reply (recorded by an administrator) or a member's own. */
  kind: v.picklist(RSVP_KINDS),
  residentId: v.nullable(v.string()),
  uid: v.nullable(v.string()),
  name: v.string(),
  response: v.picklist(RSVP_RESPONSES),
  guests: v.number(),
  /** The person and their guests. */
  seats: v.number(),
  status: v.picklist(RSVP_STATUSES),
  /** 1 for the first on the waiting list, 2 for the next...; null unless waitlisted. */
  waitlistPosition: v.nullable(v.number()),
  /** ISO 8601: the last reply. */
  respondedAt: timeSchema,
});
export type Rsvp = v.InferOutput<typeof rsvpSchema>;

/** The caller's own reply to an event, or null before they replied. */
export const ownRsvpSchema = namedObject("OwnRsvp", { rsvp: v.nullable(rsvpSchema) });

/** A reply as it was saved, with the event's counts after it. */
export const rsvpResultSchema = namedObject("RsvpResult", { rsvp: rsvpSchema, event: eventSchema });
export type RsvpResult = v.InferOutput<typeof rsvpResultSchema>;

/** A month of the calendar: the events that start in it, in order (at most 200). */
export const eventMonthSchema = namedObject("EventMonth", {
  month: v.string(),
  timeZone: timeZoneSchema,
  items: v.array(eventSchema),
});

/** The organization's private calendar feed: whether one exists, and when it was made. */
export const calendarFeedSchema = namedObject("CalendarFeed", {
  active: v.boolean(),
  /** ISO 8601. */
  createdAt: v.nullable(timeSchema),
  /** The feed's address: only in the answer that made it (only its hash is kept). */
  url: v.nullable(v.string()),
});
export type CalendarFeed = v.InferOutput<typeof calendarFeedSchema>;

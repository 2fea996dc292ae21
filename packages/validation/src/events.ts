import * as v from "valibot";
import { isLocalDate } from "./billing.js";
import { listOrder, listQuerySchema } from "./lists.js";
import { messages } from "./messages.js";
import { maxCharacters, optionalText, requiredText, text } from "./schema.js";
import { searchKeywords } from "./search.js";

/** The event types (spec §3), in the order the console offers them. */
export const EVENT_TYPES = [
  "Community Meeting",
  "Social Gathering",
  "Maintenance",
  "Holiday Event",
  "Educational",
  "Recreation",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** 1, 2, 3… with no sign, point or leading zero. */
const WHOLE_NUMBER_PATTERN = /^[1-9]\d*$/u;

/**
 * Optional: missing, null or blank means no limit (`undefined`); otherwise a whole number of at
 * least 1, as the form's text (trimmed) or as a JSON number.
 */
const maxAttendeesSchema = v.pipe(
  v.optional(
    v.nullable(
      v.union([text(messages.maxAttendeesInvalid), v.number()], messages.maxAttendeesInvalid),
    ),
    "",
  ),
  v.transform((value) => (value === null ? "" : String(value).trim())),
  v.check((text) => text === "" || WHOLE_NUMBER_PATTERN.test(text), messages.maxAttendeesInvalid),
  v.transform((text) => (text === "" ? undefined : Number(text))),
);

export const EVENT_TITLE_MAX_LENGTH = 200;
export const EVENT_LOCATION_MAX_LENGTH = 200;
export const EVENT_DESCRIPTION_MAX_LENGTH = 5000;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/u;

/** "09:00", "18:30": a time of day on the 24-hour clock. */
export const isLocalTime = (text: string): boolean => TIME_PATTERN.test(text);

const eventFields = {
  title: v.pipe(
    requiredText(messages.titleRequired),
    maxCharacters(EVENT_TITLE_MAX_LENGTH, messages.eventTitleTooLong),
  ),
  type: v.picklist(EVENT_TYPES, messages.eventTypeInvalid),
  location: v.pipe(
    requiredText(messages.locationRequired),
    maxCharacters(EVENT_LOCATION_MAX_LENGTH, messages.eventLocationTooLong),
  ),
  /** The local date in the organization's time zone. */
  date: v.pipe(
    requiredText(messages.dateRequired),
    v.check(isLocalDate, messages.eventDateInvalid),
  ),
  /** The local start time in the organization's time zone. */
  time: v.pipe(
    requiredText(messages.timeRequired),
    v.check(isLocalTime, messages.eventTimeInvalid),
  ),
  maxAttendees: maxAttendeesSchema,
  description: v.pipe(
    optionalText(messages.organizationDescriptionNotText),
    maxCharacters(EVENT_DESCRIPTION_MAX_LENGTH, messages.eventDescriptionTooLong),
  ),
};

/**
 * A new event (spec §3): title, location, date and time required; text is trimmed. Also the body
 * of `POST /api/orgs/{orgId}/events`.
 */
export const eventDraftSchema = v.object(eventFields, messages.requestBodyNotObject);

export type EventDraftOutput = v.InferOutput<typeof eventDraftSchema>;
export type EventDraftInput = v.InferInput<typeof eventDraftSchema>;

/**
 * `PATCH /api/orgs/{orgId}/events/{eventId}` (administrators): any of the fields; a
 * `maxAttendees` of null or "" removes the limit.
 */
export const updateEventRequestSchema = v.object(
  {
    title: v.optional(eventFields.title),
    type: v.optional(eventFields.type),
    location: v.optional(eventFields.location),
    date: v.optional(eventFields.date),
    time: v.optional(eventFields.time),
    maxAttendees: v.optional(
      v.pipe(
        v.nullable(
          v.union([text(messages.maxAttendeesInvalid), v.number()], messages.maxAttendeesInvalid),
        ),
        v.transform((value) => (value === null ? "" : String(value).trim())),
        v.check(
          (text) => text === "" || WHOLE_NUMBER_PATTERN.test(text),
          messages.maxAttendeesInvalid,
        ),
        v.transform((text) => (text === "" ? null : Number(text))),
      ),
    ),
    description: v.optional(eventFields.description),
  },
  messages.requestBodyNotObject,
);
export type UpdateEventRequest = v.InferOutput<typeof updateEventRequestSchema>;

/** An event is scheduled until an administrator cancels it. */
export const EVENT_STATUSES = ["scheduled", "cancelled"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const EVENT_STATUS_LABELS: Readonly<Record<EventStatus, string>> = {
  scheduled: "Scheduled",
  cancelled: "Cancelled",
};

/** Which events a list shows: from today on (the default), before today, or all. */
export const EVENT_WHEN = ["upcoming", "past", "all"] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

export const EVENT_LIST_SORTS = ["startsAt", "-startsAt"] as const;

/** By start either way, also while filtered; soonest first while searched. */
export const EVENT_LIST_ORDER = listOrder({
  sorts: EVENT_LIST_SORTS,
  defaultSort: "startsAt",
  filteredSorts: ["startsAt", "-startsAt"],
});

/**
 * `GET /api/orgs/{orgId}/events`: upcoming first (by start), filtered by type, status and when,
 * searched by title and location.
 */
export const eventListQuerySchema = listQuerySchema({
  order: EVENT_LIST_ORDER,
  searchable: true,
  filters: { type: EVENT_TYPES, status: EVENT_STATUSES, when: EVENT_WHEN },
});

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/u;

/** `GET /api/orgs/{orgId}/events/calendar?month=YYYY-MM`: a month of the organization's calendar. */
export const eventCalendarQuerySchema = v.object({
  month: v.pipe(
    text(messages.calendarMonthInvalid),
    v.regex(MONTH_PATTERN, messages.calendarMonthInvalid),
  ),
});

/** The words an event is found by: its title and location. */
export const eventKeywords = (event: { title: string; location: string }) =>
  searchKeywords([event.title, event.location]);

/** A reply to an event: going, or not going. */
export const RSVP_RESPONSES = ["going", "notGoing"] as const;
export type RsvpResponse = (typeof RSVP_RESPONSES)[number];
export const RSVP_RESPONSE_LABELS: Readonly<Record<RsvpResponse, string>> = {
  going: "Going",
  notGoing: "Not going",
};

/** Where a reply stands: with a seat, on the waiting list (in order), or not going. */
export const RSVP_STATUSES = ["going", "waitlisted", "notGoing"] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
export const RSVP_STATUS_LABELS: Readonly<Record<RsvpStatus, string>> = {
  going: "Going",
  waitlisted: "Waiting list",
  notGoing: "Not going",
};

export const RSVP_GUESTS_MAX = 20;

const guestsSchema = v.optional(
  v.pipe(
    v.union([text(messages.rsvpGuestsInvalid), v.number()], messages.rsvpGuestsInvalid),
    v.transform((value) => String(value).trim()),
    v.check((text) => /^(0|[1-9]\d?)$/u.test(text), messages.rsvpGuestsInvalid),
    v.transform(Number),
    v.maxValue(RSVP_GUESTS_MAX, messages.rsvpGuestsInvalid),
  ),
  0,
);

/**
 * `PUT .../events/{eventId}/rsvp` (the caller's own) and `PUT .../events/{eventId}/rsvps/{residentId}`
 * (an administrator for a resident): going with a number of guests (each takes a seat), or not going.
 */
export const rsvpRequestSchema = v.object(
  {
    response: v.picklist(RSVP_RESPONSES, messages.rsvpResponseInvalid),
    guests: guestsSchema,
  },
  messages.requestBodyNotObject,
);
export type RsvpRequest = v.InferOutput<typeof rsvpRequestSchema>;
export type RsvpRequestInput = v.InferInput<typeof rsvpRequestSchema>;

export const RSVP_LIST_SORTS = ["status"] as const;
export const RSVP_LIST_ORDER = listOrder({ sorts: RSVP_LIST_SORTS, defaultSort: "status" });

/** `GET .../events/{eventId}/rsvps`: the replies, going first, then the waiting list in order. */
export const rsvpListQuerySchema = listQuerySchema({
  order: RSVP_LIST_ORDER,
  searchable: false,
  filters: { status: RSVP_STATUSES },
});

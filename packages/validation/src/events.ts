import * as v from "valibot";
import { messages } from "./messages.js";
import { optionalText, requiredText } from "./schema.js";

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
  v.optional(v.nullable(v.union([v.string(), v.number()], messages.maxAttendeesInvalid)), ""),
  v.transform((value) => (value === null ? "" : String(value).trim())),
  v.check((text) => text === "" || WHOLE_NUMBER_PATTERN.test(text), messages.maxAttendeesInvalid),
  v.transform((text) => (text === "" ? undefined : Number(text))),
);

/** A new event (spec §3): title, location, date and time required; text is trimmed. */
export const eventDraftSchema = v.object(
  {
    title: requiredText(messages.titleRequired),
    type: v.picklist(EVENT_TYPES, messages.eventTypeInvalid),
    location: requiredText(messages.locationRequired),
    date: requiredText(messages.dateRequired),
    time: requiredText(messages.timeRequired),
    maxAttendees: maxAttendeesSchema,
    description: optionalText(messages.organizationDescriptionNotText),
  },
  messages.requestBodyNotObject,
);

export type EventDraftOutput = v.InferOutput<typeof eventDraftSchema>;

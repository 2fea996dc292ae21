import type { FieldErrors } from "@hoa/ui";
import { eventTypes, type EventType } from "./mock-data";

/** The event form's fields (spec §3); max attendees is optional. */
export interface EventDraft {
  title: string;
  type: EventType;
  location: string;
  date: string;
  time: string;
  maxAttendees: string;
  description: string;
}

export const emptyEventDraft: EventDraft = {
  title: "",
  type: eventTypes[0],
  location: "",
  date: "",
  time: "",
  maxAttendees: "",
  description: "",
};

export const eventFormMessages = {
  titleRequired: "Title is required",
  locationRequired: "Location is required",
  dateRequired: "Date is required",
  timeRequired: "Time is required",
  maxAttendeesInvalid: "Max attendees must be a whole number of at least 1",
} as const;

export function validateEventDraft(draft: EventDraft): FieldErrors<EventDraft> {
  const errors: FieldErrors<EventDraft> = {};
  if (draft.title.trim() === "") errors.title = eventFormMessages.titleRequired;
  if (draft.location.trim() === "") errors.location = eventFormMessages.locationRequired;
  if (draft.date === "") errors.date = eventFormMessages.dateRequired;
  if (draft.time === "") errors.time = eventFormMessages.timeRequired;
  const maxAttendees = draft.maxAttendees.trim();
  if (maxAttendees !== "" && !/^[1-9]\d*$/u.test(maxAttendees)) {
    errors.maxAttendees = eventFormMessages.maxAttendeesInvalid;
  }
  return errors;
}

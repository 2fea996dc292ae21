import { EVENT_TYPES, type EventType } from "@hoa/validation";
import type { CommunityEvent } from "./api/list-events";

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
  type: EVENT_TYPES[0],
  location: "",
  date: "",
  time: "",
  maxAttendees: "",
  description: "",
};

/** The form's values for an event being edited: its date and time as entered. */
export const draftOf = (event: CommunityEvent): EventDraft => ({
  title: event.title,
  type: event.type,
  location: event.location,
  date: event.date,
  time: event.time,
  maxAttendees: event.maxAttendees === null ? "" : String(event.maxAttendees),
  description: event.description,
});

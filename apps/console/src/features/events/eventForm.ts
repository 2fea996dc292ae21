import { EVENT_TYPES, type EventType } from "@hoa/validation";

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

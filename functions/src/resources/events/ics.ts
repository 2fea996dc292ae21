import ical, { ICalEventStatus } from "ical-generator";
import type { Event } from "./schemas.js";

/** The calendar's product identifier. */
const PRODUCT = { company: "HOA Admin Console", product: "Events", language: "EN" };

/** What ends every line of an iCalendar document. */
const CRLF = "\r\n";

/** How long an event lasts in a calendar: the product records only its start. */
export const EVENT_CALENDAR_DURATION_MS = 60 * 60_000;

/** An event's stable identifier in calendars: the same in a download and in the feed. */
export const eventUid = (orgId: string, eventId: string): string =>
  `${eventId}@${orgId}.events.hoa`;

/**
 * An iCalendar (RFC 5545) document of events: start and end in UTC (every calendar program
 * shows them in its own zone), title, location, description, and CANCELLED for a cancelled one.
 * `SEQUENCE` is the event's version, so a calendar takes a change as newer. Every line ends with
 * CRLF, the last one too (RFC 5545 3.1: each content line ends with CRLF; the library leaves the
 * last one bare), and lines are folded at 75 octets by the library.
 */
export function eventsCalendar(
  orgId: string,
  name: string,
  events: readonly Event[],
  now: Date,
): string {
  const calendar = ical({ name, prodId: PRODUCT });
  for (const event of events) {
    const start = new Date(event.startsAt);
    calendar.createEvent({
      id: eventUid(orgId, event.id),
      sequence: event.version,
      stamp: now,
      start,
      end: new Date(start.getTime() + EVENT_CALENDAR_DURATION_MS),
      summary: event.title,
      location: event.location,
      description: event.description === "" ? null : event.description,
      categories: [{ name: event.type }],
      status: event.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  const text = calendar.toString();
  return text.endsWith(CRLF) ? text : `${text}${CRLF}`;
}

/** A file name for one event's download: its title in plain letters, digits and dashes. */
export function eventFileName(event: Pick<Event, "title" | "date">): string {
  const slug = event.title
    .normalize("NFKD")
    .replace(/[^\w\s-]/gu, "")
    .trim()
    .replace(/[\s_]+/gu, "-")
    .toLowerCase()
    .slice(0, 60);
  return `${slug === "" ? "event" : slug}-${event.date}.ics`;
}

import { minutesOf } from "@hoa/validation/amenities";
import ical, { ICalEventStatus } from "ical-generator";
import type { Booking } from "./documents.js";

/** The calendar's product identifier. */
const PRODUCT = { company: "HOA Admin Console", product: "Amenities", language: "EN" };

/** What ends every line of an iCalendar document. */
const CRLF = "\r\n";

/**
 * A local date and time as ical-generator writes a time with a `TZID`: it prints the date's UTC
 * fields, so they carry the wall clock of the organization's zone ("24:00" is the next midnight).
 */
function wallClock(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 0, minutesOf(time)));
}

/** A booking's stable identifier in calendars: the same in every download. */
export const bookingUid = (orgId: string, bookingId: string): string =>
  `${bookingId}@${orgId}.bookings.hoa`;

/**
 * A booking as an iCalendar (RFC 5545) document of one VEVENT: its slot's start and end as the
 * local times of the organization's time zone (`TZID`, an IANA name; DTSTAMP in UTC), the amenity's name and location, the household, TENTATIVE
 * while it awaits approval and CANCELLED once declined or cancelled; `SEQUENCE` is its version,
 * so a calendar takes a change as newer. Every line ends with CRLF, the last one too.
 */
export function bookingCalendar(
  orgId: string,
  organizationName: string,
  booking: Booking,
  now: Date,
): string {
  const calendar = ical({ name: organizationName, prodId: PRODUCT });
  calendar.createEvent({
    id: bookingUid(orgId, booking.id),
    sequence: booking.version,
    stamp: now,
    start: wallClock(booking.date, booking.start),
    end: wallClock(booking.date, booking.end),
    timezone: booking.timeZone,
    summary:
      booking.kind === "block"
        ? `${booking.amenity.name}: blocked`
        : `${booking.amenity.name} booking`,
    location: booking.amenity.location === "" ? null : booking.amenity.location,
    description:
      booking.kind === "block"
        ? booking.reason
        : `Booked for ${booking.propertyLabel}${booking.note ? `. ${booking.note}` : ""}`,
    status:
      booking.status === "pending"
        ? ICalEventStatus.TENTATIVE
        : booking.status === "confirmed"
          ? ICalEventStatus.CONFIRMED
          : ICalEventStatus.CANCELLED,
  });
  const text = calendar.toString();
  return text.endsWith(CRLF) ? text : `${text}${CRLF}`;
}

/** A file name for a booking's download: "clubhouse-2026-12-12-1800.ics". */
export function bookingFileName(booking: Pick<Booking, "amenity" | "date" | "start">): string {
  const slug = booking.amenity.name
    .normalize("NFKD")
    .replace(/[^\w\s-]/gu, "")
    .trim()
    .replace(/[\s_]+/gu, "-")
    .toLowerCase()
    .slice(0, 60);
  return `${slug === "" ? "booking" : slug}-${booking.date}-${booking.start.replace(":", "")}.ics`;
}

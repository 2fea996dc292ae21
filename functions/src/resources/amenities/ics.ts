import ical, { ICalEventStatus } from "ical-generator";
import type { Booking } from "./documents.js";

/** The calendar's product identifier. */
const PRODUCT = { company: "HOA Admin Console", product: "Amenities", language: "EN" };

/** What ends every line of an iCalendar document. */
const CRLF = "\r\n";

/** A booking's stable identifier in calendars: the same in every download. */
export const bookingUid = (orgId: string, bookingId: string): string =>
  `${bookingId}@${orgId}.bookings.hoa`;

/**
 * A booking as an iCalendar (RFC 5545) document of one VEVENT: its slot's start and end in the
 * organization's time zone (`TZID`), the amenity's name and location, the household, TENTATIVE
 * while it awaits approval and CANCELLED once declined or cancelled; `SEQUENCE` is its version,
 * so a calendar takes a change as newer. Every line ends with CRLF, the last one too.
 */
export function bookingCalendar(
  orgId: string,
  organizationName: string,
  booking: Booking,
  now: Date,
): string {
  const calendar = ical({ name: organizationName, prodId: PRODUCT, timezone: booking.timeZone });
  calendar.createEvent({
    id: bookingUid(orgId, booking.id),
    sequence: booking.version,
    stamp: now,
    start: new Date(booking.startsAt),
    end: new Date(booking.endsAt),
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

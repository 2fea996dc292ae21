import { localDateIn, type TimeZone } from "@hoa/validation";
import type { CommunityEvent } from "./api/list-events";

const formatter = (zone: TimeZone, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone, ...options });

/** "Sat, Dec 5, 2026": the day an instant falls on in the organization's zone. */
export const formatEventDay = (iso: string, zone: TimeZone) =>
  formatter(zone, { weekday: "short", month: "short", day: "numeric", year: "numeric" }).format(
    new Date(iso),
  );

/** "6:30 PM PST": the time of day in the organization's zone, with the zone's name. */
export const formatEventTime = (iso: string, zone: TimeZone) =>
  formatter(zone, { hour: "numeric", minute: "2-digit", timeZoneName: "short" })
    .format(new Date(iso))
    .replace(/\u202f/gu, " ");

/** "Sat, Dec 5, 2026 at 6:30 PM PST". */
export const formatEventWhen = (iso: string, zone: TimeZone) =>
  `${formatEventDay(iso, zone)} at ${formatEventTime(iso, zone)}`;

/** The local date ("2026-12-05") an instant falls on in the organization's zone. */
export const eventLocalDate = (iso: string, zone: TimeZone) => localDateIn(new Date(iso), zone);

/** The local time ("18:30") an instant shows in the organization's zone (for the edit form). */
export const eventLocalTime = (iso: string, zone: TimeZone) =>
  formatter(zone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));

/** "12 of 40 seats · 3 waiting", or "12 going" without a limit. */
export function attendanceOf(event: CommunityEvent): string {
  const waiting = event.waitlisted > 0 ? ` · ${event.waitlisted} waiting` : "";
  return event.maxAttendees === null
    ? `${event.going} going${waiting}`
    : `${event.going} of ${event.maxAttendees} seats${waiting}`;
}

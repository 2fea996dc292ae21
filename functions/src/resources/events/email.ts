import type { TimeZone } from "@hoa/validation";
import type { MailMessage } from "../../mail/queue.js";
import { oneLine, renderEmail } from "../../mail/render.js";
import type { Event } from "./schemas.js";

/** "Saturday, December 5, 2026 at 6:30 PM PST": the start as the organization reads it. */
export function eventStartLabel(startsAt: string, zone: TimeZone): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  })
    .format(new Date(startsAt))
    .replace(/\u202f/gu, " ");
}

/** The email to someone who replied (going or waiting) that the event was cancelled. */
export function eventCancelledEmail(notice: {
  organizationName: string;
  event: Pick<Event, "title" | "location" | "startsAt" | "timeZone">;
  name: string;
  waitlisted: boolean;
}): MailMessage {
  const organization = oneLine(notice.organizationName);
  const title = oneLine(notice.event.title);
  const when = eventStartLabel(notice.event.startsAt, notice.event.timeZone);
  const subject = `Cancelled: ${title} on ${when}`;
  const { text, html } = renderEmail({
    organizationName: organization,
    preheader: subject,
    heading: `${title} is cancelled`,
    paragraphs: [
      ...(notice.name.trim() === "" ? [] : [`Hello ${oneLine(notice.name)},`]),
      `${title}, planned for ${when} at ${oneLine(notice.event.location)}, has been cancelled.`,
      notice.waitlisted
        ? "You were on its waiting list. There is nothing you need to do."
        : "You had replied that you were going. There is nothing you need to do.",
    ],
    footer: `You receive this email because you replied to an event of ${organization}.`,
  });
  return { subject, text, html };
}

/** The console's page of an event. */
export const eventLink = (consoleUrl: string, eventId: string): string =>
  `${consoleUrl.replace(/\/+$/u, "")}/events/${encodeURIComponent(eventId)}`;

/** The reminder to someone going, the day before. */
export function eventReminderEmail(notice: {
  organizationName: string;
  event: Pick<Event, "title" | "location" | "startsAt" | "timeZone">;
  name: string;
  guests: number;
  link: string;
}): MailMessage {
  const organization = oneLine(notice.organizationName);
  const title = oneLine(notice.event.title);
  const when = eventStartLabel(notice.event.startsAt, notice.event.timeZone);
  const subject = `Reminder: ${title} on ${when}`;
  const party =
    notice.guests === 0
      ? "You replied that you are going."
      : `You replied that you are going, with ${notice.guests} ${notice.guests === 1 ? "guest" : "guests"}.`;
  const { text, html } = renderEmail({
    organizationName: organization,
    preheader: subject,
    heading: title,
    paragraphs: [
      ...(notice.name.trim() === "" ? [] : [`Hello ${oneLine(notice.name)},`]),
      `${title} is on ${when} at ${oneLine(notice.event.location)}.`,
      `${party} If your plans changed, please update your reply so someone on the waiting list can have your seat.`,
    ],
    action: { label: "Open the event", url: notice.link },
    footer: `You receive this email because you replied to an event of ${organization}.`,
  });
  return { subject, text, html };
}

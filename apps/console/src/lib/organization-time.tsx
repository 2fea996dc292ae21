import { formatDate } from "@hoa/ui";
import { localDateIn, timeZoneOf, timeZoneShortName, type TimeZone } from "@hoa/validation";
import { useOrganizationSession } from "./organization-session";

/** The current organization's time zone: every time the console shows is told in it. */
export function useOrganizationTimeZone(): TimeZone {
  return timeZoneOf(useOrganizationSession().organization?.timeZone);
}

/** "Nov 23, 2026, 9:00 AM PT": an instant in `zone`, with the zone's short name. */
export function formatInZone(iso: string, zone: TimeZone): string {
  const instant = new Date(iso);
  const when = instant.toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: zone,
  });
  return `${when} ${timeZoneShortName(zone, instant)}`;
}

/** "Nov 23, 2026": the day an instant falls on in `zone`. */
export const formatDayInZone = (iso: string, zone: TimeZone): string =>
  formatDate(localDateIn(new Date(iso), zone));

/**
 * An instant as people of the organization read it: in its zone, saying which.
 *
 * @example
 * <OrganizationTime iso={comment.createdAt} /> // <time>Nov 23, 2026, 9:00 AM PT</time>
 */
export function OrganizationTime({ iso }: { iso: string }) {
  const zone = useOrganizationTimeZone();
  return <time dateTime={iso}>{formatInZone(iso, zone)}</time>;
}

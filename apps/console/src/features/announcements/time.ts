import { localDateTimeIn, timeZoneLabel, timeZoneOf, timeZoneShortName } from "@hoa/validation";
import type { Organization } from "../../api/get-organization";

/** The organization's time zone: its IANA name, and its label ("Pacific Time (PT)"). */
export function zoneOf(organization: Organization | null) {
  const iana = timeZoneOf(organization?.timeZone);
  return { iana, label: timeZoneLabel(iana) };
}

/** "Nov 23, 2026, 9:00 AM PT" (or "… HST"): an instant in the organization's time zone. */
export function formatInZone(iso: string, zone: ReturnType<typeof zoneOf>): string {
  const instant = new Date(iso);
  const when = instant.toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: zone.iana,
  });
  return `${when} ${timeZoneShortName(zone.iana, instant)}`;
}

/** The date and time fields' values for an instant, in the organization's zone. */
export const fieldsInZone = (iso: string, zone: ReturnType<typeof zoneOf>) =>
  localDateTimeIn(new Date(iso), zone.iana);

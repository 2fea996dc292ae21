import { TIME_ZONE_IANA, TIME_ZONE_LABELS, localDateTimeIn, timeZoneOf } from "@hoa/validation";
import type { Organization } from "../../api/get-organization";

/** The organization's time zone: its IANA name, and its label ("Pacific Time (PT)"). */
export function zoneOf(organization: Organization | null) {
  const zone = timeZoneOf(organization?.timeZone);
  return { iana: TIME_ZONE_IANA[zone], label: TIME_ZONE_LABELS[zone], short: zone };
}

/** "Nov 23, 2026, 9:00 AM PT": an instant in the organization's time zone. */
export function formatInZone(iso: string, zone: ReturnType<typeof zoneOf>): string {
  const when = new Date(iso).toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: zone.iana,
  });
  return `${when} ${zone.short}`;
}

/** The date and time fields' values for an instant, in the organization's zone. */
export const fieldsInZone = (iso: string, zone: ReturnType<typeof zoneOf>) =>
  localDateTimeIn(new Date(iso), zone.iana);

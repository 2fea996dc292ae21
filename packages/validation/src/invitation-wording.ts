import type { InvitationRecordRole } from "./invitations.js";
import { isCommonTimeZone, TIME_ZONE_LABELS, type TimeZone } from "./time-zones.js";

/**
 * The role an invitation gives, in the product's words after "invited you as": "an
 * administrator", "a member", "a resident of 12 Oak Lane, Unit 4" (a resident's invitation names
 * their property when it is known).
 */
export function invitedRoleWords(
  role: InvitationRecordRole,
  property?: { address: string; unit: string } | null,
): string {
  switch (role) {
    case "admin":
      return "an administrator";
    case "member":
      return "a member";
    case "resident": {
      const address = property?.address.trim() ?? "";
      if (!address) return "a resident";
      const unit = property?.unit.trim() ?? "";
      return `a resident of ${address}${unit ? `, Unit ${unit}` : ""}`;
    }
  }
}

/**
 * A zone's name in full: "Pacific Time" for the common four (their label without the code), else
 * what `Intl` calls it at `instant` ("Mountain Standard Time", "Hawaii-Aleutian Standard Time"),
 * else the IANA name.
 */
export function timeZoneLongName(zone: TimeZone, instant: Date): string {
  if (isCommonTimeZone(zone)) return TIME_ZONE_LABELS[zone].replace(/\s*\([A-Z]+\)$/u, "");
  const format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "long" });
  return format.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? zone;
}

/** "4 December 2026 at 5:00 PM Pacific Time": an instant as a date and time in `zone`, named. */
export function dateTimeInZoneWords(instant: Date, zone: TimeZone): string {
  const date = instant.toLocaleDateString("en-GB", {
    timeZone: zone,
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  const time = instant.toLocaleTimeString("en-US", {
    timeZone: zone,
    hour: "numeric",
    minute: "2-digit",
  });
  return `${date} at ${time} ${timeZoneLongName(zone, instant)}`;
}

/**
 * The organization's settings vocabulary (spec §3): time zones PT, MT, CT, ET and session timeouts
 * 30 minutes, 1 hour, 4 hours, Never. The time zone decides "today" and "due day" for billing,
 * events and schedules.
 */
export const TIME_ZONES = ["PT", "MT", "CT", "ET"] as const;
export type TimeZone = (typeof TIME_ZONES)[number];

/** Each time zone as the IANA zone `Intl` and date arithmetic use. */
export const TIME_ZONE_IANA: Readonly<Record<TimeZone, string>> = {
  PT: "America/Los_Angeles",
  MT: "America/Denver",
  CT: "America/Chicago",
  ET: "America/New_York",
};

export const TIME_ZONE_LABELS: Readonly<Record<TimeZone, string>> = {
  PT: "Pacific Time (PT)",
  MT: "Mountain Time (MT)",
  CT: "Central Time (CT)",
  ET: "Eastern Time (ET)",
};

/** An organization that never chose one keeps the first of the list. */
export const DEFAULT_TIME_ZONE: TimeZone = "PT";

/** The stored time zone of an organization, or the default for a missing or unknown one. */
export function timeZoneOf(stored: unknown): TimeZone {
  return TIME_ZONES.includes(stored as TimeZone) ? (stored as TimeZone) : DEFAULT_TIME_ZONE;
}

export const SESSION_TIMEOUTS = ["30m", "1h", "4h", "never"] as const;
export type SessionTimeout = (typeof SESSION_TIMEOUTS)[number];

export const SESSION_TIMEOUT_LABELS: Readonly<Record<SessionTimeout, string>> = {
  "30m": "30 minutes",
  "1h": "1 hour",
  "4h": "4 hours",
  never: "Never",
};

/** How long an administrator may stay idle before the console signs them out (`null`: never). */
export const SESSION_TIMEOUT_MS: Readonly<Record<SessionTimeout, number | null>> = {
  "30m": 30 * 60_000,
  "1h": 60 * 60_000,
  "4h": 4 * 60 * 60_000,
  never: null,
};

export const DEFAULT_SESSION_TIMEOUT: SessionTimeout = "1h";

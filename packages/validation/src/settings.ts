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

/** An instant's wall-clock reading in a zone, as if that reading were UTC (ms). */
function wallClockMs(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
}

/**
 * The instant a local date and time ("2026-12-01", "18:30") name in an IANA zone. A time the
 * zone skips (the spring-forward hour) reads as the hour after; a repeated one as its first.
 */
export function instantIn(localDate: string, localTime: string, zone: string): Date {
  const [year, month, day] = localDate.split("-").map(Number) as [number, number, number];
  const [hour, minute] = localTime.split(":").map(Number) as [number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  const first = wanted - (wallClockMs(wanted, zone) - wanted);
  const second = wanted - (wallClockMs(first, zone) - first);
  // Only in a skipped hour does the second guess miss: the first then reads as the hour after.
  return new Date(wallClockMs(second, zone) === wanted ? second : first);
}

/** An instant's local date and time ("HH:MM") in an IANA zone. */
export function localDateTimeIn(instant: Date, zone: string): { date: string; time: string } {
  const iso = new Date(wallClockMs(instant.getTime(), zone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
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

/** The organization's switches, each a boolean stored on `orgs/{orgId}` under its own name. */
export const SECURITY_TOGGLES = ["requireTwoFactor", "alertOnNewSignIn"] as const;
export const NOTIFICATION_TOGGLES = [
  "notifyNewResidents",
  "notifySupportTickets",
  "notifyPayments",
  "notifyWeeklySummary",
] as const;
export type SettingsToggle =
  (typeof SECURITY_TOGGLES)[number] | (typeof NOTIFICATION_TOGGLES)[number];

/** What an organization that never chose starts with. */
export const DEFAULT_TOGGLES: Readonly<Record<SettingsToggle, boolean>> = {
  requireTwoFactor: false,
  alertOnNewSignIn: true,
  notifyNewResidents: true,
  notifySupportTickets: true,
  notifyPayments: true,
  notifyWeeklySummary: false,
};

/** The organization's settings beyond its name and description, as stored and answered. */
export type OrganizationPreferences = {
  timeZone: TimeZone;
  sessionTimeout: SessionTimeout;
} & Record<SettingsToggle, boolean>;

/** The stored settings of an organization, each missing or unknown one at its default. */
export function preferencesOf(stored: Readonly<Record<string, unknown>>): OrganizationPreferences {
  const toggle = (name: SettingsToggle) =>
    typeof stored[name] === "boolean" ? stored[name] : DEFAULT_TOGGLES[name];
  return {
    timeZone: timeZoneOf(stored.timeZone),
    sessionTimeout: SESSION_TIMEOUTS.includes(stored.sessionTimeout as SessionTimeout)
      ? (stored.sessionTimeout as SessionTimeout)
      : DEFAULT_SESSION_TIMEOUT,
    requireTwoFactor: toggle("requireTwoFactor"),
    alertOnNewSignIn: toggle("alertOnNewSignIn"),
    notifyNewResidents: toggle("notifyNewResidents"),
    notifySupportTickets: toggle("notifySupportTickets"),
    notifyPayments: toggle("notifyPayments"),
    notifyWeeklySummary: toggle("notifyWeeklySummary"),
  };
}

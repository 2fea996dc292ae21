import { TZDateMini } from "@date-fns/tz";

/**
 * The organization's time zone, an IANA name ("America/Phoenix"). It decides "today" and "due day"
 * for billing, events and schedules. The arithmetic is @date-fns/tz's: a date in a zone whose
 * getters and setters read the zone's wall clock, daylight saving included.
 */
export type TimeZone = string;

/** The specification's four (PT, MT, CT, ET), offered first and in this order. */
export const COMMON_TIME_ZONES = [
  "America/Los_Angeles",
  "America/Denver",
  "America/Chicago",
  "America/New_York",
] as const;
type CommonTimeZone = (typeof COMMON_TIME_ZONES)[number];

export const TIME_ZONE_LABELS: Readonly<Record<CommonTimeZone, string>> = {
  "America/Los_Angeles": "Pacific Time (PT)",
  "America/Denver": "Mountain Time (MT)",
  "America/Chicago": "Central Time (CT)",
  "America/New_York": "Eastern Time (ET)",
};

/** The codes organizations stored before any zone could be chosen; read as their zones forever. */
export const LEGACY_TIME_ZONES: Readonly<Record<string, CommonTimeZone>> = {
  PT: "America/Los_Angeles",
  MT: "America/Denver",
  CT: "America/Chicago",
  ET: "America/New_York",
};

const SHORT_NAMES: Readonly<Record<CommonTimeZone, string>> = {
  "America/Los_Angeles": "PT",
  "America/Denver": "MT",
  "America/Chicago": "CT",
  "America/New_York": "ET",
};

export const isCommonTimeZone = (zone: string): zone is CommonTimeZone =>
  Object.hasOwn(TIME_ZONE_LABELS, zone);

/** An organization that never chose one has Pacific Time. */
export const DEFAULT_TIME_ZONE: TimeZone = "America/Los_Angeles";

const known = new Map<string, boolean>();

/** Whether this runtime's `Intl` computes times in a zone named `name` (cached: it is asked often). */
function isKnownZone(name: string): boolean {
  let answer = known.get(name);
  if (answer === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: name });
      // An offset ("+05:00") is no place; newer engines accept one.
      answer = /^[A-Za-z]/u.test(name);
    } catch {
      answer = false;
    }
    known.set(name, answer);
  }
  return answer;
}

/**
 * The stored time zone of an organization or event as an IANA name: an old code as its zone, a
 * zone this runtime knows as itself (even one a later tz release dropped from the list), anything
 * else, or nothing, as the default.
 */
export function timeZoneOf(stored: unknown): TimeZone {
  if (typeof stored !== "string") return DEFAULT_TIME_ZONE;
  if (Object.hasOwn(LEGACY_TIME_ZONES, stored)) return LEGACY_TIME_ZONES[stored] as TimeZone;
  return isKnownZone(stored) ? stored : DEFAULT_TIME_ZONE;
}

/** "Pacific Time (PT)" for the common four; the IANA name ("America/Phoenix") for the others. */
export const timeZoneLabel = (zone: TimeZone): string =>
  isCommonTimeZone(zone) ? TIME_ZONE_LABELS[zone] : zone;

/**
 * The zone's short name after a time: "PT" for the common four (as the product always wrote
 * them), else what `Intl` calls it at `instant` ("MST", "HST", "AKDT", "GMT+1").
 */
export function timeZoneShortName(zone: TimeZone, instant: Date): string {
  if (isCommonTimeZone(zone)) return SHORT_NAMES[zone];
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" });
  return parts.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? zone;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/**
 * The instant a local date and time ("2026-12-01", "18:30") name in an IANA zone. A time the
 * zone skips (the spring-forward hour) reads as the hour after; a repeated one as its first.
 */
export function instantIn(localDate: string, localTime: string, zone: TimeZone): Date {
  const [year, month, day] = localDate.split("-").map(Number) as [number, number, number];
  const [hour, minute] = localTime.split(":").map(Number) as [number, number];
  return new Date(new TZDateMini(year, month - 1, day, hour, minute, zone).getTime());
}

/** An instant's local date ("2026-12-01") and time ("18:30") in an IANA zone. */
export function localDateTimeIn(instant: Date, zone: TimeZone): { date: string; time: string } {
  const local = new TZDateMini(instant.getTime(), zone);
  return {
    date: `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}

/** The calendar date `instant` falls on in an IANA zone (YYYY-MM-DD). */
export const localDateIn = (instant: Date, zone: TimeZone): string =>
  localDateTimeIn(instant, zone).date;

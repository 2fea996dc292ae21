import { IANA_TIME_ZONES } from "./iana-time-zones.js";
import {
  COMMON_TIME_ZONES,
  LEGACY_TIME_ZONES,
  isCommonTimeZone,
  type TimeZone,
} from "./time-zones.js";

// Apart from `time-zones.ts` so that only what offers or checks a choice carries the list.

const commonFirst = (): readonly TimeZone[] => [
  ...COMMON_TIME_ZONES,
  ...IANA_TIME_ZONES.filter((zone) => !isCommonTimeZone(zone)),
];

/** Every zone an organization can choose: the common four, then every other location by name. */
export const TIME_ZONES: readonly TimeZone[] = /* @__PURE__ */ commonFirst();

let choices: ReadonlySet<string> | undefined;

/** Whether a request may set `value` as the time zone: a listed zone, or one of the old codes. */
export function isTimeZoneChoice(value: string): boolean {
  choices ??= new Set(TIME_ZONES);
  return choices.has(value) || Object.hasOwn(LEGACY_TIME_ZONES, value);
}

import { addDays, instantIn, isoWeekdayOf, localDateTimeIn, type TimeZone } from "@hoa/validation";

/** The summary goes out on Mondays from this hour, in the organization's time zone. */
export const WEEKLY_SUMMARY_HOUR = 8;

/**
 * The first Monday at `WEEKLY_SUMMARY_HOUR` in `zone` after `now` (`weeklySummaryAt`, which the
 * summary job queries): this Monday's while it is not yet 08:00, else next week's.
 */
export function nextWeeklySummaryAt(now: Date, zone: TimeZone): Date {
  const { date } = localDateTimeIn(now, zone);
  const thisMonday = addDays(date, 1 - isoWeekdayOf(date));
  const hour = `${String(WEEKLY_SUMMARY_HOUR).padStart(2, "0")}:00`;
  const at = instantIn(thisMonday, hour, zone);
  return at > now ? at : instantIn(addDays(thisMonday, 7), hour, zone);
}

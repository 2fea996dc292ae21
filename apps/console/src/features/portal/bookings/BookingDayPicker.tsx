import { addDays, localDateIn, type TimeZone } from "@hoa/validation";
import { AMENITY_DAYS } from "@hoa/validation/amenities";
import { useMemo } from "react";
import { DayPicker } from "react-day-picker";
import type { Amenity } from "./api/own-bookings";

/** A local date "YYYY-MM-DD" as the grid's own plain local Date, and back. */
const dayOf = (localDate: string) => {
  const [year, month, day] = localDate.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};
const pad = (value: number) => String(value).padStart(2, "0");
const localDateOf = (day: Date) =>
  `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;

/**
 * A day button's name, led by the number it shows ("7 December 2026, Monday, today"), so a
 * voice user saying the number they see reaches it (the grid's own "Monday, December 7th, 2026"
 * does not contain "7" as a word).
 */
export const dayButtonLabel = (day: Date, modifiers: { today?: boolean; selected?: boolean }) =>
  `${day.getDate()} ${day.toLocaleDateString("en-US", { month: "long" })} ${day.getFullYear()}, ${day.toLocaleDateString("en-US", { weekday: "long" })}${modifiers.today ? ", today" : ""}${modifiers.selected ? ", selected" : ""}`;

/**
 * The month grid of the days an amenity can be booked (react-day-picker): from today in the
 * organization's zone to the end of its booking window, its closed weekdays disabled. Days are
 * the organization's.
 */
export function BookingDayPicker({
  amenity,
  zone,
  selected,
  onSelect,
}: {
  amenity: Amenity;
  zone: TimeZone;
  selected: string;
  onSelect: (date: string) => void;
}) {
  const { today, last, closed } = useMemo(() => {
    const first = localDateIn(new Date(), zone);
    return {
      today: dayOf(first),
      last: dayOf(addDays(first, amenity.bookAheadDays)),
      // The picker counts weekdays from Sunday (0); the amenity's days run Monday first.
      closed: AMENITY_DAYS.flatMap((day, index) =>
        amenity.days.includes(day) ? [] : [(index + 1) % 7],
      ),
    };
  }, [amenity.bookAheadDays, amenity.days, zone]);
  return (
    <div className="portal-booking-calendar">
      <DayPicker
        mode="single"
        selected={selected ? dayOf(selected) : undefined}
        onSelect={(day) => {
          if (day) onSelect(localDateOf(day));
        }}
        today={today}
        defaultMonth={selected ? dayOf(selected) : today}
        startMonth={today}
        endMonth={last}
        disabled={[{ before: today }, { after: last }, { dayOfWeek: closed }]}
        labels={{ labelDayButton: dayButtonLabel }}
      />
    </div>
  );
}

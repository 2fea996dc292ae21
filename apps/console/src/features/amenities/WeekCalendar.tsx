import { Button, Card, Icon, Loader, StatusPill, formatDate } from "@hoa/ui";
import { addDays, isLocalDate, localDateIn, timeZoneLabel } from "@hoa/validation";
import { BOOKING_STATUS_LABELS, clockTime, weekOf } from "@hoa/validation/amenities";
import { useSearchParams } from "react-router-dom";
import { paths } from "../../config/paths";
import { clock } from "../../lib/clock";
import { useOrganizationTimeZone } from "../../lib/organization-time";
import { QueryErrorState } from "../../lib/QueryErrorState";
import { TextLink } from "../../lib/TextLink";
import { useAmenityCalendar, type Amenity, type CalendarDay, type CalendarSlot } from "./api";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** "Dec 7": a local date without its year. */
const dayOfMonth = (date: string) => formatDate(date).replace(/, \d{4}$/u, "");

/** "2 of 4 left", "Full" or "Blocked": what a slot has left. */
export function slotAvailability(slot: Pick<CalendarSlot, "blocked" | "available" | "capacity">) {
  if (slot.blocked) return "Blocked";
  if (slot.available === 0) return "Full";
  return `${slot.available} of ${slot.capacity} left`;
}

function SlotItem({ slot, now }: { slot: CalendarSlot; now: number }) {
  const past = new Date(slot.startsAt).getTime() <= now;
  const availability = slotAvailability(slot);
  const households = slot.bookings.filter((booking) => booking.kind === "booking");
  const block = slot.bookings.find((booking) => booking.kind === "block");
  return (
    <li className={past ? "amenity-slot amenity-slot--past" : "amenity-slot"}>
      <span className="amenity-slot__time">
        {`${clockTime(slot.start)} to ${clockTime(slot.end)}`}
      </span>
      <span className="amenity-slot__places">
        {slot.blocked ? (
          <StatusPill tone="neutral">Blocked</StatusPill>
        ) : slot.available === 0 ? (
          <StatusPill tone="warning">Full</StatusPill>
        ) : (
          availability
        )}
      </span>
      {block ? (
        <span className="amenity-slot__booking">
          <TextLink to={paths.amenityBooking.href(block.id)}>
            {block.reason ? `Blocked: ${block.reason}` : "Blocked time"}
          </TextLink>
        </span>
      ) : null}
      {households.length > 0 ? (
        <ul className="amenity-slot__bookings" aria-label="Bookings">
          {households.map((booking) => (
            <li key={booking.id} className="amenity-slot__booking">
              <TextLink to={paths.amenityBooking.href(booking.id)}>
                {booking.propertyLabel || booking.householdName}
              </TextLink>
              <span className="amenity-slot__status">{BOOKING_STATUS_LABELS[booking.status]}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Day({ day, today, now }: { day: CalendarDay; today: string; now: number }) {
  const weekday = WEEKDAYS[(new Date(`${day.date}T12:00:00Z`).getUTCDay() + 6) % 7];
  const isToday = day.date === today;
  return (
    <section
      className={isToday ? "amenity-day amenity-day--today" : "amenity-day"}
      aria-label={`${weekday}, ${formatDate(day.date)}`}
    >
      <h3 className="amenity-day__title">
        <span>{weekday?.slice(0, 3)}</span>
        <span className="amenity-day__date">{dayOfMonth(day.date)}</span>
        {isToday ? <span className="amenity-day__today">Today</span> : null}
      </h3>
      {day.slots.length === 0 ? (
        <p className="amenity-day__closed">Closed</p>
      ) : (
        <ul className="amenity-day__slots">
          {day.slots.map((slot) => (
            <SlotItem key={slot.start} slot={slot} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The amenity's week, Monday to Sunday, in the organization's zone: each day's slots with what
 * they have left, and for the board the bookings in them. The week is in the address (`?week=`),
 * so a link or a reload shows the same one. On a phone the days stack into a list.
 */
export function WeekCalendar({ orgId, amenity }: { orgId: string; amenity: Amenity }) {
  const zone = useOrganizationTimeZone();
  const [params, setParams] = useSearchParams();
  const now = clock.now();
  const today = localDateIn(new Date(now), zone);
  const asked = params.get("week");
  const monday = weekOf(asked && isLocalDate(asked) ? asked : today);
  const sunday = addDays(monday, 6);
  const calendar = useAmenityCalendar(orgId, amenity.id, monday, sunday);
  const goTo = (week: string) => {
    const next = new URLSearchParams(params);
    if (week === weekOf(today)) next.delete("week");
    else next.set("week", week);
    setParams(next, { replace: true });
  };
  const shown = calendar.data && calendar.data.from === monday ? calendar.data : undefined;

  return (
    <Card
      title="Calendar"
      headingLevel={2}
      description={`Each slot with its places left. Times are ${timeZoneLabel(zone)}.`}
      actions={
        <span className="amenity-week__nav">
          <Button
            variant="secondary"
            size="sm"
            icon={<Icon name="arrowLeft" size={16} />}
            onClick={() => goTo(addDays(monday, -7))}
          >
            Previous week
          </Button>
          <Button variant="secondary" size="sm" onClick={() => goTo(weekOf(today))}>
            Today
          </Button>
          <Button
            variant="secondary"
            size="sm"
            icon={<Icon name="arrowRight" size={16} />}
            onClick={() => goTo(addDays(monday, 7))}
          >
            Next week
          </Button>
        </span>
      }
    >
      <p className="amenity-week__range" aria-live="polite">
        {`${formatDate(monday)} to ${formatDate(sunday)}`}
      </p>
      {calendar.isError ? (
        <QueryErrorState title="The calendar could not be loaded" query={calendar} />
      ) : !shown ? (
        <Loader label="Loading the calendar..." fullScreen={false} />
      ) : (
        <div className="amenity-week-frame">
          <div className="amenity-week">
            {shown.days.map((day) => (
              <Day key={day.date} day={day} today={today} now={now} />
            ))}
          </div>
        </div>
      )}
    </Card>
  );
}

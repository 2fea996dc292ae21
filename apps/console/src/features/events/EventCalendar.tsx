import {
  Card,
  ErrorState,
  ItemList,
  ListItem,
  MetaList,
  StatusPill,
  textLinkClassName,
} from "@hoa/ui";
import { EVENT_STATUS_LABELS, localDateIn, type TimeZone } from "@hoa/validation";
import { useMemo, useState } from "react";
import { DayPicker, type DayButtonProps } from "react-day-picker";
import { SectionLink } from "../../lib/section-paths";
import { useEventMonth } from "./api/get-event-month";
import type { CommunityEvent } from "./api/list-events";
import { eventLocalDate, formatEventTime } from "./event-time";
import { EventTypePill } from "./EventTypePill";

/** A calendar day as a plain local Date (the grid's own), from "YYYY-MM-DD". */
const dayOf = (localDate: string) => {
  const [year, month, day] = localDate.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};
const pad = (value: number) => String(value).padStart(2, "0");
const localDateOf = (day: Date) =>
  `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
const monthOf = (day: Date) => `${day.getFullYear()}-${pad(day.getMonth() + 1)}`;

/**
 * A month of the organization's calendar (react-day-picker): days with events are marked with
 * how many; choosing a day lists its events. Days are those of the organization's time zone.
 */
export function EventCalendar({ orgId, zone }: { orgId: string; zone: TimeZone }) {
  const today = useMemo(() => dayOf(localDateIn(new Date(), zone)), [zone]);
  const [month, setMonth] = useState(today);
  const [selected, setSelected] = useState<Date>(today);
  const result = useEventMonth(orgId, monthOf(month));
  const byDay = useMemo(() => {
    const days = new Map<string, CommunityEvent[]>();
    for (const event of result.data?.items ?? []) {
      const key = eventLocalDate(event.startsAt, zone);
      days.set(key, [...(days.get(key) ?? []), event]);
    }
    return days;
  }, [result.data, zone]);
  const eventDays = [...byDay.keys()].map(dayOf);
  const shown = byDay.get(localDateOf(selected)) ?? [];

  /** A day: its number, a dot for each of its events (up to three) and, read out, how many. */
  function DayButton({ day, modifiers, ...props }: DayButtonProps) {
    const count = modifiers.outside ? 0 : (byDay.get(localDateOf(day.date))?.length ?? 0);
    return (
      <button {...props} aria-label={undefined}>
        <span>{day.date.getDate()}</span>
        {count > 0 ? (
          <>
            <span className="event-calendar__dots" aria-hidden="true">
              {Array.from({ length: Math.min(count, 3) }, (_, index) => (
                <span key={index} className="event-calendar__dot" />
              ))}
            </span>
            <span className="visually-hidden">{`, ${count} ${count === 1 ? "event" : "events"}`}</span>
          </>
        ) : null}
      </button>
    );
  }

  return (
    <Card title="Calendar" headingLevel={2}>
      <div className="event-calendar">
        {result.isError ? (
          <ErrorState
            title="The calendar could not be loaded"
            message={result.error.message}
            retrying={result.isFetching}
            onRetry={() => void result.refetch()}
          />
        ) : (
          <>
            <DayPicker
              mode="single"
              required
              month={month}
              onMonthChange={setMonth}
              selected={selected}
              onSelect={setSelected}
              today={today}
              modifiers={{ hasEvents: eventDays }}
              modifiersClassNames={{ hasEvents: "event-calendar__has-events" }}
              components={{ DayButton }}
              aria-busy={result.isFetching}
            />
            <section
              aria-label={`Events on ${selected.toLocaleDateString("en-US", { dateStyle: "full" })}`}
            >
              <h3 className="event-calendar__day">
                {selected.toLocaleDateString("en-US", {
                  weekday: "long",
                  month: "long",
                  day: "numeric",
                })}
              </h3>
              {shown.length === 0 ? (
                <p className="event-calendar__none">No events this day.</p>
              ) : (
                <ItemList label="Events this day">
                  {shown.map((event) => (
                    <ListItem
                      key={event.id}
                      title={event.title}
                      headingLevel={4}
                      badges={
                        <>
                          <EventTypePill type={event.type} />
                          {event.status === "cancelled" ? (
                            <StatusPill tone="danger">{EVENT_STATUS_LABELS.cancelled}</StatusPill>
                          ) : null}
                        </>
                      }
                      meta={
                        <MetaList
                          items={[
                            {
                              label: "Time",
                              icon: "clock",
                              value: formatEventTime(event.startsAt, zone),
                            },
                            { label: "Location", icon: "pin", value: event.location },
                          ]}
                        />
                      }
                    >
                      <SectionLink
                        className={textLinkClassName}
                        to={(section) => section.event.href(event.id)}
                        aria-label={`View ${event.title}`}
                      >
                        View event
                      </SectionLink>
                    </ListItem>
                  ))}
                </ItemList>
              )}
            </section>
          </>
        )}
      </div>
    </Card>
  );
}

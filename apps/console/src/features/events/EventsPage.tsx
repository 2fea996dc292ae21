import { StatusPill, type DataTableColumn, type SelectOption } from "@hoa/ui";
import {
  EVENT_STATUSES,
  EVENT_STATUS_LABELS,
  EVENT_TYPES,
  timeZoneLabel,
  timeZoneOf,
  type EventWhen,
  type TimeZone,
  EVENT_LIST_ORDER,
} from "@hoa/validation";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { columnSort, defineList, filterOptions, sortChoices } from "../../lib/list-definition";
import { ListPage } from "../../lib/ListPage";
import { useOrganizationSession } from "../../lib/organization-session";
import { linkColumn } from "../../lib/TextLink";
import { useEvents, type CommunityEvent } from "./api/list-events";
import { CalendarFeedCard } from "./CalendarFeedCard";
import { EventCalendar } from "./EventCalendar";
import { EventDialog } from "./EventDialog";
import { attendanceOf, formatEventDay, formatEventTime } from "./event-time";
import { EventTypePill } from "./EventTypePill";
import "./events.css";

const whenOptions: readonly SelectOption<EventWhen | "">[] = [
  { value: "", label: "Upcoming" },
  { value: "past", label: "Past" },
  { value: "all", label: "All dates" },
];
const columnsIn = (zone: TimeZone): readonly DataTableColumn<CommunityEvent>[] => [
  // The event's title heads each row (and each card on a phone), its day and time beside it.
  linkColumn("title", "Event", (section) => section.event),
  {
    id: "date",
    header: "Date",
    card: "meta",
    sort: columnSort("startsAt"),
    cell: (event) => formatEventDay(event.startsAt, zone),
    nowrap: true,
  },
  {
    id: "time",
    header: "Time",
    card: "meta",
    cell: (event) => formatEventTime(event.startsAt, zone),
    nowrap: true,
  },
  {
    id: "type",
    header: "Type",
    card: "meta",
    cell: (event) => <EventTypePill type={event.type} />,
  },
  { id: "location", header: "Location", card: "meta", cell: (event) => event.location },
  {
    id: "attendance",
    header: "Attendance",
    card: "meta",
    cell: (event) =>
      event.status === "cancelled" ? (
        <StatusPill tone="danger">{EVENT_STATUS_LABELS.cancelled}</StatusPill>
      ) : (
        attendanceOf(event)
      ),
  },
];

/** The events list, its dates and times in the organization's time zone. */
const eventList = (zone: TimeZone) =>
  defineList({
    noun: "events",
    title: "Upcoming events",
    useItems: useEvents,
    columns: columnsIn(zone),
    filters: {
      when: { label: "When", options: whenOptions },
      type: { label: "Type", options: filterOptions("Any type", EVENT_TYPES) },
      status: {
        label: "Status",
        options: filterOptions("Any status", EVENT_STATUSES, EVENT_STATUS_LABELS),
      },
    },
    sorts: sortChoices("startsAt", "Soonest first", "Latest first"),
    order: EVENT_LIST_ORDER,
    searchPlaceholder: "Title or location",
    empty: { icon: "calendar", title: "No upcoming events" },
    noMatchHint: "Try another title or location, or show every type and date.",
    create: { label: "New event" },
  });

/** Events: the upcoming list, a month calendar, and (administrators) the calendar feed. */
export default function EventsPage() {
  const { currentOrgId, organization, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const zone: TimeZone = timeZoneOf(organization?.timeZone);
  const navigate = useNavigate();
  const list = useMemo(() => eventList(zone), [zone]);
  const [isCreating, setCreating] = useState(false);
  return (
    <ListPage
      list={list}
      orgId={orgId}
      title="Events"
      description={`Meetings, socials and work days on the ${organization?.name ?? "community"} calendar. Times are ${timeZoneLabel(zone)}.`}
      onCreate={isOrganizationAdmin ? () => setCreating(true) : undefined}
    >
      <EventCalendar orgId={orgId} zone={zone} />
      {isOrganizationAdmin ? <CalendarFeedCard orgId={orgId} /> : null}
      {isOrganizationAdmin ? (
        <EventDialog
          open={isCreating}
          orgId={orgId}
          onClose={() => setCreating(false)}
          onSaved={(event) => void navigate(paths.event.href(event.id))}
        />
      ) : null}
    </ListPage>
  );
}

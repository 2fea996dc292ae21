import {
  Button,
  Icon,
  Page,
  PageHeader,
  StatusPill,
  textLinkClassName,
  type DataTableColumn,
  type SelectOption,
} from "@hoa/ui";
import {
  EVENT_STATUSES,
  EVENT_STATUS_LABELS,
  EVENT_TYPES,
  timeZoneOf,
  type EventStatus,
  type EventType,
  type EventWhen,
  type TimeZone,
  EVENT_LIST_ORDER,
} from "@hoa/validation";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { useListParams } from "../../lib/list-params";
import { useOrganizationSession } from "../../lib/organization-session";
import { PagedTable } from "../../lib/PagedTable";
import { useEvents, type CommunityEvent, type EventListQuery } from "./api/list-events";
import { CalendarFeedCard } from "./CalendarFeedCard";
import { EventCalendar } from "./EventCalendar";
import { EventDialog } from "./EventDialog";
import { attendanceOf, formatEventDay, formatEventTime } from "./event-time";
import { EventTypePill } from "./EventTypePill";
import "./events.css";

type EventSort = NonNullable<EventListQuery["sort"]>;

const sortOptions: readonly SelectOption<EventSort>[] = [
  { value: "startsAt", label: "Soonest first" },
  { value: "-startsAt", label: "Latest first" },
];
const whenOptions: readonly SelectOption<EventWhen | "">[] = [
  { value: "", label: "Upcoming" },
  { value: "past", label: "Past" },
  { value: "all", label: "All dates" },
];
const typeOptions: readonly SelectOption<EventType | "">[] = [
  { value: "", label: "Any type" },
  ...EVENT_TYPES.map((type) => ({ value: type, label: type })),
];
const statusOptions: readonly SelectOption<EventStatus | "">[] = [
  { value: "", label: "Any status" },
  ...EVENT_STATUSES.map((status) => ({ value: status, label: EVENT_STATUS_LABELS[status] })),
];

const columnsIn = (zone: TimeZone): readonly DataTableColumn<CommunityEvent>[] => [
  {
    id: "date",
    header: "Date",
    sort: { ascending: "startsAt", descending: "-startsAt" },
    cell: (event) => formatEventDay(event.startsAt, zone),
    nowrap: true,
  },
  {
    id: "title",
    header: "Event",
    cell: (event) => (
      <Link className={textLinkClassName} to={paths.event.href(event.id)}>
        {event.title}
      </Link>
    ),
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

/** Events: the upcoming list, a month calendar, and (administrators) the calendar feed. */
export default function EventsPage() {
  const { currentOrgId, organization, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const zone: TimeZone = timeZoneOf(organization?.timeZone);
  const navigate = useNavigate();
  const list = useListParams({
    filters: { when: whenOptions, type: typeOptions, status: statusOptions },
    sorts: sortOptions,
    order: EVENT_LIST_ORDER,
  });
  const [isCreating, setCreating] = useState(false);
  return (
    <Page>
      <PageHeader
        title="Events"
        description={`Meetings, socials and work days on the ${organization?.name ?? "community"} calendar. Times are ${zone}.`}
        actions={
          isOrganizationAdmin ? (
            <Button icon={<Icon name="plus" size={18} />} onClick={() => setCreating(true)}>
              New event
            </Button>
          ) : null
        }
      />
      <PagedTable
        title="Upcoming events"
        list={list}
        result={useEvents(orgId, list.query)}
        columns={columnsIn(zone)}
        rowKey={(event) => event.id}
        search={{ label: "Search events", placeholder: "Title or location" }}
        filterLabels={{ when: "When", type: "Type", status: "Status" }}
        errorTitle="The events could not be loaded"
        empty={{ icon: <Icon name="calendar" />, title: "No upcoming events" }}
        noMatch={{
          title: "No events match",
          description: "Try another title or location, or show every type and date.",
        }}
      />
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
    </Page>
  );
}

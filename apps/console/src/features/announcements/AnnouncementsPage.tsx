import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Icon,
  ItemList,
  ListItem,
  Loader,
  MetaList,
  Page,
  PageHeader,
  StatusPill,
  type DataTableColumn,
} from "@hoa/ui";
import {
  ANNOUNCEMENT_LIST_ORDER,
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_STATUSES,
  ANNOUNCEMENT_STATUS_LABELS,
  AUDIENCES,
} from "@hoa/validation";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { defineList, filterOptions, sortChoices } from "../../lib/list-definition";
import { ListPage } from "../../lib/ListPage";
import { useOrganizationSession } from "../../lib/organization-session";
import { linkColumn, TextLink } from "../../lib/TextLink";
import { useInbox, useMarkRead } from "./api/inbox";
import { useAnnouncements, type Announcement } from "./api/list-announcements";
import { AnnouncementDialog } from "./AnnouncementDialog";
import { PriorityPill, StatusOfAnnouncement } from "./AnnouncementPills";
import { formatInZone, zoneOf } from "./time";
import "./announcements.css";

/** Where an announcement stands: when it went or goes out, and how far its emails got. */
export function whenOf(announcement: Announcement, zone: ReturnType<typeof zoneOf>): string {
  if (announcement.status === "published" && announcement.publishedAt) {
    return `Published ${formatInZone(announcement.publishedAt, zone)}`;
  }
  if (announcement.status === "scheduled" && announcement.publishAt) {
    return `Goes out ${formatInZone(announcement.publishAt, zone)}`;
  }
  return `Draft, saved ${formatInZone(announcement.updatedAt, zone)}`;
}

const columnsIn = (zone: ReturnType<typeof zoneOf>): readonly DataTableColumn<Announcement>[] => [
  linkColumn("title", "Announcement", paths.announcement),
  {
    id: "status",
    header: "Status",
    card: "meta",
    cell: (announcement) => <StatusOfAnnouncement status={announcement.status} />,
  },
  {
    id: "priority",
    header: "Priority",
    card: "meta",
    cell: (announcement) => <PriorityPill priority={announcement.priority} />,
  },
  {
    id: "audience",
    header: "Audience",
    card: "meta",
    cell: (announcement) => announcement.audience,
  },
  { id: "when", header: "When", card: "meta", cell: (announcement) => whenOf(announcement, zone) },
  {
    id: "reach",
    header: "Sent to",
    card: "meta",
    cell: (announcement) =>
      announcement.status === "published"
        ? `${announcement.delivery.recipients} emailed · ${announcement.delivery.read} read`
        : "Not sent yet",
  },
];

/** The administrators' list of announcements, their dates in the organization's time zone. */
const announcementList = (zone: ReturnType<typeof zoneOf>) =>
  defineList({
    noun: "announcements",
    title: "All announcements",
    useItems: useAnnouncements,
    columns: columnsIn(zone),
    filters: {
      status: {
        label: "Status",
        options: filterOptions("Any status", ANNOUNCEMENT_STATUSES, ANNOUNCEMENT_STATUS_LABELS),
      },
      priority: {
        label: "Priority",
        options: filterOptions("Any priority", ANNOUNCEMENT_PRIORITIES),
      },
      audience: { label: "Audience", options: filterOptions("Any audience", AUDIENCES) },
    },
    sorts: [
      ...sortChoices("-updatedAt", "Latest change first", "Oldest change first"),
      ...sortChoices("title", "Title A to Z", "Title Z to A"),
    ],
    order: ANNOUNCEMENT_LIST_ORDER,
    searchPlaceholder: "Title",
    empty: { icon: "megaphone" },
    noMatchHint: "Try another title, or show every status, priority and audience.",
    create: { label: "New announcement" },
  });

function ManageAnnouncements() {
  const { currentOrgId, organization } = useOrganizationSession();
  const navigate = useNavigate();
  const [isComposing, setComposing] = useState(false);
  const list = useMemo(() => announcementList(zoneOf(organization)), [organization]);
  return (
    <ListPage
      list={list}
      orgId={currentOrgId ?? ""}
      title="Announcements"
      description="News and notices for residents, owners, tenants and the board: emailed to them and shown to members in the console."
      onCreate={() => setComposing(true)}
    >
      <AnnouncementDialog
        open={isComposing}
        onClose={() => setComposing(false)}
        onSaved={(saved) => void navigate(paths.announcement.href(saved.id))}
      />
    </ListPage>
  );
}

/** A member's announcements: the published ones for them, newest first, unread ones marked. */
function Inbox() {
  const { currentOrgId, organization } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const zone = zoneOf(organization);
  const inbox = useInbox(orgId, {});
  const markRead = useMarkRead(orgId);
  return (
    <Page>
      <PageHeader
        title="Announcements"
        description="News and notices from your association's administrators."
      />
      <Card title="For you" flush>
        {inbox.isPending ? (
          <Loader label="Loading announcements..." fullScreen={false} />
        ) : inbox.isError ? (
          <ErrorState
            title="The announcements could not be loaded"
            message={inbox.error.message}
            onRetry={() => void inbox.refetch()}
          />
        ) : inbox.data.items.length === 0 ? (
          <EmptyState
            icon={<Icon name="megaphone" />}
            title="No announcements yet"
            description="What the administrators publish for you shows here."
          />
        ) : (
          <ItemList label="Announcements for you">
            {inbox.data.items.map((item) => (
              <ListItem
                key={item.id}
                title={item.title}
                badges={
                  <>
                    {item.read ? null : <StatusPill tone="info">New</StatusPill>}
                    <PriorityPill priority={item.priority} />
                  </>
                }
                meta={
                  <MetaList
                    items={[
                      { label: "For", icon: "users", value: item.audience },
                      {
                        label: "Published",
                        icon: "calendar",
                        value: formatInZone(item.publishedAt, zone),
                      },
                      { label: "From", icon: "megaphone", value: item.from },
                    ]}
                  />
                }
              >
                <p className="announcement-message">{item.message}</p>
                <div className="announcement-actions">
                  <TextLink to={(section) => section.announcement.href(item.id)}>
                    Open<span className="visually-hidden">{` ${item.title}`}</span>
                  </TextLink>
                  {item.read ? null : (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => markRead.mutate(item.id)}
                      disabled={markRead.isPending}
                    >
                      Mark as read
                    </Button>
                  )}
                </div>
              </ListItem>
            ))}
          </ItemList>
        )}
      </Card>
    </Page>
  );
}

export default function AnnouncementsPage() {
  const { isOrganizationAdmin } = useOrganizationSession();
  return isOrganizationAdmin ? <ManageAnnouncements /> : <Inbox />;
}

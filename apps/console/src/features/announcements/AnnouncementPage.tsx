import { Card, DetailList, Note, Page, PageHeader } from "@hoa/ui";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { paths } from "../../config/paths";
import { ConfirmMutationDialog } from "../../lib/ConfirmMutationDialog";
import { DeliveryStats } from "../../lib/DeliveryStats";
import { useOrganizationSession } from "../../lib/organization-session";
import { RecordPage, recordPage, type RecordViewProps } from "../../lib/RecordPage";
import { useSectionPaths, type SectionPaths } from "../../lib/section-paths";
import { backLinkTo } from "../../lib/TextLink";
import { useDeleteAnnouncement } from "./api/delete-announcement";
import { useAnnouncement } from "./api/get-announcement";
import { useInboxItem, useMarkRead } from "./api/inbox";
import type { Announcement } from "./api/list-announcements";
import { AnnouncementDialog } from "./AnnouncementDialog";
import { PriorityPill, StatusOfAnnouncement } from "./AnnouncementPills";
import { whenOf } from "./AnnouncementsPage";
import { formatInZone, zoneOf } from "./time";
import { ActionButton } from "../../lib/RecordActions";
import "./announcements.css";

const back = {
  href: (section: SectionPaths) => section.announcements.href(),
  label: "Announcements",
};

/**
 * One announcement. Administrators see what it says, to whom, and how far its emails and readers
 * got; a member sees it as their inbox shows it, and opening it counts as reading it.
 */
export default function AnnouncementPage() {
  const { isOrganizationAdmin } = useOrganizationSession();
  return isOrganizationAdmin ? <ManagedAnnouncement /> : <InboxAnnouncement />;
}

const ManagedAnnouncement = recordPage({
  param: "announcementId",
  useRecord: useAnnouncement,
  back,
  noun: "Announcement",
  icon: "megaphone",
  missingHint: "Find it in the list of announcements.",
  view: AnnouncementView,
});

function InboxAnnouncement() {
  const inboxBackLink = backLinkTo(back.href(useSectionPaths()), back.label);
  const { currentOrgId, organization } = useOrganizationSession();
  const { announcementId = "" } = useParams();
  const orgId = currentOrgId ?? "";
  const item = useInboxItem(orgId, announcementId);
  const markRead = useMarkRead(orgId);
  const unread = item.data?.read === false;
  const { mutate } = markRead;
  useEffect(() => {
    if (unread) mutate(announcementId);
  }, [unread, mutate, announcementId]);
  return (
    <RecordPage
      result={item}
      backLink={inboxBackLink}
      noun="Announcement"
      icon="megaphone"
      missingHint="Your announcements are listed on the Announcements page."
    >
      {(shown) => (
        <Page>
          <PageHeader
            title={shown.title}
            backLink={inboxBackLink}
            description={`Published ${formatInZone(shown.publishedAt, zoneOf(organization))}`}
          />
          <Card title="Announcement">
            <DetailList
              items={[
                { label: "Priority", value: <PriorityPill priority={shown.priority} /> },
                { label: "For", value: shown.audience },
                { label: "From", value: shown.from },
              ]}
            />
            <p className="announcement-message">{shown.message}</p>
          </Card>
        </Page>
      )}
    </RecordPage>
  );
}

function AnnouncementView({
  orgId,
  record: announcement,
  backLink,
}: RecordViewProps<Announcement>) {
  const { organization } = useOrganizationSession();
  const zone = zoneOf(organization);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteAnnouncement(orgId);
  const { delivery } = announcement;
  const published = announcement.status === "published";
  return (
    <Page>
      <PageHeader
        title={announcement.title}
        backLink={backLink}
        description={whenOf(announcement, zone)}
        actions={
          <>
            {published ? null : (
              <ActionButton icon="pencil" onClick={() => setEditing(true)}>
                Edit
              </ActionButton>
            )}
            <ActionButton
              variant="quiet"
              tone="danger"
              icon="trash"
              onClick={() => setDeleting(true)}
            >
              Delete
            </ActionButton>
          </>
        }
      />
      {published ? (
        <DeliveryStats
          recipients={delivery.recipients}
          delivered={delivery.email?.delivered ?? "—"}
          failed={delivery.email?.failed ?? "—"}
          last={{ label: "Read in the console", value: delivery.read, icon: "users" }}
        />
      ) : null}
      <Card title="Announcement">
        <DetailList
          items={[
            { label: "Status", value: <StatusOfAnnouncement status={announcement.status} /> },
            { label: "Priority", value: <PriorityPill priority={announcement.priority} /> },
            { label: "Audience", value: announcement.audience },
            { label: "By", value: announcement.createdBy.name },
          ]}
        />
        <p className="announcement-message">{announcement.message}</p>
        {published && delivery.state === "sending" ? (
          <Note>The emails are being queued; the figures above follow.</Note>
        ) : null}
        {published && (delivery.email?.pending ?? 0) > 0 ? (
          <Note>{`${delivery.email?.pending ?? 0} emails are still waiting to be sent.`}</Note>
        ) : null}
      </Card>
      {editing ? (
        <AnnouncementDialog open current={announcement} onClose={() => setEditing(false)} />
      ) : null}
      <ConfirmMutationDialog
        open={deleting}
        title={`Delete ${announcement.title}?`}
        confirmLabel="Delete announcement"
        tone="danger"
        message={
          published
            ? "Members will no longer see it. Emails already sent cannot be taken back."
            : "It will not be published."
        }
        mutation={remove}
        variables={announcement}
        done={{ message: "Announcement deleted.", toastId: "delete-announcement" }}
        onDone={() => void navigate(paths.announcements.href())}
        onClose={() => setDeleting(false)}
      />
    </Page>
  );
}

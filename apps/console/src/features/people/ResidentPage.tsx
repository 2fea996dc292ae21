import { Button, Card, DetailList, Page, PageHeader, StatusPill, formatDate } from "@hoa/ui";
import { propertyLabel } from "@hoa/validation";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { Resident } from "../../api/list-residents";
import { paths } from "../../config/paths";
import { ConfirmMutationDialog } from "../../lib/ConfirmMutationDialog";
import { useOrganizationSession } from "../../lib/organization-session";
import { RecentActivityCard } from "../../lib/RecentActivityCard";
import { RecordActions } from "../../lib/RecordActions";
import { recordPage, type RecordViewProps } from "../../lib/RecordPage";
import { useDeleteResident } from "./api/delete-resident";
import { useResident } from "./api/get-resident";
import { useMemberChoices } from "./api/list-members";
import { ResidentAccountDialog, memberLabel } from "./ResidentAccountDialog";
import { PortalAccessCard } from "./PortalAccessCard";
import { ContactValue } from "./ResidentContact";
import { ResidentFormDialog } from "../../lib/ResidentFormDialog";
import { ResidentStatusPill } from "./ResidentStatusPill";
import { TextLink } from "../../lib/TextLink";
import "./people.css";

const privacyText = ({ hideEmail, hidePhone }: Resident["privacy"]) =>
  hideEmail && hidePhone
    ? "Email and phone hidden from members"
    : hideEmail
      ? "Email hidden from members"
      : hidePhone
        ? "Phone hidden from members"
        : "Shared with members";

/** One resident: how to reach them, where they live and what changed, with edit and remove. */
export default recordPage({
  param: "residentId",
  useRecord: useResident,
  back: { href: paths.people.href(), label: "People" },
  noun: "Resident",
  icon: "person",
  missingHint: "Find them in the residents directory.",
  view: ResidentView,
});

function ResidentView({ orgId, record: resident, backLink }: RecordViewProps<Resident>) {
  const navigate = useNavigate();
  const { isOrganizationAdmin } = useOrganizationSession();
  const deleteResident = useDeleteResident(orgId);
  const [dialog, setDialog] = useState<"edit" | "remove" | "account" | null>(null);

  return (
    <Page>
      <PageHeader
        title={resident.name}
        description={`${resident.relationship} at ${propertyLabel(resident)}`}
        backLink={backLink}
        actions={
          isOrganizationAdmin ? <RecordActions removeLabel="Remove" open={setDialog} /> : null
        }
      />
      <Card title="Details" headingLevel={2}>
        <DetailList
          items={[
            { label: "Email", value: <ContactValue kind="email" value={resident.email} /> },
            { label: "Phone", value: <ContactValue kind="phone" value={resident.phone} /> },
            {
              label: "Property",
              value: (
                <TextLink to={paths.property.href(resident.propertyId)}>
                  {propertyLabel(resident)}
                </TextLink>
              ),
            },
            { label: "Relationship", value: resident.relationship },
            {
              label: "Board",
              value: resident.boardMember ? (
                <StatusPill tone="primary">Board member</StatusPill>
              ) : (
                "Not on the board"
              ),
            },
            { label: "Status", value: <ResidentStatusPill status={resident.status} /> },
            { label: "Directory privacy", value: privacyText(resident.privacy) },
            {
              label: "Non-urgent email",
              value: resident.emailOptOut ? "Opted out (urgent only)" : "Receive",
            },
            { label: "Added", value: formatDate(resident.createdAt) },
            ...(isOrganizationAdmin
              ? [
                  {
                    label: "Console account",
                    value: (
                      <AccountValue
                        orgId={orgId}
                        accountUid={resident.accountUid}
                        onChange={() => setDialog("account")}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      {isOrganizationAdmin ? <PortalAccessCard orgId={orgId} resident={resident} /> : null}
      <RecentActivityCard
        orgId={orgId}
        resourceId={resident.id}
        description="The latest changes to this resident's record."
      />
      {isOrganizationAdmin && dialog === "account" ? (
        <AccountDialog orgId={orgId} resident={resident} onClose={() => setDialog(null)} />
      ) : null}
      <ResidentFormDialog
        open={dialog === "edit"}
        resident={resident}
        onClose={() => setDialog(null)}
      />
      <ConfirmMutationDialog
        open={dialog === "remove"}
        title={`Remove ${resident.name}?`}
        message={`${resident.name} leaves the directory of ${propertyLabel(resident)}. The change is kept in the activity.`}
        confirmLabel="Remove resident"
        tone="danger"
        busyLabel="Removing..."
        mutation={deleteResident}
        variables={resident}
        done={{ message: `${resident.name} was removed.`, toastId: "delete-resident" }}
        onDone={() => void navigate(paths.people.href())}
        onClose={() => setDialog(null)}
      />
    </Page>
  );
}

/** The member whose account the resident is linked to, or that none is, and a way to change it. */
function AccountValue({
  orgId,
  accountUid,
  onChange,
}: {
  orgId: string;
  accountUid: string | null;
  onChange: () => void;
}) {
  const members = useMemberChoices(orgId);
  const linked = members.find((member) => member.uid === accountUid);
  return (
    <span className="resident-account">
      <span>
        {accountUid === null ? "Not linked" : linked ? memberLabel(linked) : "A member's account"}
      </span>
      <Button variant="secondary" size="sm" onClick={onChange}>
        {accountUid === null ? "Link account" : "Change"}
      </Button>
    </span>
  );
}

function AccountDialog({
  orgId,
  resident,
  onClose,
}: {
  orgId: string;
  resident: Resident;
  onClose: () => void;
}) {
  return (
    <ResidentAccountDialog
      open
      orgId={orgId}
      resident={resident}
      members={useMemberChoices(orgId)}
      onClose={onClose}
    />
  );
}

import {
  Button,
  ConfirmDialog,
  Icon,
  Note,
  Page,
  PageHeader,
  StatCard,
  StatGrid,
  StatusPill,
  formatDate,
  notify,
  type DataTableColumn,
  type SelectOption,
  type StatusTone,
} from "@hoa/ui";
import {
  INVITATION_STATUSES,
  INVITATION_STATUS_LABELS,
  INVITATION_VALIDITY_DAYS,
  ROLES,
  formatMessage,
  messages,
  type InvitationRole,
  type InvitationStatus,
  INVITATION_LIST_ORDER,
} from "@hoa/validation";
import { useMemo, useState } from "react";
import { useListParams } from "../../lib/list-params";
import { useOrganizationSession } from "../../lib/organization-session";
import { PagedTable } from "../../lib/PagedTable";
import { useInvitationSummary } from "./api/get-invitation-summary";
import { useInvitations, type Invitation, type InvitationListQuery } from "./api/list-invitations";
import { useResendInvitation } from "./api/resend-invitation";
import { useRevokeInvitation } from "./api/revoke-invitation";
import { InviteDialog } from "./InviteDialog";

type InvitationSort = NonNullable<InvitationListQuery["sort"]>;

const sortOptions: readonly SelectOption<InvitationSort>[] = [
  { value: "-sentAt", label: "Newest first" },
  { value: "sentAt", label: "Oldest first" },
  { value: "email", label: "Email, A to Z" },
  { value: "-email", label: "Email, Z to A" },
  { value: "expiresAt", label: "Expiring soonest" },
  { value: "-expiresAt", label: "Expiring last" },
];
const statusOptions: readonly SelectOption<InvitationStatus | "">[] = [
  { value: "", label: "Any status" },
  ...INVITATION_STATUSES.map((status) => ({
    value: status,
    label: INVITATION_STATUS_LABELS[status],
  })),
];
const roleLabels: Record<InvitationRole, string> = { member: "Member", admin: "Admin" };
const roleOptions: readonly SelectOption<InvitationRole | "">[] = [
  { value: "", label: "All roles" },
  { value: ROLES.member, label: "Members" },
  { value: ROLES.admin, label: "Admins" },
];

const statusTones: Record<InvitationStatus, StatusTone> = {
  pending: "warning",
  accepted: "success",
  expired: "danger",
  revoked: "neutral",
  declined: "neutral",
};

const canResend = (invitation: Invitation) =>
  invitation.status === "pending" || invitation.status === "expired";
const canRevoke = (invitation: Invitation) => invitation.status === "pending";
/** Only a link that still works, or just stopped working, has an expiry worth showing. */
const hasExpiry = canResend;

const columns: readonly DataTableColumn<Invitation>[] = [
  {
    id: "email",
    header: "Email",
    sort: { ascending: "email", descending: "-email" },
    cell: (invitation) => invitation.email,
  },
  {
    id: "role",
    header: "Role",
    card: "meta",
    cell: (invitation) => roleLabels[invitation.role],
  },
  {
    id: "status",
    header: "Status",
    card: "meta",
    cell: (invitation) => (
      <span className="ui-stacked-text">
        <span>
          <StatusPill tone={statusTones[invitation.status]}>
            {INVITATION_STATUS_LABELS[invitation.status]}
          </StatusPill>
        </span>
        {invitation.delivery === "ERROR" && hasExpiry(invitation) ? (
          <span className="ui-stacked-text__secondary">The email could not be delivered</span>
        ) : null}
      </span>
    ),
  },
  { id: "invitedBy", header: "Invited by", cell: (invitation) => invitation.invitedBy.name },
  {
    id: "sent",
    header: "Sent",
    sort: { ascending: "sentAt", descending: "-sentAt", descendingFirst: true },
    cell: (invitation) => formatDate(invitation.sentAt),
    nowrap: true,
  },
  {
    id: "expires",
    header: "Expires",
    sort: { ascending: "expiresAt", descending: "-expiresAt" },
    cell: (invitation) => (hasExpiry(invitation) ? formatDate(invitation.expiresAt) : "—"),
    nowrap: true,
  },
];

type Asking = { action: "resend" | "revoke"; invitation: Invitation } | null;

/** What asking to resend or revoke says. */
function question({ action, invitation: { email } }: NonNullable<Asking>) {
  return action === "resend"
    ? {
        title: `Resend the invitation to ${email}?`,
        message: `${email} gets a new link that works for ${INVITATION_VALIDITY_DAYS} days; the link sent before stops working.`,
        confirmLabel: "Resend invitation",
      }
    : {
        title: `Revoke the invitation to ${email}?`,
        message: `Its link stops working at once. You can invite ${email} again later.`,
        confirmLabel: "Revoke invitation",
      };
}

/** The organization's invitations: counts, the list, and resending or revoking one. */
function SentInvitations({ orgId }: { orgId: string }) {
  const list = useListParams({
    filters: { status: statusOptions, role: roleOptions },
    sorts: sortOptions,
    order: INVITATION_LIST_ORDER,
  });
  const summary = useInvitationSummary(orgId).data;
  const resend = useResendInvitation(orgId);
  const revoke = useRevokeInvitation(orgId);
  const [asking, setAsking] = useState<Asking>(null);

  const shownColumns = useMemo<readonly DataTableColumn<Invitation>[]>(
    () => [
      ...columns,
      {
        id: "actions",
        header: "Actions",
        card: "action",
        align: "end",
        cell: (invitation) => (
          <span className="ui-row-actions">
            {canResend(invitation) ? (
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Resend: ${invitation.email}`}
                onClick={() => setAsking({ action: "resend", invitation })}
              >
                Resend
              </Button>
            ) : null}
            {canRevoke(invitation) ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Revoke: ${invitation.email}`}
                onClick={() => setAsking({ action: "revoke", invitation })}
              >
                Revoke
              </Button>
            ) : null}
          </span>
        ),
      },
    ],
    [],
  );

  const confirm = () => {
    if (!asking) return;
    const { invitation } = asking;
    // The row changes at once; a refusal puts it back and says why (see the hooks).
    if (asking.action === "resend") {
      resend.mutate(invitation, {
        onSuccess: () =>
          notify.success(formatMessage(messages.invitationSent, { email: invitation.email }), {
            id: "resend-invitation",
          }),
      });
    } else {
      revoke.mutate(invitation, {
        onSuccess: () =>
          notify.success(`The invitation to ${invitation.email} was revoked.`, {
            id: "revoke-invitation",
          }),
      });
    }
    setAsking(null);
  };
  const asked = asking ? question(asking) : null;

  return (
    <>
      <StatGrid>
        <StatCard
          label="Pending"
          value={summary?.pending ?? "—"}
          tone="warning"
          icon={<Icon name="clock" size={16} />}
        />
        <StatCard
          label="Accepted"
          value={summary?.accepted ?? "—"}
          tone="success"
          icon={<Icon name="check" size={16} />}
        />
        <StatCard
          label="Expired"
          value={summary?.expired ?? "—"}
          tone="danger"
          icon={<Icon name="alert" size={16} />}
        />
      </StatGrid>
      <PagedTable
        title="Sent invitations"
        list={list}
        result={useInvitations(orgId, list.query)}
        columns={shownColumns}
        rowKey={(invitation) => invitation.id}
        search={{ label: "Search invitations", placeholder: "Email address" }}
        filterLabels={{ status: "Status", role: "Role" }}
        errorTitle="The invitations could not be loaded"
        empty={{ icon: <Icon name="userPlus" />, title: "No invitations yet" }}
        noMatch={{
          title: "No invitations match",
          description: "Try another address, or show every status and role.",
        }}
      />
      <ConfirmDialog
        open={asking !== null}
        title={asked?.title ?? ""}
        message={asked?.message}
        confirmLabel={asked?.confirmLabel ?? ""}
        tone={asking?.action === "revoke" ? "danger" : "primary"}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

/** Invitations: administrators invite people, follow what became of each, resend or revoke. */
export default function InvitationsPage() {
  const { currentOrgId, organization, isOrganizationAdmin } = useOrganizationSession();
  const [isInviting, setInviting] = useState(false);
  const organizationName = organization?.name ?? "your organization";
  return (
    <Page>
      <PageHeader
        title="Invitations"
        description={`Invite residents and board members to join ${organizationName}.`}
        actions={
          isOrganizationAdmin ? (
            <Button icon={<Icon name="userPlus" size={18} />} onClick={() => setInviting(true)}>
              Invite people
            </Button>
          ) : null
        }
      />
      {isOrganizationAdmin ? (
        <>
          <SentInvitations orgId={currentOrgId ?? ""} />
          <InviteDialog open={isInviting} onClose={() => setInviting(false)} />
        </>
      ) : (
        <Note>
          Only administrators of {organizationName} see and send invitations, since they name people
          who are not members yet. Ask an administrator to invite someone.
        </Note>
      )}
    </Page>
  );
}

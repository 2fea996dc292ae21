import {
  ConfirmDialog,
  Note,
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
  ROLE_LABELS,
  type InvitationRole,
  type Role,
  type InvitationStatus,
  INVITATION_LIST_ORDER,
} from "@hoa/validation";
import { useState } from "react";
import { columnSort, defineList, filterOptions, sortChoices } from "../../lib/list-definition";
import { ListPage } from "../../lib/ListPage";
import { useOrganizationSession } from "../../lib/organization-session";
import { useInvitationSummary } from "./api/get-invitation-summary";
import { useInvitations, type Invitation } from "../../api/list-invitations";
import { useResendInvitation } from "../../api/resend-invitation";
import { useRevokeInvitation } from "../../api/revoke-invitation";
import { InviteDialog } from "./InviteDialog";

const roleLabels: Record<Role, string> = {
  member: "Member",
  admin: "Admin",
  resident: ROLE_LABELS.resident,
};
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
    // The role and who invited sit under the address, so the row fits its card with its actions.
    id: "email",
    header: "Email",
    sort: columnSort("email"),
    cell: (invitation) => (
      <span className="ui-stacked-text">
        <span>{invitation.email}</span>
        <span className="ui-stacked-text__secondary">
          <span>{roleLabels[invitation.role]}</span> · invited by{" "}
          <span>{invitation.invitedBy.name}</span>
        </span>
      </span>
    ),
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
  {
    id: "sent",
    header: "Sent",
    sort: columnSort("sentAt", "descendingFirst"),
    cell: (invitation) => formatDate(invitation.sentAt),
    nowrap: true,
  },
  {
    id: "expires",
    header: "Expires",
    sort: columnSort("expiresAt"),
    cell: (invitation) => (hasExpiry(invitation) ? formatDate(invitation.expiresAt) : "—"),
    nowrap: true,
  },
];

const invitationList = defineList({
  noun: "invitations",
  title: "Sent invitations",
  useItems: useInvitations,
  columns,
  filters: {
    status: {
      label: "Status",
      options: filterOptions("Any status", INVITATION_STATUSES, INVITATION_STATUS_LABELS),
    },
    role: { label: "Role", options: roleOptions },
  },
  sorts: [
    ...sortChoices("-sentAt", "Newest first", "Oldest first"),
    ...sortChoices("email", "Email, A to Z", "Email, Z to A"),
    ...sortChoices("expiresAt", "Expiring soonest", "Expiring last"),
  ],
  order: INVITATION_LIST_ORDER,
  searchPlaceholder: "Email address",
  empty: { icon: "userPlus" },
  noMatchHint: "Try another address, or show every status and role.",
  rowActions: [
    {
      action: "resend",
      label: "Resend",
      name: (invitation) => `Resend: ${invitation.email}`,
      variant: "secondary",
      shownFor: canResend,
    },
    {
      action: "revoke",
      label: "Revoke",
      name: (invitation) => `Revoke: ${invitation.email}`,
      variant: "quiet",
      tone: "danger",
      shownFor: canRevoke,
    },
  ],
  stats: {
    useSummary: (orgId) => useInvitationSummary(orgId).data,
    cards: [
      { label: "Pending", count: "pending", tone: "warning", icon: "clock" },
      { label: "Accepted", count: "accepted", tone: "success", icon: "check" },
      { label: "Expired", count: "expired", tone: "danger", icon: "alert" },
    ],
  },
  create: { label: "Invite people", icon: "userPlus" },
});

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

/**
 * Invitations: administrators invite people, follow what became of each (counts, the list),
 * resend or revoke.
 */
export default function InvitationsPage() {
  const { currentOrgId, organization, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const organizationName = organization?.name ?? "your organization";
  const resend = useResendInvitation(orgId);
  const revoke = useRevokeInvitation(orgId);
  const [isInviting, setInviting] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);

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
    <ListPage
      list={invitationList}
      orgId={orgId}
      title="Invitations"
      description={`Invite residents and board members to join ${organizationName}.`}
      onCreate={isOrganizationAdmin ? () => setInviting(true) : undefined}
      onRowAction={(action, invitation) => setAsking({ action, invitation })}
      instead={
        isOrganizationAdmin ? undefined : (
          <Note>
            Only administrators of {organizationName} see and send invitations, since they name
            people who are not members yet. Ask an administrator to invite someone.
          </Note>
        )
      }
    >
      {isOrganizationAdmin ? (
        <>
          <ConfirmDialog
            open={asking !== null}
            title={asked?.title ?? ""}
            message={asked?.message}
            confirmLabel={asked?.confirmLabel ?? ""}
            tone={asking?.action === "revoke" ? "danger" : "primary"}
            onConfirm={confirm}
            onCancel={() => setAsking(null)}
          />
          <InviteDialog open={isInviting} onClose={() => setInviting(false)} />
        </>
      ) : null}
    </ListPage>
  );
}

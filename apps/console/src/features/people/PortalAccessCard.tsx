import { Button, Card, DetailList, StatusPill, formatDate, notify } from "@hoa/ui";
import { useState, type ReactNode } from "react";
import type { Resident } from "../../api/list-residents";
import { useResendInvitation } from "../../api/resend-invitation";
import { useRevokeInvitation } from "../../api/revoke-invitation";
import { ConfirmMutationDialog } from "../../lib/ConfirmMutationDialog";
import { useMemberChoices } from "./api/list-members";
import {
  removesMember,
  useInviteResident,
  usePendingInvitation,
  useRemovePortalAccess,
} from "./api/portal-access";
import { memberLabel } from "./ResidentAccountDialog";

/**
 * A resident's access to the resident portal (administrators): none, invited (when, with resend
 * and revoke) or active (the linked account, with a way to remove it); inviting needs an email.
 */
export function PortalAccessCard({ orgId, resident }: { orgId: string; resident: Resident }) {
  const { pending, isPending } = usePendingInvitation(orgId, resident.id);
  const invite = useInviteResident(orgId);
  const resend = useResendInvitation(orgId);
  const revoke = useRevokeInvitation(orgId);
  const removeAccess = useRemovePortalAccess(orgId);
  const [asking, setAsking] = useState<"revoke" | "remove" | null>(null);
  const member = useMemberChoices(orgId).find((item) => item.uid === resident.accountUid);

  const sendInvitation = () =>
    invite.mutate(resident, {
      onSuccess: ({ sentAgain, invitation }) =>
        notify.success(
          sentAgain
            ? `${resident.name}'s pending invitation was sent again.`
            : `${resident.name} was invited at ${invitation.email}.`,
          { id: "invite-resident" },
        ),
    });
  const sendAgain = (invitation: NonNullable<typeof pending>) =>
    resend.mutate(invitation, {
      onSuccess: () =>
        notify.success(`The invitation was sent again to ${invitation.email}.`, {
          id: "resend-invitation",
        }),
    });

  let status: { label: string; tone: "success" | "warning" | "neutral" };
  let details: { label: string; value: string }[];
  let actions: ReactNode;
  if (resident.accountUid !== null) {
    status = { label: "Active", tone: "success" };
    details = [{ label: "Account", value: member ? memberLabel(member) : "A member's account" }];
    actions = (
      <Button variant="quiet" tone="danger" size="sm" onClick={() => setAsking("remove")}>
        Remove access
      </Button>
    );
  } else if (pending) {
    status = { label: "Invited", tone: "warning" };
    details = [
      { label: "Sent", value: `${formatDate(pending.sentAt)} to ${pending.email}` },
      { label: "Link works until", value: formatDate(pending.expiresAt) },
    ];
    actions = (
      <span className="resident-account">
        <Button
          variant="secondary"
          size="sm"
          disabled={resend.isPending}
          onClick={() => sendAgain(pending)}
        >
          Resend invitation
        </Button>
        <Button variant="quiet" tone="danger" size="sm" onClick={() => setAsking("revoke")}>
          Revoke invitation
        </Button>
      </span>
    );
  } else {
    status = { label: "No access", tone: "neutral" };
    details = [];
    actions = (
      <Button
        size="sm"
        disabled={isPending || invite.isPending || !resident.email}
        onClick={sendInvitation}
      >
        Invite to the portal
      </Button>
    );
  }

  return (
    <Card
      title="Portal access"
      headingLevel={2}
      description="The resident portal: their own contact details, their property's balance and their tickets."
      actions={actions}
    >
      <DetailList
        items={[
          { label: "Status", value: <StatusPill tone={status.tone}>{status.label}</StatusPill> },
          ...details,
        ]}
      />
      {!resident.email && resident.accountUid === null && !pending ? (
        <p className="portal-access__hint">
          {resident.name} has no email address: add one to invite them.
        </p>
      ) : null}
      {pending ? (
        <ConfirmMutationDialog
          open={asking === "revoke"}
          title={`Revoke ${resident.name}'s invitation?`}
          message={`The link sent to ${pending.email} stops working. You can invite them again later.`}
          confirmLabel="Revoke invitation"
          tone="danger"
          busyLabel="Revoking..."
          mutation={revoke}
          variables={pending}
          done={{ message: "The invitation was revoked.", toastId: "revoke-invitation" }}
          onClose={() => setAsking(null)}
        />
      ) : null}
      <ConfirmMutationDialog
        open={asking === "remove"}
        title={`Remove ${resident.name}'s access?`}
        message={
          removesMember(member)
            ? `${memberLabel(member)} is removed from the organization and can no longer sign in to the portal.`
            : `The account stays a member of the organization with its role, but no longer sees the portal as ${resident.name}.`
        }
        confirmLabel="Remove access"
        tone="danger"
        busyLabel="Removing..."
        mutation={removeAccess}
        variables={{ resident, member }}
        done={{ message: `${resident.name} no longer has access.`, toastId: "remove-access" }}
        onClose={() => setAsking(null)}
      />
    </Card>
  );
}

import type { InviteResidentsRequest } from "@hoa/validation";
import type { ApiSchemas } from "../../api/client";
import { ConfirmMutationDialog } from "../../lib/ConfirmMutationDialog";
import { useInviteResidents } from "./api/portal-access";

/** What inviting the residents a list matches did, counted. */
type InvitedCounts = ApiSchemas["ResidentInvitations"];

/** The toast of a bulk invitation: how many were sent, then why the others were not. */
export function invitedCountsMessage({
  sent,
  alreadyPending,
  alreadyLinked,
  withoutEmail,
}: InvitedCounts): string {
  const sentText = sent === 1 ? "1 invitation sent" : `${sent} invitations sent`;
  return `${sentText}. Already invited: ${alreadyPending}. Already with access: ${alreadyLinked}. Without email: ${withoutEmail}.`;
}

/**
 * Asks before inviting to the portal every resident the residents list's current search and
 * filters (`criteria`) match who has an email and no access yet, then toasts the counts.
 */
export function InviteResidentsDialog({
  orgId,
  open,
  criteria,
  onClose,
}: {
  orgId: string;
  open: boolean;
  criteria: InviteResidentsRequest;
  onClose: () => void;
}) {
  return (
    <ConfirmMutationDialog
      open={open}
      title="Invite to the portal"
      message="Invite every resident that matches the current search and filters, has an email and no access yet?"
      confirmLabel="Send invitations"
      busyLabel="Sending..."
      mutation={useInviteResidents(orgId)}
      variables={criteria}
      done={{ message: invitedCountsMessage, toastId: "invite-residents" }}
      onClose={onClose}
    />
  );
}

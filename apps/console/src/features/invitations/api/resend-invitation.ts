import { api, unwrap } from "../../../api/client";
import { ifMatch } from "../../../api/if-match";
import { useInvitationAction } from "./invitation-action";
import type { Invitation } from "./list-invitations";

/**
 * `POST /api/orgs/{orgId}/invitations/{invitationId}/resend`, made to the version shown: a new
 * link (the old one stops working) and a new expiry.
 */
export function resendInvitation(orgId: string, invitation: Invitation) {
  return unwrap(
    api.POST("/api/orgs/{orgId}/invitations/{invitationId}/resend", {
      params: { path: { orgId, invitationId: invitation.id }, header: ifMatch(invitation) },
    }),
  );
}

/** Sends a pending or expired invitation again; the row shows it pending at once. */
export const useResendInvitation = (orgId: string) =>
  useInvitationAction(orgId, {
    perform: resendInvitation,
    shownAs: (invitation) => ({ ...invitation, status: "pending" }),
    meta: { errorMessage: "The invitation could not be sent again", toastId: "resend-invitation" },
  });

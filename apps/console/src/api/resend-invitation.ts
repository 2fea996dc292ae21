import { versionedRequest } from "./if-match";
import { useInvitationAction } from "./invitation-action";

/**
 * `POST /api/orgs/{orgId}/invitations/{invitationId}/resend`, made to the version shown: a new
 * link (the old one stops working) and a new expiry.
 */
export const resendInvitation = versionedRequest(
  "POST",
  "/api/orgs/{orgId}/invitations/{invitationId}/resend",
);

/** Sends a pending or expired invitation again; the row shows it pending at once. */
export const useResendInvitation = (orgId: string) =>
  useInvitationAction(orgId, {
    perform: resendInvitation,
    shownAs: (invitation) => ({ ...invitation, status: "pending" }),
    meta: { errorMessage: "The invitation could not be sent again", toastId: "resend-invitation" },
  });

import { versionedRequest } from "./if-match";
import { useInvitationAction } from "./invitation-action";

/** `POST /api/orgs/{orgId}/invitations/{invitationId}/revoke`, made to the version shown. */
export const revokeInvitation = versionedRequest(
  "POST",
  "/api/orgs/{orgId}/invitations/{invitationId}/revoke",
);

/** Revokes a pending invitation: its link stops working. The row shows it revoked at once. */
export const useRevokeInvitation = (orgId: string) =>
  useInvitationAction(orgId, {
    perform: revokeInvitation,
    shownAs: (invitation) => ({ ...invitation, status: "revoked" }),
    meta: { errorMessage: "The invitation could not be revoked", toastId: "revoke-invitation" },
  });

import { api, unwrap } from "../../../api/client";
import { ifMatch } from "../../../api/if-match";
import { useInvitationAction } from "./invitation-action";
import type { Invitation } from "./list-invitations";

/** `POST /api/orgs/{orgId}/invitations/{invitationId}/revoke`, made to the version shown. */
export function revokeInvitation(orgId: string, invitation: Invitation) {
  return unwrap(
    api.POST("/api/orgs/{orgId}/invitations/{invitationId}/revoke", {
      params: { path: { orgId, invitationId: invitation.id }, header: ifMatch(invitation) },
    }),
  );
}

/** Revokes a pending invitation: its link stops working. The row shows it revoked at once. */
export const useRevokeInvitation = (orgId: string) =>
  useInvitationAction(orgId, {
    perform: revokeInvitation,
    shownAs: (invitation) => ({ ...invitation, status: "revoked" }),
    meta: { errorMessage: "The invitation could not be revoked", toastId: "revoke-invitation" },
  });

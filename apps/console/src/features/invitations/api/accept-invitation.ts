import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";

/** `POST /api/invitations/{token}/accept`: the caller becomes a member with the invited role. */
export function acceptInvitation(token: string) {
  return unwrap(api.POST("/api/invitations/{token}/accept", { params: { path: { token } } }));
}

/**
 * Accepts the invitation of a link. A refusal (used meanwhile, revoked, expired) is toasted
 * centrally and the invitation read again, so the page says where it stands now.
 */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvitation(token),
    meta: { errorMessage: "The invitation could not be accepted", toastId: "answer-invitation" },
    onError: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.invitationLinks.detail(token) }),
  });
}

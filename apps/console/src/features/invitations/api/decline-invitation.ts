import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";

/** `POST /api/invitations/{token}/decline`. */
export function declineInvitation(token: string) {
  return unwrap(api.POST("/api/invitations/{token}/decline", { params: { path: { token } } }));
}

/**
 * Declines the invitation of a link. A refusal is toasted centrally and the invitation read
 * again, so the page says where it stands now.
 */
export function useDeclineInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => declineInvitation(token),
    meta: { errorMessage: "The invitation could not be declined", toastId: "answer-invitation" },
    onError: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.invitationLinks.detail(token) }),
  });
}

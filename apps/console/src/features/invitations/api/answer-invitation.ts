import { api, unwrap } from "../../../api/client";
import { useItemMutation } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";

/** How the person who opened an invitation's link answers it. */
export type InvitationAnswer = "accept" | "decline";

/** `POST /api/invitations/{token}/accept` or `.../decline`. */
export async function answerInvitation(token: string, answer: InvitationAnswer) {
  const params = { path: { token } };
  return answer === "accept"
    ? unwrap(api.POST("/api/invitations/{token}/accept", { params }))
    : unwrap(api.POST("/api/invitations/{token}/decline", { params }));
}

/**
 * Answers the invitation of a link. A refusal (used meanwhile, revoked, expired) is toasted
 * centrally with `errorMessage` and the invitation read again, so the page says where it stands now.
 */
export const useAnswerInvitation = (
  token: string,
  answer: InvitationAnswer,
  errorMessage: string,
) =>
  useItemMutation({
    mutationFn: () => answerInvitation(token, answer),
    meta: { errorMessage, toastId: "answer-invitation" },
    invalidatesOnError: [queryKeys.invitationLinks.detail(token)],
  });

import { useAnswerInvitation } from "./answer-invitation";

/** Declines the invitation of a link. */
export const useDeclineInvitation = (token: string) =>
  useAnswerInvitation(token, "decline", "The invitation could not be declined");

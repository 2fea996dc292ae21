import { useAnswerInvitation } from "./answer-invitation";

/** Accepts the invitation of a link: the caller becomes a member with the invited role. */
export const useAcceptInvitation = (token: string) =>
  useAnswerInvitation(token, "accept", "The invitation could not be accepted");

import { resultLine } from "@hoa/validation/elections";
import type { OwnElection } from "./api";

/** What an open election asks of the household. */
export const VOTE_FROM_LINK = "Vote from the link emailed to you";

/** The certified result in a line, as the results notice emails it (`resultLine`). */
export function resultText(election: OwnElection): string | null {
  return election.result
    ? resultLine(election.vote, election.result, election.electorateBasis)
    : null;
}

/** What the household should know of a failed quorum or a reconvened meeting, beyond the result. */
export function stateText(election: OwnElection): string | null {
  if (election.status === "quorumFailed") {
    return "The quorum was not reached: the ballots stay sealed while the board decides whether to reconvene the meeting.";
  }
  if (election.reconvened && election.status === "open") {
    return "Reconvened meeting: the first meeting did not reach its quorum. Ballots already cast count; a property that has not voted may vote until the new deadline, when a lower quorum applies.";
  }
  return null;
}

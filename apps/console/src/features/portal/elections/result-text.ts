import { electionMessages, formatVotingPower } from "@hoa/validation/elections";
import type { OwnElection } from "./api";

/** What an open election asks of the household. */
export const VOTE_FROM_LINK = "Vote from the link emailed to you";

/**
 * The certified result in a line: who was elected, whether the measure passed with its votes
 * (shares of the percentage interests when weighted: "Passed: 60% yes, 40% no, 0% abstaining"),
 * or no quorum.
 */
export function resultText(election: OwnElection): string | null {
  const result = election.result;
  if (!result) return null;
  if (result.kind === "noQuorum") return electionMessages.noQuorum;
  if (result.kind === "directorElection") {
    const names = new Map((election.vote.candidates ?? []).map((c) => [c.id, c.name]));
    const elected = result.elected.map((id) => names.get(id) ?? id);
    return elected.length > 0 ? `Elected: ${elected.join(", ")}` : "No one was elected";
  }
  const power = (votes: number) => formatVotingPower(election.electorateBasis, votes);
  return `${result.passed ? "Passed" : "Did not pass"}: ${power(result.yes)} yes, ${power(result.no)} no, ${power(result.abstain)} abstaining`;
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

import { StatusPill, type StatusPillProps } from "@hoa/ui";
import { VOTE_KIND_LABELS } from "@hoa/validation/elections";
import type { Election } from "./api";

type Status = Election["status"];

export const ELECTION_STATUS_LABELS: Readonly<Record<Status, string>> = {
  draft: "Draft",
  nominating: "Nominations open",
  open: "Voting open",
  quorumFailed: "Quorum not reached",
  counting: "Counting",
  certified: "Certified",
};

const tones: Readonly<Record<Status, NonNullable<StatusPillProps["tone"]>>> = {
  draft: "neutral",
  nominating: "info",
  open: "info",
  quorumFailed: "danger",
  counting: "warning",
  certified: "success",
};

/** Where an election stands, as a status pill. */
export function ElectionStatusPill({ status }: { status: Status }) {
  return <StatusPill tone={tones[status]}>{ELECTION_STATUS_LABELS[status]}</StatusPill>;
}

/** "Director election", "Measure", "Board motion". */
export const kindLabel = (election: Pick<Election, "vote">) => VOTE_KIND_LABELS[election.vote.kind];

/** "12 of 120 voted": the live count once the ballots are out, nothing before. */
export const votedText = (election: Pick<Election, "live">) =>
  election.live ? `${election.live.ballots} of ${election.live.voters} voted` : null;

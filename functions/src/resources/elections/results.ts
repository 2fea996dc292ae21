/**
 * What residents read of elections: those taking nominations or whose ballots went out, whether the quorum failed or
 * the meeting was reconvened, and results once certified (a certificate of no quorum says only so).
 */
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import type { DataContext } from "../../platform/data-context.js";
import {
  electionFromData,
  electionRef,
  electionsCollection,
  type StoredElection,
} from "./documents.js";

const VISIBLE = ["nominating", "open", "quorumFailed", "counting", "certified"] as const;

const residentView = (election: StoredElection) => ({
  id: election.id,
  title: election.title,
  question: election.question,
  vote: election.vote,
  electorateBasis: election.electorate,
  nominationNoticeAt: election.nominationNoticeAt,
  nominationDeadline: election.nominationDeadline,
  ballotsOutAt: election.ballotsOutAt,
  votingDeadline: election.votingDeadline,
  resultsNoticeAt: election.resultsNoticeAt,
  status: election.status,
  quorumFailedAt: election.quorumFailedAt,
  reconvened: election.reconvened,
  firstVotingDeadline: election.firstVotingDeadline,
  result: election.certificate?.result ?? null,
  certifiedAt: election.certificate?.signedAt ?? null,
  certifiedBy: election.certificate?.signedBy ?? null,
});

/** `GET .../me/elections`: the elections taking nominations or whose ballots went out, latest deadline first. */
export async function listOwnElections(data: DataContext, orgId: string) {
  const snapshot = await data.call(
    electionsCollection(data.db, orgId)
      .where("status", "in", [...VISIBLE])
      .get(),
  );
  const items = snapshot.docs
    .map((doc) => residentView(electionFromData(doc.id, doc.data())))
    .sort((a, b) => b.votingDeadline.localeCompare(a.votingDeadline) || a.id.localeCompare(b.id));
  return { items };
}

/** `GET .../me/elections/{id}`: one, with its certified results; 404 for a draft. */
export async function getOwnElection(data: DataContext, orgId: string, id: string) {
  const snapshot = await data.call(electionRef(data.db, orgId, id).get());
  const election = snapshot.exists ? electionFromData(id, snapshot.data() ?? {}) : null;
  if (!election || election.status === "draft") throw new ApiError(404, apiMessages.notFound);
  return residentView(election);
}

/**
 * A meeting reconvened after one that failed quorum (California Civil Code 5115(c), AB 1458: at
 * least 20 days later, when the quorum is 20% of the members). The ballots already cast stay in
 * the box and count; the properties that have not voted may vote until the new deadline by the
 * links they have, on paper or by proxy, and each gets a fresh link by email (only a link's hash
 * is stored, so the first cannot be sent again; it stays valid).
 */
import {
  checkReconvenedDate,
  electronicVoteAllowed,
  formatBasisPoints,
  citationLabel,
  reconvenedMeeting,
  type ElectionRuleSet,
  type Vote,
} from "@hoa/validation/elections";
import type { Transaction } from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import type { DataContext } from "../../platform/data-context.js";
import { runTransaction } from "../../platform/transactions.js";
import { assertVersion } from "../../platform/versioning.js";
import { organizationZone } from "../organizations/documents.js";
import { letterRecipients } from "../violations/store.js";
import { longTime, mailBallotLinks, mailInspector, type RollVoter } from "./ballot-mail.js";
import {
  electionFromData,
  electionRef,
  electionToData,
  rollCollection,
  rollFromData,
  type StoredElection,
} from "./documents.js";
import { electionRequestMessages as rm, type ReconveneRequest } from "./schemas.js";
import { auditElection, mailedAnswer, rulesOf } from "./store.js";

/**
 * 409 for an election that cannot be reconvened (not failed, already reconvened, or rules with no
 * reconvened quorum for its vote); 400 on `votingDeadline` for a date the rules refuse (too soon,
 * with the rule's citation) or one already past.
 */
function assertReconvenable(
  election: StoredElection,
  rules: ElectionRuleSet,
  reconvenedAt: Date,
  now: Date,
  zone: string,
): void {
  if (election.status === "quorumFailed" && election.reconvened) {
    throw new ApiError(409, rm.reconvenedOnce);
  }
  if (election.status !== "quorumFailed") throw new ApiError(409, rm.notQuorumFailed);
  // The meeting that failed quorum is the one whose polls closed at the voting deadline (when the
  // inspector counts), whenever the inspector found it: the day `dates.reconvenedFrom` counts from.
  const refused = checkReconvenedDate(rules, election.vote, {
    failedAt: new Date(election.votingDeadline),
    reconvenedAt,
    zone,
  });
  if (refused?.code === "reconvenedNotAllowed") throw new ApiError(409, refused.message);
  const message =
    refused?.message ?? (reconvenedAt.getTime() <= now.getTime() ? rm.reconvenedInPast : null);
  if (message !== null) throw new ApiError(400, message, {}, { votingDeadline: message });
}

/** The properties that have not voted, each with its owners on file (`letterRecipients`). */
async function notYetVoted(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  electionId: string,
): Promise<RollVoter[]> {
  const roll = await transaction.get(
    rollCollection(data.db, orgId, electionId).where("voted", "==", false),
  );
  return Promise.all(
    roll.docs.map(async (doc) => {
      const entry = rollFromData(doc.data());
      return {
        id: entry.voterId,
        label: entry.label,
        emails: await letterRecipients(data, transaction, orgId, entry.voterId),
      };
    }),
  );
}

/** "20% of the members (AB 1458)": the reconvened meeting's quorum, with its source. */
function reconvenedQuorumText(rules: ElectionRuleSet, vote: Vote, failedAt: string, zone: string) {
  const meeting = reconvenedMeeting(rules, vote, new Date(failedAt), zone);
  return meeting
    ? `${formatBasisPoints(meeting.basisPoints)} of the members (${citationLabel(meeting.citation)})`
    : "";
}

/**
 * `POST .../elections/{id}/reconvene` (administrators, If-Match): the meeting whose quorum
 * failed is reconvened, once, at a voting deadline the rules allow (`checkReconvenedDate`). The
 * election opens again with the lower quorum (`reconvened`), its first deadline kept; the
 * properties that have not voted get a fresh link where members vote online, and the inspector
 * a note. Audited.
 */
export async function reconveneElection(
  data: DataContext,
  orgId: string,
  id: string,
  request: ReconveneRequest,
  expectedVersion: number,
  actor: Caller,
  consoleUrl: string,
) {
  const ref = electionRef(data.db, orgId, id);
  const outcome = await runTransaction(data, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw new ApiError(404, apiMessages.notFound);
    const current = electionFromData(id, snapshot.data() ?? {});
    assertVersion(current.version, expectedVersion);
    const { zone: orgZone, name } = await organizationZone(data, orgId, transaction);
    const rules = rulesOf(current, null);
    if (rules === null) throw new ApiError(409, rm.notQuorumFailed);
    const zone = current.zone ?? orgZone;
    const now = data.clock.now();
    assertReconvenable(current, rules, new Date(request.votingDeadline), now, zone);

    const voters = await notYetVoted(data, transaction, orgId, id);
    const online = electronicVoteAllowed(rules, current.vote, true).allowed;
    const deadline = longTime(request.votingDeadline, zone);
    const quorum = reconvenedQuorumText(rules, current.vote, current.votingDeadline, zone);
    const target = { orgId, electionId: id, organizationName: name, consoleUrl };
    const sent = online
      ? mailBallotLinks(data, transaction, target, voters, {
          subject: `Your ballot: ${current.title} (reconvened meeting)`,
          opening: `The vote did not reach its quorum, so the board reconvened the meeting. Voting is open again until ${deadline}, and the quorum is now ${quorum}. Your vote is secret: the ballot box keeps no name, and a receipt lets you check it was counted. An earlier link for this property works too.`,
        })
      : { mailIds: [], linksSent: 0, emails: 0 };
    const mailIds = [
      ...sent.mailIds,
      mailInspector(data, transaction, target, current.inspector.email, {
        subject: `Inspector of elections: ${current.title} (reconvened meeting)`,
        heading: `The meeting is reconvened: ${current.title}`,
        paragraph: `The quorum was not reached, and ${name} reconvened the meeting. The ballots already cast stay in the box and count. The polls now close ${deadline}, when the quorum is ${quorum}; after that, sign in with this address to close the polls again.`,
      }),
    ];

    const updated: StoredElection = {
      ...current,
      status: "open",
      reconvened: true,
      firstVotingDeadline: current.votingDeadline,
      votingDeadline: new Date(request.votingDeadline).toISOString(),
      countOpenedAt: null,
      quorumFailedAt: null,
      version: current.version + 1,
      updatedAt: now.toISOString(),
    };
    const { id: _id, ...stored } = updated;
    transaction.set(ref, electionToData(stored));
    auditElection(data, transaction, orgId, actor, updated, "update", [
      { field: "status", before: current.status, after: "open" },
      { field: "votingDeadline", before: current.votingDeadline, after: updated.votingDeadline },
      { field: "reconvened", before: false, after: true },
    ]);
    const withoutEmail = voters.filter((voter) => voter.emails.length === 0).length;
    return {
      updated,
      rules,
      zone,
      mailIds,
      summary: {
        notVoted: voters.length,
        linksSent: sent.linksSent,
        emails: sent.emails,
        withoutEmail,
      },
    };
  });
  return mailedAnswer(data, orgId, outcome);
}

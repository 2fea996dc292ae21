/**
 * The inspector of elections: named by email on the election, possibly no member of the
 * organization. Signed in with that address, verified, they close the polls and open the count
 * (or find the quorum failed), read the tally, enter paper ballots and certify (a result, or that
 * no quorum was reached); anyone else gets 404, as if there were none.
 */
import { openCount, tallyWhenClosed, type BallotChoices } from "@hoa/validation/elections";
import { Timestamp, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import type { DataContext } from "../../platform/data-context.js";
import { runTransaction } from "../../platform/transactions.js";
import { organizationZone } from "../organizations/documents.js";
import { countState, enterPaper, readBox } from "./ballots.js";
import {
  electionFromData,
  electionRef,
  rollCollection,
  rollFromData,
  type StoredElection,
} from "./documents.js";
import { mailResultsNotice, resultsRecipients } from "./results-notice.js";
import { electionRequestMessages as rm } from "./schemas.js";
import { auditElection, liveCount, rulesOf } from "./store.js";

/** Whether the caller is the election's inspector: their verified address is the one it names. */
const isInspector = (caller: Caller, election: StoredElection) =>
  caller.emailVerified &&
  typeof caller.email === "string" &&
  caller.email.trim().toLowerCase() === election.inspector.email;

/** The election the caller inspects, or 404 (a draft has no inspector's page yet). */
async function inspected(
  data: DataContext,
  orgId: string,
  electionId: string,
  caller: Caller,
): Promise<StoredElection> {
  const snapshot = await data.call(electionRef(data.db, orgId, electionId).get());
  const election = snapshot.exists ? electionFromData(electionId, snapshot.data() ?? {}) : null;
  if (!election || election.status === "draft" || !isInspector(caller, election)) {
    throw new ApiError(404, apiMessages.notFound);
  }
  return election;
}

const rulesFor = (election: StoredElection) => {
  const rules = rulesOf(election, null);
  if (rules === null) throw new ApiError(404, apiMessages.notFound);
  return rules;
};

/** `GET /inspector/orgs/{orgId}/elections/{id}`: the election, its live counts, its certificate. */
export async function getInspected(data: DataContext, orgId: string, id: string, caller: Caller) {
  const election = await inspected(data, orgId, id, caller);
  const [{ name }, live] = await Promise.all([
    organizationZone(data, orgId),
    liveCount(data, orgId, election, rulesFor(election)),
  ]);
  return {
    id: election.id,
    orgId,
    organizationName: name,
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
    live,
    countOpenedAt: election.countOpenedAt,
    certificate: election.certificate,
    version: election.version,
  };
}

/** 409 while the ballots stay sealed: a failed quorum, pending or certified. */
function assertUnsealed(election: StoredElection): void {
  if (election.status === "quorumFailed") throw new ApiError(409, rm.ballotsSealed);
  if (election.status === "certified" && election.quorumFailedAt !== null) {
    throw new ApiError(409, rm.noQuorumCertified);
  }
}

/**
 * `POST .../count`: closes the polls, at or after the deadline, once. With the quorum reached
 * (the live counts: a reconvened meeting's lower quorum if reconvened) the count opens; without,
 * the election's quorum failed: the ballots stay sealed, no tally is answered, and either the
 * board reconvenes the meeting where the rules allow or the inspector certifies no quorum.
 */
export async function openTheCount(data: DataContext, orgId: string, id: string, caller: Caller) {
  await inspected(data, orgId, id, caller);
  const ref = electionRef(data.db, orgId, id);
  await runTransaction(data, async (transaction) => {
    const current = electionFromData(id, (await transaction.get(ref)).data() ?? {});
    assertUnsealed(current);
    const rules = rulesFor(current);
    const now = data.clock.now();
    const opened = openCount(countState(current, rules, []), now);
    if (!opened.ok) throw new ApiError(409, opened.refusal.message);
    const { quorum } = await liveCount(data, orgId, current, rules, transaction);
    const status = quorum.reached ? "counting" : "quorumFailed";
    transaction.update(ref, {
      status,
      ...(quorum.reached
        ? { countOpenedAt: Timestamp.fromDate(now) }
        : { quorumFailedAt: Timestamp.fromDate(now) }),
      version: current.version + 1,
      updatedAt: Timestamp.fromDate(now),
    });
    auditElection(data, transaction, orgId, caller, current, "update", [
      { field: "status", before: current.status, after: status },
    ]);
  });
  return getInspected(data, orgId, id, caller);
}

/** The tally of the box, refused while the polls are open (`tallyWhenClosed`). */
function tallyOf(election: StoredElection, box: Awaited<ReturnType<typeof readBox>>) {
  const answer = tallyWhenClosed(countState(election, rulesFor(election), box), {
    reconvened: election.reconvened,
  });
  if (!answer.ok) throw new ApiError(409, answer.refusal.message);
  return answer.result;
}

/** `GET .../tally`: the result, only once the count is open. */
export async function getTally(data: DataContext, orgId: string, id: string, caller: Caller) {
  const election = await inspected(data, orgId, id, caller);
  assertUnsealed(election);
  if (election.countOpenedAt === null) tallyOf(election, []);
  const box = await readBox(data, orgId, id);
  return {
    result: tallyOf(election, box),
    candidates: election.vote.kind === "directorElection" ? [...election.vote.candidates] : [],
    version: election.version,
  };
}

/**
 * `POST .../certificate`: the inspector signs the result with their name, at the clock's time;
 * the certificate is then fixed (409 after), and the results reach the residents, by the portal
 * and by the results notice emailed to everyone on the roll (once per address) in the same
 * transaction. From a failed quorum, they certify that no quorum was reached: how many voted and
 * the quorum, the ballots never counted (no choice is revealed). Answers the election and the
 * ids of the notices to deliver.
 */
export async function certify(
  data: DataContext,
  orgId: string,
  id: string,
  signature: string,
  caller: Caller,
  consoleUrl: string,
) {
  await inspected(data, orgId, id, caller);
  const ref = electionRef(data.db, orgId, id);
  const mailIds = await runTransaction(data, async (transaction) => {
    const current = electionFromData(id, (await transaction.get(ref)).data() ?? {});
    if (current.status === "certified") throw new ApiError(409, rm.certified);
    if (current.status !== "counting" && current.status !== "quorumFailed") {
      throw new ApiError(409, rm.notCounting);
    }
    const result =
      current.status === "quorumFailed"
        ? await noQuorumResult(data, orgId, current, transaction)
        : tallyOf(current, await readBox(data, orgId, id, transaction));
    const { zone, name } = await organizationZone(data, orgId, transaction);
    const recipients = await resultsRecipients(data, transaction, orgId, current);
    const now = data.clock.now();
    transaction.update(ref, {
      status: "certified",
      certificate: {
        signedBy: signature,
        signedAt: Timestamp.fromDate(now),
        inspectorEmail: current.inspector.email,
        result: JSON.parse(JSON.stringify(result)) as object,
      },
      resultsNoticedAt: Timestamp.fromDate(now),
      version: current.version + 1,
      updatedAt: Timestamp.fromDate(now),
    });
    const noticed = mailResultsNotice(
      data,
      transaction,
      { orgId, electionId: id, organizationName: name, consoleUrl },
      recipients,
      {
        election: current,
        result,
        signedBy: signature,
        signedAt: now.toISOString(),
        zone,
      },
    );
    const signed = `Signed by ${signature}${result.kind === "noQuorum" ? ": no quorum" : ""}`;
    auditElection(data, transaction, orgId, caller, current, "update", [
      { field: "status", before: current.status, after: "certified" },
      { field: "certificate", before: null, after: signed },
      { field: "resultsNotice", before: null, after: emailedTo(noticed.length) },
    ]);
    return noticed;
  });
  return { mailIds, answer: await getInspected(data, orgId, id, caller) };
}

/** "Emailed to 12 addresses", as the audit trail tells the results notice. */
const emailedTo = (count: number) => `Emailed to ${count} ${count === 1 ? "address" : "addresses"}`;

/**
 * `GET .../roll`: the voter roll, by address: who may vote and whether (and by which channel)
 * each has, never how; the inspector checks a paper envelope against it.
 */
export async function getRoll(data: DataContext, orgId: string, id: string, caller: Caller) {
  await inspected(data, orgId, id, caller);
  const snapshot = await data.call(rollCollection(data.db, orgId, id).get());
  const items = snapshot.docs
    .map((doc) => rollFromData(doc.data()))
    .map(({ voterId, label, voted, channel }) => ({ voterId, label, voted, channel }))
    .sort(
      (a, b) =>
        a.label.localeCompare(b.label, "en", { numeric: true }) ||
        a.voterId.localeCompare(b.voterId),
    );
  return { items };
}

/** What a certificate of no quorum says: the counts and the quorum missed, never a choice. */
async function noQuorumResult(
  data: DataContext,
  orgId: string,
  election: StoredElection,
  transaction: Transaction,
) {
  const live = await liveCount(data, orgId, election, rulesFor(election), transaction);
  return {
    kind: "noQuorum" as const,
    ballots: live.ballots,
    votingPower: live.votingPower,
    quorum: live.quorum,
  };
}

/** `POST .../paper`: a paper ballot from a property's signed envelope, by the inspector. */
export async function enterPaperBallotAsInspector(
  data: DataContext,
  orgId: string,
  id: string,
  request: { propertyId: string; choices: BallotChoices; receivedAt: string },
  caller: Caller,
) {
  const election = await inspected(data, orgId, id, caller);
  return enterPaper(data, orgId, election, request, caller);
}

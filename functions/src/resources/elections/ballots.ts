/**
 * The secret ballot as stored: a property's roll entry (who voted, how, when) and the box (how,
 * keyed by the receipt's hash, with no voter, channel or time), written in one transaction on the
 * roll entry, so one property's ballot is cast once whatever the channel or the number of devices.
 */
import {
  castBallot,
  enterPaperBallot,
  formatReceiptSecret,
  isReceiptSecret,
  newReceiptSecret,
  receiptHash,
  type BallotChoices,
  type BallotState,
  type BallotTransition,
  type BoxBallot,
  type ElectionRefusal,
  type ElectionRuleSet,
} from "@hoa/validation/elections";
import { Timestamp, type DocumentReference, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import type { DataContext } from "../../platform/data-context.js";
import { runTransaction } from "../../platform/transactions.js";
import { organizationZone } from "../organizations/documents.js";
import {
  ballotLinkRef,
  ballotTokenHash,
  boxBallotToData,
  boxCollection,
  boxRef,
  electionFromData,
  electionRef,
  rollFromData,
  rollRef,
  type RollDocument,
  type StoredElection,
} from "./documents.js";
import { electionRequestMessages as rm, type CastRequest } from "./schemas.js";
import { auditElection, electorateOfRoll, rulesOf } from "./store.js";

/** Who acts when a ballot comes by link: the link, not an account (the audit names no person). */
const LINK_ACTOR: Caller = {
  uid: "ballot-link",
  email: null,
  emailVerified: false,
  displayName: "A one-time ballot link",
};

const CHANNEL_AUDIT = { link: "online", paper: "on paper", proxy: "by proxy" } as const;

/** The refusals about the choices or the consent sent: 400 naming the field; the rest 409. */
export function refusalError(refusal: ElectionRefusal): ApiError {
  switch (refusal.code) {
    case "choicesInvalid":
    case "unknownCandidate":
    case "candidateChosenTwice":
    case "tooManyCandidates":
      return new ApiError(400, refusal.message, {}, { choices: refusal.message });
    case "electronicNeedsConsent":
      return new ApiError(400, refusal.message, {}, { electronicConsent: refusal.message });
    case "notEligible":
      return new ApiError(404, refusal.message);
    default:
      return new ApiError(409, refusal.message);
  }
}

/**
 * The ballot state one property's cast is decided on: the rules frozen with the election, that
 * property alone as electorate (with its roll entry's weight) and its roll entry. The box is not read: a receipt is 128 random
 * bits, and the box document is created (never overwritten), so a reused one fails the commit.
 */
export function stateFor(
  election: StoredElection,
  rules: ElectionRuleSet,
  roll: RollDocument,
): BallotState {
  return {
    vote: election.vote,
    ruleSet: rules,
    electorate: {
      basis: election.electorate,
      voters: [{ id: roll.voterId, basisPoints: roll.weight }],
    },
    zone: election.zone ?? "UTC",
    closesAt: election.votingDeadline,
    countOpenedAt: election.countOpenedAt,
    roll:
      roll.voted && roll.channel && roll.at
        ? { [roll.voterId]: { channel: roll.channel, at: roll.at } }
        : {},
    box: [],
    proxies: {},
  };
}

/** Writes an accepted ballot: the roll entry marked, the box's ballot created, an audit line. */
export function recordBallot(
  data: DataContext,
  transaction: Transaction,
  target: { orgId: string; election: StoredElection; roll: RollDocument },
  outcome: Extract<BallotTransition, { ok: true }>,
  channel: "link" | "paper" | "proxy",
  choices: BallotChoices,
  at: Date,
  actor: Caller,
): string {
  const { orgId, election, roll } = target;
  const hash = outcome.receiptHash;
  if (!hash) throw new Error("A cast ballot has a receipt");
  transaction.update(rollRef(data.db, orgId, election.id, roll.voterId), {
    voted: true,
    channel,
    at: Timestamp.fromDate(at),
  });
  transaction.create(
    boxRef(data.db, orgId, election.id, hash),
    boxBallotToData(choices, roll.weight),
  );
  auditElection(data, transaction, orgId, actor, election, "update", [
    { field: "roll", before: null, after: `${roll.label}: voted ${CHANNEL_AUDIT[channel]}` },
  ]);
  return hash;
}

/** A link's election and roll entry, in a transaction or not; 404 for a token nobody holds. */
async function linkTarget(data: DataContext, token: string, transaction?: Transaction) {
  const get = (ref: DocumentReference) =>
    transaction ? transaction.get(ref) : data.call(ref.get());
  const link = await get(ballotLinkRef(data.db, ballotTokenHash(token)));
  if (!link.exists) throw new ApiError(404, rm.ballotLinkInvalid);
  const orgId = String(link.get("orgId"));
  const electionId = String(link.get("electionId"));
  const voterId = String(link.get("voterId"));
  const [electionSnapshot, rollSnapshot] = await Promise.all([
    get(electionRef(data.db, orgId, electionId)),
    get(rollRef(data.db, orgId, electionId, voterId)),
  ]);
  if (!electionSnapshot.exists || !rollSnapshot.exists) {
    throw new ApiError(404, rm.ballotLinkInvalid);
  }
  const election = electionFromData(electionId, electionSnapshot.data() ?? {});
  const rules = rulesOf(election, null);
  if (rules === null) throw new ApiError(404, rm.ballotLinkInvalid);
  return { orgId, election, rules, roll: rollFromData(rollSnapshot.data() ?? {}) };
}

/** `GET /ballots/{token}`: the ballot, and whether this property has voted (never how). */
export async function getBallot(data: DataContext, token: string) {
  const { orgId, election, rules, roll } = await linkTarget(data, token);
  const { name } = await organizationZone(data, orgId);
  return {
    orgId,
    electionId: election.id,
    organizationName: name,
    title: election.title,
    question: election.question,
    vote: election.vote,
    voter: roll.label,
    votingDeadline: election.votingDeadline,
    status: election.status,
    voted: roll.voted,
    consent: rules.electronicVoting.consent,
    consentRule: rules.electronicVoting.citation.text,
  };
}

/**
 * `POST /ballots/{token}`: casts the property's ballot once, in a transaction on its roll entry
 * (two devices at once: one ballot, the other refused "A ballot from this property was already
 * counted online on ..."); answers the receipt's secret once, of which only the hash is kept.
 */
export async function castByLink(data: DataContext, token: string, request: CastRequest) {
  const receipt = newReceiptSecret();
  const { orgId, electionId } = await runTransaction(data, async (transaction) => {
    const target = await linkTarget(data, token, transaction);
    const at = data.clock.now();
    const outcome = castBallot(stateFor(target.election, target.rules, target.roll), {
      propertyId: target.roll.voterId,
      channel: "link",
      choices: request.choices as BallotChoices,
      receiptSecret: receipt,
      at,
      electronicConsent: request.electronicConsent,
    });
    if (!outcome.ok) throw refusalError(outcome.refusal);
    recordBallot(
      data,
      transaction,
      target,
      outcome,
      "link",
      request.choices as BallotChoices,
      at,
      LINK_ACTOR,
    );
    return { orgId: target.orgId, electionId: target.election.id };
  });
  return {
    receipt: formatReceiptSecret(receipt),
    receiptHash: receiptHash(receipt),
    orgId,
    electionId,
  };
}

/** `POST /ballot-receipts`: whether the receipt's ballot is in the box; never its choices. */
export async function checkReceipt(
  data: DataContext,
  request: { orgId: string; electionId: string; receipt: string },
) {
  if (!isReceiptSecret(request.receipt)) {
    throw new ApiError(
      400,
      rm.receiptRequired,
      {},
      { receipt: "A receipt is 32 letters and digits (0-9, a-f)" },
    );
  }
  const hash = receiptHash(request.receipt);
  const snapshot = await data.call(boxRef(data.db, request.orgId, request.electionId, hash).get());
  return { counted: snapshot.exists, receiptHash: hash };
}

// ---------------------------------------------------------------------------------------------
// The inspector's ballots.

/**
 * A paper ballot the inspector enters for a property, from its signed envelope: refused with its
 * reason when the property already voted by any channel ("... already counted online on ...").
 */
export async function enterPaper(
  data: DataContext,
  orgId: string,
  election: StoredElection,
  request: { propertyId: string; choices: BallotChoices; receivedAt: string },
  actor: Caller,
) {
  const receipt = newReceiptSecret();
  await runTransaction(data, async (transaction) => {
    const [electionSnapshot, rollSnapshot] = await Promise.all([
      transaction.get(electionRef(data.db, orgId, election.id)),
      transaction.get(rollRef(data.db, orgId, election.id, request.propertyId)),
    ]);
    const current = electionFromData(election.id, electionSnapshot.data() ?? {});
    const rules = rulesOf(current, null);
    if (!rollSnapshot.exists || rules === null) throw new ApiError(404, apiMessages.notFound);
    // The polls closed without a quorum: no count opened, yet the box is sealed. (A link or a
    // proxy is refused by the deadline, which a failed quorum is always after.)
    if (current.quorumFailedAt !== null) throw new ApiError(409, rm.pollsSealed);
    const roll = rollFromData(rollSnapshot.data() ?? {});
    const receivedAt = new Date(request.receivedAt);
    const outcome = enterPaperBallot(stateFor(current, rules, roll), {
      propertyId: roll.voterId,
      choices: request.choices,
      receiptSecret: receipt,
      receivedAt,
    });
    if (!outcome.ok) throw refusalError(outcome.refusal);
    recordBallot(
      data,
      transaction,
      { orgId, election: current, roll },
      outcome,
      "paper",
      request.choices,
      receivedAt,
      actor,
    );
  });
  return { receipt: formatReceiptSecret(receipt), receiptHash: receiptHash(receipt) };
}

/** The box as the count reads it: each ballot's receipt hash, choices and weight. */
export async function readBox(
  data: DataContext,
  orgId: string,
  electionId: string,
  transaction?: Transaction,
): Promise<BoxBallot[]> {
  const query = boxCollection(data.db, orgId, electionId);
  const snapshot = transaction ? await transaction.get(query) : await data.call(query.get());
  return snapshot.docs
    .map((doc) => ({
      receiptHash: doc.id,
      choices: doc.get("choices") as BallotChoices,
      weight: Number(doc.get("weight")) || 0,
    }))
    .sort((a, b) => (a.receiptHash < b.receiptHash ? -1 : 1));
}

/**
 * The whole state the count decides on: the frozen rules, the roll's size and whole voting power
 * (`electorateOfRoll`), and the box, each ballot with its weight.
 */
export function countState(
  election: StoredElection,
  rules: ElectionRuleSet,
  box: BoxBallot[],
): BallotState {
  return {
    vote: election.vote,
    ruleSet: rules,
    electorate: electorateOfRoll(election),
    zone: election.zone ?? "UTC",
    closesAt: election.votingDeadline,
    countOpenedAt: election.countOpenedAt,
    roll: {},
    box,
    proxies: {},
  };
}

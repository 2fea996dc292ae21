/** Elections: drafts, the ballots' going out, live counts. */
import { AUDITED_FIELDS, propertyLabel } from "@hoa/validation";
import {
  ELECTORATE_BASIS_LABELS,
  FULL_INTEREST_BASIS_POINTS,
  VOTE_KIND_LABELS,
  checkElectionSettings,
  checkElectionTimeline,
  checkVote,
  electionDates,
  electionRuleSetFor,
  electronicVoteAllowed,
  quorumReached,
  type Electorate,
  type ElectionRuleSet,
  type ElectorateBasis,
  type Vote,
} from "@hoa/validation/elections";
import { nominationsOpenAt, nominationsStillOpenMessage } from "@hoa/validation/nominations";
import { AggregateField, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import { changedFields, writeAuditEntry, type AuditChange } from "../../platform/audit-trail.js";
import type { DataContext } from "../../platform/data-context.js";
import { runTransaction } from "../../platform/transactions.js";
import { assertVersion } from "../../platform/versioning.js";
import { membersCollection } from "../members/documents.js";
import { organizationZone } from "../organizations/documents.js";
import { propertiesCollection, toProperty } from "../properties/store.js";
import { letterRecipients } from "../violations/store.js";
import { longTime, mailBallotLinks, mailInspector, type RollVoter } from "./ballot-mail.js";
import {
  ballotsOut,
  electionFromData,
  electionRef,
  electionToData,
  electionsCollection,
  rollCollection,
  rollRef,
  type StoredElection,
} from "./documents.js";
import { assertWeightedRoll, electorateNote, electorateOf } from "./electorate.js";
import {
  electionRequestMessages as rm,
  type ElectionCreate,
  type ElectionUpdate,
} from "./schemas.js";
import { effectiveElectionRules, readElectionSettings } from "./settings.js";

/** The rules an election runs under: frozen when its ballots went out, else those in effect. */
export function rulesOf(
  election: StoredElection,
  current: ElectionRuleSet | null,
): ElectionRuleSet | null {
  const frozen = election.frozenRules;
  return frozen ? electionRuleSetFor(frozen.ruleSet, frozen.settings) : current;
}

/**
 * An electorate for the quorum's and the tally's arithmetic on counts: `voters` voters (a
 * reconvened quorum counts members) whose voting power adds up to `totalVotingPower` (the roll's,
 * 10,000 basis points when weighted by percentage interest). Its voters are placeholders: the
 * ballots carry their own weights.
 */
export function countedElectorate(
  basis: ElectorateBasis,
  voters: number,
  totalVotingPower: number = voters,
): Electorate {
  const share = voters === 0 ? 0 : Math.floor(totalVotingPower / voters);
  const rest = totalVotingPower - share * voters;
  return {
    basis,
    voters: Array.from({ length: voters }, (_, index) => ({
      id: String(index),
      ...(basis === "percentageInterest" ? { basisPoints: share + (index < rest ? 1 : 0) } : {}),
    })),
  };
}

/** The counted electorate of an election whose ballots went out (`countedElectorate`). */
export const electorateOfRoll = (
  election: Pick<StoredElection, "electorate" | "voters" | "totalVotingPower">,
): Electorate => countedElectorate(election.electorate, election.voters, election.totalVotingPower);

export interface LiveCount {
  ballots: number;
  votingPower: number;
  totalVotingPower: number;
  voters: number;
  quorum: ReturnType<typeof quorumReached>;
}

/**
 * Counts only: how many voted and their voting power, from the roll; never a choice. The quorum
 * of a reconvened meeting is the rule set's lower share of the members. In `transaction` when
 * given, so the count is of the snapshot a decision is made on.
 */
export async function liveCount(
  data: DataContext,
  orgId: string,
  election: StoredElection,
  rules: ElectionRuleSet,
  transaction?: Transaction,
): Promise<LiveCount> {
  const query = rollCollection(data.db, orgId, election.id)
    .where("voted", "==", true)
    .aggregate({ ballots: AggregateField.count(), power: AggregateField.sum("weight") });
  const snapshot = await (transaction ? transaction.get(query) : data.call(query.get()));
  const { ballots, power } = snapshot.data();
  const votingPower = Number(power) || 0;
  return {
    ballots,
    votingPower,
    totalVotingPower: election.totalVotingPower,
    voters: election.voters,
    quorum: quorumReached(
      rules,
      election.vote,
      electorateOfRoll(election),
      { ballots, power: votingPower },
      { reconvened: election.reconvened },
    ),
  };
}

/** What administrators and the board read of an election. */
export async function electionResponse(
  data: DataContext,
  orgId: string,
  election: StoredElection,
  current: ElectionRuleSet | null,
  zone: string,
) {
  const rules = rulesOf(election, current);
  const online = rules
    ? electronicVoteAllowed(rules, election.vote, true)
    : ({ allowed: false, refusal: { message: rm.settingsRefused } } as const);
  const {
    frozenRules: _frozen,
    zone: _zone,
    voters: _voters,
    totalVotingPower: _total,
    ...rest
  } = election;
  return {
    ...rest,
    electorateBasis: election.electorate,
    electorateNote: electorateNote(election.electorate),
    ruleSet: rules,
    dates: rules
      ? electionDates(rules, election.vote, scheduleOf(election), election.zone ?? zone)
      : null,
    live:
      !ballotsOut(election.status) || rules === null
        ? null
        : await liveCount(data, orgId, election, rules),
    online: online.allowed
      ? { allowed: true, reason: null }
      : { allowed: false, reason: online.refusal.message },
  };
}

/**
 * What a step that changed an election and queued mail answers: the mail to hand on, and the
 * election as the board reads it with what the step says it did (`summary`) and its version.
 */
export async function mailedAnswer<Summary extends object>(
  data: DataContext,
  orgId: string,
  outcome: {
    updated: StoredElection;
    rules: ElectionRuleSet;
    zone: string;
    mailIds: string[];
    summary: Summary;
  },
) {
  return {
    mailIds: outcome.mailIds,
    answer: {
      election: await electionResponse(data, orgId, outcome.updated, outcome.rules, outcome.zone),
      ...outcome.summary,
      version: outcome.updated.version,
    },
  };
}

export const scheduleOf = (election: Pick<StoredElection, ScheduleField>) => ({
  nominationNoticeAt: dateOrNull(election.nominationNoticeAt),
  nominationDeadline: dateOrNull(election.nominationDeadline),
  ballotsOutAt: new Date(election.ballotsOutAt),
  votingDeadline: new Date(election.votingDeadline),
  resultsNoticeAt: dateOrNull(election.resultsNoticeAt),
});
type ScheduleField =
  | "nominationNoticeAt"
  | "nominationDeadline"
  | "ballotsOutAt"
  | "votingDeadline"
  | "resultsNoticeAt";
const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The vote a request names, its candidates given ids in their order ("c1", "c2", ...). */
function voteOf(request: ElectionCreate["vote"]): Vote {
  if (request.kind !== "directorElection") return request;
  return {
    kind: "directorElection",
    seats: request.seats,
    candidates: request.candidates.map((candidate, index) => ({
      id: `c${index + 1}`,
      name: candidate.name,
    })),
  };
}

/**
 * 400 for a vote `checkVote` refuses, or dates the rules refuse (each with its citation). A
 * director election's draft may have no candidate yet: its nominations bring them, and the
 * ballots go out only with one (`openElection`).
 */
function assertDraft(
  rules: ElectionRuleSet,
  election: Pick<StoredElection, "vote" | ScheduleField>,
  zone: string,
): void {
  const bad = checkVote(election.vote);
  const fields: Record<string, string> = {};
  if (bad && bad.code !== "candidatesRequired") {
    const field =
      bad.code === "seatsInvalid"
        ? "vote.seats"
        : bad.code === "candidateTwice"
          ? "vote.candidates"
          : "vote";
    fields[field] = bad.message;
  }
  for (const refusal of checkElectionTimeline(rules, election.vote, scheduleOf(election), zone)) {
    fields[refusal.field] = refusal.message;
  }
  const first = Object.values(fields)[0];
  if (first !== undefined) throw new ApiError(400, first, {}, fields);
}

/** The rules in effect, or 409 naming what the settings lack. */
export async function rulesInEffect(
  data: DataContext,
  orgId: string,
  transaction: Transaction,
): Promise<ElectionRuleSet> {
  const settings = await readElectionSettings(data, orgId, transaction);
  const rules = effectiveElectionRules(settings);
  const refused = checkElectionSettings(settings.ruleSet, settings.settings)[0];
  if (rules === null || refused) {
    throw new ApiError(409, `${rm.settingsRefused}: ${refused?.message ?? ""}`);
  }
  return rules;
}

const auditedElection = (election: Partial<StoredElection>) => ({
  title: election.title,
  question: election.question,
  vote: election.vote ? describeVote(election.vote) : undefined,
  electorate: election.electorate ? ELECTORATE_BASIS_LABELS[election.electorate] : undefined,
  nominationNoticeAt: election.nominationNoticeAt,
  nominationDeadline: election.nominationDeadline,
  ballotsOutAt: election.ballotsOutAt,
  votingDeadline: election.votingDeadline,
  resultsNoticeAt: election.resultsNoticeAt,
  inspector: election.inspector
    ? `${election.inspector.name} <${election.inspector.email}>`
    : undefined,
  status: election.status,
});

const describeVote = (vote: Vote): string =>
  vote.kind === "directorElection"
    ? `${VOTE_KIND_LABELS.directorElection}: ${vote.seats} of ${vote.candidates.map((c) => c.name).join(", ")}`
    : vote.kind === "measure"
      ? `${VOTE_KIND_LABELS.measure} (${vote.measureType}, ${vote.threshold})`
      : `${VOTE_KIND_LABELS.boardMotion} (${vote.threshold})`;

/** Writes the election's audit entry (never a ballot's contents). */
export function auditElection(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  actor: Caller,
  election: Pick<StoredElection, "id" | "title">,
  action: "create" | "update",
  changes: AuditChange[],
): void {
  writeAuditEntry(data, transaction, {
    orgId,
    actor,
    action,
    resource: "elections",
    resourceId: election.id,
    label: election.title,
    changes,
  });
}

/** `POST .../elections`: a draft, its vote and dates checked against the rules in effect. */
export async function createElection(
  data: DataContext,
  orgId: string,
  request: ElectionCreate,
  actor: Caller,
) {
  const ref = electionsCollection(data.db, orgId).doc();
  return runTransaction(data, async (transaction) => {
    const { zone } = await organizationZone(data, orgId, transaction);
    const rules = await rulesInEffect(data, orgId, transaction);
    const now = data.clock.now().toISOString();
    const vote = voteOf(request.vote);
    const election: StoredElection = {
      id: ref.id,
      title: request.title,
      question: request.question,
      vote,
      electorate: electorateOf(vote, request.electorate),
      nominationNoticeAt: request.nominationNoticeAt,
      nominationDeadline: request.nominationDeadline,
      ballotsOutAt: request.ballotsOutAt,
      votingDeadline: request.votingDeadline,
      resultsNoticeAt: request.resultsNoticeAt,
      inspector: request.inspector,
      status: "draft",
      frozenRules: null,
      zone: null,
      voters: 0,
      totalVotingPower: 0,
      countOpenedAt: null,
      quorumFailedAt: null,
      reconvened: false,
      firstVotingDeadline: null,
      certificate: null,
      resultsNoticedAt: null,
      createdAt: now,
      updatedAt: now,
      version: 1,
    };
    assertDraft(rules, election, zone);
    const { id: _id, ...stored } = election;
    transaction.create(ref, electionToData(stored));
    auditElection(
      data,
      transaction,
      orgId,
      actor,
      election,
      "create",
      changedFields(null, auditedElection(election), AUDITED_FIELDS.elections),
    );
    return { election, rules, zone };
  }).then(({ election, rules, zone }) => electionResponse(data, orgId, election, rules, zone));
}

async function readElection(data: DataContext, orgId: string, id: string) {
  const snapshot = await data.call(electionRef(data.db, orgId, id).get());
  if (!snapshot.exists) throw new ApiError(404, apiMessages.notFound);
  return electionFromData(snapshot.id, snapshot.data() ?? {});
}

/** `GET .../elections/{id}`: the election with live counts only. */
export async function getElection(data: DataContext, orgId: string, id: string) {
  const [election, settings, { zone }] = await Promise.all([
    readElection(data, orgId, id),
    readElectionSettings(data, orgId),
    organizationZone(data, orgId),
  ]);
  return electionResponse(data, orgId, election, effectiveElectionRules(settings), zone);
}

/** The most elections a list answers, newest first (an organization holds a few a year). */
const LIST_LIMIT = 100;

/** `GET .../elections`: the organization's elections, newest first. */
export async function listElections(data: DataContext, orgId: string) {
  const [snapshot, settings, { zone }] = await Promise.all([
    data.call(
      electionsCollection(data.db, orgId).orderBy("createdAt", "desc").limit(LIST_LIMIT).get(),
    ),
    readElectionSettings(data, orgId),
    organizationZone(data, orgId),
  ]);
  const current = effectiveElectionRules(settings);
  const items = await Promise.all(
    snapshot.docs.map((doc) =>
      electionResponse(data, orgId, electionFromData(doc.id, doc.data()), current, zone),
    ),
  );
  return { items };
}

/**
 * While nominations are open, what may change: not the nomination dates (the notice went out with
 * them), nor the kind (409); the candidates, seats, title, question and later dates may.
 */
function assertNominatingChange(current: StoredElection, next: StoredElection): void {
  if (next.vote.kind !== "directorElection") throw new ApiError(409, rm.kindFixed);
  const same = (a: string | null, b: string | null) =>
    a === null || b === null ? a === b : Date.parse(a) === Date.parse(b);
  if (
    !same(next.nominationNoticeAt, current.nominationNoticeAt) ||
    !same(next.nominationDeadline, current.nominationDeadline)
  ) {
    throw new ApiError(409, rm.nominationDatesFixed);
  }
}

/**
 * `PATCH .../elections/{id}`: a draft's parts, checked whole again (If-Match); while nominations
 * are open too, but for the nomination dates (`assertNominatingChange`).
 */
export async function updateElection(
  data: DataContext,
  orgId: string,
  id: string,
  request: ElectionUpdate,
  expectedVersion: number,
  actor: Caller,
) {
  const ref = electionRef(data.db, orgId, id);
  const { election, rules, zone } = await runTransaction(data, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw new ApiError(404, apiMessages.notFound);
    const current = electionFromData(id, snapshot.data() ?? {});
    assertVersion(current.version, expectedVersion);
    if (current.status !== "draft" && current.status !== "nominating") {
      throw new ApiError(409, rm.notDraft);
    }
    const { zone } = await organizationZone(data, orgId, transaction);
    const rules = await rulesInEffect(data, orgId, transaction);
    const { vote, electorate, ...parts } = request;
    const nextVote = vote ? voteOf(vote) : current.vote;
    const next: StoredElection = {
      ...current,
      ...Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined)),
      vote: nextVote,
      electorate: electorateOf(nextVote, electorate, current.electorate),
    };
    if (current.status === "nominating") assertNominatingChange(current, next);
    assertDraft(rules, next, zone);
    const changes = changedFields(
      auditedElection(current),
      auditedElection(next),
      AUDITED_FIELDS.elections,
    );
    if (changes.length === 0) return { election: current, rules, zone };
    const updated = {
      ...next,
      version: current.version + 1,
      updatedAt: data.clock.now().toISOString(),
    };
    const { id: _id, ...stored } = updated;
    transaction.set(ref, electionToData(stored));
    auditElection(data, transaction, orgId, actor, updated, "update", changes);
    return { election: updated, rules, zone };
  });
  return electionResponse(data, orgId, election, rules, zone);
}

// ---------------------------------------------------------------------------------------------
// The ballots go out.

/**
 * A voter of the roll as the ballots go out: the property (or director), its percentage interest
 * (a property's, if it has one) and where its link goes.
 */
interface WeighedVoter extends RollVoter {
  basisPoints: number | null;
}

/** Properties (not archived), each with its interest and its owners on file (`letterRecipients`). */
export async function propertyVoters(
  data: DataContext,
  orgId: string,
  transaction: Transaction,
): Promise<WeighedVoter[]> {
  const properties = await transaction.get(propertiesCollection(data.db, orgId));
  const active = properties.docs.filter((doc) => !doc.get("archivedAt"));
  return Promise.all(
    active.map(async (doc) => {
      const property = toProperty(doc);
      return {
        id: doc.id,
        label: propertyLabel(property),
        basisPoints: property.percentageInterestBasisPoints,
        emails: await letterRecipients(data, transaction, orgId, doc.id),
      };
    }),
  );
}

/** The board: members and administrators, each at their member's address. */
async function directorVoters(
  data: DataContext,
  orgId: string,
  transaction: Transaction,
): Promise<WeighedVoter[]> {
  const members = await transaction.get(
    membersCollection(data.db, orgId).where("role", "in", ["admin", "member"]),
  );
  return members.docs.map((doc) => {
    const email = String(doc.get("email") ?? "")
      .trim()
      .toLowerCase();
    return {
      id: doc.id,
      label: String(doc.get("displayName") ?? "") || email || doc.id,
      basisPoints: null,
      emails: email === "" ? [] : [email],
    };
  });
}

/**
 * `POST .../elections/{id}/open` (If-Match): the ballots go out now. The date is checked against
 * the rules again (today, not the planned day), the rules are frozen, the roll is made (one entry
 * per property, or per director for a board motion), and where members may vote online each gets
 * a one-time link (only its hash stored) emailed to its owners on file, one email per address.
 * Weighted by percentage interest, every property must have one and together they must make
 * 100% (409 naming what to fix); each roll entry then weighs its property's basis points. From a
 * draft, or once nominations closed (the nomination deadline passed), with the candidates
 * `checkVote` takes (at least one).
 */
export async function openElection(
  data: DataContext,
  orgId: string,
  id: string,
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
    if (current.status !== "draft" && current.status !== "nominating") {
      throw new ApiError(409, rm.notDraftToOpen);
    }
    const { zone, name } = await organizationZone(data, orgId, transaction);
    const now = data.clock.now();
    if (current.status === "nominating" && current.nominationDeadline !== null) {
      const deadline = new Date(current.nominationDeadline);
      if (nominationsOpenAt(deadline, now)) {
        throw new ApiError(409, nominationsStillOpenMessage(deadline, zone));
      }
    }
    const badVote = checkVote(current.vote);
    if (badVote) throw new ApiError(409, badVote.message);
    const settings = await readElectionSettings(data, orgId, transaction);
    const rules = effectiveElectionRules(settings);
    if (rules === null) throw new ApiError(409, rm.settingsRefused);
    const opened = { ...current, ballotsOutAt: now.toISOString() };
    const late = checkElectionTimeline(rules, opened.vote, scheduleOf(opened), zone)[0];
    if (late) throw new ApiError(409, late.message);
    const voters =
      current.vote.kind === "boardMotion"
        ? await directorVoters(data, orgId, transaction)
        : await propertyVoters(data, orgId, transaction);
    if (voters.length === 0) throw new ApiError(409, rm.noElectorate);
    const weighted = current.electorate === "percentageInterest";
    if (weighted) assertWeightedRoll(voters);
    const online = electronicVoteAllowed(rules, current.vote, true).allowed;

    for (const voter of voters) {
      transaction.create(rollRef(data.db, orgId, id, voter.id), {
        voterId: voter.id,
        label: voter.label,
        weight: weighted ? (voter.basisPoints ?? 0) : 1,
        voted: false,
        channel: null,
        at: null,
      });
    }
    const target = { orgId, electionId: id, organizationName: name, consoleUrl };
    const deadline = longTime(current.votingDeadline, zone);
    const sent = online
      ? mailBallotLinks(data, transaction, target, voters, {
          subject: `Your ballot: ${current.title}`,
          opening: `Voting is open until ${deadline}. Your vote is secret: the ballot box keeps no name, and a receipt lets you check it was counted.`,
        })
      : { mailIds: [], linksSent: 0, emails: 0 };
    const mailIds = [
      ...sent.mailIds,
      mailInspector(data, transaction, target, current.inspector.email, {
        subject: `Inspector of elections: ${current.title}`,
        heading: `You are the inspector of elections: ${current.title}`,
        paragraph: `${name} named you inspector of elections. The polls close ${deadline}; after that, sign in with this address to open the count, read the tally and certify the results.`,
      }),
    ];

    const updated: StoredElection = {
      ...opened,
      status: "open",
      frozenRules: { ruleSet: settings.ruleSet, settings: settings.settings },
      zone,
      voters: voters.length,
      totalVotingPower: weighted ? FULL_INTEREST_BASIS_POINTS : voters.length,
      version: current.version + 1,
      updatedAt: now.toISOString(),
    };
    const { id: _id, ...stored } = updated;
    transaction.set(ref, electionToData(stored));
    auditElection(data, transaction, orgId, actor, updated, "update", [
      { field: "status", before: current.status, after: "open" },
      { field: "ballotsOutAt", before: current.ballotsOutAt, after: updated.ballotsOutAt },
      {
        field: "electorate",
        before: ELECTORATE_BASIS_LABELS[current.electorate],
        after: `${voters.length} ${current.electorate === "onePerDirector" ? "directors" : "properties"}, ${weighted ? "weighted by percentage interest" : "one vote each"}`,
      },
    ]);
    const withoutEmail = voters.filter((voter) => voter.emails.length === 0).length;
    return {
      updated,
      rules,
      zone,
      mailIds,
      summary: {
        voters: voters.length,
        linksSent: sent.linksSent,
        emails: sent.emails,
        withoutEmail,
      },
    };
  });
  return mailedAnswer(data, orgId, outcome);
}

/**
 * Where elections live and how they are stored.
 *
 * - `orgs/{orgId}/settings/elections`: the rule set and the organization's numbers.
 * - `orgs/{orgId}/elections/{id}`: the election (its vote, schedule, inspector, status; from the
 *   ballots' going out, the rule set and settings frozen; when the polls closed without a quorum,
 *   when; once reconvened, the first deadline; from certification, the certificate and when the
 *   results notice was emailed).
 * - `orgs/{orgId}/elections/{id}/roll/{voterId}`: the voter roll, one entry per property (or
 *   director) frozen when the ballots go out: who it is, its weight, and once it voted, by which
 *   channel and when. Never a choice.
 * - `orgs/{orgId}/elections/{id}/nominations/{autoId}`: a director election's nominations, each
 *   with who nominated (their account and property), when, and the board's decision.
 * - `orgs/{orgId}/elections/{id}/box/{receiptHash}`: the ballot box, one document per ballot keyed
 *   by its receipt's hash: the choices and the weight. No property, voter, channel or time.
 * - `ballotLinks/{sha256(token)}`: a one-time link's lookup (the token itself is never stored).
 */
import {
  DEFAULT_ELECTION_SETTINGS,
  ELECTION_RULE_SET_IDS,
  parseElectionSettings,
  type BallotChoices,
  type ElectionRuleSetId,
  type ElectionSettings,
  type ElectorateBasis,
  type Vote,
} from "@hoa/validation/elections";
import type { DocumentData, DocumentReference, Firestore } from "firebase-admin/firestore";
import { Timestamp } from "firebase-admin/firestore";
import { orgCollection } from "../../platform/org-collections.js";
import { sha256Hex } from "../../platform/unique-keys.js";
import type { ElectionStatus } from "./schemas.js";

export const electionSettingsRef = (db: Firestore, orgId: string): DocumentReference =>
  db.doc(`orgs/${orgId}/settings/elections`);

export const { collection: electionsCollection, ref: electionRef } = orgCollection("elections");

export const rollCollection = (db: Firestore, orgId: string, electionId: string) =>
  electionRef(db, orgId, electionId).collection("roll");
export const rollRef = (db: Firestore, orgId: string, electionId: string, voterId: string) =>
  rollCollection(db, orgId, electionId).doc(voterId);

export const boxCollection = (db: Firestore, orgId: string, electionId: string) =>
  electionRef(db, orgId, electionId).collection("box");
export const boxRef = (db: Firestore, orgId: string, electionId: string, receiptHash: string) =>
  boxCollection(db, orgId, electionId).doc(receiptHash);

/** What is stored of a ballot link's token: its SHA-256, hex. */
export const ballotTokenHash = (token: string): string => sha256Hex(token);
export const ballotLinkRef = (db: Firestore, hash: string): DocumentReference =>
  db.doc(`ballotLinks/${hash}`);

// ---------------------------------------------------------------------------------------------
// Settings.

export interface StoredElectionSettings {
  ruleSet: ElectionRuleSetId;
  settings: ElectionSettings;
  version: number;
  updatedAt: string | null;
}

const isoOf = (value: unknown): string | null =>
  value instanceof Timestamp ? value.toDate().toISOString() : null;

/** The stored setting, or the defaults (General, no quorum yet, version 0). */
export function electionSettingsFromData(data: DocumentData | undefined): StoredElectionSettings {
  const ruleSet = data?.ruleSet;
  const parsed = parseElectionSettings(data?.settings ?? {});
  return {
    ruleSet: (ELECTION_RULE_SET_IDS as readonly unknown[]).includes(ruleSet)
      ? (ruleSet as ElectionRuleSetId)
      : "general",
    settings: parsed.ok ? parsed.value : DEFAULT_ELECTION_SETTINGS,
    version: typeof data?.version === "number" ? data.version : 0,
    updatedAt: isoOf(data?.updatedAt),
  };
}

// ---------------------------------------------------------------------------------------------
// Elections.

export interface Inspector {
  name: string;
  email: string;
}

export interface Certificate {
  signedBy: string;
  signedAt: string;
  inspectorEmail: string;
  result: DocumentData;
}

/** An election as stored, read back. */
export interface StoredElection {
  id: string;
  title: string;
  question: string;
  vote: Vote;
  /**
   * Who votes and with what weight: one vote per director for a board motion; for the members,
   * one vote per property or each property's percentage interest, as the draft chose.
   */
  electorate: ElectorateBasis;
  nominationNoticeAt: string | null;
  nominationDeadline: string | null;
  ballotsOutAt: string;
  votingDeadline: string;
  resultsNoticeAt: string | null;
  inspector: Inspector;
  status: ElectionStatus;
  /** Frozen when the ballots go out: the rule set and the settings it was built from. */
  frozenRules: { ruleSet: ElectionRuleSetId; settings: ElectionSettings } | null;
  /** The organization's zone when the ballots went out. */
  zone: string | null;
  /** The roll's size and whole voting power (10,000 basis points when weighted), frozen with it. */
  voters: number;
  totalVotingPower: number;
  countOpenedAt: string | null;
  /** When the polls closed without a quorum: the ballots stay sealed (status `quorumFailed`). */
  quorumFailedAt: string | null;
  /** Reconvened after a meeting that failed quorum: the rule set's lower quorum applies. */
  reconvened: boolean;
  /** The failed meeting's voting deadline, kept once the meeting is reconvened. */
  firstVotingDeadline: string | null;
  certificate: Certificate | null;
  /** When the results notice was emailed to the roll: the certification's time. */
  resultsNoticedAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** Whether the ballots went out: neither a draft nor nominating (the roll is made when they go out). */
export const ballotsOut = (status: ElectionStatus): boolean =>
  status !== "draft" && status !== "nominating";

const timeOrNull = (value: unknown) => isoOf(value);
const timeOf = (value: unknown) => isoOf(value) ?? new Date(0).toISOString();
const at = (iso: string | null) => (iso === null ? null : Timestamp.fromDate(new Date(iso)));

/**
 * A stored election's electorate: the directors for a board motion, else the members as the draft
 * chose (one vote per property for an election stored before it could choose).
 */
function electorateFromData(vote: Vote, stored: unknown): ElectorateBasis {
  if (vote.kind === "boardMotion") return "onePerDirector";
  return stored === "percentageInterest" ? "percentageInterest" : "onePerProperty";
}

export function electionFromData(id: string, data: DocumentData): StoredElection {
  const frozen = data.frozenRules as
    { ruleSet: ElectionRuleSetId; settings: DocumentData } | null | undefined;
  const frozenSettings = frozen ? parseElectionSettings(frozen.settings) : null;
  const vote = data.vote as Vote;
  return {
    id,
    title: String(data.title ?? ""),
    question: String(data.question ?? ""),
    vote,
    electorate: electorateFromData(vote, data.electorate),
    nominationNoticeAt: timeOrNull(data.nominationNoticeAt),
    nominationDeadline: timeOrNull(data.nominationDeadline),
    ballotsOutAt: timeOf(data.ballotsOutAt),
    votingDeadline: timeOf(data.votingDeadline),
    resultsNoticeAt: timeOrNull(data.resultsNoticeAt),
    inspector: {
      name: String(data.inspector?.name ?? ""),
      email: String(data.inspector?.email ?? ""),
    },
    status: (data.status ?? "draft") as ElectionStatus,
    frozenRules:
      frozen && frozenSettings?.ok
        ? { ruleSet: frozen.ruleSet, settings: frozenSettings.value }
        : null,
    zone: typeof data.zone === "string" ? data.zone : null,
    voters: Number(data.voters) || 0,
    totalVotingPower: Number(data.totalVotingPower) || 0,
    countOpenedAt: timeOrNull(data.countOpenedAt),
    quorumFailedAt: timeOrNull(data.quorumFailedAt),
    reconvened: data.reconvened === true,
    firstVotingDeadline: timeOrNull(data.firstVotingDeadline),
    certificate: data.certificate
      ? {
          signedBy: String(data.certificate.signedBy),
          signedAt: timeOf(data.certificate.signedAt),
          inspectorEmail: String(data.certificate.inspectorEmail),
          result: data.certificate.result as DocumentData,
        }
      : null,
    resultsNoticedAt: timeOrNull(data.resultsNoticedAt),
    createdAt: timeOf(data.createdAt),
    updatedAt: timeOf(data.updatedAt),
    version: Number(data.version) || 0,
  };
}

export function electionToData(election: Omit<StoredElection, "id">): DocumentData {
  return {
    title: election.title,
    question: election.question,
    vote: election.vote,
    electorate: election.electorate,
    nominationNoticeAt: at(election.nominationNoticeAt),
    nominationDeadline: at(election.nominationDeadline),
    ballotsOutAt: at(election.ballotsOutAt),
    votingDeadline: at(election.votingDeadline),
    resultsNoticeAt: at(election.resultsNoticeAt),
    inspector: election.inspector,
    status: election.status,
    frozenRules: election.frozenRules,
    zone: election.zone,
    voters: election.voters,
    totalVotingPower: election.totalVotingPower,
    countOpenedAt: at(election.countOpenedAt),
    quorumFailedAt: at(election.quorumFailedAt),
    reconvened: election.reconvened,
    firstVotingDeadline: at(election.firstVotingDeadline),
    certificate: election.certificate
      ? { ...election.certificate, signedAt: at(election.certificate.signedAt) }
      : null,
    resultsNoticedAt: at(election.resultsNoticedAt),
    createdAt: at(election.createdAt),
    updatedAt: at(election.updatedAt),
    version: election.version,
  };
}

/**
 * A roll entry: who votes, with what weight (1, or the property's percentage interest in basis
 * points when weighted), and once voted, how it came and when.
 */
export interface RollDocument {
  voterId: string;
  label: string;
  weight: number;
  voted: boolean;
  channel: "link" | "paper" | "proxy" | null;
  at: string | null;
}

export function rollFromData(data: DocumentData): RollDocument {
  return {
    voterId: String(data.voterId),
    label: String(data.label ?? ""),
    weight: Number(data.weight) || 0,
    voted: data.voted === true,
    channel: (data.channel ?? null) as RollDocument["channel"],
    at: timeOrNull(data.at),
  };
}

/** A ballot in the box: the choices and the weight, nothing else. */
export const boxBallotToData = (choices: BallotChoices, weight: number): DocumentData => ({
  choices:
    "answer" in choices ? { answer: choices.answer } : { candidates: [...choices.candidates] },
  weight,
});

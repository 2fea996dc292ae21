import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import * as v from "valibot";
import { addDays, daysBetween, isLocalDate } from "./billing.js";
import { FULL_INTEREST_BASIS_POINTS, formatBasisPoints } from "./basis-points.js";
import { messages } from "./messages.js";
import { checkSchema, type SchemaResult } from "./schema.js";
import { localDateIn, localDateTimeIn, type TimeZone } from "./time-zones.js";

/**
 * Elections and votes an inspector of elections would sign off: the kinds of vote, who votes and
 * with what weight, quorum and thresholds, the rule sets of California, Florida and an
 * association's own rules (plain, versioned data with the source of every number, as violation
 * rules), the election's timeline, and the secret ballot as a pure model the API stores the same
 * way: a voter roll (who voted, by which channel, when) kept apart from a ballot box (how, with no
 * voter), each ballot with a receipt its voter keeps.
 *
 * Days are calendar days in the organization's time zone, as for violations: ballots sent at 23:30
 * local time on January 4 went out on January 4, and a daylight-saving change moves no deadline.
 */

// ---------------------------------------------------------------------------------------------
// Kinds of vote.

/** What is voted on: directors, a yes/no measure of the members, or a motion of the board. */
export const VOTE_KINDS = ["directorElection", "measure", "boardMotion"] as const;
export type VoteKind = (typeof VOTE_KINDS)[number];

export const VOTE_KIND_LABELS: Readonly<Record<VoteKind, string>> = {
  directorElection: "Election of directors",
  measure: "Measure",
  boardMotion: "Board motion",
};

/** What a measure decides. */
export const MEASURE_TYPES = ["amendment", "specialAssessment", "other"] as const;
export type MeasureType = (typeof MEASURE_TYPES)[number];

export const MEASURE_TYPE_LABELS: Readonly<Record<MeasureType, string>> = {
  amendment: "Amendment of the governing documents",
  specialAssessment: "Special assessment",
  other: "Other measure",
};

/**
 * What passes a measure or a motion. "Votes cast" are the yes and no votes (abstentions and blank
 * ballots count toward quorum, never for or against); "the membership" is the whole voting power,
 * voted or not. A majority is more than half; two-thirds is at least two-thirds.
 */
export const MEASURE_THRESHOLDS = [
  "majorityOfVotesCast",
  "twoThirdsOfVotesCast",
  "majorityOfMembership",
  "twoThirdsOfMembership",
] as const;
export type MeasureThreshold = (typeof MEASURE_THRESHOLDS)[number];

export const MEASURE_THRESHOLD_LABELS: Readonly<Record<MeasureThreshold, string>> = {
  majorityOfVotesCast: "Majority of votes cast",
  twoThirdsOfVotesCast: "Two-thirds of votes cast",
  majorityOfMembership: "Majority of the membership",
  twoThirdsOfMembership: "Two-thirds of the membership",
};

/** Directors are elected by plurality: the candidates with the most votes fill the seats. */
export const PLURALITY_LABEL = "Plurality: the most votes fill the seats";

/** A measure's or a motion's answers. */
export const MEASURE_CHOICES = ["yes", "no", "abstain"] as const;
export type MeasureChoice = (typeof MEASURE_CHOICES)[number];

export const MEASURE_CHOICE_LABELS: Readonly<Record<MeasureChoice, string>> = {
  yes: "Yes",
  no: "No",
  abstain: "Abstain",
};

/** A candidate for director: an id the ballot names and the name the voter reads. */
export interface Candidate {
  readonly id: string;
  readonly name: string;
}

/** A vote: its kind with what the kind needs (seats and candidates; a measure's type and threshold). */
export type Vote =
  | {
      readonly kind: "directorElection";
      readonly seats: number;
      readonly candidates: readonly Candidate[];
    }
  | {
      readonly kind: "measure";
      readonly measureType: MeasureType;
      readonly threshold: MeasureThreshold;
    }
  | { readonly kind: "boardMotion"; readonly threshold: MeasureThreshold };

/** What the channel rules look at: the kind, and a measure's type. */
export type VoteKindOf =
  | { readonly kind: "directorElection" }
  | { readonly kind: "measure"; readonly measureType: MeasureType }
  | { readonly kind: "boardMotion" };

/**
 * A ballot's choices: the candidates chosen (at most the seats, none for a blank ballot), or a
 * measure's or motion's answer.
 */
export type BallotChoices =
  { readonly candidates: readonly string[] } | { readonly answer: MeasureChoice };

// ---------------------------------------------------------------------------------------------
// Electorates.

/**
 * Who votes and with what weight: one vote per property; each property's percentage interest
 * under the governing documents (in basis points, 10,000 in all); or, for a board motion, one
 * vote per director.
 */
export const ELECTORATE_BASES = ["onePerProperty", "percentageInterest", "onePerDirector"] as const;
export type ElectorateBasis = (typeof ELECTORATE_BASES)[number];

export const ELECTORATE_BASIS_LABELS: Readonly<Record<ElectorateBasis, string>> = {
  onePerProperty: "One vote per property",
  percentageInterest: "Weighted by percentage interest",
  onePerDirector: "One vote per director",
};

/** One who votes: a property (a director for a board motion), with its percentage interest if weighted. */
export interface Voter {
  readonly id: string;
  readonly basisPoints?: number;
}

export interface Electorate {
  readonly basis: ElectorateBasis;
  readonly voters: readonly Voter[];
}

/** The voting power of a voter: its basis points when weighted, else 1; 0 for one not in the electorate. */
export function votingPowerOf(electorate: Electorate, id: string): number {
  const voter = electorate.voters.find((each) => each.id === id);
  if (!voter) return 0;
  return electorate.basis === "percentageInterest" ? (voter.basisPoints ?? 0) : 1;
}

/** The electorate's whole voting power: the number of voters, or 10,000 basis points when weighted. */
export const totalVotingPower = (electorate: Electorate): number =>
  electorate.voters.reduce(
    (sum, voter) =>
      sum + (electorate.basis === "percentageInterest" ? (voter.basisPoints ?? 0) : 1),
    0,
  );

// 100% in basis points and a share as read ("12.34%"): the properties' percentage interests use them too.
export { FULL_INTEREST_BASIS_POINTS, formatBasisPoints };

/** Voting power as results show it: a share ("41.2%") when weighted by interest, else a count. */
export const formatVotingPower = (basis: ElectorateBasis, power: number): string =>
  basis === "percentageInterest" ? formatBasisPoints(power) : String(power);

// ---------------------------------------------------------------------------------------------
// Citations and refusals.

/**
 * The body of law an election citation names: violations' codes, and a California Assembly Bill
 * ("AB 2159") where the rule is best known by the bill that made it.
 */
export const ELECTION_CITATION_CODES = [
  "Civil Code",
  "AB",
  "Florida Statutes",
  "Your governing documents",
] as const;
export type ElectionCitationCode = (typeof ELECTION_CITATION_CODES)[number];

/** Where an election rule comes from: the code, its section and the rule in one plain sentence. */
export interface ElectionCitation {
  readonly code: ElectionCitationCode;
  readonly section: string;
  readonly text: string;
}

/** "Civil Code 5115", "AB 2159", "Florida Statutes 720.306(1)(a)", "your governing documents". */
export const citationLabel = (citation: ElectionCitation): string =>
  citation.code === "Your governing documents"
    ? "your governing documents"
    : `${citation.code} ${citation.section}`;

/** Why an election's step or date is refused. */
export type ElectionRefusalCode =
  | "electorateEmpty"
  | "voterIdInvalid"
  | "voterTwice"
  | "interestInvalid"
  | "interestsNotWhole"
  | "basisNotForVote"
  | "seatsInvalid"
  | "candidatesRequired"
  | "candidateTwice"
  | "choicesInvalid"
  | "unknownCandidate"
  | "candidateChosenTwice"
  | "tooManyCandidates"
  | "quorumRequired"
  | "quorumOverStatute"
  | "nominationNoticeRequired"
  | "nominationDeadlineRequired"
  | "nominationNoticeTooLate"
  | "nominationAfterBallots"
  | "ballotsTooLate"
  | "resultsNoticeTooLate"
  | "resultsBeforeCount"
  | "reconvenedNotAllowed"
  | "reconvenedTooSoon"
  | "electronicNotAdopted"
  | "electronicNeverForAssessments"
  | "electronicNeedsConsent"
  | "electronicNever"
  | "notEligible"
  | "alreadyVoted"
  | "pollsClosed"
  | "paperAfterDeadline"
  | "countOpened"
  | "noProxy"
  | "proxyHolderRequired"
  | "proxyAlreadyGiven"
  | "proxyRevoked"
  | "proxyUsed"
  | "proxyInstructionsNotFollowed"
  | "receiptInvalid"
  | "receiptReused"
  | "pollsStillOpen"
  | "countAlreadyOpened";

/** A rule a step or a date breaks: the message a person reads and the rule's source, if a law's. */
export interface ElectionRefusal<Code extends string = ElectionRefusalCode> {
  readonly code: Code;
  readonly message: string;
  readonly citation: ElectionCitation | null;
}

// ---------------------------------------------------------------------------------------------
// Messages.

/** The product's fixed messages for elections, exactly as the console shows them. */
export const electionMessages = {
  electorateEmpty: "An election needs at least one voter",
  voterIdInvalid: "Every voter needs an id",
  voterTwice: "A voter is listed twice: each votes once",
  interestInvalid: "A percentage interest must be more than 0% in whole basis points (0.01%)",
  basisNotForVote:
    "A board motion is voted by the directors, one vote each; members vote by property or percentage interest",
  seatsInvalid: "Seats must be a whole number from 1 to 25",
  candidatesRequired: "Name at least one candidate",
  candidateTwice: "A candidate is listed twice",
  choicesInvalid: "This ballot does not answer this vote",
  unknownCandidate: "This ballot names someone who is not a candidate",
  candidateChosenTwice: "A ballot may choose a candidate only once",
  quorumRequired:
    "Enter the quorum your governing documents set, as a percentage of the voting power",
  quorumInvalid: "Quorum must be a percentage from 0% to 100% in whole basis points",
  nominationNoticeRequired: "Choose when the nomination notice goes out",
  nominationDeadlineRequired: "Choose the nomination deadline",
  notEligible: "This property does not vote in this election",
  pollsStillOpen:
    "No tally before the polls close: the inspector of elections opens the count after",
  countAlreadyOpened: "The count is already open",
  noQuorum: "No quorum: the vote did not take place",
  countOpened: "The count has been opened: no ballot can be added",
  noProxy: "No proxy from this property is held by this member",
  proxyHolderRequired: "Choose the member who holds the proxy",
  proxyInstructionsNotFollowed:
    "This proxy says how to vote: the ballot must follow the member's instructions",
  receiptInvalid: "A receipt must be 32 letters and digits (0-9, a-f)",
  receiptReused: "This receipt is already in the ballot box: draw a new one",
  daysInvalid: "Days must be a whole number from 0 to 365, or none",
  yearsInvalid: "Materials must be kept a whole number of years from 0 to 10",
  electronicVotingInvalid: "Whether your election rules allow online voting must be yes or no",
  electronicConsentInvalid: "Choose whose consent online voting needs",
} as const;

const em = electionMessages;

const longDate = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** A local date as a message names it: "2027-01-04" → "Monday, January 4, 2027". */
export function formatElectionDate(localDate: string): string {
  if (!isLocalDate(localDate)) throw new RangeError(`${localDate} is not a date (YYYY-MM-DD)`);
  return longDate.format(new Date(`${localDate}T00:00:00.000Z`));
}

/** "1 day", "30 days". */
const dayCount = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;

// ---------------------------------------------------------------------------------------------
// Checking a vote and an electorate.

/** The most seats one election fills. */
export const SEATS_MAX = 25;

/** Null when the vote is well formed: seats from 1 to 25 and at least one candidate, each once. */
export function checkVote(vote: Vote): ElectionRefusal | null {
  if (vote.kind !== "directorElection") return null;
  if (!Number.isInteger(vote.seats) || vote.seats < 1 || vote.seats > SEATS_MAX) {
    return { code: "seatsInvalid", message: em.seatsInvalid, citation: null };
  }
  if (vote.candidates.length === 0) {
    return { code: "candidatesRequired", message: em.candidatesRequired, citation: null };
  }
  if (new Set(vote.candidates.map((candidate) => candidate.id)).size < vote.candidates.length) {
    return { code: "candidateTwice", message: em.candidateTwice, citation: null };
  }
  return null;
}

/**
 * Null when the electorate can vote on `vote`: at least one voter, each once with an id, directors
 * for a board motion (and only for one), and when weighted, each interest a whole number of basis
 * points more than 0, adding up to exactly 10,000 (100%).
 */
export function checkElectorate(electorate: Electorate, vote?: VoteKindOf): ElectionRefusal | null {
  const { voters, basis } = electorate;
  if (voters.length === 0) {
    return { code: "electorateEmpty", message: em.electorateEmpty, citation: null };
  }
  if (voters.some((voter) => typeof voter.id !== "string" || voter.id.trim() === "")) {
    return { code: "voterIdInvalid", message: em.voterIdInvalid, citation: null };
  }
  if (new Set(voters.map((voter) => voter.id)).size < voters.length) {
    return { code: "voterTwice", message: em.voterTwice, citation: null };
  }
  if (vote && (vote.kind === "boardMotion") !== (basis === "onePerDirector")) {
    return { code: "basisNotForVote", message: em.basisNotForVote, citation: null };
  }
  if (basis !== "percentageInterest") return null;
  const interests = voters.map((voter) => voter.basisPoints);
  if (interests.some((bp) => bp === undefined || !Number.isSafeInteger(bp) || bp <= 0)) {
    return { code: "interestInvalid", message: em.interestInvalid, citation: null };
  }
  const sum = interests.reduce<number>((total, bp) => total + (bp ?? 0), 0);
  if (sum !== FULL_INTEREST_BASIS_POINTS) {
    return {
      code: "interestsNotWhole",
      message: `Percentage interests must add up to 100%: they add up to ${formatBasisPoints(sum)}`,
      citation: null,
    };
  }
  return null;
}

/** Null when `choices` answer `vote`: known candidates, each once, at most the seats (none is a blank ballot). */
export function checkChoices(vote: Vote, choices: BallotChoices): ElectionRefusal | null {
  if (vote.kind === "directorElection") {
    if (!("candidates" in choices) || !Array.isArray(choices.candidates)) {
      return { code: "choicesInvalid", message: em.choicesInvalid, citation: null };
    }
    const known = new Set(vote.candidates.map((candidate) => candidate.id));
    if (choices.candidates.some((id) => !known.has(id))) {
      return { code: "unknownCandidate", message: em.unknownCandidate, citation: null };
    }
    if (new Set(choices.candidates).size < choices.candidates.length) {
      return { code: "candidateChosenTwice", message: em.candidateChosenTwice, citation: null };
    }
    if (choices.candidates.length > vote.seats) {
      return {
        code: "tooManyCandidates",
        message: `Choose at most ${vote.seats} ${vote.seats === 1 ? "candidate" : "candidates"}: this election fills ${vote.seats} ${vote.seats === 1 ? "seat" : "seats"}`,
        citation: null,
      };
    }
    return null;
  }
  if (!("answer" in choices) || !(MEASURE_CHOICES as readonly string[]).includes(choices.answer)) {
    return { code: "choicesInvalid", message: em.choicesInvalid, citation: null };
  }
  return null;
}

const sameChoices = (a: BallotChoices, b: BallotChoices): boolean =>
  "answer" in a
    ? "answer" in b && a.answer === b.answer
    : "candidates" in b &&
      a.candidates.length === b.candidates.length &&
      a.candidates.every((id) => b.candidates.includes(id));

// ---------------------------------------------------------------------------------------------
// Rule sets.

/** The rule sets an organization may choose, in the order the console offers them. */
export const ELECTION_RULE_SET_IDS = ["california", "florida", "general"] as const;
export type ElectionRuleSetId = (typeof ELECTION_RULE_SET_IDS)[number];

export const isElectionRuleSetId = (value: unknown): value is ElectionRuleSetId =>
  typeof value === "string" && (ELECTION_RULE_SET_IDS as readonly string[]).includes(value);

/**
 * Whose agreement an online ballot needs: the member chose to vote online (California's opt-in or
 * opt-out under the election rules), the owner consented in writing (Florida), or nobody's.
 */
export const ELECTRONIC_CONSENTS = ["memberChoice", "writtenConsent", "none"] as const;
export type ElectronicConsent = (typeof ELECTRONIC_CONSENTS)[number];

/** The date of the law this encoding reflects (AB 2159 in force from January 1, 2025). */
export const ELECTION_RULES_VERSION = "2026-01-01";

/** A jurisdiction's (or an association's) election rules, each with its source. */
export interface ElectionRuleSet {
  readonly id: ElectionRuleSetId;
  readonly version: string;
  readonly name: string;
  /** The least days between the nomination notice's local date and the nomination deadline's, or null. */
  readonly nominationNotice: { readonly days: number | null; readonly citation: ElectionCitation };
  /** The least days between the ballots going out and the voting deadline, or null. */
  readonly ballotDelivery: { readonly days: number | null; readonly citation: ElectionCitation };
  /** The most days after the voting deadline for notice of the results, or null. */
  readonly resultsNotice: { readonly days: number | null; readonly citation: ElectionCitation };
  /** How many years the election's materials are kept after the voting deadline. */
  readonly retention: { readonly years: number; readonly citation: ElectionCitation };
  /** The members' quorum, as a share of the voting power in basis points. */
  readonly quorum: { readonly basisPoints: number; readonly citation: ElectionCitation };
  /**
   * The lower quorum of a meeting reconvened after one that failed quorum, at least `daysLater`
   * days after it, for the kinds of vote in `appliesTo` (none when the rule set has no such rule).
   * It is a share of the members (properties), whatever their weights.
   */
  readonly reconvenedQuorum: {
    readonly basisPoints: number | null;
    readonly daysLater: number | null;
    readonly appliesTo: readonly VoteKind[];
    readonly citation: ElectionCitation;
  };
  /** Whether members may vote online, whose agreement it needs, and the measures never voted online. */
  readonly electronicVoting: {
    readonly allowed: boolean;
    readonly consent: ElectronicConsent;
    readonly neverFor: readonly MeasureType[];
    readonly citation: ElectionCitation;
  };
  /** The board's quorum for its motions: more than half of the directors. */
  readonly boardQuorum: { readonly citation: ElectionCitation };
}

/** The share of the members California's reconvened meeting needs: 20% (AB 1458). */
const CALIFORNIA_RECONVENED_BASIS_POINTS = 2_000;
/** Florida's quorum unless the bylaws set a lower one: 30% (720.306(1)(a)). */
export const FLORIDA_QUORUM_BASIS_POINTS = 3_000;

const civilCode = (section: string, text: string): ElectionCitation => ({
  code: "Civil Code",
  section,
  text,
});
const assemblyBill = (number: string, text: string): ElectionCitation => ({
  code: "AB",
  section: number,
  text,
});
const floridaStatutes = (section: string, text: string): ElectionCitation => ({
  code: "Florida Statutes",
  section,
  text,
});
const yourDocuments = (section: string, text: string): ElectionCitation => ({
  code: "Your governing documents",
  section,
  text,
});

const BOARD_QUORUM = yourDocuments(
  "Board quorum",
  "The board acts on a motion when more than half of the directors vote on it, unless your governing documents say otherwise.",
);

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

// The organization's numbers.

const whole = (message: string, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(max, message));
const optionalDays = (fallback: number | null) =>
  v.optional(v.nullable(whole(em.daysInvalid, 365)), fallback);

/**
 * An organization's election settings: its governing documents' quorum (basis points; required
 * for California and General, at most 30% and 30% when left out for Florida), whether its election
 * rules allow online voting, and, for the General rule set, its own numbers (defaults: 30 days'
 * nomination notice, ballots 30 days before the deadline, results within 15 days, materials kept
 * 1 year, no reconvened quorum, online voting for members who chose it). California may set a
 * reconvened quorum lower than 20%.
 */
export const electionSettingsSchema = v.object(
  {
    quorumBasisPoints: v.optional(
      v.nullable(whole(em.quorumInvalid, FULL_INTEREST_BASIS_POINTS)),
      null,
    ),
    electronicVoting: v.optional(v.boolean(em.electronicVotingInvalid), true),
    electronicConsent: v.optional(
      v.picklist(ELECTRONIC_CONSENTS, em.electronicConsentInvalid),
      "memberChoice",
    ),
    nominationNoticeDays: optionalDays(30),
    ballotNoticeDays: optionalDays(30),
    resultsNoticeDays: optionalDays(15),
    retentionYears: v.optional(whole(em.yearsInvalid, 10), 1),
    reconvenedQuorumBasisPoints: v.optional(
      v.nullable(whole(em.quorumInvalid, FULL_INTEREST_BASIS_POINTS)),
      null,
    ),
    reconvenedDaysLater: v.optional(whole(em.daysInvalid, 365), 20),
  },
  messages.requestBodyNotObject,
);
export type ElectionSettingsInput = v.InferInput<typeof electionSettingsSchema>;
export type ElectionSettings = v.InferOutput<typeof electionSettingsSchema>;

/** Checks stored or sent settings; never throws. */
export const parseElectionSettings = (input: unknown): SchemaResult<ElectionSettings> =>
  checkSchema(electionSettingsSchema, input);

/** The settings an organization has before it saves its own (no quorum yet: it must enter it). */
export const DEFAULT_ELECTION_SETTINGS: ElectionSettings = deepFreeze(
  v.parse(electionSettingsSchema, {}),
);

/** A refused setting, named by its field. */
export interface ElectionSettingsRefusal extends ElectionRefusal {
  readonly field: keyof ElectionSettings;
}

/**
 * The settings a rule set refuses: California and General need the governing documents' quorum;
 * Florida's bylaws may set a quorum lower than 30%, never higher.
 */
export function checkElectionSettings(
  id: ElectionRuleSetId,
  settings: ElectionSettings,
): ElectionSettingsRefusal[] {
  const quorum = settings.quorumBasisPoints;
  if (id === "florida") {
    if (quorum !== null && quorum > FLORIDA_QUORUM_BASIS_POINTS) {
      const citation = floridaQuorum(FLORIDA_QUORUM_BASIS_POINTS);
      return [
        {
          field: "quorumBasisPoints",
          code: "quorumOverStatute",
          message: `The quorum is 30% unless the bylaws set it lower (${citationLabel(citation)}): enter at most 30%`,
          citation,
        },
      ];
    }
    return [];
  }
  if (quorum === null) {
    return [
      {
        field: "quorumBasisPoints",
        code: "quorumRequired",
        message: em.quorumRequired,
        citation: null,
      },
    ];
  }
  return [];
}

function floridaQuorum(basisPoints: number): ElectionCitation {
  return floridaStatutes(
    "720.306(1)(a)",
    basisPoints === FLORIDA_QUORUM_BASIS_POINTS
      ? "Unless the bylaws set a lower number, 30% of the total voting interests is a quorum at a meeting of the members."
      : `Your bylaws set the quorum at ${formatBasisPoints(basisPoints)} of the voting interests, lower than the statute's 30%.`,
  );
}

function californiaRuleSet(settings: ElectionSettings): ElectionRuleSet {
  const quorum = settings.quorumBasisPoints ?? 0;
  const lower = settings.reconvenedQuorumBasisPoints;
  const reconvened =
    lower !== null && lower < CALIFORNIA_RECONVENED_BASIS_POINTS
      ? lower
      : CALIFORNIA_RECONVENED_BASIS_POINTS;
  return {
    id: "california",
    version: ELECTION_RULES_VERSION,
    name: "California (Davis-Stirling)",
    nominationNotice: {
      days: 30,
      citation: civilCode(
        "5115",
        "The association gives general notice of how to be nominated and of the nomination deadline at least 30 days before that deadline.",
      ),
    },
    ballotDelivery: {
      days: 30,
      citation: civilCode(
        "5115",
        "The ballots, with the envelopes to return them in, are delivered to every member at least 30 days before the deadline for voting.",
      ),
    },
    resultsNotice: {
      days: 15,
      citation: civilCode(
        "5120",
        "The inspector counts the ballots in public at an open meeting, and the board gives general notice of the results within 15 days after the election.",
      ),
    },
    retention: {
      years: 1,
      citation: civilCode(
        "5125",
        "The ballots, envelopes, voter list, proxies, candidate list and tally sheets are kept by the inspector until the time to challenge the election has passed, and by the association for one year after the election.",
      ),
    },
    quorum: {
      basisPoints: quorum,
      citation: yourDocuments(
        "Quorum",
        `Your governing documents set the quorum at ${formatBasisPoints(quorum)} of the voting power; the Civil Code sets none of its own.`,
      ),
    },
    reconvenedQuorum: {
      basisPoints: reconvened,
      daysLater: 20,
      appliesTo: ["directorElection"],
      citation: assemblyBill(
        "1458",
        `When an election of directors fails its quorum, the board may reconvene the meeting at least 20 days later, when the quorum is ${formatBasisPoints(reconvened)} of the members voting in person, by proxy or by secret ballot (Civil Code 5115).`,
      ),
    },
    electronicVoting: {
      allowed: settings.electronicVoting,
      consent: "memberChoice",
      neverFor: ["specialAssessment"],
      citation: assemblyBill(
        "2159",
        "When the association's election rules provide for it, the inspector may run an election by electronic secret ballot for the members who chose to vote that way; never an election on assessments (Civil Code 5105).",
      ),
    },
    boardQuorum: { citation: BOARD_QUORUM },
  };
}

function floridaRuleSet(settings: ElectionSettings): ElectionRuleSet {
  const quorum = settings.quorumBasisPoints ?? FLORIDA_QUORUM_BASIS_POINTS;
  const documents = (section: string, text: string) => yourDocuments(section, text);
  return {
    id: "florida",
    version: ELECTION_RULES_VERSION,
    name: "Florida (HOA Act 720.306)",
    nominationNotice: {
      days: null,
      citation: documents(
        "Elections",
        "Florida's HOA Act leaves the election's notices and nominations to the governing documents; this encoding sets no number of its own.",
      ),
    },
    ballotDelivery: {
      days: null,
      citation: documents(
        "Elections",
        "Florida's HOA Act leaves when ballots go out to the governing documents; this encoding sets no number of its own.",
      ),
    },
    resultsNotice: {
      days: null,
      citation: documents("Elections", "This encoding sets no deadline for notice of the results."),
    },
    retention: {
      years: settings.retentionYears,
      citation: documents(
        "Records",
        `The election's materials are kept ${settings.retentionYears === 1 ? "1 year" : `${settings.retentionYears} years`} after the election, as your records policy sets.`,
      ),
    },
    quorum: { basisPoints: quorum, citation: floridaQuorum(quorum) },
    reconvenedQuorum: {
      basisPoints: null,
      daysLater: null,
      appliesTo: [],
      citation: documents("Quorum", "This encoding has no lower quorum for a reconvened meeting."),
    },
    electronicVoting: {
      allowed: settings.electronicVoting,
      consent: "writtenConsent",
      neverFor: [],
      citation: floridaStatutes(
        "720.317",
        "The association may hold elections and other membership votes online, for each owner who has consented in writing to voting online.",
      ),
    },
    boardQuorum: { citation: BOARD_QUORUM },
  };
}

function generalRuleSet(settings: ElectionSettings): ElectionRuleSet {
  const quorum = settings.quorumBasisPoints ?? 0;
  const { nominationNoticeDays, ballotNoticeDays, resultsNoticeDays, retentionYears } = settings;
  const reconvened = settings.reconvenedQuorumBasisPoints;
  const consentText: Readonly<Record<ElectronicConsent, string>> = {
    memberChoice: "Members vote online when they chose to.",
    writtenConsent: "Members vote online once they have consented in writing.",
    none: "Every member may vote online.",
  };
  return {
    id: "general",
    version: ELECTION_RULES_VERSION,
    name: "General (your own rules)",
    nominationNotice: {
      days: nominationNoticeDays,
      citation: yourDocuments(
        "Nominations",
        nominationNoticeDays === null
          ? "Your rules set no notice before the nomination deadline."
          : `Notice of the nomination deadline goes out at least ${dayCount(nominationNoticeDays)} before it.`,
      ),
    },
    ballotDelivery: {
      days: ballotNoticeDays,
      citation: yourDocuments(
        "Ballots",
        ballotNoticeDays === null
          ? "Your rules set no least time between the ballots and the voting deadline."
          : `Ballots go out at least ${dayCount(ballotNoticeDays)} before the voting deadline.`,
      ),
    },
    resultsNotice: {
      days: resultsNoticeDays,
      citation: yourDocuments(
        "Results",
        resultsNoticeDays === null
          ? "Your rules set no deadline for notice of the results."
          : `The results are noticed within ${dayCount(resultsNoticeDays)} after the voting deadline.`,
      ),
    },
    retention: {
      years: retentionYears,
      citation: yourDocuments(
        "Records",
        `The election's materials are kept ${retentionYears === 1 ? "1 year" : `${retentionYears} years`} after the election.`,
      ),
    },
    quorum: {
      basisPoints: quorum,
      citation: yourDocuments(
        "Quorum",
        `The quorum is ${formatBasisPoints(quorum)} of the voting power.`,
      ),
    },
    reconvenedQuorum: {
      basisPoints: reconvened,
      daysLater: reconvened === null ? null : settings.reconvenedDaysLater,
      appliesTo: reconvened === null ? [] : ["directorElection", "measure"],
      citation: yourDocuments(
        "Quorum",
        reconvened === null
          ? "Your rules have no lower quorum for a reconvened meeting."
          : `A meeting reconvened at least ${dayCount(settings.reconvenedDaysLater)} after one that failed quorum needs ${formatBasisPoints(reconvened)} of the members.`,
      ),
    },
    electronicVoting: {
      allowed: settings.electronicVoting,
      consent: settings.electronicConsent,
      neverFor: [],
      citation: yourDocuments(
        "Voting online",
        settings.electronicVoting
          ? consentText[settings.electronicConsent]
          : "Your election rules do not provide for voting online.",
      ),
    },
    boardQuorum: { citation: BOARD_QUORUM },
  };
}

/**
 * The election rule set of an organization, frozen: the statute's with the organization's quorum,
 * or its own numbers. Settings the rule set refuses (`checkElectionSettings`) throw a RangeError.
 */
export function electionRuleSetFor(
  id: ElectionRuleSetId,
  settings: ElectionSettings,
): ElectionRuleSet {
  const refused = checkElectionSettings(id, settings);
  if (refused[0]) throw new RangeError(refused[0].message);
  const build = { california: californiaRuleSet, florida: floridaRuleSet, general: generalRuleSet };
  return deepFreeze(build[id](settings));
}

/** Every citation a rule set carries, in the order of its rules. */
export const citationsOf = (ruleSet: ElectionRuleSet): ElectionCitation[] => [
  ruleSet.nominationNotice.citation,
  ruleSet.ballotDelivery.citation,
  ruleSet.resultsNotice.citation,
  ruleSet.retention.citation,
  ruleSet.quorum.citation,
  ruleSet.reconvenedQuorum.citation,
  ruleSet.electronicVoting.citation,
  ruleSet.boardQuorum.citation,
];

// ---------------------------------------------------------------------------------------------
// Channels.

/** How a ballot reaches the box: a one-time link by email, a paper ballot the inspector enters, a proxy. */
export const BALLOT_CHANNELS = ["link", "paper", "proxy"] as const;
export type BallotChannel = (typeof BALLOT_CHANNELS)[number];

export const BALLOT_CHANNEL_LABELS: Readonly<Record<BallotChannel, string>> = {
  link: "Online (one-time link)",
  paper: "Paper ballot",
  proxy: "By proxy",
};

/** How a refusal says a property voted: "already counted online". */
const CHANNEL_WORDS: Readonly<Record<BallotChannel, string>> = {
  link: "online",
  paper: "on paper",
  proxy: "by proxy",
};

export type ElectronicVoteAnswer =
  { readonly allowed: true } | { readonly allowed: false; readonly refusal: ElectionRefusal };

/**
 * Whether a member may vote on `vote` online: the rule set must allow online voting, the measure
 * must not be one it keeps on paper (California: assessments), and the member must have agreed as
 * the rule set requires (`consented`). A board motion is the directors' own vote: always.
 */
export function electronicVoteAllowed(
  ruleSet: ElectionRuleSet,
  vote: VoteKindOf,
  consented: boolean,
): ElectronicVoteAnswer {
  if (vote.kind === "boardMotion") return { allowed: true };
  const rule = ruleSet.electronicVoting;
  const source = citationLabel(rule.citation);
  const refuse = (code: ElectionRefusalCode, message: string): ElectronicVoteAnswer => ({
    allowed: false,
    refusal: { code, message, citation: rule.citation },
  });
  if (!rule.allowed) {
    return refuse(
      "electronicNotAdopted",
      `Online voting needs election rules that provide for it (${source}): this vote is on paper`,
    );
  }
  if (vote.kind === "measure" && rule.neverFor.includes(vote.measureType)) {
    return refuse(
      "electronicNeverForAssessments",
      `An assessment is never voted online (${source}): this vote is on paper`,
    );
  }
  if (!consented && rule.consent === "memberChoice") {
    return refuse(
      "electronicNeedsConsent",
      `Online voting is only for members who chose it (${source}): this member votes on paper`,
    );
  }
  if (!consented && rule.consent === "writtenConsent") {
    return refuse(
      "electronicNeedsConsent",
      `Online voting needs the owner's written consent (${source}): this owner votes on paper`,
    );
  }
  return { allowed: true };
}

// ---------------------------------------------------------------------------------------------
// The timeline.

/** The dates an election is set up with, in the order the form asks for them. */
export const TIMELINE_FIELDS = [
  "nominationNoticeAt",
  "nominationDeadline",
  "ballotsOutAt",
  "votingDeadline",
  "resultsNoticeAt",
] as const;
export type TimelineField = (typeof TIMELINE_FIELDS)[number];

/**
 * An election's chosen instants. Director elections need the nomination notice and deadline;
 * the results notice may be planned or left out. The voting deadline is when the polls close
 * (the meeting at which the inspector counts).
 */
export interface ElectionSchedule {
  readonly nominationNoticeAt?: Date | null;
  readonly nominationDeadline?: Date | null;
  readonly ballotsOutAt: Date;
  readonly votingDeadline: Date;
  readonly resultsNoticeAt?: Date | null;
}

/** Every date the rule set requires, as local dates (YYYY-MM-DD); null where it sets no rule. */
export interface ElectionDates {
  /** The last day the nomination notice may go out on (director elections). */
  readonly nominationNoticeBy: string | null;
  /** The last day the ballots may go out on. */
  readonly ballotsOutBy: string | null;
  /** The first day the voting deadline may fall on, given when the ballots go out. */
  readonly votingDeadlineFrom: string | null;
  /** The first and last days the results may be noticed on. */
  readonly resultsNoticeFrom: string;
  readonly resultsNoticeBy: string | null;
  /** The last day the election's materials are kept (the deadline's date, that many years on). */
  readonly materialsKeptUntil: string;
  /** The first day a meeting that fails quorum may be reconvened on, where the rule set allows. */
  readonly reconvenedFrom: string | null;
}

function assertInstant(instant: unknown, name: string): asserts instant is Date {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) {
    throw new RangeError(`${name} must be a valid Date`);
  }
}

/** The same day `years` later; February 29 becomes March 1 in a year without one (kept longer, never shorter). */
export function addYears(localDate: string, years: number): string {
  const [year, month, day] = localDate.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year + years, month - 1, day));
  return date.toISOString().slice(0, 10);
}

const reconvenedRule = (ruleSet: ElectionRuleSet, vote: VoteKindOf) => {
  const rule = ruleSet.reconvenedQuorum;
  return rule.basisPoints !== null && rule.daysLater !== null && rule.appliesTo.includes(vote.kind)
    ? { basisPoints: rule.basisPoints, daysLater: rule.daysLater, citation: rule.citation }
    : null;
};

/** The dates the rule set requires for this schedule, in the organization's days. */
export function electionDates(
  ruleSet: ElectionRuleSet,
  vote: VoteKindOf,
  schedule: ElectionSchedule,
  zone: TimeZone,
): ElectionDates {
  assertInstant(schedule.ballotsOutAt, "ballotsOutAt");
  assertInstant(schedule.votingDeadline, "votingDeadline");
  const deadline = localDateIn(schedule.votingDeadline, zone);
  const ballotsOut = localDateIn(schedule.ballotsOutAt, zone);
  const nominationDeadline =
    vote.kind === "directorElection" && schedule.nominationDeadline instanceof Date
      ? localDateIn(schedule.nominationDeadline, zone)
      : null;
  const { nominationNotice, ballotDelivery, resultsNotice, retention } = ruleSet;
  const reconvened = reconvenedRule(ruleSet, vote);
  return {
    nominationNoticeBy:
      nominationDeadline === null || nominationNotice.days === null
        ? null
        : addDays(nominationDeadline, -nominationNotice.days),
    ballotsOutBy: ballotDelivery.days === null ? null : addDays(deadline, -ballotDelivery.days),
    votingDeadlineFrom:
      ballotDelivery.days === null ? null : addDays(ballotsOut, ballotDelivery.days),
    resultsNoticeFrom: deadline,
    resultsNoticeBy: resultsNotice.days === null ? null : addDays(deadline, resultsNotice.days),
    materialsKeptUntil: addYears(deadline, retention.years),
    reconvenedFrom: reconvened === null ? null : addDays(deadline, reconvened.daysLater),
  };
}

/** A refused date: its field, the rule it breaks and the date that would be legal. */
export interface TimelineRefusal extends ElectionRefusal {
  readonly field: TimelineField;
  /** The legal bound the message names (YYYY-MM-DD): the latest or earliest day, or null. */
  readonly date: string | null;
}

/**
 * Every date of the schedule the rule set refuses, at most one per field, in the form's order;
 * empty when the schedule is legal. Each names its rule and the day that would be legal: "Ballots
 * must go out at least 30 days before the voting deadline (Civil Code 5115): by Monday, January 4,
 * 2027". Director elections need their nomination notice and deadline, the notice far enough
 * before the deadline, and nominations closed before the ballots go out.
 */
export function checkElectionTimeline(
  ruleSet: ElectionRuleSet,
  vote: VoteKindOf,
  schedule: ElectionSchedule,
  zone: TimeZone,
): TimelineRefusal[] {
  const dates = electionDates(ruleSet, vote, schedule, zone);
  const refusals: TimelineRefusal[] = [];
  const local = (instant: Date) => localDateIn(instant, zone);

  if (vote.kind === "directorElection") {
    const notice = schedule.nominationNoticeAt;
    const deadline = schedule.nominationDeadline;
    if (!(notice instanceof Date)) {
      refusals.push({
        field: "nominationNoticeAt",
        code: "nominationNoticeRequired",
        message: em.nominationNoticeRequired,
        citation: null,
        date: null,
      });
    } else if (dates.nominationNoticeBy !== null && local(notice) > dates.nominationNoticeBy) {
      const rule = ruleSet.nominationNotice;
      refusals.push({
        field: "nominationNoticeAt",
        code: "nominationNoticeTooLate",
        message: `The nomination notice must go out at least ${dayCount(rule.days ?? 0)} before the nomination deadline (${citationLabel(rule.citation)}): by ${formatElectionDate(dates.nominationNoticeBy)}`,
        citation: rule.citation,
        date: dates.nominationNoticeBy,
      });
    }
    if (!(deadline instanceof Date)) {
      refusals.push({
        field: "nominationDeadline",
        code: "nominationDeadlineRequired",
        message: em.nominationDeadlineRequired,
        citation: null,
        date: null,
      });
    } else if (deadline.getTime() >= schedule.ballotsOutAt.getTime()) {
      const by = local(schedule.ballotsOutAt);
      refusals.push({
        field: "nominationDeadline",
        code: "nominationAfterBallots",
        message: `Nominations must close before the ballots go out, which list the candidates: by ${formatElectionDate(by)}`,
        citation: null,
        date: by,
      });
    }
  }

  if (dates.ballotsOutBy !== null && local(schedule.ballotsOutAt) > dates.ballotsOutBy) {
    const rule = ruleSet.ballotDelivery;
    refusals.push({
      field: "ballotsOutAt",
      code: "ballotsTooLate",
      message: `Ballots must go out at least ${dayCount(rule.days ?? 0)} before the voting deadline (${citationLabel(rule.citation)}): by ${formatElectionDate(dates.ballotsOutBy)}`,
      citation: rule.citation,
      date: dates.ballotsOutBy,
    });
  } else if (schedule.ballotsOutAt.getTime() >= schedule.votingDeadline.getTime()) {
    const by = local(schedule.votingDeadline);
    refusals.push({
      field: "ballotsOutAt",
      code: "ballotsTooLate",
      message: `Ballots must go out before the voting deadline: by ${formatElectionDate(by)}`,
      citation: null,
      date: by,
    });
  }

  const results = schedule.resultsNoticeAt;
  if (results instanceof Date) {
    const rule = ruleSet.resultsNotice;
    if (results.getTime() < schedule.votingDeadline.getTime()) {
      refusals.push({
        field: "resultsNoticeAt",
        code: "resultsBeforeCount",
        message: `The results cannot be noticed before the polls close and the ballots are counted: on or after ${formatElectionDate(dates.resultsNoticeFrom)}`,
        citation: null,
        date: dates.resultsNoticeFrom,
      });
    } else if (dates.resultsNoticeBy !== null && local(results) > dates.resultsNoticeBy) {
      refusals.push({
        field: "resultsNoticeAt",
        code: "resultsNoticeTooLate",
        message: `The results must be noticed within ${dayCount(rule.days ?? 0)} after the voting deadline (${citationLabel(rule.citation)}): by ${formatElectionDate(dates.resultsNoticeBy)}`,
        citation: rule.citation,
        date: dates.resultsNoticeBy,
      });
    }
  }
  return refusals;
}

// ---------------------------------------------------------------------------------------------
// Quorum.

/** What was cast, as counts only: ballots (one per property that voted) and their voting power. */
export interface CastCount {
  readonly ballots: number;
  readonly power: number;
}

export interface QuorumAnswer {
  readonly reached: boolean;
  /** The share the quorum needs, in basis points (the board's: more than half). */
  readonly basisPoints: number;
  /** The least that reaches it: voting power, or ballots for a reconvened meeting (a share of the members). */
  readonly required: number;
  readonly cast: number;
  readonly total: number;
  /** Whether this is a reconvened meeting's lower quorum. */
  readonly reconvened: boolean;
  readonly citation: ElectionCitation;
}

/** The least whole amount of `total` that is at least `basisPoints` of it. */
const shareOf = (total: number, basisPoints: number) =>
  Math.ceil((total * basisPoints) / FULL_INTEREST_BASIS_POINTS - 1e-9);

/**
 * Whether what was cast reaches the quorum. Every ballot counts toward it, blank and abstaining
 * ones included. Members: the rule set's share of the voting power; a meeting reconvened where the
 * rule set allows (`options.reconvened`): its lower share of the members (ballots over voters,
 * whatever their weights). A board motion: more than half of the directors.
 */
export function quorumReached(
  ruleSet: ElectionRuleSet,
  vote: VoteKindOf,
  electorate: Electorate,
  cast: CastCount,
  options: { readonly reconvened?: boolean } = {},
): QuorumAnswer {
  if (vote.kind === "boardMotion") {
    const total = electorate.voters.length;
    const required = Math.floor(total / 2) + 1;
    return {
      reached: cast.ballots >= required,
      basisPoints: 5_000,
      required,
      cast: cast.ballots,
      total,
      reconvened: false,
      citation: ruleSet.boardQuorum.citation,
    };
  }
  const reconvened = options.reconvened === true ? reconvenedRule(ruleSet, vote) : null;
  if (options.reconvened === true && reconvened === null) {
    throw new RangeError("This rule set has no reconvened quorum for this kind of vote");
  }
  if (reconvened !== null) {
    const total = electorate.voters.length;
    const required = shareOf(total, reconvened.basisPoints);
    return {
      reached: cast.ballots >= required,
      basisPoints: reconvened.basisPoints,
      required,
      cast: cast.ballots,
      total,
      reconvened: true,
      citation: reconvened.citation,
    };
  }
  const total = totalVotingPower(electorate);
  const { basisPoints, citation } = ruleSet.quorum;
  const required = shareOf(total, basisPoints);
  return {
    reached: cast.power >= required,
    basisPoints,
    required,
    cast: cast.power,
    total,
    reconvened: false,
    citation,
  };
}

/** A meeting reconvened after one that failed quorum: its lower quorum and the first day it may be held. */
export interface ReconvenedMeeting {
  readonly basisPoints: number;
  readonly earliest: string;
  readonly citation: ElectionCitation;
}

/** The reconvened meeting a rule set allows after a meeting on `failedAt` failed quorum, or null. */
export function reconvenedMeeting(
  ruleSet: ElectionRuleSet,
  vote: VoteKindOf,
  failedAt: Date,
  zone: TimeZone,
): ReconvenedMeeting | null {
  assertInstant(failedAt, "failedAt");
  const rule = reconvenedRule(ruleSet, vote);
  if (rule === null) return null;
  return {
    basisPoints: rule.basisPoints,
    earliest: addDays(localDateIn(failedAt, zone), rule.daysLater),
    citation: rule.citation,
  };
}

/** Null when a meeting may be reconvened at `reconvenedAt`, else the rule it breaks. */
export function checkReconvenedDate(
  ruleSet: ElectionRuleSet,
  vote: VoteKindOf,
  { failedAt, reconvenedAt, zone }: { failedAt: Date; reconvenedAt: Date; zone: TimeZone },
): ElectionRefusal | null {
  assertInstant(reconvenedAt, "reconvenedAt");
  const meeting = reconvenedMeeting(ruleSet, vote, failedAt, zone);
  const rule = ruleSet.reconvenedQuorum;
  if (meeting === null) {
    return {
      code: "reconvenedNotAllowed",
      message: `No lower quorum applies to a reconvened meeting for this vote (${citationLabel(rule.citation)})`,
      citation: rule.citation,
    };
  }
  if (daysBetween(meeting.earliest, localDateIn(reconvenedAt, zone)) < 0) {
    return {
      code: "reconvenedTooSoon",
      message: `A reconvened meeting must be at least ${dayCount(rule.daysLater ?? 0)} after the meeting that failed quorum (${citationLabel(meeting.citation)}): on or after ${formatElectionDate(meeting.earliest)}`,
      citation: meeting.citation,
    };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Results.

/** A ballot as the box keeps it: its receipt's hash, its choices and its weight; no voter, no channel, no time. */
export interface BoxBallot {
  readonly receiptHash: string;
  readonly choices: BallotChoices;
  readonly weight: number;
}

export interface MeasureResult {
  readonly kind: "measure" | "boardMotion";
  readonly ballots: number;
  /** Voting power for, against and abstaining (blank). */
  readonly yes: number;
  readonly no: number;
  readonly abstain: number;
  readonly threshold: MeasureThreshold;
  /** The yes the threshold needs, given the votes cast or the membership. */
  readonly yesRequired: number;
  readonly thresholdMet: boolean;
  readonly quorum: QuorumAnswer;
  /** Quorum reached and threshold met. */
  readonly passed: boolean;
}

/** The least yes that meets a threshold, given the yes-and-no votes cast and the whole voting power. */
function yesRequired(threshold: MeasureThreshold, votesCast: number, total: number): number {
  switch (threshold) {
    case "majorityOfVotesCast":
      return Math.floor(votesCast / 2) + 1;
    case "twoThirdsOfVotesCast":
      return Math.max(1, Math.ceil((votesCast * 2) / 3));
    case "majorityOfMembership":
      return Math.floor(total / 2) + 1;
    case "twoThirdsOfMembership":
      return Math.max(1, Math.ceil((total * 2) / 3));
  }
}

/**
 * A measure's or motion's result. Abstentions count toward quorum, not as votes cast; a threshold
 * of votes cast counts yes against yes plus no, one of the membership against the whole voting
 * power. A majority is more than half, two-thirds at least two-thirds, and at least one yes.
 */
export function tallyMeasure(
  vote: Extract<Vote, { kind: "measure" | "boardMotion" }>,
  ruleSet: ElectionRuleSet,
  electorate: Electorate,
  ballots: readonly BoxBallot[],
  options: { readonly reconvened?: boolean } = {},
): MeasureResult {
  const power = { yes: 0, no: 0, abstain: 0 };
  for (const ballot of ballots) {
    if (!("answer" in ballot.choices)) throw new TypeError("A measure's ballot has an answer");
    power[ballot.choices.answer] += ballot.weight;
  }
  const castPower = power.yes + power.no + power.abstain;
  const quorum = quorumReached(
    ruleSet,
    vote,
    electorate,
    { ballots: ballots.length, power: castPower },
    options,
  );
  const total =
    vote.kind === "boardMotion" ? electorate.voters.length : totalVotingPower(electorate);
  const required = yesRequired(vote.threshold, power.yes + power.no, total);
  const thresholdMet = power.yes >= required;
  return {
    kind: vote.kind,
    ballots: ballots.length,
    ...power,
    threshold: vote.threshold,
    yesRequired: required,
    thresholdMet,
    quorum,
    passed: quorum.reached && thresholdMet,
  };
}

export interface CandidateResult {
  readonly candidateId: string;
  readonly votes: number;
}

export interface ElectionResult {
  readonly kind: "directorElection";
  readonly ballots: number;
  /** Ballots that chose no candidate: they count toward quorum only. */
  readonly blank: number;
  readonly seats: number;
  /** Every candidate's votes, most first (candidates in their ballot order on a tie). */
  readonly counts: readonly CandidateResult[];
  /** The candidates elected outright. */
  readonly elected: readonly string[];
  /** Candidates tied for the last seats, to be decided as the governing documents say (never here). */
  readonly tied: readonly string[];
  /** The seats the tie leaves to decide. */
  readonly seatsTied: number;
  readonly quorum: QuorumAnswer;
  /** Quorum reached and no tie left: the seats are filled (`elected`). */
  readonly decided: boolean;
}

/**
 * A director election by plurality: the candidates with the most votes fill the seats; a candidate
 * with no vote is never elected. A tie for the last seats is reported (`tied`, `seatsTied`) and
 * never broken here.
 */
export function tallyElection(
  vote: Extract<Vote, { kind: "directorElection" }>,
  ruleSet: ElectionRuleSet,
  electorate: Electorate,
  ballots: readonly BoxBallot[],
  options: { readonly reconvened?: boolean } = {},
): ElectionResult {
  const votes = new Map(vote.candidates.map((candidate) => [candidate.id, 0]));
  let blank = 0;
  let power = 0;
  for (const ballot of ballots) {
    if (!("candidates" in ballot.choices))
      throw new TypeError("A director ballot names candidates");
    power += ballot.weight;
    if (ballot.choices.candidates.length === 0) blank += 1;
    for (const id of ballot.choices.candidates) {
      const before = votes.get(id);
      if (before === undefined) throw new RangeError(`${id} is not a candidate`);
      votes.set(id, before + ballot.weight);
    }
  }
  const counts = vote.candidates
    .map((candidate, index) => ({
      candidateId: candidate.id,
      votes: votes.get(candidate.id) ?? 0,
      index,
    }))
    .sort((a, b) => b.votes - a.votes || a.index - b.index)
    .map(({ candidateId, votes: n }) => ({ candidateId, votes: n }));
  const standing = counts.filter((count) => count.votes > 0);
  const cutoff = standing[vote.seats - 1]?.votes;
  const next = standing[vote.seats]?.votes;
  let elected: string[];
  let tied: string[] = [];
  if (cutoff !== undefined && next === cutoff) {
    elected = standing.filter((count) => count.votes > cutoff).map((count) => count.candidateId);
    tied = standing.filter((count) => count.votes === cutoff).map((count) => count.candidateId);
  } else {
    elected = standing.slice(0, vote.seats).map((count) => count.candidateId);
  }
  const seatsTied = tied.length === 0 ? 0 : vote.seats - elected.length;
  const quorum = quorumReached(
    ruleSet,
    vote,
    electorate,
    { ballots: ballots.length, power },
    options,
  );
  return {
    kind: "directorElection",
    ballots: ballots.length,
    blank,
    seats: vote.seats,
    counts,
    elected,
    tied,
    seatsTied,
    quorum,
    decided: quorum.reached && seatsTied === 0,
  };
}

/** What a certified result's line reads of it: who was elected, the votes and whether it passed, or no quorum. */
export type CertifiedResultLine =
  | { readonly kind: "noQuorum" }
  | { readonly kind: "directorElection"; readonly elected: readonly string[] }
  | {
      readonly kind: "measure" | "boardMotion";
      readonly passed: boolean;
      readonly yes: number;
      readonly no: number;
      readonly abstain: number;
    };

/**
 * The certified result in a line, as the portal and the results notice say it: who was elected
 * ("Elected: Ana, Ben", candidates by name), whether the measure passed with its votes (shares of
 * the percentage interests when weighted: "Passed: 60% yes, 40% no, 0% abstaining"), or no quorum.
 */
export function resultLine(
  vote: { readonly kind: VoteKind; readonly candidates?: readonly Candidate[] },
  result: CertifiedResultLine,
  basis: ElectorateBasis,
): string {
  if (result.kind === "noQuorum") return em.noQuorum;
  if (result.kind === "directorElection") {
    const names = new Map((vote.candidates ?? []).map((c) => [c.id, c.name]));
    const elected = result.elected.map((id) => names.get(id) ?? id);
    return elected.length > 0 ? `Elected: ${elected.join(", ")}` : "No one was elected";
  }
  const power = (votes: number) => formatVotingPower(basis, votes);
  return `${result.passed ? "Passed" : "Did not pass"}: ${power(result.yes)} yes, ${power(result.no)} no, ${power(result.abstain)} abstaining`;
}

// ---------------------------------------------------------------------------------------------
// Receipts: SHA-256 (the audited `@noble/hashes`), synchronous and the same in Node and browsers.

/** The SHA-256 of a text's UTF-8 bytes, as 64 lowercase hex digits (the same as Web Crypto's). */
export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

/** A receipt's secret: 128 random bits as 32 hex digits, which the voter keeps. */
const RECEIPT_SECRET = /^[0-9a-f]{32}$/u;

/** A receipt as a voter may type it back: spaces and dashes dropped, lower case. */
export const normalizeReceiptSecret = (secret: string): string =>
  secret.replace(/[\s-]/gu, "").toLowerCase();

export const isReceiptSecret = (secret: string): boolean =>
  RECEIPT_SECRET.test(normalizeReceiptSecret(secret));

/**
 * The hash published with a ballot: the SHA-256 of its receipt's 32 hex digits, which anyone can
 * check with any SHA-256 tool (`printf %s SECRET | sha256sum`).
 */
export const receiptHash = (secret: string): string => sha256Hex(normalizeReceiptSecret(secret));

/** "3f9a0c1d…" as "3f9a-0c1d-…": eight groups of four, for reading and typing. */
export const formatReceiptSecret = (secret: string): string =>
  (normalizeReceiptSecret(secret).match(/.{1,4}/gu) ?? []).join("-");

interface RandomSource {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/** A new receipt secret from Web Crypto's random numbers (Node 20 and browsers), or from `random`. */
export function newReceiptSecret(random?: RandomSource): string {
  const source = random ?? (globalThis as unknown as { crypto: RandomSource }).crypto;
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// ---------------------------------------------------------------------------------------------
// The secret ballot.

/** Who voted: a property's channel and when its ballot came (ISO instant). No choices, ever. */
export interface RollEntry {
  readonly channel: BallotChannel;
  readonly at: string;
}

/** A proxy a member gave another: the holder, the giver's instructions (if any) and its life. */
export interface Proxy {
  readonly holderId: string;
  readonly instructions: BallotChoices | null;
  readonly givenAt: string;
  readonly revokedAt: string | null;
  readonly usedAt: string | null;
}

/**
 * One vote's state. The roll (property → channel and time) and the box (ballots sorted by their
 * receipt's hash, with no property, channel or time) are kept apart and never joined; proxies are
 * kept by the giving property.
 */
export interface BallotState {
  readonly vote: Vote;
  readonly ruleSet: ElectionRuleSet;
  readonly electorate: Electorate;
  readonly zone: TimeZone;
  /** The voting deadline: no online ballot from it on; a paper ballot must have come before it. */
  readonly closesAt: string;
  /** When the inspector opened the count (after the deadline): no ballot of any kind after it. */
  readonly countOpenedAt: string | null;
  readonly roll: Readonly<Record<string, RollEntry>>;
  readonly box: readonly BoxBallot[];
  readonly proxies: Readonly<Record<string, Proxy>>;
}

export type BallotTransition =
  | { readonly ok: true; readonly state: BallotState; readonly receiptHash?: string }
  | { readonly ok: false; readonly refusal: ElectionRefusal };

/** A new vote's empty roll and box. A vote or electorate that `checkVote`/`checkElectorate` refuse throws. */
export function openBallotBox(setup: {
  vote: Vote;
  ruleSet: ElectionRuleSet;
  electorate: Electorate;
  zone: TimeZone;
  closesAt: Date;
}): BallotState {
  assertInstant(setup.closesAt, "closesAt");
  const refused = checkVote(setup.vote) ?? checkElectorate(setup.electorate, setup.vote);
  if (refused) throw new RangeError(refused.message);
  return {
    vote: setup.vote,
    ruleSet: setup.ruleSet,
    electorate: setup.electorate,
    zone: setup.zone,
    closesAt: setup.closesAt.toISOString(),
    countOpenedAt: null,
    roll: {},
    box: [],
    proxies: {},
  };
}

const refuse = (
  code: ElectionRefusalCode,
  message: string,
  citation: ElectionCitation | null = null,
): BallotTransition => ({ ok: false, refusal: { code, message, citation } });

const dayOf = (state: BallotState, iso: string) =>
  formatElectionDate(localDateIn(new Date(iso), state.zone));

/** "Monday, February 3, 2027 at 18:00". */
const momentOf = (state: BallotState, iso: string) => {
  const { date, time } = localDateTimeIn(new Date(iso), state.zone);
  return `${formatElectionDate(date)} at ${time}`;
};

function refuseClosed(state: BallotState, at: Date): BallotTransition | null {
  if (state.countOpenedAt !== null) return refuse("countOpened", em.countOpened);
  if (at.getTime() >= Date.parse(state.closesAt)) {
    return refuse(
      "pollsClosed",
      `The polls closed on ${momentOf(state, state.closesAt)}: no ballot is taken after the voting deadline`,
    );
  }
  return null;
}

function refuseVoted(state: BallotState, propertyId: string): BallotTransition | null {
  if (!state.electorate.voters.some((voter) => voter.id === propertyId)) {
    return refuse("notEligible", em.notEligible);
  }
  const entry = state.roll[propertyId];
  if (entry) {
    return refuse(
      "alreadyVoted",
      `A ballot from this property was already counted ${CHANNEL_WORDS[entry.channel]} on ${dayOf(state, entry.at)}`,
    );
  }
  return null;
}

/** The box with a ballot added in its place by receipt hash (never by arrival). */
function insertSorted(box: readonly BoxBallot[], ballot: BoxBallot): BoxBallot[] {
  let low = 0;
  let high = box.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((box[middle]?.receiptHash ?? "") < ballot.receiptHash) low = middle + 1;
    else high = middle;
  }
  return [...box.slice(0, low), ballot, ...box.slice(low)];
}

function findReceipt(box: readonly BoxBallot[], hash: string): BoxBallot | undefined {
  let low = 0;
  let high = box.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const candidate = box[middle];
    if (!candidate) return undefined;
    if (candidate.receiptHash === hash) return candidate;
    if (candidate.receiptHash < hash) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

/** The ballot's receipt, refused when malformed or already in the box. */
function receiptFor(state: BallotState, secret: string): string | BallotTransition {
  if (typeof secret !== "string" || !isReceiptSecret(secret)) {
    return refuse("receiptInvalid", em.receiptInvalid);
  }
  const hash = receiptHash(secret);
  if (findReceipt(state.box, hash)) return refuse("receiptReused", em.receiptReused);
  return hash;
}

/** The state with one more ballot: its property on the roll, its choices in the box, apart. */
function record(
  state: BallotState,
  propertyId: string,
  entry: RollEntry,
  choices: BallotChoices,
  hash: string,
  proxies: Readonly<Record<string, Proxy>> = state.proxies,
): BallotTransition {
  const ballot: BoxBallot = {
    receiptHash: hash,
    choices:
      "answer" in choices ? { answer: choices.answer } : { candidates: [...choices.candidates] },
    weight: votingPowerOf(state.electorate, propertyId),
  };
  return {
    ok: true,
    receiptHash: hash,
    state: {
      ...state,
      roll: { ...state.roll, [propertyId]: entry },
      box: insertSorted(state.box, ballot),
      proxies,
    },
  };
}

/** An online ballot: by the member's one-time link, or by the holder of the property's proxy. */
export interface OnlineCast {
  readonly propertyId: string;
  readonly channel: "link" | "proxy";
  readonly choices: BallotChoices;
  /** The receipt's secret (`newReceiptSecret`), given to the voter; only its hash is kept. */
  readonly receiptSecret: string;
  readonly at: Date;
  /** The voter agreed to vote online as the rule set requires (the holder, for a proxy). */
  readonly electronicConsent: boolean;
  /** The member who holds the proxy (channel "proxy"). */
  readonly holderId?: string;
}

/**
 * Casts an online ballot, refused with its reason: the polls closed (or the count opened), a
 * property that does not vote here, a missing, revoked or used proxy, a property that already
 * voted by any channel, online voting the rule set forbids, choices that do not answer the vote
 * (or depart from a proxy's instructions), a malformed or reused receipt.
 */
export function castBallot(state: BallotState, cast: OnlineCast): BallotTransition {
  assertInstant(cast.at, "at");
  const closed = refuseClosed(state, cast.at);
  if (closed) return closed;
  const { propertyId } = cast;
  let proxy: Proxy | undefined;
  if (cast.channel === "proxy") {
    proxy = state.proxies[propertyId];
    if (!proxy || proxy.holderId !== cast.holderId) return refuse("noProxy", em.noProxy);
    if (proxy.revokedAt !== null) {
      return refuse("proxyRevoked", `This proxy was revoked on ${dayOf(state, proxy.revokedAt)}`);
    }
    if (proxy.usedAt !== null) {
      return refuse("proxyUsed", `This proxy was already used on ${dayOf(state, proxy.usedAt)}`);
    }
  }
  const voted = refuseVoted(state, propertyId);
  if (voted) return voted;
  const online = electronicVoteAllowed(state.ruleSet, state.vote, cast.electronicConsent);
  if (!online.allowed) return { ok: false, refusal: online.refusal };
  const invalid = checkChoices(state.vote, cast.choices);
  if (invalid) return { ok: false, refusal: invalid };
  if (proxy?.instructions && !sameChoices(proxy.instructions, cast.choices)) {
    return refuse("proxyInstructionsNotFollowed", em.proxyInstructionsNotFollowed);
  }
  const hash = receiptFor(state, cast.receiptSecret);
  if (typeof hash !== "string") return hash;
  const at = cast.at.toISOString();
  const proxies = proxy
    ? { ...state.proxies, [propertyId]: { ...proxy, usedAt: at } }
    : state.proxies;
  return record(state, propertyId, { channel: cast.channel, at }, cast.choices, hash, proxies);
}

/** A paper ballot the inspector enters: the property from its signed envelope, the choices from inside. */
export interface PaperBallot {
  readonly propertyId: string;
  readonly choices: BallotChoices;
  /** A fresh receipt secret; the API may give it to the voter or let it go. */
  readonly receiptSecret: string;
  /** When the inspector received the envelope: before the voting deadline. */
  readonly receivedAt: Date;
}

/**
 * Enters a paper ballot, by the inspector, until the count opens (after the deadline too, for
 * envelopes received before it). Refused: received after the deadline, the count opened, a
 * property that does not vote here or already voted by any channel ("A ballot from this property
 * was already counted online on ..."), choices that do not answer the vote, a bad receipt.
 */
export function enterPaperBallot(state: BallotState, paper: PaperBallot): BallotTransition {
  assertInstant(paper.receivedAt, "receivedAt");
  if (state.countOpenedAt !== null) return refuse("countOpened", em.countOpened);
  if (paper.receivedAt.getTime() >= Date.parse(state.closesAt)) {
    return refuse(
      "paperAfterDeadline",
      `This paper ballot came after the voting deadline (${momentOf(state, state.closesAt)}) and is not counted`,
    );
  }
  const voted = refuseVoted(state, paper.propertyId);
  if (voted) return voted;
  const invalid = checkChoices(state.vote, paper.choices);
  if (invalid) return { ok: false, refusal: invalid };
  const hash = receiptFor(state, paper.receiptSecret);
  if (typeof hash !== "string") return hash;
  return record(
    state,
    paper.propertyId,
    { channel: "paper", at: paper.receivedAt.toISOString() },
    paper.choices,
    hash,
  );
}

/** A proxy a property's member gives another member, with the giver's instructions if any. */
export interface ProxyGift {
  readonly givingPropertyId: string;
  readonly holderId: string;
  readonly instructions?: BallotChoices | null;
  readonly at: Date;
}

/**
 * Records a proxy. Refused: the polls closed, a property that does not vote here or already
 * voted, no holder, a proxy it already gave and has not revoked, instructions that do not answer
 * the vote. A revoked proxy may be replaced by a new one.
 */
export function recordProxy(state: BallotState, gift: ProxyGift): BallotTransition {
  assertInstant(gift.at, "at");
  const closed = refuseClosed(state, gift.at);
  if (closed) return closed;
  const voted = refuseVoted(state, gift.givingPropertyId);
  if (voted) return voted;
  if (typeof gift.holderId !== "string" || gift.holderId.trim() === "") {
    return refuse("proxyHolderRequired", em.proxyHolderRequired);
  }
  const given = state.proxies[gift.givingPropertyId];
  if (given && given.revokedAt === null) {
    return refuse(
      "proxyAlreadyGiven",
      `This property already gave a proxy on ${dayOf(state, given.givenAt)}: revoke it first`,
    );
  }
  const instructions = gift.instructions ?? null;
  if (instructions) {
    const invalid = checkChoices(state.vote, instructions);
    if (invalid) return { ok: false, refusal: invalid };
  }
  const proxy: Proxy = {
    holderId: gift.holderId,
    instructions,
    givenAt: gift.at.toISOString(),
    revokedAt: null,
    usedAt: null,
  };
  return {
    ok: true,
    state: { ...state, proxies: { ...state.proxies, [gift.givingPropertyId]: proxy } },
  };
}

/** Revokes a property's proxy before it is used. Refused: no proxy, already revoked, already used. */
export function revokeProxy(
  state: BallotState,
  { givingPropertyId, at }: { givingPropertyId: string; at: Date },
): BallotTransition {
  assertInstant(at, "at");
  const proxy = state.proxies[givingPropertyId];
  if (!proxy) return refuse("noProxy", em.noProxy);
  if (proxy.usedAt !== null) {
    return refuse("proxyUsed", `This proxy was already used on ${dayOf(state, proxy.usedAt)}`);
  }
  if (proxy.revokedAt !== null) {
    return refuse("proxyRevoked", `This proxy was revoked on ${dayOf(state, proxy.revokedAt)}`);
  }
  return {
    ok: true,
    state: {
      ...state,
      proxies: { ...state.proxies, [givingPropertyId]: { ...proxy, revokedAt: at.toISOString() } },
    },
  };
}

/** The inspector opens the count, at or after the voting deadline, once. */
export function openCount(state: BallotState, at: Date): BallotTransition {
  assertInstant(at, "at");
  if (state.countOpenedAt !== null) return refuse("countAlreadyOpened", em.countAlreadyOpened);
  if (at.getTime() < Date.parse(state.closesAt)) {
    return refuse("pollsStillOpen", `${em.pollsStillOpen} ${momentOf(state, state.closesAt)}`);
  }
  return { ok: true, state: { ...state, countOpenedAt: at.toISOString() } };
}

/** Quorum tracked live, as counts only: how many properties voted and their voting power. */
export function liveQuorum(state: BallotState, options: { readonly reconvened?: boolean } = {}) {
  const voted = Object.keys(state.roll);
  const cast: CastCount = {
    ballots: voted.length,
    power: voted.reduce((sum, id) => sum + votingPowerOf(state.electorate, id), 0),
  };
  return quorumReached(state.ruleSet, state.vote, state.electorate, cast, options);
}

export type TallyAnswer =
  | { readonly ok: true; readonly result: ElectionResult | MeasureResult }
  | { readonly ok: false; readonly refusal: ElectionRefusal };

/** The result, only once the inspector has opened the count: refused while the polls are open. */
export function tallyWhenClosed(
  state: BallotState,
  options: { readonly reconvened?: boolean } = {},
): TallyAnswer {
  if (state.countOpenedAt === null) {
    return {
      ok: false,
      refusal: {
        code: "pollsStillOpen",
        message: `${em.pollsStillOpen} ${momentOf(state, state.closesAt)}`,
        citation: null,
      },
    };
  }
  const { vote } = state;
  const result =
    vote.kind === "directorElection"
      ? tallyElection(vote, state.ruleSet, state.electorate, state.box, options)
      : tallyMeasure(vote, state.ruleSet, state.electorate, state.box, options);
  return { ok: true, result };
}

/**
 * Whether a receipt's ballot is in the box, by its hash alone: it proves the ballot was counted
 * and says nothing of its choices.
 */
export function verifyReceipt(
  box: readonly BoxBallot[],
  secret: string,
): { readonly counted: boolean; readonly receiptHash: string | null } {
  if (typeof secret !== "string" || !isReceiptSecret(secret)) {
    return { counted: false, receiptHash: null };
  }
  const hash = receiptHash(secret);
  return { counted: findReceipt(box, hash) !== undefined, receiptHash: hash };
}

/** The elections' requests and answers, as the OpenAPI document names them. */
import {
  ELECTION_CITATION_CODES,
  ELECTION_RULE_SET_IDS,
  ELECTORATE_BASES,
  ELECTRONIC_CONSENTS,
  BALLOT_CHANNELS,
  MEASURE_CHOICES,
  MEASURE_THRESHOLDS,
  MEASURE_TYPES,
  SEATS_MAX,
  VOTE_KINDS,
  electionSettingsSchema,
  type ElectionRuleSet,
  type ElectionRuleSetId,
  type ElectionSettings,
} from "@hoa/validation/elections";
import { messages, text } from "@hoa/validation";
import * as v from "valibot";
import { namedObject, timeSchema } from "../../http/openapi.js";

/** The messages of the elections' requests that the rules package does not have. */
export const electionRequestMessages = {
  ruleSetInvalid: "Choose California, Florida or General",
  titleRequired: "Enter the election's title",
  titleTooLong: "A title is at most 200 characters",
  questionTooLong: "A question is at most 2,000 characters",
  candidateNameRequired: "Enter each candidate's name",
  kindInvalid: "Choose an election of directors, a measure or a board motion",
  measureTypeInvalid: "Choose the kind of measure",
  thresholdInvalid: "Choose what passes it",
  dateInvalid: "Enter a date and time",
  inspectorNameRequired: "Enter the inspector of elections' name",
  inspectorEmailInvalid: "Enter the inspector of elections' email address",
  choicesInvalid: "This ballot does not answer this vote",
  consentInvalid: "Say whether you choose to vote online",
  receiptRequired: "Enter the receipt",
  idInvalid: "Not a valid id",
  signatureRequired: "Sign with your full name",
  settingsRefused: "Choose the election rules first",
  notDraft: "Only a draft election can be changed",
  notDraftToOpen: "The ballots of this election already went out",
  notDraftToNominate: "Only a director election in draft opens nominations",
  notNominating: "Nominations are not open for this election",
  nominationDatesFixed:
    "The nomination notice went out: its date and the nomination deadline cannot change",
  kindFixed: "Nominations are open: this stays a director election",
  nominationDeadlinePast: "The nomination deadline must be later than now",
  ballotLinkInvalid: "This ballot link is not valid",
  noOnlineVote: "This vote is on paper: no ballot link is sent",
  notCounting: "The count is not open yet: close the polls and open the count first",
  certified: "The results are certified: the certificate cannot change",
  noElectorate: "An election needs at least one property to vote",
  proxyHolderInvalid: "Choose another member of the association to hold the proxy",
  ballotsSealed:
    "The quorum was not reached: the ballots stay sealed until the meeting is reconvened or the inspector certifies that no quorum was reached",
  noQuorumCertified:
    "The inspector certified that no quorum was reached: the ballots were never counted",
  pollsSealed: "The polls closed without a quorum: no ballot can be added",
  notQuorumFailed: "Only a meeting whose quorum was not reached can be reconvened",
  reconvenedOnce:
    "This meeting was already reconvened once: the inspector certifies that no quorum was reached",
  reconvenedInPast: "The reconvened meeting's voting deadline must be later than now",
  electorateInvalid: "Choose one vote per property or weighted by percentage interest",
} as const;
const rm = electionRequestMessages;

// ---------------------------------------------------------------------------------------------
// Settings.

/** `PUT .../elections/settings`: the rule set and the organization's numbers. */
export const electionSettingsRequestSchema = v.object(
  {
    ruleSet: v.picklist(ELECTION_RULE_SET_IDS, rm.ruleSetInvalid),
    ...electionSettingsSchema.entries,
  },
  messages.requestBodyNotObject,
);
export type ElectionSettingsRequest = v.InferOutput<typeof electionSettingsRequestSchema>;

const citationSchema = namedObject("ElectionCitation", {
  /** "Civil Code", "AB" (a California Assembly Bill), "Florida Statutes" or "Your governing documents". */
  code: v.picklist(ELECTION_CITATION_CODES),
  section: v.string(),
  text: v.string(),
});

const days = v.object({ days: v.nullable(v.number()), citation: citationSchema });

/** An election rule set with the source of every number (`ElectionRuleSet` of the rules). */
export const electionRuleSetSchema = namedObject("ElectionRuleSet", {
  id: v.picklist(ELECTION_RULE_SET_IDS),
  version: v.string(),
  name: v.string(),
  nominationNotice: days,
  ballotDelivery: days,
  resultsNotice: days,
  retention: v.object({ years: v.number(), citation: citationSchema }),
  quorum: v.object({ basisPoints: v.number(), citation: citationSchema }),
  reconvenedQuorum: v.object({
    basisPoints: v.nullable(v.number()),
    daysLater: v.nullable(v.number()),
    appliesTo: v.array(v.picklist(VOTE_KINDS)),
    citation: citationSchema,
  }),
  electronicVoting: v.object({
    allowed: v.boolean(),
    consent: v.picklist(ELECTRONIC_CONSENTS),
    neverFor: v.array(v.picklist(MEASURE_TYPES)),
    citation: citationSchema,
  }),
  boardQuorum: v.object({ citation: citationSchema }),
});

const settingsNumbersSchema = namedObject("ElectionSettingNumbers", {
  quorumBasisPoints: v.nullable(v.number()),
  electronicVoting: v.boolean(),
  electronicConsent: v.picklist(ELECTRONIC_CONSENTS),
  nominationNoticeDays: v.nullable(v.number()),
  ballotNoticeDays: v.nullable(v.number()),
  resultsNoticeDays: v.nullable(v.number()),
  retentionYears: v.number(),
  reconvenedQuorumBasisPoints: v.nullable(v.number()),
  reconvenedDaysLater: v.number(),
});

/** `GET`/`PUT .../elections/settings`. */
export const electionSettingsResponseSchema = namedObject("ElectionSettings", {
  ruleSet: v.picklist(ELECTION_RULE_SET_IDS),
  settings: settingsNumbersSchema,
  /** The rules in effect with their citations; null until the settings are complete (a quorum). */
  effective: v.nullable(electionRuleSetSchema),
  /** 0 before the first save (send `If-Match: "0"` then). */
  version: v.number(),
  updatedAt: v.nullable(timeSchema),
});

export interface ElectionSettingsResponse {
  ruleSet: ElectionRuleSetId;
  settings: ElectionSettings;
  effective: ElectionRuleSet | null;
  version: number;
  updatedAt: string | null;
}

// ---------------------------------------------------------------------------------------------
// Elections.

const title = v.pipe(
  text(rm.titleRequired),
  v.trim(),
  v.nonEmpty(rm.titleRequired),
  v.maxLength(200, rm.titleTooLong),
);
const question = v.optional(
  v.pipe(text(rm.questionTooLong), v.trim(), v.maxLength(2_000, rm.questionTooLong)),
  "",
);
const instant = v.pipe(text(rm.dateInvalid), v.isoTimestamp(rm.dateInvalid));
const optionalInstant = v.optional(v.nullable(instant), null);

const candidateSchema = v.object({
  name: v.pipe(
    text(rm.candidateNameRequired),
    v.trim(),
    v.nonEmpty(rm.candidateNameRequired),
    v.maxLength(200, rm.candidateNameRequired),
  ),
});

/** The vote as a request names it: candidates by name (the API gives them their ids). */
export const voteRequestSchema = v.variant(
  "kind",
  [
    v.object({
      kind: v.literal("directorElection"),
      seats: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SEATS_MAX + 1)),
      candidates: v.pipe(v.array(candidateSchema), v.maxLength(100)),
    }),
    v.object({
      kind: v.literal("measure"),
      measureType: v.picklist(MEASURE_TYPES, rm.measureTypeInvalid),
      threshold: v.picklist(MEASURE_THRESHOLDS, rm.thresholdInvalid),
    }),
    v.object({
      kind: v.literal("boardMotion"),
      threshold: v.picklist(MEASURE_THRESHOLDS, rm.thresholdInvalid),
    }),
  ],
  rm.kindInvalid,
);

const inspectorSchema = v.object({
  name: v.pipe(
    text(rm.inspectorNameRequired),
    v.trim(),
    v.nonEmpty(rm.inspectorNameRequired),
    v.maxLength(200, rm.inspectorNameRequired),
  ),
  email: v.pipe(
    text(rm.inspectorEmailInvalid),
    v.trim(),
    v.email(rm.inspectorEmailInvalid),
    v.maxLength(254, rm.inspectorEmailInvalid),
    v.toLowerCase(),
  ),
});

/** How the members' votes count: one per property, or each property's percentage interest. */
export const MEMBER_ELECTORATES = ["onePerProperty", "percentageInterest"] as const;
export type MemberElectorate = (typeof MEMBER_ELECTORATES)[number];
const electorate = v.picklist(MEMBER_ELECTORATES, rm.electorateInvalid);

const draftEntries = {
  title,
  question,
  vote: voteRequestSchema,
  /**
   * For a director election or a measure; a board motion is always one vote per director (and
   * refuses "percentageInterest").
   */
  electorate: v.optional(electorate, "onePerProperty"),
  nominationNoticeAt: optionalInstant,
  nominationDeadline: optionalInstant,
  ballotsOutAt: instant,
  votingDeadline: instant,
  resultsNoticeAt: optionalInstant,
  inspector: inspectorSchema,
};

/** `POST .../elections`: a draft election. */
export const electionCreateSchema = v.object(draftEntries, messages.requestBodyNotObject);
export type ElectionCreate = v.InferOutput<typeof electionCreateSchema>;

/** `PATCH .../elections/{id}`: any of the draft's parts. */
export const electionUpdateSchema = v.object(
  {
    title: v.optional(title),
    question: v.optional(draftEntries.question.wrapped),
    vote: v.optional(voteRequestSchema),
    electorate: v.optional(electorate),
    nominationNoticeAt: v.optional(v.nullable(instant)),
    nominationDeadline: v.optional(v.nullable(instant)),
    ballotsOutAt: v.optional(instant),
    votingDeadline: v.optional(instant),
    resultsNoticeAt: v.optional(v.nullable(instant)),
    inspector: v.optional(inspectorSchema),
  },
  messages.requestBodyNotObject,
);
export type ElectionUpdate = v.InferOutput<typeof electionUpdateSchema>;

/** `POST .../elections/{id}/reconvene`: the reconvened meeting's voting deadline. */
export const reconveneRequestSchema = v.object(
  { votingDeadline: instant },
  messages.requestBodyNotObject,
);
export type ReconveneRequest = v.InferOutput<typeof reconveneRequestSchema>;

/** What a ballot chooses: candidates' ids (none is a blank ballot), or an answer. */
export const choicesSchema = v.union(
  [
    v.object({ candidates: v.pipe(v.array(v.pipe(text(rm.choicesInvalid))), v.maxLength(100)) }),
    v.object({ answer: v.picklist(MEASURE_CHOICES, rm.choicesInvalid) }),
  ],
  rm.choicesInvalid,
);

/** `POST /ballots/{token}`: the choices, and the voter's choice to vote online. */
export const castRequestSchema = v.object(
  {
    choices: choicesSchema,
    electronicConsent: v.boolean(rm.consentInvalid),
  },
  messages.requestBodyNotObject,
);
export type CastRequest = v.InferOutput<typeof castRequestSchema>;

const storableId = v.pipe(text(rm.idInvalid), v.regex(/^[A-Za-z0-9_-]{1,128}$/u, rm.idInvalid));

/** `POST /ballots/receipts`: the receipt as the voter kept it, and the election it is of. */
export const receiptRequestSchema = v.object(
  {
    orgId: storableId,
    electionId: storableId,
    receipt: v.pipe(text(rm.receiptRequired), v.nonEmpty(rm.receiptRequired), v.maxLength(100)),
  },
  messages.requestBodyNotObject,
);

/** `POST .../paper`: a paper ballot the inspector enters from a property's signed envelope. */
export const paperBallotSchema = v.object(
  {
    propertyId: storableId,
    choices: choicesSchema,
    /** When the envelope came: before the voting deadline. */
    receivedAt: instant,
  },
  messages.requestBodyNotObject,
);

export const paperAnswerSchema = namedObject("PaperBallotEntered", {
  receipt: v.string(),
  receiptHash: v.string(),
});

/** `POST .../me/elections/{id}/proxies`: a property's proxy to another member. */
export const proxyRequestSchema = v.object(
  {
    propertyId: storableId,
    holderId: storableId,
    /** How the holder must vote, or null: as they see fit. */
    instructions: v.optional(v.nullable(choicesSchema), null),
  },
  messages.requestBodyNotObject,
);

export const proxySchema = namedObject("ElectionProxy", {
  propertyId: v.string(),
  property: v.string(),
  holderId: v.string(),
  instructions: v.nullable(
    v.union([
      v.object({ candidates: v.array(v.string()) }),
      v.object({ answer: v.picklist(MEASURE_CHOICES) }),
    ]),
  ),
  givenAt: timeSchema,
  usedAt: v.nullable(timeSchema),
});
export const proxyListSchema = v.object({ items: v.array(proxySchema) });

/** Someone a resident may give a proxy to: a member of their household with an account, or the board. */
export const proxyHolderSchema = namedObject("ElectionProxyHolder", {
  uid: v.string(),
  name: v.string(),
  relation: v.picklist(["household", "board"]),
});
export const proxyHolderListSchema = v.object({ items: v.array(proxyHolderSchema) });

/** A property the caller owns, on an election's roll: voted or not (never how), its proxy given. */
export const ownPropertySchema = namedObject("ElectionOwnProperty", {
  propertyId: v.string(),
  property: v.string(),
  voted: v.boolean(),
  proxy: v.nullable(
    v.object({
      holderId: v.string(),
      holderName: v.string(),
      instructions: proxySchema.entries.instructions,
      givenAt: timeSchema,
      usedAt: v.nullable(timeSchema),
    }),
  ),
});
export const ownPropertyListSchema = v.object({ items: v.array(ownPropertySchema) });

/** `POST .../certificate`: the inspector's name as their signature. */
export const certifyRequestSchema = v.object(
  {
    signature: v.pipe(
      text(rm.signatureRequired),
      v.trim(),
      v.nonEmpty(rm.signatureRequired),
      v.maxLength(200, rm.signatureRequired),
    ),
  },
  messages.requestBodyNotObject,
);

// Answers.

const candidateAnswer = v.object({ id: v.string(), name: v.string() });

export const voteSchema = namedObject("Vote", {
  kind: v.picklist(VOTE_KINDS),
  /** Director elections. */
  seats: v.optional(v.number()),
  candidates: v.optional(v.array(candidateAnswer)),
  /** Measures. */
  measureType: v.optional(v.picklist(MEASURE_TYPES)),
  /** Measures and motions. */
  threshold: v.optional(v.picklist(MEASURE_THRESHOLDS)),
});

/**
 * Where an election stands: a draft; nominating (a director election's nomination notice went
 * out: owners nominate until the nomination deadline); open (the ballots went out); its quorum failed when the
 * polls closed (the ballots sealed: the board may reconvene the meeting where the rules allow, or
 * the inspector certifies no quorum); counting; certified.
 */
export const ELECTION_STATUSES = [
  "draft",
  "nominating",
  "open",
  "quorumFailed",
  "counting",
  "certified",
] as const;
export type ElectionStatus = (typeof ELECTION_STATUSES)[number];

const quorumSchema = namedObject("ElectionQuorum", {
  reached: v.boolean(),
  basisPoints: v.number(),
  required: v.number(),
  cast: v.number(),
  total: v.number(),
  reconvened: v.boolean(),
  citation: citationSchema,
});

/** What may be known while the polls are open: counts only, never a choice. */
export const liveCountSchema = namedObject("ElectionLiveCount", {
  ballots: v.number(),
  votingPower: v.number(),
  totalVotingPower: v.number(),
  voters: v.number(),
  quorum: quorumSchema,
});

const measureResult = v.object({
  kind: v.picklist(["measure", "boardMotion"]),
  ballots: v.number(),
  yes: v.number(),
  no: v.number(),
  abstain: v.number(),
  threshold: v.picklist(MEASURE_THRESHOLDS),
  yesRequired: v.number(),
  thresholdMet: v.boolean(),
  quorum: quorumSchema,
  passed: v.boolean(),
});
const directorResult = v.object({
  kind: v.literal("directorElection"),
  ballots: v.number(),
  blank: v.number(),
  seats: v.number(),
  counts: v.array(v.object({ candidateId: v.string(), votes: v.number() })),
  elected: v.array(v.string()),
  tied: v.array(v.string()),
  seatsTied: v.number(),
  quorum: quorumSchema,
  decided: v.boolean(),
});
export const electionResultSchema = v.pipe(
  v.union([directorResult, measureResult]),
  v.metadata({ ref: "ElectionResult" }),
);

/** A vote whose quorum was not reached: how many voted and the quorum, never a choice. */
export const noQuorumResultSchema = namedObject("ElectionNoQuorum", {
  kind: v.literal("noQuorum"),
  ballots: v.number(),
  votingPower: v.number(),
  quorum: quorumSchema,
});

/** What the inspector certifies: the tally, or that no quorum was reached (no choice revealed). */
export const certifiedResultSchema = v.pipe(
  v.union([directorResult, measureResult, noQuorumResultSchema]),
  v.metadata({ ref: "ElectionCertifiedResult" }),
);

export const certificateSchema = namedObject("ElectionCertificate", {
  /** The inspector's name as they signed. */
  signedBy: v.string(),
  signedAt: timeSchema,
  inspectorEmail: v.string(),
  result: certifiedResultSchema,
});

const electionFields = {
  id: v.string(),
  title: v.string(),
  question: v.string(),
  vote: voteSchema,
  /**
   * "onePerProperty", "percentageInterest" (each property's share in basis points, 10,000 in all:
   * voting power and results are basis points then) or "onePerDirector" (a board motion).
   */
  electorateBasis: v.picklist(ELECTORATE_BASES),
  nominationNoticeAt: v.nullable(timeSchema),
  nominationDeadline: v.nullable(timeSchema),
  ballotsOutAt: timeSchema,
  votingDeadline: timeSchema,
  resultsNoticeAt: v.nullable(timeSchema),
  status: v.picklist(ELECTION_STATUSES),
  /** When the polls closed without a quorum (status `quorumFailed`, or certified no quorum). */
  quorumFailedAt: v.nullable(timeSchema),
  /** Reconvened after a meeting that failed quorum: its quorum is the lower share of members. */
  reconvened: v.boolean(),
  /** The failed meeting's voting deadline, once reconvened (`votingDeadline` is the new one). */
  firstVotingDeadline: v.nullable(timeSchema),
};

/** An election as administrators and the board read it: live counts, never a tally before the count. */
export const electionSchema = namedObject("Election", {
  ...electionFields,
  inspector: v.object({ name: v.string(), email: v.string() }),
  /** Why the electorate is counted as it is. */
  electorateNote: v.string(),
  /** The rule set the election runs under (frozen when the ballots go out). */
  ruleSet: v.nullable(electionRuleSetSchema),
  /** Every date the rules require, as local dates. */
  dates: v.nullable(
    v.object({
      nominationNoticeBy: v.nullable(v.string()),
      ballotsOutBy: v.nullable(v.string()),
      votingDeadlineFrom: v.nullable(v.string()),
      resultsNoticeFrom: v.string(),
      resultsNoticeBy: v.nullable(v.string()),
      materialsKeptUntil: v.string(),
      reconvenedFrom: v.nullable(v.string()),
    }),
  ),
  /** Counts only, from when the ballots go out; null for a draft. */
  live: v.nullable(liveCountSchema),
  /** Whether members may vote online in it, and if not why (the rule it cites). */
  online: v.object({ allowed: v.boolean(), reason: v.nullable(v.string()) }),
  countOpenedAt: v.nullable(timeSchema),
  certificate: v.nullable(certificateSchema),
  /** When the results notice was emailed to the roll (the certification's time); null before. */
  resultsNoticedAt: v.nullable(timeSchema),
  createdAt: timeSchema,
  updatedAt: timeSchema,
  version: v.number(),
});

export const electionListSchema = v.object({ items: v.array(electionSchema) });

/** What opening the ballots did. */
export const openedElectionSchema = namedObject("OpenedElection", {
  election: electionSchema,
  voters: v.number(),
  linksSent: v.number(),
  emails: v.number(),
  /** Voters with no address on file: they vote on paper. */
  withoutEmail: v.number(),
  version: v.number(),
});

/** What reconvening the meeting did: the links sent to the properties that have not voted. */
export const reconvenedElectionSchema = namedObject("ReconvenedElection", {
  election: electionSchema,
  /** Properties that have not voted: they may vote until the new deadline. */
  notVoted: v.number(),
  linksSent: v.number(),
  emails: v.number(),
  /** Of those, the ones with no address on file: they vote on paper or by proxy. */
  withoutEmail: v.number(),
  version: v.number(),
});

/** The ballot a link opens (no sign-in). */
export const ballotSchema = namedObject("Ballot", {
  /** Where a receipt is checked. */
  orgId: v.string(),
  electionId: v.string(),
  organizationName: v.string(),
  title: v.string(),
  question: v.string(),
  vote: voteSchema,
  /** The property (or director) this link votes for. */
  voter: v.string(),
  votingDeadline: timeSchema,
  status: v.picklist(ELECTION_STATUSES),
  voted: v.boolean(),
  /** Whose agreement voting online needs, and the rule that says so. */
  consent: v.picklist(ELECTRONIC_CONSENTS),
  consentRule: v.string(),
});

export const castAnswerSchema = namedObject("CastBallot", {
  /** The receipt's secret, shown once: only its hash is kept. */
  receipt: v.string(),
  receiptHash: v.string(),
  electionId: v.string(),
  orgId: v.string(),
});

export const receiptAnswerSchema = namedObject("ReceiptCheck", {
  counted: v.boolean(),
  receiptHash: v.nullable(v.string()),
});

/** The voter roll as its inspector reads it: who votes and whether each has, never how. */
export const rollEntrySchema = namedObject("ElectionRollEntry", {
  voterId: v.string(),
  label: v.string(),
  voted: v.boolean(),
  channel: v.nullable(v.picklist(BALLOT_CHANNELS)),
});
export const rollSchema = v.object({ items: v.array(rollEntrySchema) });

/** The election as its inspector reads it. */
export const inspectedElectionSchema = namedObject("InspectedElection", {
  ...electionFields,
  orgId: v.string(),
  organizationName: v.string(),
  live: v.nullable(liveCountSchema),
  countOpenedAt: v.nullable(timeSchema),
  certificate: v.nullable(certificateSchema),
  version: v.number(),
});

export const tallySchema = namedObject("ElectionTally", {
  result: electionResultSchema,
  candidates: v.array(candidateAnswer),
  version: v.number(),
});

/** An election as a resident reads it: its results once certified. */
export const residentElectionSchema = namedObject("ResidentElection", {
  ...electionFields,
  result: v.nullable(certifiedResultSchema),
  certifiedAt: v.nullable(timeSchema),
  certifiedBy: v.nullable(v.string()),
});
export const residentElectionListSchema = v.object({ items: v.array(residentElectionSchema) });

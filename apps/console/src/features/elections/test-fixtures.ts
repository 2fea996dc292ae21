import { http, HttpResponse } from "msw";
import type { Election, ElectionSettingsRead } from "./api";

export const ORG = "maple-grove";
export const API = `*/api/orgs/${ORG}`;
export const ZONE = "America/Los_Angeles";

const civilCode = (section: string, text: string) => ({
  code: "Civil Code" as const,
  section,
  text,
});

export const quorumCitation = civilCode("5115", "The quorum your governing documents set.");

/** A director election whose ballots are out: 12 of 120 properties voted. */
export const electionFixture = (fields: Partial<Election> = {}): Election => ({
  id: "e1",
  title: "2027 board election",
  question: "Elect three directors for two-year terms.",
  vote: {
    kind: "directorElection",
    seats: 3,
    candidates: [
      { id: "c1", name: "Ana Ruiz" },
      { id: "c2", name: "Ben Ortiz" },
    ],
  },
  nominationNoticeAt: "2027-01-04T17:00:00.000Z",
  nominationDeadline: "2027-02-08T17:00:00.000Z",
  ballotsOutAt: "2027-02-15T17:00:00.000Z",
  votingDeadline: "2027-03-22T17:00:00.000Z",
  resultsNoticeAt: null,
  status: "open",
  quorumFailedAt: null,
  reconvened: false,
  firstVotingDeadline: null,
  inspector: { name: "Iris Vale", email: "iris@example.org" },
  electorateBasis: "onePerProperty",
  electorateNote: "One vote per property: no property carries a percentage interest.",
  ruleSet: null,
  dates: null,
  live: {
    ballots: 12,
    votingPower: 12,
    totalVotingPower: 120,
    voters: 120,
    quorum: {
      reached: false,
      basisPoints: 2500,
      required: 30,
      cast: 12,
      total: 120,
      reconvened: false,
      citation: quorumCitation,
    },
  },
  online: { allowed: true, reason: null },
  countOpenedAt: null,
  certificate: null,
  resultsNoticedAt: null,
  createdAt: "2026-11-20T18:00:00.000Z",
  updatedAt: "2026-11-20T18:00:00.000Z",
  version: 3,
  ...fields,
});

const assemblyBill = (section: string, text: string) => ({ code: "AB" as const, section, text });

/** California's rules with a 25% quorum: a reconvened meeting at least 20 days later at 20% (AB 1458). */
export const californiaRules: NonNullable<Election["ruleSet"]> = {
  id: "california",
  version: "2026-01-01",
  name: "California (Davis-Stirling)",
  nominationNotice: { days: 30, citation: civilCode("5115", "Nomination notice.") },
  ballotDelivery: { days: 30, citation: civilCode("5115", "Ballots 30 days before.") },
  resultsNotice: { days: 15, citation: civilCode("5120", "Results within 15 days.") },
  retention: { years: 1, citation: civilCode("5125", "Materials kept a year.") },
  quorum: { basisPoints: 2500, citation: quorumCitation },
  reconvenedQuorum: {
    basisPoints: 2000,
    daysLater: 20,
    appliesTo: ["directorElection"],
    citation: assemblyBill(
      "1458",
      "When an election of directors fails its quorum, the board may reconvene the meeting at least 20 days later, when the quorum is 20% of the members voting in person, by proxy or by secret ballot (Civil Code 5115).",
    ),
  },
  electronicVoting: {
    allowed: true,
    consent: "memberChoice",
    neverFor: ["specialAssessment"],
    citation: assemblyBill("2159", "Online voting for members who chose it."),
  },
  boardQuorum: { citation: civilCode("4155", "Directors.") },
};

/** The director election after its polls closed on March 22, 2027 with 12 of 120 voted. */
export const quorumFailedFixture = (fields: Partial<Election> = {}) =>
  electionFixture({
    status: "quorumFailed",
    quorumFailedAt: "2027-03-23T16:00:00.000Z",
    ruleSet: californiaRules,
    dates: {
      nominationNoticeBy: "2027-01-09",
      ballotsOutBy: "2027-02-20",
      votingDeadlineFrom: "2027-03-17",
      resultsNoticeFrom: "2027-03-22",
      resultsNoticeBy: "2027-04-06",
      materialsKeptUntil: "2028-03-22",
      reconvenedFrom: "2027-04-11",
    },
    ...fields,
  });

export const draftFixture = (fields: Partial<Election> = {}) =>
  electionFixture({
    id: "e2",
    title: "Pool measure",
    status: "draft",
    live: null,
    version: 1,
    ...fields,
  });

export const settingsFixture = (
  fields: Partial<ElectionSettingsRead> = {},
): ElectionSettingsRead => ({
  ruleSet: "california",
  settings: {
    quorumBasisPoints: 2500,
    electronicVoting: true,
    electronicConsent: "memberChoice",
    nominationNoticeDays: 30,
    ballotNoticeDays: 30,
    resultsNoticeDays: 15,
    retentionYears: 1,
    reconvenedQuorumBasisPoints: null,
    reconvenedDaysLater: 20,
  },
  effective: null,
  version: 2,
  updatedAt: "2026-11-20T18:00:00.000Z",
  ...fields,
});

export const data = <T>(value: T, init?: ResponseInit) => HttpResponse.json({ data: value }, init);

export const electionHandler = (election: () => Election) =>
  http.get(`${API}/elections/:electionId`, () => data(election()));

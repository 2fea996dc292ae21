import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./billing.js";
import {
  DEFAULT_ELECTION_SETTINGS,
  ELECTION_CITATION_CODES,
  ELECTION_RULE_SET_IDS,
  ELECTORATE_BASES,
  MEASURE_THRESHOLDS,
  addYears,
  castBallot,
  checkChoices,
  checkElectionSettings,
  checkElectionTimeline,
  checkElectorate,
  checkReconvenedDate,
  checkVote,
  citationLabel,
  citationsOf,
  electionDates,
  electionMessages,
  electionRuleSetFor,
  electronicVoteAllowed,
  enterPaperBallot,
  formatBasisPoints,
  formatElectionDate,
  formatVotingPower,
  formatReceiptSecret,
  isReceiptSecret,
  liveQuorum,
  newReceiptSecret,
  openBallotBox,
  openCount,
  parseElectionSettings,
  quorumReached,
  receiptHash,
  reconvenedMeeting,
  resultLine,
  recordProxy,
  revokeProxy,
  sha256Hex,
  tallyElection,
  tallyMeasure,
  tallyWhenClosed,
  verifyReceipt,
  type BallotChoices,
  type BallotState,
  type BallotTransition,
  type BoxBallot,
  type ElectionSchedule,
  type ElectionSettings,
  type Electorate,
  type MeasureThreshold,
  type Vote,
  type VoteKindOf,
} from "./elections.js";
import { instantIn } from "./time-zones.js";

const LA = "America/Los_Angeles";
const NY = "America/New_York";

const settings = (overrides: Partial<ElectionSettings> = {}): ElectionSettings => ({
  ...DEFAULT_ELECTION_SETTINGS,
  quorumBasisPoints: 2_500,
  ...overrides,
});
const california = electionRuleSetFor("california", settings());
const florida = electionRuleSetFor("florida", settings({ quorumBasisPoints: null }));
const general = electionRuleSetFor("general", settings());

const directors: Vote = {
  kind: "directorElection",
  seats: 2,
  candidates: [
    { id: "ana", name: "Ana Ruiz" },
    { id: "ben", name: "Ben Cho" },
    { id: "cy", name: "Cy Park" },
  ],
};
const amendment: Vote = {
  kind: "measure",
  measureType: "amendment",
  threshold: "majorityOfVotesCast",
};
const assessment: VoteKindOf = { kind: "measure", measureType: "specialAssessment" };

const perProperty = (count: number): Electorate => ({
  basis: "onePerProperty",
  voters: Array.from({ length: count }, (_, i) => ({ id: `property-${i}` })),
});

const at = (date: string, time: string, zone = LA) => instantIn(date, time, zone);

// ---------------------------------------------------------------------------------------------

describe("SHA-256 for receipts", () => {
  it("gives the standard's answers", () => {
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256Hex("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    expect(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).toBe(
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    );
  });

  it("is Web Crypto's SHA-256 of the text's UTF-8 bytes, for any text", async () => {
    const web = globalThis as unknown as {
      crypto: { subtle: { digest(name: string, data: Uint8Array): Promise<ArrayBuffer> } };
      TextEncoder: new () => { encode(text: string): Uint8Array };
    };
    const encoder = new web.TextEncoder();
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 200 }), async (text) => {
        const digest = await web.crypto.subtle.digest("SHA-256", encoder.encode(text));
        const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0"));
        expect(sha256Hex(text)).toBe(hex.join(""));
      }),
      { numRuns: 150 },
    );
  });

  it("makes receipts of 32 hex digits, typed back with dashes or capitals", () => {
    const secret = newReceiptSecret();
    expect(isReceiptSecret(secret)).toBe(true);
    expect(newReceiptSecret()).not.toBe(secret);
    const shown = formatReceiptSecret(secret);
    expect(shown).toMatch(/^([0-9a-f]{4}-){7}[0-9a-f]{4}$/u);
    expect(receiptHash(shown.toUpperCase())).toBe(receiptHash(secret));
    expect(receiptHash(secret)).toBe(sha256Hex(secret));
    expect(isReceiptSecret("not a receipt")).toBe(false);
    expect(isReceiptSecret("0".repeat(31))).toBe(false);
    // A lone surrogate hashes as the replacement character, as Web Crypto's callers encode it.
    expect(sha256Hex("\ud800")).toBe(sha256Hex("\ufffd"));
  });
});

describe("the rule sets", () => {
  it("cite a source for every rule, from a known code, in plain sentences", () => {
    for (const ruleSet of [california, florida, general]) {
      for (const citation of citationsOf(ruleSet)) {
        expect(ELECTION_CITATION_CODES).toContain(citation.code);
        expect(citation.section.trim()).not.toBe("");
        expect(citation.text).toMatch(/^[A-Z].*\.$/u);
      }
      expect(Object.isFrozen(ruleSet.quorum.citation)).toBe(true);
    }
  });

  it("California: 30 days' nomination notice and ballots, results within 15 days, kept a year (Civil Code 5115, 5120, 5125)", () => {
    expect(california.nominationNotice.days).toBe(30);
    expect(citationLabel(california.nominationNotice.citation)).toBe("Civil Code 5115");
    expect(california.ballotDelivery.days).toBe(30);
    expect(citationLabel(california.ballotDelivery.citation)).toBe("Civil Code 5115");
    expect(california.resultsNotice.days).toBe(15);
    expect(citationLabel(california.resultsNotice.citation)).toBe("Civil Code 5120");
    expect(california.retention.years).toBe(1);
    expect(citationLabel(california.retention.citation)).toBe("Civil Code 5125");
  });

  it("California: the governing documents' quorum, 20% at least 20 days later for directors (AB 1458), online by choice and never for assessments (AB 2159)", () => {
    expect(california.quorum.basisPoints).toBe(2_500);
    expect(california.quorum.citation.code).toBe("Your governing documents");
    expect(california.reconvenedQuorum).toMatchObject({
      basisPoints: 2_000,
      daysLater: 20,
      appliesTo: ["directorElection"],
    });
    expect(citationLabel(california.reconvenedQuorum.citation)).toBe("AB 1458");
    expect(california.electronicVoting).toMatchObject({
      allowed: true,
      consent: "memberChoice",
      neverFor: ["specialAssessment"],
    });
    expect(citationLabel(california.electronicVoting.citation)).toBe("AB 2159");
  });

  it("California: a lower reconvened quorum of the documents prevails, a higher one does not", () => {
    const lower = electionRuleSetFor(
      "california",
      settings({ reconvenedQuorumBasisPoints: 1_500 }),
    );
    expect(lower.reconvenedQuorum.basisPoints).toBe(1_500);
    const higher = electionRuleSetFor(
      "california",
      settings({ reconvenedQuorumBasisPoints: 3_000 }),
    );
    expect(higher.reconvenedQuorum.basisPoints).toBe(2_000);
  });

  it("Florida: 30% unless the bylaws set it lower (720.306(1)(a)); online with written consent (720.317)", () => {
    expect(florida.quorum.basisPoints).toBe(3_000);
    expect(citationLabel(florida.quorum.citation)).toBe("Florida Statutes 720.306(1)(a)");
    const lower = electionRuleSetFor("florida", settings({ quorumBasisPoints: 1_000 }));
    expect(lower.quorum.basisPoints).toBe(1_000);
    expect(lower.quorum.citation.text).toContain("10%");
    expect(florida.electronicVoting.consent).toBe("writtenConsent");
    expect(citationLabel(florida.electronicVoting.citation)).toBe("Florida Statutes 720.317");
    expect(florida.reconvenedQuorum.basisPoints).toBeNull();
  });

  it("Florida refuses bylaws above 30%; California and General need the documents' quorum", () => {
    const [over] = checkElectionSettings("florida", settings({ quorumBasisPoints: 3_001 }));
    expect(over).toMatchObject({ field: "quorumBasisPoints", code: "quorumOverStatute" });
    expect(over?.message).toBe(
      "The quorum is 30% unless the bylaws set it lower (Florida Statutes 720.306(1)(a)): enter at most 30%",
    );
    expect(checkElectionSettings("florida", settings({ quorumBasisPoints: 3_000 }))).toEqual([]);
    for (const id of ["california", "general"] as const) {
      expect(checkElectionSettings(id, DEFAULT_ELECTION_SETTINGS)).toEqual([
        {
          field: "quorumBasisPoints",
          code: "quorumRequired",
          message: electionMessages.quorumRequired,
          citation: null,
        },
      ]);
      expect(() => electionRuleSetFor(id, DEFAULT_ELECTION_SETTINGS)).toThrow(RangeError);
    }
  });

  it("General: the association's own numbers, and none where it sets none", () => {
    const own = electionRuleSetFor(
      "general",
      settings({
        nominationNoticeDays: 10,
        ballotNoticeDays: 1,
        resultsNoticeDays: null,
        retentionYears: 3,
        reconvenedQuorumBasisPoints: 1_000,
        reconvenedDaysLater: 7,
        electronicConsent: "none",
      }),
    );
    expect(own.nominationNotice.days).toBe(10);
    expect(own.ballotDelivery.citation.text).toBe(
      "Ballots go out at least 1 day before the voting deadline.",
    );
    expect(own.resultsNotice.days).toBeNull();
    expect(own.retention.years).toBe(3);
    expect(own.reconvenedQuorum).toMatchObject({ basisPoints: 1_000, daysLater: 7 });
    expect(electronicVoteAllowed(own, amendment, false)).toEqual({ allowed: true });
  });

  it("reads settings with their defaults and refuses a bad number with its message", () => {
    expect(parseElectionSettings({})).toEqual({ ok: true, value: DEFAULT_ELECTION_SETTINGS });
    expect(DEFAULT_ELECTION_SETTINGS).toMatchObject({
      quorumBasisPoints: null,
      nominationNoticeDays: 30,
      ballotNoticeDays: 30,
      resultsNoticeDays: 15,
      retentionYears: 1,
    });
    const bad = parseElectionSettings({ quorumBasisPoints: 10_001, ballotNoticeDays: 1.5 });
    expect(bad.ok).toBe(false);
    expect(JSON.stringify(bad)).toContain(electionMessages.quorumInvalid);
    expect(JSON.stringify(bad)).toContain(electionMessages.daysInvalid);
    for (const id of ELECTION_RULE_SET_IDS) expect(electionRuleSetFor(id, settings()).id).toBe(id);
  });
});

describe("votes and electorates", () => {
  it("checks seats and candidates", () => {
    expect(checkVote(directors)).toBeNull();
    expect(checkVote({ ...directors, seats: 0 })?.message).toBe(electionMessages.seatsInvalid);
    expect(checkVote({ ...directors, seats: 1.5 })?.code).toBe("seatsInvalid");
    expect(checkVote({ ...directors, candidates: [] })?.message).toBe(
      electionMessages.candidatesRequired,
    );
    expect(
      checkVote({ ...directors, candidates: [...directors.candidates, { id: "ana", name: "A" }] })
        ?.code,
    ).toBe("candidateTwice");
  });

  it("checks a ballot's choices", () => {
    expect(checkChoices(directors, { candidates: ["ana", "cy"] })).toBeNull();
    expect(checkChoices(directors, { candidates: [] })).toBeNull();
    expect(checkChoices(directors, { candidates: ["ana", "ben", "cy"] })?.message).toBe(
      "Choose at most 2 candidates: this election fills 2 seats",
    );
    expect(checkChoices(directors, { candidates: ["zed"] })?.message).toBe(
      electionMessages.unknownCandidate,
    );
    expect(checkChoices(directors, { candidates: ["ana", "ana"] })?.code).toBe(
      "candidateChosenTwice",
    );
    expect(checkChoices(directors, { answer: "yes" })?.code).toBe("choicesInvalid");
    expect(checkChoices(amendment, { answer: "abstain" })).toBeNull();
    expect(checkChoices(amendment, { candidates: [] })?.message).toBe(
      electionMessages.choicesInvalid,
    );
  });

  it("weights by percentage interest only when the interests make exactly 100%", () => {
    const weighted = (...bp: number[]): Electorate => ({
      basis: "percentageInterest",
      voters: bp.map((basisPoints, i) => ({ id: `p${i}`, basisPoints })),
    });
    expect(checkElectorate(weighted(5_000, 3_000, 2_000))).toBeNull();
    expect(checkElectorate(weighted(5_000, 3_000, 1_950))?.message).toBe(
      "Percentage interests must add up to 100%: they add up to 99.5%",
    );
    expect(checkElectorate(weighted(5_000, 5_001))?.message).toBe(
      "Percentage interests must add up to 100%: they add up to 100.01%",
    );
    expect(checkElectorate(weighted(10_000, 0))?.message).toBe(electionMessages.interestInvalid);
    expect(checkElectorate(weighted(9_999.5, 0.5))?.code).toBe("interestInvalid");
    expect(checkElectorate({ basis: "onePerProperty", voters: [] })?.code).toBe("electorateEmpty");
    expect(
      checkElectorate({ basis: "onePerProperty", voters: [{ id: "a" }, { id: "a" }] })?.message,
    ).toBe(electionMessages.voterTwice);
    expect(checkElectorate(perProperty(3), { kind: "boardMotion" })?.code).toBe("basisNotForVote");
    expect(
      checkElectorate({ basis: "onePerDirector", voters: [{ id: "d1" }] }, amendment)?.code,
    ).toBe("basisNotForVote");
  });

  it("formats basis points as percentages", () => {
    expect(formatBasisPoints(2_000)).toBe("20%");
    expect(formatBasisPoints(3_333)).toBe("33.33%");
    expect(formatBasisPoints(1_250)).toBe("12.5%");
    expect(formatBasisPoints(5)).toBe("0.05%");
  });

  it("shows voting power as a share when weighted by interest, else as a count", () => {
    expect(formatVotingPower("percentageInterest", 4_120)).toBe("41.2%");
    expect(formatVotingPower("percentageInterest", 0)).toBe("0%");
    expect(formatVotingPower("onePerProperty", 12)).toBe("12");
    expect(formatVotingPower("onePerDirector", 3)).toBe("3");
  });
});

describe("online voting", () => {
  it("California: only for members who chose it, never for an assessment, only under election rules that provide for it", () => {
    expect(electronicVoteAllowed(california, amendment, true)).toEqual({ allowed: true });
    expect(electronicVoteAllowed(california, directors, false)).toMatchObject({
      allowed: false,
      refusal: {
        code: "electronicNeedsConsent",
        message:
          "Online voting is only for members who chose it (AB 2159): this member votes on paper",
      },
    });
    expect(electronicVoteAllowed(california, assessment, true)).toMatchObject({
      allowed: false,
      refusal: {
        code: "electronicNeverForAssessments",
        message: "An assessment is never voted online (AB 2159): this vote is on paper",
      },
    });
    const paperOnly = electionRuleSetFor("california", settings({ electronicVoting: false }));
    expect(electronicVoteAllowed(paperOnly, amendment, true)).toMatchObject({
      allowed: false,
      refusal: { code: "electronicNotAdopted" },
    });
  });

  it("Florida: with the owner's written consent, assessments included", () => {
    expect(electronicVoteAllowed(florida, assessment, true)).toEqual({ allowed: true });
    expect(electronicVoteAllowed(florida, assessment, false)).toMatchObject({
      allowed: false,
      refusal: {
        message:
          "Online voting needs the owner's written consent (Florida Statutes 720.317): this owner votes on paper",
      },
    });
  });

  it("a board motion is the directors' own vote", () => {
    expect(electronicVoteAllowed(california, { kind: "boardMotion" }, false)).toEqual({
      allowed: true,
    });
  });
});

describe("the election's timeline", () => {
  const measure: VoteKindOf = amendment;
  // The voting deadline: Wednesday, February 3, 2027 at 18:00 in Los Angeles.
  const deadline = at("2027-02-03", "18:00");
  const schedule = (overrides: Partial<ElectionSchedule> = {}): ElectionSchedule => ({
    ballotsOutAt: at("2027-01-04", "09:00"),
    votingDeadline: deadline,
    ...overrides,
  });

  it("computes every date the rule set requires", () => {
    expect(
      electionDates(
        california,
        directors,
        schedule({ nominationDeadline: at("2026-12-20", "17:00") }),
        LA,
      ),
    ).toEqual({
      nominationNoticeBy: "2026-11-20",
      ballotsOutBy: "2027-01-04",
      votingDeadlineFrom: "2027-02-03",
      resultsNoticeFrom: "2027-02-03",
      resultsNoticeBy: "2027-02-18",
      materialsKeptUntil: "2028-02-03",
      reconvenedFrom: "2027-02-23",
    });
    expect(electionDates(california, measure, schedule(), LA).reconvenedFrom).toBeNull();
    expect(electionDates(florida, measure, schedule(), LA)).toMatchObject({
      ballotsOutBy: null,
      resultsNoticeBy: null,
    });
  });

  it("keeps the materials to the same day a year on (February 29 to March 1)", () => {
    expect(addYears("2028-02-29", 1)).toBe("2029-03-01");
    expect(addYears("2027-02-03", 1)).toBe("2028-02-03");
  });

  it("takes ballots 30 days before the deadline and refuses 29, naming the last legal day", () => {
    expect(checkElectionTimeline(california, measure, schedule(), LA)).toEqual([]);
    const refusals = checkElectionTimeline(
      california,
      measure,
      schedule({ ballotsOutAt: at("2027-01-05", "09:00") }),
      LA,
    );
    expect(refusals).toEqual([
      {
        field: "ballotsOutAt",
        code: "ballotsTooLate",
        message:
          "Ballots must go out at least 30 days before the voting deadline (Civil Code 5115): by Monday, January 4, 2027",
        citation: california.ballotDelivery.citation,
        date: "2027-01-04",
      },
    ]);
  });

  it("counts the organization's days: 23:30 on January 4 in Los Angeles is January 5 in New York", () => {
    const late = schedule({ ballotsOutAt: at("2027-01-04", "23:30") });
    expect(checkElectionTimeline(california, measure, late, LA)).toEqual([]);
    expect(checkElectionTimeline(california, measure, late, NY)[0]?.date).toBe("2027-01-04");
  });

  it("moves no deadline across a daylight-saving change", () => {
    // Clocks spring forward on March 14, 2027; 30 calendar days still.
    const april = at("2027-04-01", "18:00");
    const on = checkElectionTimeline(
      california,
      measure,
      { ballotsOutAt: at("2027-03-02", "23:59"), votingDeadline: april },
      LA,
    );
    expect(on).toEqual([]);
    const off = checkElectionTimeline(
      california,
      measure,
      { ballotsOutAt: at("2027-03-03", "00:00"), votingDeadline: april },
      LA,
    );
    expect(off[0]?.message).toContain("by Tuesday, March 2, 2027");
  });

  it("gives directors' nominations 30 days' notice and closes them before the ballots go out", () => {
    const nominations = (notice: string, close: string) =>
      schedule({
        nominationNoticeAt: at(notice, "10:00"),
        nominationDeadline: at(close, "17:00"),
      });
    expect(
      checkElectionTimeline(california, directors, nominations("2026-11-20", "2026-12-20"), LA),
    ).toEqual([]);
    const [late] = checkElectionTimeline(
      california,
      directors,
      nominations("2026-11-21", "2026-12-20"),
      LA,
    );
    expect(late).toMatchObject({
      field: "nominationNoticeAt",
      code: "nominationNoticeTooLate",
      message:
        "The nomination notice must go out at least 30 days before the nomination deadline (Civil Code 5115): by Friday, November 20, 2026",
    });
    const [after] = checkElectionTimeline(
      california,
      directors,
      nominations("2026-11-20", "2027-01-04"),
      LA,
    );
    expect(after).toMatchObject({ field: "nominationDeadline", code: "nominationAfterBallots" });
    expect(checkElectionTimeline(california, directors, schedule(), LA).map((r) => r.code)).toEqual(
      ["nominationNoticeRequired", "nominationDeadlineRequired"],
    );
  });

  it("notices the results within 15 days after the deadline, never before it", () => {
    const results = (date: string, time = "12:00") =>
      checkElectionTimeline(california, measure, schedule({ resultsNoticeAt: at(date, time) }), LA);
    expect(results("2027-02-18")).toEqual([]);
    expect(results("2027-02-19")[0]?.message).toBe(
      "The results must be noticed within 15 days after the voting deadline (Civil Code 5120): by Thursday, February 18, 2027",
    );
    expect(results("2027-02-03", "17:59")[0]).toMatchObject({
      field: "resultsNoticeAt",
      code: "resultsBeforeCount",
      date: "2027-02-03",
    });
  });

  it("Florida and an association's own rules: their numbers, or only the order of things", () => {
    const tight = schedule({ ballotsOutAt: at("2027-02-01", "09:00") });
    expect(checkElectionTimeline(florida, measure, tight, LA)).toEqual([]);
    expect(
      checkElectionTimeline(
        florida,
        measure,
        schedule({ ballotsOutAt: at("2027-02-04", "09:00") }),
        LA,
      )[0]?.message,
    ).toBe("Ballots must go out before the voting deadline: by Wednesday, February 3, 2027");
    const own = electionRuleSetFor("general", settings({ ballotNoticeDays: 1 }));
    expect(checkElectionTimeline(own, measure, tight, LA)).toEqual([]);
    expect(
      checkElectionTimeline(
        own,
        measure,
        schedule({ ballotsOutAt: at("2027-02-03", "08:00") }),
        LA,
      )[0]?.message,
    ).toBe(
      "Ballots must go out at least 1 day before the voting deadline (your governing documents): by Tuesday, February 2, 2027",
    );
  });

  it("for any dates and zone, refuses at most once per field, and only dates that break a rule", () => {
    const day = fc.integer({ min: -80, max: 0 });
    fc.assert(
      fc.property(
        fc.constantFrom(LA, NY, "America/Denver", "America/Chicago"),
        fc.constantFrom(california, florida, general),
        day,
        day,
        day,
        fc.integer({ min: -5, max: 25 }),
        fc.constantFrom("00:00", "09:30", "23:59"),
        (zone, ruleSet, notice, close, ballots, results, time) => {
          const base = "2027-03-20";
          const when = (offset: number) => instantIn(addDays(base, offset), time, zone);
          const chosen: ElectionSchedule = {
            nominationNoticeAt: when(notice),
            nominationDeadline: when(close),
            ballotsOutAt: when(ballots),
            votingDeadline: instantIn(base, "18:00", zone),
            resultsNoticeAt: when(results),
          };
          const refusals = checkElectionTimeline(ruleSet, directors, chosen, zone);
          const fields = refusals.map((refusal) => refusal.field);
          expect(new Set(fields).size).toBe(fields.length);
          const ballotDays = ruleSet.ballotDelivery.days;
          const ballotsLegal =
            ballotDays === null
              ? chosen.ballotsOutAt.getTime() < chosen.votingDeadline.getTime()
              : -ballots >= ballotDays;
          expect(fields.includes("ballotsOutAt")).toBe(!ballotsLegal);
          const noticeDays = ruleSet.nominationNotice.days;
          expect(fields.includes("nominationNoticeAt")).toBe(
            noticeDays !== null && close - notice < noticeDays,
          );
          expect(fields.includes("nominationDeadline")).toBe(close >= ballots);
          for (const refusal of refusals) {
            if (refusal.citation)
              expect(refusal.message).toContain(citationLabel(refusal.citation));
            if (refusal.date) expect(refusal.message).toContain(formatElectionDate(refusal.date));
          }
        },
      ),
    );
  });
});

describe("quorum", () => {
  it("is the rule set's share of the voting power, every ballot counting, blank ones too", () => {
    const hundred = perProperty(100);
    expect(quorumReached(california, amendment, hundred, { ballots: 25, power: 25 })).toMatchObject(
      {
        reached: true,
        required: 25,
        total: 100,
      },
    );
    expect(quorumReached(california, amendment, hundred, { ballots: 24, power: 24 }).reached).toBe(
      false,
    );
    expect(quorumReached(florida, amendment, hundred, { ballots: 29, power: 29 }).reached).toBe(
      false,
    );
    expect(quorumReached(florida, amendment, hundred, { ballots: 30, power: 30 }).reached).toBe(
      true,
    );
  });

  it("weighs percentage interests", () => {
    const weighted: Electorate = {
      basis: "percentageInterest",
      voters: [
        { id: "big", basisPoints: 2_400 },
        { id: "small", basisPoints: 100 },
        { id: "rest", basisPoints: 7_500 },
      ],
    };
    expect(
      quorumReached(california, amendment, weighted, { ballots: 1, power: 2_400 }).reached,
    ).toBe(false);
    expect(
      quorumReached(california, amendment, weighted, { ballots: 2, power: 2_500 }).reached,
    ).toBe(true);
  });

  it("California: a director election reconvened at least 20 days later needs 20% of the members (AB 1458)", () => {
    const meeting = reconvenedMeeting(california, directors, at("2027-02-03", "18:00"), LA);
    expect(meeting).toEqual({
      basisPoints: 2_000,
      earliest: "2027-02-23",
      citation: california.reconvenedQuorum.citation,
    });
    expect(reconvenedMeeting(california, amendment, at("2027-02-03", "18:00"), LA)).toBeNull();
    const hundred = perProperty(100);
    const cast = { ballots: 20, power: 20 };
    expect(quorumReached(california, directors, hundred, cast).reached).toBe(false);
    expect(quorumReached(california, directors, hundred, cast, { reconvened: true })).toMatchObject(
      {
        reached: true,
        reconvened: true,
        required: 20,
      },
    );
    expect(() => quorumReached(california, amendment, hundred, cast, { reconvened: true })).toThrow(
      RangeError,
    );
    const failedAt = at("2027-02-03", "18:00");
    expect(
      checkReconvenedDate(california, directors, {
        failedAt,
        reconvenedAt: at("2027-02-23", "00:00"),
        zone: LA,
      }),
    ).toBeNull();
    expect(
      checkReconvenedDate(california, directors, {
        failedAt,
        reconvenedAt: at("2027-02-22", "23:59"),
        zone: LA,
      })?.message,
    ).toBe(
      "A reconvened meeting must be at least 20 days after the meeting that failed quorum (AB 1458): on or after Tuesday, February 23, 2027",
    );
    expect(
      checkReconvenedDate(florida, directors, {
        failedAt,
        reconvenedAt: at("2027-04-01", "12:00"),
        zone: LA,
      })?.code,
    ).toBe("reconvenedNotAllowed");
  });

  it("the reconvened quorum counts members, whatever their weights", () => {
    const weighted: Electorate = {
      basis: "percentageInterest",
      voters: [
        { id: "a", basisPoints: 9_000 },
        ...Array.from({ length: 8 }, (_, i) => ({ id: `b${i}`, basisPoints: 125 })),
      ],
    };
    expect(checkElectorate(weighted)).toBeNull();
    expect(
      quorumReached(
        california,
        directors,
        weighted,
        { ballots: 1, power: 9_000 },
        { reconvened: true },
      ).reached,
    ).toBe(false);
    expect(
      quorumReached(
        california,
        directors,
        weighted,
        { ballots: 2, power: 250 },
        { reconvened: true },
      ).reached,
    ).toBe(true);
  });

  it("a board motion needs more than half of the directors", () => {
    const board: Electorate = {
      basis: "onePerDirector",
      voters: ["d1", "d2", "d3", "d4"].map((id) => ({ id })),
    };
    const motion: Vote = { kind: "boardMotion", threshold: "majorityOfVotesCast" };
    expect(quorumReached(california, motion, board, { ballots: 2, power: 2 }).reached).toBe(false);
    expect(quorumReached(california, motion, board, { ballots: 3, power: 3 }).reached).toBe(true);
  });
});

describe("results", () => {
  const ballots = (...answers: [BallotChoices, number][]): BoxBallot[] =>
    answers.map(([choices, weight], i) => ({ receiptHash: sha256Hex(String(i)), choices, weight }));
  const answers = (yes: number, no: number, abstain: number) =>
    ballots(
      ...[
        ...Array.from({ length: yes }, () => [{ answer: "yes" }, 1] as [BallotChoices, number]),
        ...Array.from({ length: no }, () => [{ answer: "no" }, 1] as [BallotChoices, number]),
        ...Array.from(
          { length: abstain },
          () => [{ answer: "abstain" }, 1] as [BallotChoices, number],
        ),
      ],
    );
  const measureWith = (threshold: MeasureThreshold): Extract<Vote, { kind: "measure" }> => ({
    kind: "measure",
    measureType: "amendment",
    threshold,
  });
  const tally = (threshold: MeasureThreshold, yes: number, no: number, abstain = 0, voters = 40) =>
    tallyMeasure(
      measureWith(threshold),
      california,
      perProperty(voters),
      answers(yes, no, abstain),
    );

  it("a majority of votes cast is more than half of yes and no; abstentions are not votes cast", () => {
    expect(tally("majorityOfVotesCast", 6, 6, 0).thresholdMet).toBe(false);
    expect(tally("majorityOfVotesCast", 7, 6, 0).thresholdMet).toBe(true);
    const abstaining = tally("majorityOfVotesCast", 7, 6, 20);
    expect(abstaining).toMatchObject({ thresholdMet: true, abstain: 20, ballots: 33 });
    expect(abstaining.quorum.reached).toBe(true);
    expect(tally("majorityOfVotesCast", 0, 0, 12).thresholdMet).toBe(false);
  });

  it("two-thirds of votes cast is at least two-thirds, with at least one yes", () => {
    expect(tally("twoThirdsOfVotesCast", 8, 4).thresholdMet).toBe(true);
    expect(tally("twoThirdsOfVotesCast", 7, 4).thresholdMet).toBe(false);
    expect(tally("twoThirdsOfVotesCast", 0, 0, 10).thresholdMet).toBe(false);
  });

  it("thresholds of the membership count the whole voting power, voted or not", () => {
    expect(tally("majorityOfMembership", 20, 0).thresholdMet).toBe(false);
    expect(tally("majorityOfMembership", 21, 0).thresholdMet).toBe(true);
    expect(tally("twoThirdsOfMembership", 26, 0).thresholdMet).toBe(false);
    expect(tally("twoThirdsOfMembership", 27, 0)).toMatchObject({
      thresholdMet: true,
      yesRequired: 27,
    });
  });

  it("passes only with quorum and threshold both", () => {
    expect(tally("majorityOfVotesCast", 5, 1, 0)).toMatchObject({
      thresholdMet: true,
      passed: false,
    });
    expect(tally("majorityOfVotesCast", 9, 1, 0)).toMatchObject({
      thresholdMet: true,
      passed: true,
    });
  });

  it("for any ballots, the threshold agrees with its definition", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MEASURE_THRESHOLDS),
        fc.nat(30),
        fc.nat(30),
        fc.nat(30),
        (threshold, yes, no, abstain) => {
          const result = tally(threshold, yes, no, abstain, 100);
          const cast = yes + no;
          const expected = {
            majorityOfVotesCast: yes * 2 > cast,
            twoThirdsOfVotesCast: yes > 0 && yes * 3 >= cast * 2,
            majorityOfMembership: yes * 2 > 100,
            twoThirdsOfMembership: yes * 3 >= 200,
          }[threshold];
          expect(result.thresholdMet).toBe(expected);
          expect(result.yes + result.no + result.abstain).toBe(yes + no + abstain);
        },
      ),
    );
  });

  it("elects directors by plurality and reports a tie for the last seat without breaking it", () => {
    const cast = (names: string[][]) =>
      tallyElection(
        directors as Extract<Vote, { kind: "directorElection" }>,
        california,
        perProperty(10),
        ballots(...names.map((candidates) => [{ candidates }, 1] as [BallotChoices, number])),
      );
    const clear = cast([["ana", "ben"], ["ana", "ben"], ["ana", "cy"], []]);
    expect(clear).toMatchObject({ elected: ["ana", "ben"], tied: [], blank: 1, decided: true });
    expect(clear.counts).toEqual([
      { candidateId: "ana", votes: 3 },
      { candidateId: "ben", votes: 2 },
      { candidateId: "cy", votes: 1 },
    ]);
    const tie = cast([["ana", "ben"], ["ana", "cy"], ["ana"]]);
    expect(tie).toMatchObject({
      elected: ["ana"],
      tied: ["ben", "cy"],
      seatsTied: 1,
      decided: false,
    });
    const none = cast([["ana"], [], []]);
    expect(none).toMatchObject({ elected: ["ana"], tied: [], decided: true });
    expect(cast([["ana"]]).quorum.reached).toBe(false);
  });
});

describe("the result in a line", () => {
  const measure = (yes: number, no: number, abstain: number, passed: boolean) =>
    ({ kind: "measure", yes, no, abstain, passed }) as const;

  it("names the directors elected, in the tally's order, or says no one was", () => {
    const elected = { kind: "directorElection", elected: ["ben", "ana"] } as const;
    expect(resultLine(directors, elected, "onePerProperty")).toBe("Elected: Ben Cho, Ana Ruiz");
    expect(resultLine(directors, { kind: "directorElection", elected: [] }, "onePerProperty")).toBe(
      "No one was elected",
    );
    // A candidate the vote no longer names is shown by id rather than left out.
    expect(
      resultLine(directors, { kind: "directorElection", elected: ["zed"] }, "onePerProperty"),
    ).toBe("Elected: zed");
  });

  it("says whether a measure or motion passed with its votes, as shares when weighted", () => {
    expect(resultLine(amendment, measure(5, 2, 0, true), "onePerProperty")).toBe(
      "Passed: 5 yes, 2 no, 0 abstaining",
    );
    expect(
      resultLine(
        { kind: "boardMotion" },
        { ...measure(1, 2, 1, false), kind: "boardMotion" },
        "onePerDirector",
      ),
    ).toBe("Did not pass: 1 yes, 2 no, 1 abstaining");
    expect(resultLine(amendment, measure(6_000, 3_915, 85, true), "percentageInterest")).toBe(
      "Passed: 60% yes, 39.15% no, 0.85% abstaining",
    );
  });

  it("says no quorum, whatever the vote", () => {
    for (const vote of [directors, amendment]) {
      expect(resultLine(vote, { kind: "noQuorum" }, "onePerProperty")).toBe(
        electionMessages.noQuorum,
      );
    }
  });

  it("for any counted measure, reads each vote's power in the electorate's unit", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ELECTORATE_BASES),
        fc.nat(10_000),
        fc.nat(10_000),
        fc.nat(10_000),
        fc.boolean(),
        (basis, yes, no, abstain, passed) => {
          const line = resultLine(amendment, measure(yes, no, abstain, passed), basis);
          const power = (n: number) => formatVotingPower(basis, n);
          expect(line).toBe(
            `${passed ? "Passed" : "Did not pass"}: ${power(yes)} yes, ${power(no)} no, ${power(abstain)} abstaining`,
          );
        },
      ),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The secret ballot.

const secret = (n: number) => sha256Hex(`receipt ${n}`).slice(0, 32);
const CLOSES = at("2027-02-03", "18:00");
const before = (days: number) => new Date(CLOSES.getTime() - days * 86_400_000);

const opened = (vote: Vote = amendment, ruleSet = california, electorate = perProperty(5)) =>
  openBallotBox({ vote, ruleSet, electorate, zone: LA, closesAt: CLOSES });

function expectOk(step: BallotTransition): BallotState {
  if (!step.ok) throw new Error(step.refusal.message);
  return step.state;
}

describe("the secret ballot", () => {
  const yes: BallotChoices = { answer: "yes" };
  const link = (propertyId: string, n: number, when = before(3)) => ({
    propertyId,
    channel: "link" as const,
    choices: yes,
    receiptSecret: secret(n),
    at: when,
    electronicConsent: true,
  });

  it("keeps who voted apart from how, and the receipt proves the ballot was counted", () => {
    const step = castBallot(opened(), link("property-1", 1));
    const state = expectOk(step);
    expect(state.roll).toEqual({ "property-1": { channel: "link", at: before(3).toISOString() } });
    expect(state.box).toEqual([{ receiptHash: receiptHash(secret(1)), choices: yes, weight: 1 }]);
    expect(step.ok && step.receiptHash).toBe(receiptHash(secret(1)));
    expect(verifyReceipt(state.box, secret(1))).toEqual({
      counted: true,
      receiptHash: receiptHash(secret(1)),
    });
    expect(verifyReceipt(state.box, secret(2)).counted).toBe(false);
    expect(verifyReceipt(state.box, "nonsense")).toEqual({ counted: false, receiptHash: null });
  });

  it("refuses a second ballot from a property by any channel, naming the first", () => {
    const state = expectOk(castBallot(opened(), link("property-1", 1, at("2027-01-25", "23:30"))));
    const again = castBallot(state, link("property-1", 2));
    expect(again).toEqual({
      ok: false,
      refusal: {
        code: "alreadyVoted",
        message:
          "A ballot from this property was already counted online on Monday, January 25, 2027",
        citation: null,
      },
    });
    const paper = enterPaperBallot(state, {
      propertyId: "property-1",
      choices: { answer: "no" },
      receiptSecret: secret(3),
      receivedAt: before(1),
    });
    expect(paper.ok || paper.refusal.message).toBe(
      "A ballot from this property was already counted online on Monday, January 25, 2027",
    );
    const onPaper = expectOk(
      enterPaperBallot(state, {
        propertyId: "property-2",
        choices: { answer: "no" },
        receiptSecret: secret(4),
        receivedAt: before(2),
      }),
    );
    const online = castBallot(onPaper, link("property-2", 5));
    expect(online.ok || online.refusal.message).toMatch(/already counted on paper on /u);
  });

  it("refuses a property outside the electorate, a bad or reused receipt, choices that do not answer", () => {
    const state = expectOk(castBallot(opened(), link("property-1", 1)));
    expect(castBallot(state, link("elsewhere", 2))).toMatchObject({
      ok: false,
      refusal: { message: electionMessages.notEligible },
    });
    expect(castBallot(state, { ...link("property-2", 2), receiptSecret: "short" })).toMatchObject({
      ok: false,
      refusal: { code: "receiptInvalid" },
    });
    expect(castBallot(state, link("property-2", 1))).toMatchObject({
      ok: false,
      refusal: { message: electionMessages.receiptReused },
    });
    expect(
      castBallot(state, { ...link("property-2", 2), choices: { candidates: [] } }),
    ).toMatchObject({ ok: false, refusal: { code: "choicesInvalid" } });
  });

  it("refuses an online ballot where the rule set forbids it, and takes the same vote on paper", () => {
    const vote: Vote = {
      kind: "measure",
      measureType: "specialAssessment",
      threshold: "majorityOfVotesCast",
    };
    const box = opened(vote);
    expect(castBallot(box, link("property-1", 1))).toMatchObject({
      ok: false,
      refusal: {
        code: "electronicNeverForAssessments",
        citation: california.electronicVoting.citation,
      },
    });
    expect(
      enterPaperBallot(box, {
        propertyId: "property-1",
        choices: yes,
        receiptSecret: secret(1),
        receivedAt: before(1),
      }).ok,
    ).toBe(true);
    expect(
      castBallot(opened(), { ...link("property-1", 1), electronicConsent: false }),
    ).toMatchObject({ ok: false, refusal: { code: "electronicNeedsConsent" } });
  });

  it("takes no online ballot from the deadline on, and a paper one only if received before it", () => {
    const box = opened();
    expect(castBallot(box, link("property-1", 1, CLOSES))).toEqual({
      ok: false,
      refusal: {
        code: "pollsClosed",
        message:
          "The polls closed on Wednesday, February 3, 2027 at 18:00: no ballot is taken after the voting deadline",
        citation: null,
      },
    });
    const paper = (receivedAt: Date, n: number) => ({
      propertyId: "property-2",
      choices: yes,
      receiptSecret: secret(n),
      receivedAt,
    });
    expect(enterPaperBallot(box, paper(CLOSES, 2))).toMatchObject({
      ok: false,
      refusal: {
        code: "paperAfterDeadline",
        message:
          "This paper ballot came after the voting deadline (Wednesday, February 3, 2027 at 18:00) and is not counted",
      },
    });
    const inTime = expectOk(enterPaperBallot(box, paper(new Date(CLOSES.getTime() - 1), 3)));
    const counting = expectOk(openCount(inTime, CLOSES));
    expect(
      enterPaperBallot(counting, { ...paper(before(1), 4), propertyId: "property-3" }),
    ).toMatchObject({ ok: false, refusal: { message: electionMessages.countOpened } });
  });

  it("shows no tally before the inspector opens the count after the deadline", () => {
    const state = expectOk(castBallot(opened(), link("property-1", 1)));
    const early = tallyWhenClosed(state);
    expect(early).toEqual({
      ok: false,
      refusal: {
        code: "pollsStillOpen",
        message:
          "No tally before the polls close: the inspector of elections opens the count after Wednesday, February 3, 2027 at 18:00",
        citation: null,
      },
    });
    expect(openCount(state, before(1))).toMatchObject({
      ok: false,
      refusal: { code: "pollsStillOpen" },
    });
    const counting = expectOk(openCount(state, CLOSES));
    expect(openCount(counting, CLOSES)).toMatchObject({
      ok: false,
      refusal: { code: "countAlreadyOpened" },
    });
    const tally = tallyWhenClosed(counting);
    expect(tally.ok && tally.result).toMatchObject({ kind: "measure", yes: 1, ballots: 1 });
    expect(liveQuorum(state)).toMatchObject({ cast: 1, total: 5, required: 2, reached: false });
  });

  it("lets the holder of a proxy vote for the giver's property once, following its instructions", () => {
    const given = expectOk(
      recordProxy(opened(), {
        givingPropertyId: "property-1",
        holderId: "member-9",
        instructions: { answer: "no" },
        at: before(10),
      }),
    );
    const byProxy = (n: number, choices: BallotChoices, holderId = "member-9") =>
      castBallot(given, {
        propertyId: "property-1",
        channel: "proxy",
        holderId,
        choices,
        receiptSecret: secret(n),
        at: before(2),
        electronicConsent: true,
      });
    expect(byProxy(1, { answer: "yes" })).toMatchObject({
      ok: false,
      refusal: { message: electionMessages.proxyInstructionsNotFollowed },
    });
    expect(byProxy(1, { answer: "no" }, "member-8")).toMatchObject({
      ok: false,
      refusal: { message: electionMessages.noProxy },
    });
    const used = expectOk(byProxy(1, { answer: "no" }));
    expect(used.roll["property-1"]?.channel).toBe("proxy");
    expect(used.proxies["property-1"]?.usedAt).toBe(before(2).toISOString());
    const twice = castBallot(used, {
      propertyId: "property-1",
      channel: "proxy",
      holderId: "member-9",
      choices: { answer: "no" },
      receiptSecret: secret(2),
      at: before(1),
      electronicConsent: true,
    });
    expect(twice.ok || twice.refusal.message).toBe(
      "This proxy was already used on Monday, February 1, 2027",
    );
    expect(castBallot(used, link("property-1", 3)).ok || "refused").toBe("refused");
    expect(revokeProxy(used, { givingPropertyId: "property-1", at: before(1) })).toMatchObject({
      ok: false,
      refusal: { code: "proxyUsed" },
    });
  });

  it("refuses a revoked proxy, a second proxy before revoking the first, a proxy after voting", () => {
    const box = opened();
    const gift = { givingPropertyId: "property-1", holderId: "member-9", at: before(10) };
    const given = expectOk(recordProxy(box, gift));
    expect(recordProxy(given, { ...gift, holderId: "member-8" })).toMatchObject({
      ok: false,
      refusal: {
        code: "proxyAlreadyGiven",
        message: "This property already gave a proxy on Sunday, January 24, 2027: revoke it first",
      },
    });
    const revoked = expectOk(revokeProxy(given, { givingPropertyId: "property-1", at: before(5) }));
    const cast = castBallot(revoked, {
      propertyId: "property-1",
      channel: "proxy",
      holderId: "member-9",
      choices: yes,
      receiptSecret: secret(1),
      at: before(2),
      electronicConsent: true,
    });
    expect(cast.ok || cast.refusal.message).toBe(
      "This proxy was revoked on Friday, January 29, 2027",
    );
    expect(recordProxy(revoked, { ...gift, holderId: "member-8" }).ok).toBe(true);
    const voted = expectOk(castBallot(box, link("property-2", 2)));
    expect(recordProxy(voted, { ...gift, givingPropertyId: "property-2" })).toMatchObject({
      ok: false,
      refusal: { code: "alreadyVoted" },
    });
    expect(recordProxy(box, { ...gift, holderId: " " })).toMatchObject({
      ok: false,
      refusal: { message: electionMessages.proxyHolderRequired },
    });
  });

  it("weighs a ballot by its property's percentage interest", () => {
    const weighted: Electorate = {
      basis: "percentageInterest",
      voters: [
        { id: "a", basisPoints: 6_000 },
        { id: "b", basisPoints: 4_000 },
      ],
    };
    let state = opened(amendment, general, weighted);
    state = expectOk(castBallot(state, { ...link("a", 1), propertyId: "a" }));
    state = expectOk(
      castBallot(state, { ...link("b", 2), propertyId: "b", choices: { answer: "no" } }),
    );
    const result = tallyWhenClosed(expectOk(openCount(state, CLOSES)));
    expect(result.ok && result.result).toMatchObject({ yes: 6_000, no: 4_000, passed: true });
  });
});

describe("for any sequence of casts, proxies, paper ballots and repeats", () => {
  const PROPERTIES = 6;
  const ids = Array.from({ length: PROPERTIES }, (_, i) => `property-${i}`);
  const choiceFor = (vote: Vote, pick: number): BallotChoices =>
    vote.kind === "directorElection"
      ? { candidates: directors.candidates.slice(0, pick % 3).map((c) => c.id) }
      : { answer: (["yes", "no", "abstain"] as const)[pick % 3] ?? "yes" };

  const step = fc.record({
    kind: fc.constantFrom("link", "paper", "proxy", "giveProxy", "revokeProxy"),
    property: fc.nat(PROPERTIES), // one past the last: a property outside the electorate
    holder: fc.constantFrom("member-a", "member-b"),
    pick: fc.nat(5),
    receipt: fc.nat(40), // small: receipts repeat now and then
    consent: fc.boolean(),
    withInstructions: fc.boolean(),
    minutes: fc.integer({ min: 1, max: 600 }),
  });

  it("counts each property at most once, the tally equals the box, and nothing links a ballot to a voter", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Vote>(directors, amendment, {
          kind: "measure",
          measureType: "specialAssessment",
          threshold: "twoThirdsOfMembership",
        }),
        fc.constantFrom(california, florida, general),
        fc.boolean(),
        fc.array(step, { maxLength: 40 }),
        (vote, ruleSet, weighted, steps) => {
          const electorate: Electorate = weighted
            ? {
                basis: "percentageInterest",
                voters: ids.map((id, i) => ({ id, basisPoints: i === 0 ? 5_000 : 1_000 })),
              }
            : { basis: "onePerProperty", voters: ids.map((id) => ({ id })) };
          let state = openBallotBox({ vote, ruleSet, electorate, zone: LA, closesAt: CLOSES });
          let clock = before(20).getTime();
          const accepted = new Map<string, number>();
          const receipts: string[] = [];
          const expected = new Map<string, number>();
          for (const s of steps) {
            clock += s.minutes * 60_000;
            const when = new Date(clock);
            const propertyId = `property-${s.property}`;
            const choices = choiceFor(vote, s.pick);
            let result: BallotTransition;
            if (s.kind === "giveProxy") {
              result = recordProxy(state, {
                givingPropertyId: propertyId,
                holderId: s.holder,
                instructions: s.withInstructions ? choices : null,
                at: when,
              });
            } else if (s.kind === "revokeProxy") {
              result = revokeProxy(state, { givingPropertyId: propertyId, at: when });
            } else if (s.kind === "paper") {
              result = enterPaperBallot(state, {
                propertyId,
                choices,
                receiptSecret: secret(s.receipt),
                receivedAt: when,
              });
            } else {
              result = castBallot(state, {
                propertyId,
                channel: s.kind,
                holderId: s.holder,
                choices,
                receiptSecret: secret(s.receipt),
                at: when,
                electronicConsent: s.consent,
              });
            }
            if (!result.ok) {
              expect(result.refusal.message).not.toBe("");
              continue;
            }
            if (s.kind === "link" || s.kind === "paper" || s.kind === "proxy") {
              accepted.set(propertyId, (accepted.get(propertyId) ?? 0) + 1);
              receipts.push(secret(s.receipt));
              const weight = weighted ? (s.property === 0 ? 5_000 : 1_000) : 1;
              const keys = "answer" in choices ? [choices.answer] : choices.candidates;
              for (const key of keys) expected.set(key, (expected.get(key) ?? 0) + weight);
            }
            state = result.state;
          }

          // Each property counts at most once, and every ballot is on the roll once.
          for (const count of accepted.values()) expect(count).toBe(1);
          expect(state.box.length).toBe(accepted.size);
          expect(Object.keys(state.roll).sort()).toEqual([...accepted.keys()].sort());
          expect(liveQuorum(state).cast).toBe(
            [...accepted.keys()].reduce(
              (sum, id) => sum + (weighted ? (id === "property-0" ? 5_000 : 1_000) : 1),
              0,
            ),
          );

          // Nothing links a ballot to a voter: the box has no property, channel or time, and is
          // in receipt-hash order; the roll has no choices.
          for (const ballot of state.box) {
            expect(Object.keys(ballot).sort()).toEqual(["choices", "receiptHash", "weight"]);
            expect(JSON.stringify(ballot)).not.toMatch(/property-|link|paper|proxy|20\d\d-/u);
          }
          const hashes = state.box.map((ballot) => ballot.receiptHash);
          expect(hashes).toEqual([...hashes].sort());
          expect(new Set(hashes).size).toBe(hashes.length);
          for (const entry of Object.values(state.roll)) {
            expect(Object.keys(entry).sort()).toEqual(["at", "channel"]);
          }

          // Every voter's receipt proves its ballot was counted.
          for (const receipt of receipts)
            expect(verifyReceipt(state.box, receipt).counted).toBe(true);

          // No tally before the count; after it, the tally is the box's ballots.
          expect(tallyWhenClosed(state).ok).toBe(false);
          const answer = tallyWhenClosed(expectOk(openCount(state, CLOSES)));
          if (!answer.ok) throw new Error(answer.refusal.message);
          const { result } = answer;
          expect(result.ballots).toBe(state.box.length);
          if (result.kind === "directorElection") {
            for (const { candidateId, votes } of result.counts) {
              expect(votes).toBe(expected.get(candidateId) ?? 0);
            }
          } else {
            expect(result.yes).toBe(expected.get("yes") ?? 0);
            expect(result.no).toBe(expected.get("no") ?? 0);
            expect(result.abstain).toBe(expected.get("abstain") ?? 0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("keeps the same box whatever order the same ballots arrive in", () => {
    fc.assert(
      fc.property(
        fc
          .shuffledSubarray(ids, { minLength: 1 })
          .chain((chosen) =>
            fc.tuple(
              fc.constant(chosen),
              fc.shuffledSubarray(chosen, { minLength: chosen.length }),
            ),
          ),
        ([order, reordered]) => {
          const castAll = (sequence: string[]) =>
            sequence.reduce(
              (state, id) =>
                expectOk(
                  castBallot(state, {
                    propertyId: id,
                    channel: "link",
                    choices: { answer: "yes" },
                    receiptSecret: secret(ids.indexOf(id)),
                    at: before(1),
                    electronicConsent: true,
                  }),
                ),
              opened(amendment, california, perProperty(PROPERTIES)),
            );
          expect(castAll(reordered).box).toEqual(castAll(order).box);
        },
      ),
    );
  });
});

import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { addDays } from "./billing.js";
import { COMMON_TIME_ZONES, instantIn, localDateIn } from "./time-zones.js";
import {
  CITATION_CODES,
  FINE_AMOUNT_INVALID,
  VIOLATION_RULE_SETS,
  VIOLATION_RULE_SET_IDS,
  checkFine,
  checkFiningCommittee,
  checkHearingDate,
  cureDeadline,
  cureDeadlineInstant,
  decisionNoticeDue,
  earliestHearingDate,
  feeRulesForFines,
  formatDollars,
  generalRuleSet,
  generalRuleSettingsSchema,
  isViolationRuleSetId,
  latestNoticeDate,
  parseGeneralRuleSettings,
  ruleSetFor,
  violationRuleMessages,
  type Citation,
  type FiningCommitteeMember,
  type GeneralRuleSettings,
  type ViolationRuleSet,
} from "./violation-rules.js";

const { california, florida } = VIOLATION_RULE_SETS;
const LA = "America/Los_Angeles";
const NY = "America/New_York";

/** The general rule set of these settings (the defaults for the rest). */
const general = (settings: Partial<GeneralRuleSettings> = {}): ViolationRuleSet =>
  generalRuleSet({
    hearingNoticeDays: 10,
    defaultCureDays: 14,
    decisionNoticeDays: null,
    finePerViolationCapCents: null,
    continuingTotalCapCents: null,
    curedBeforeHearingBarsFine: true,
    ...settings,
  });

/** Every citation a rule set carries. */
function citationsOf(ruleSet: ViolationRuleSet): Citation[] {
  return [
    ruleSet.hearingNotice.citation,
    ruleSet.cureBeforeHearingBarsFine.citation,
    ruleSet.cureDays.citation,
    ruleSet.decisionNotice.citation,
    ruleSet.fineCap.citation,
    ruleSet.finesAccrueLateFees.citation,
    ruleSet.finesAccrueInterest.citation,
    ruleSet.finesMayBecomeLien.citation,
    ruleSet.paymentOrder.citation,
    ...(ruleSet.finingCommittee ? [ruleSet.finingCommittee.citation] : []),
  ];
}

const hearing = (
  ruleSet: ViolationRuleSet,
  zone: string,
  notice: [string, string],
  held: [string, string],
) =>
  checkHearingDate(ruleSet, {
    noticeDeliveredAt: instantIn(notice[0], notice[1], zone),
    hearingAt: instantIn(held[0], held[1], zone),
    zone,
  });

const member = (
  name: string,
  role: Partial<Omit<FiningCommitteeMember, "name">> = {},
): FiningCommitteeMember => ({
  name,
  isOfficerDirectorOrEmployee: false,
  isRelativeOfOne: false,
  ...role,
});

describe("the rule sets", () => {
  it("are california, florida and general, under their names and version", () => {
    expect(VIOLATION_RULE_SET_IDS).toEqual(["california", "florida", "general"]);
    expect(california).toMatchObject({ id: "california", name: "California (Davis-Stirling)" });
    expect(florida).toMatchObject({ id: "florida", name: "Florida (HOA Act 720.305)" });
    expect(general()).toMatchObject({ id: "general", name: "General (your own rules)" });
    for (const ruleSet of [california, florida, general()]) {
      expect(ruleSet.version).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
    }
  });

  it("cite a source, with a plain sentence, for every rule", () => {
    for (const ruleSet of [california, florida, general()]) {
      for (const citation of citationsOf(ruleSet)) {
        expect(CITATION_CODES).toContain(citation.code);
        expect(citation.section).not.toBe("");
        expect(citation.text).toMatch(/^[A-Z].*\.$/u);
      }
    }
    expect(citationsOf(california).every((citation) => citation.code === "Civil Code")).toBe(true);
    expect(citationsOf(florida).every((citation) => citation.code === "Florida Statutes")).toBe(
      true,
    );
    expect(
      citationsOf(general()).every((citation) => citation.code === "Your governing documents"),
    ).toBe(true);
  });

  it("encode California's Davis-Stirling rules with their sections", () => {
    expect(california.hearingNotice).toMatchObject({ days: 10, delivery: "individual" });
    expect(california.hearingNotice.citation.section).toBe("5855(a)-(b)");
    expect(california.cureBeforeHearingBarsFine).toMatchObject({ value: true });
    expect(california.cureBeforeHearingBarsFine.citation.section).toBe("5855(c)");
    expect(california.decisionNotice.days).toBe(14);
    expect(california.decisionNotice.citation.section).toBe("5855(f)");
    expect(california.fineCap).toMatchObject({
      perViolationCents: 10_000,
      continuingTotalCents: null,
      liftedBy: "healthSafetyFinding",
    });
    expect(california.fineCap.citation.section).toBe("5850");
    expect(california.finesAccrueLateFees.value).toBe(false);
    expect(california.finesAccrueInterest.value).toBe(false);
    expect(california.finesMayBecomeLien).toMatchObject({ when: "never" });
    expect(california.finesMayBecomeLien.citation.section).toBe("5725(b)");
    expect(california.paymentOrder.order).toEqual(["assessments", "finesAndFees"]);
    expect(california.paymentOrder.citation.section).toBe("5655(a)");
    expect(california.finingCommittee).toBeNull();
  });

  it("encode Florida's HOA Act rules with their sections", () => {
    expect(florida.hearingNotice).toMatchObject({ days: 14, delivery: "written" });
    expect(florida.cureBeforeHearingBarsFine.value).toBe(true);
    expect(florida.decisionNotice.days).toBeNull();
    expect(florida.fineCap).toMatchObject({
      perViolationCents: 10_000,
      continuingTotalCents: 100_000,
      liftedBy: "governingDocuments",
    });
    expect(florida.finesAccrueLateFees.value).toBe(true);
    expect(florida.finesMayBecomeLien).toMatchObject({ when: "fromAmount", minimumCents: 100_000 });
    expect(florida.finesMayBecomeLien.citation.section).toBe("720.305(2)(b)");
    expect(florida.paymentOrder.order).toBeNull();
    expect(florida.finingCommittee).toMatchObject({
      minMembers: 3,
      excludes: ["officer", "director", "employee", "relative"],
      relatives: ["spouse", "parent", "child", "sibling"],
    });
  });

  it("are frozen: a rule changes in this file, with its test, not at run time", () => {
    expect(Object.isFrozen(VIOLATION_RULE_SETS)).toBe(true);
    expect(Object.isFrozen(california.fineCap)).toBe(true);
    expect(Object.isFrozen(florida.finingCommittee?.excludes)).toBe(true);
    expect(Object.isFrozen(general().hearingNotice.citation)).toBe(true);
  });

  it("recognize a stored id", () => {
    expect(VIOLATION_RULE_SET_IDS.every(isViolationRuleSetId)).toBe(true);
    for (const value of ["California", "texas", "", null, undefined, 1, {}]) {
      expect(isViolationRuleSetId(value)).toBe(false);
    }
  });
});

describe("ruleSetFor", () => {
  const settings = v.parse(generalRuleSettingsSchema, { hearingNoticeDays: 5, defaultCureDays: 7 });

  it("gives a statute's rule set, whatever the general settings", () => {
    expect(ruleSetFor("california")).toBe(california);
    expect(ruleSetFor("florida", settings)).toBe(florida);
  });

  it("builds the general rule set from the organization's settings, and needs them", () => {
    expect(ruleSetFor("general", settings)).toEqual(generalRuleSet(settings));
    expect(ruleSetFor("general", settings).hearingNotice.days).toBe(5);
    expect(() => ruleSetFor("general")).toThrow(TypeError);
    expect(() => ruleSetFor("general", null)).toThrow(TypeError);
  });
});

describe("formatDollars", () => {
  it("writes whole dollars without cents, and cents when there are any", () => {
    expect(formatDollars(10_000)).toBe("$100");
    expect(formatDollars(100_000)).toBe("$1,000");
    expect(formatDollars(10_000_000)).toBe("$100,000");
    expect(formatDollars(2_550)).toBe("$25.50");
    expect(formatDollars(1)).toBe("$0.01");
    expect(formatDollars(0)).toBe("$0");
  });
});

describe("California: the hearing notice (Civil Code 5855)", () => {
  it("allows a hearing 10 days after the notice's local date, and refuses one 9 days after", () => {
    expect(earliestHearingDate(california, instantIn("2026-04-01", "10:00", LA), LA)).toBe(
      "2026-04-11",
    );
    expect(hearing(california, LA, ["2026-04-01", "10:00"], ["2026-04-11", "09:00"])).toBeNull();
    expect(hearing(california, LA, ["2026-04-01", "10:00"], ["2026-04-10", "19:00"])).toEqual({
      code: "hearingNoticeTooShort",
      message: "Civil Code 5855 requires 10 days' notice",
      citation: california.hearingNotice.citation,
      earliest: "2026-04-11",
    });
  });

  it("refuses a hearing set 7 days out with exactly the product's message", () => {
    expect(hearing(california, LA, ["2026-04-01", "10:00"], ["2026-04-08", "18:00"])?.message).toBe(
      "Civil Code 5855 requires 10 days' notice",
    );
  });

  it("counts the local date of a notice delivered late in the evening, not the UTC date", () => {
    const notice = instantIn("2026-04-01", "23:30", LA);
    expect(notice.toISOString().slice(0, 10)).toBe("2026-04-02");
    expect(earliestHearingDate(california, notice, LA)).toBe("2026-04-11");
    expect(hearing(california, LA, ["2026-04-01", "23:30"], ["2026-04-11", "00:00"])).toBeNull();
  });

  it("moves no deadline across the spring-forward change (March 8, 2026)", () => {
    const notice = instantIn("2026-03-01", "23:30", LA);
    // 240 hours after this notice is 00:30 on March 12: counting hours would lose a day.
    expect(localDateIn(new Date(notice.getTime() + 240 * 3_600_000), LA)).toBe("2026-03-12");
    expect(earliestHearingDate(california, notice, LA)).toBe("2026-03-11");
    expect(hearing(california, LA, ["2026-03-01", "23:30"], ["2026-03-11", "00:00"])).toBeNull();
    expect(hearing(california, LA, ["2026-03-01", "23:30"], ["2026-03-10", "23:59"])).toMatchObject(
      { code: "hearingNoticeTooShort", earliest: "2026-03-11" },
    );
  });

  it("moves no deadline across the fall-back change (November 1, 2026)", () => {
    const notice = instantIn("2026-10-25", "00:15", LA);
    // 240 hours after this notice is 23:15 on November 3: counting hours would gain a day.
    expect(localDateIn(new Date(notice.getTime() + 240 * 3_600_000), LA)).toBe("2026-11-03");
    expect(earliestHearingDate(california, notice, LA)).toBe("2026-11-04");
    expect(hearing(california, LA, ["2026-10-25", "00:15"], ["2026-11-04", "00:00"])).toBeNull();
    expect(hearing(california, LA, ["2026-10-25", "00:15"], ["2026-11-03", "23:59"])).toMatchObject(
      { code: "hearingNoticeTooShort", earliest: "2026-11-04" },
    );
  });

  it.each([
    ["2026-01-25", "2026-02-04"],
    ["2026-02-20", "2026-03-02"],
    ["2028-02-20", "2028-03-01"],
    ["2028-02-25", "2028-03-06"],
    ["2026-12-28", "2027-01-07"],
  ])("counts across a month's end: notice on %s, earliest hearing on %s", (notice, earliest) => {
    expect(earliestHearingDate(california, instantIn(notice, "12:00", LA), LA)).toBe(earliest);
    expect(latestNoticeDate(california, earliest)).toBe(notice);
  });

  it("refuses a hearing before its notice, citing the rule", () => {
    expect(hearing(california, LA, ["2026-04-01", "10:00"], ["2026-03-30", "10:00"])).toEqual({
      code: "hearingBeforeNotice",
      message:
        "A hearing cannot be held before its notice is delivered: Civil Code 5855 requires 10 days' notice",
      citation: california.hearingNotice.citation,
      earliest: "2026-04-11",
    });
  });

  it("refuses an invalid instant as a programming error", () => {
    expect(() => earliestHearingDate(california, new Date(Number.NaN), LA)).toThrow(RangeError);
    expect(() =>
      checkHearingDate(california, {
        noticeDeliveredAt: new Date(),
        hearingAt: new Date("not a date"),
        zone: LA,
      }),
    ).toThrow(RangeError);
  });
});

describe("California: the decision notice (Civil Code 5855(f))", () => {
  it("is due 14 days after the hearing's local date", () => {
    expect(decisionNoticeDue(california, instantIn("2026-04-11", "19:00", LA), LA)).toBe(
      "2026-04-25",
    );
  });

  it("counts a late-evening hearing's local date", () => {
    const lateHearing = instantIn("2026-04-11", "23:30", LA);
    expect(lateHearing.toISOString().slice(0, 10)).toBe("2026-04-12");
    expect(decisionNoticeDue(california, lateHearing, LA)).toBe("2026-04-25");
  });

  it("moves across a daylight-saving change and a month's end", () => {
    expect(decisionNoticeDue(california, instantIn("2026-10-25", "18:00", LA), LA)).toBe(
      "2026-11-08",
    );
    expect(decisionNoticeDue(california, instantIn("2026-03-01", "18:00", LA), LA)).toBe(
      "2026-03-15",
    );
    expect(decisionNoticeDue(california, instantIn("2028-02-20", "18:00", LA), LA)).toBe(
      "2028-03-05",
    );
  });
});

describe("the cure period", () => {
  it("ends at the end of the local day, cure days after the notice's local date", () => {
    const notice = instantIn("2026-03-01", "23:30", LA);
    expect(cureDeadline(notice, 14, LA)).toBe("2026-03-15");
    // March 16 begins at 00:00 PDT, 07:00 UTC: after the spring-forward change.
    expect(cureDeadlineInstant(notice, 14, LA).toISOString()).toBe("2026-03-16T07:00:00.000Z");
  });

  it("ends at local midnight across the fall-back change (November 1, 2026)", () => {
    const notice = instantIn("2026-10-25", "09:00", LA);
    expect(cureDeadline(notice, 14, LA)).toBe("2026-11-08");
    expect(cureDeadlineInstant(notice, 14, LA).toISOString()).toBe("2026-11-09T08:00:00.000Z");
    expect(cureDeadline(instantIn("2026-10-25", "09:00", NY), 10, NY)).toBe("2026-11-04");
    expect(cureDeadlineInstant(instantIn("2026-10-25", "09:00", NY), 10, NY).toISOString()).toBe(
      "2026-11-05T05:00:00.000Z",
    );
  });

  it("of 0 days ends at the end of the notice's own local day", () => {
    const notice = instantIn("2026-04-01", "23:30", LA);
    expect(cureDeadline(notice, 0, LA)).toBe("2026-04-01");
    const end = cureDeadlineInstant(notice, 0, LA);
    expect(localDateIn(new Date(end.getTime() - 1), LA)).toBe("2026-04-01");
    expect(localDateIn(end, LA)).toBe("2026-04-02");
  });

  it("crosses a leap day", () => {
    expect(cureDeadline(instantIn("2028-02-20", "12:00", LA), 10, LA)).toBe("2028-03-01");
    expect(cureDeadline(instantIn("2026-02-20", "12:00", LA), 10, LA)).toBe("2026-03-02");
  });

  it("refuses a negative or fractional number of days", () => {
    expect(() => cureDeadline(new Date(), -1, LA)).toThrow(RangeError);
    expect(() => cureDeadline(new Date(), 1.5, LA)).toThrow(RangeError);
  });

  it("of the statutes runs to the hearing; of your own rules, your default", () => {
    expect(california.cureDays.days).toBeNull();
    expect(florida.cureDays.days).toBeNull();
    expect(general({ defaultCureDays: 21 }).cureDays.days).toBe(21);
  });
});

describe("California: fines (Civil Code 5850, 5855(c))", () => {
  it("allows a fine up to $100", () => {
    expect(checkFine(california, { amountCents: 10_000 })).toBeNull();
    expect(checkFine(california, { amountCents: 2_500 })).toBeNull();
  });

  it("refuses a fine over $100 without a written health-and-safety finding", () => {
    expect(checkFine(california, { amountCents: 10_001 })).toEqual({
      code: "fineOverPerViolationCap",
      message:
        "Civil Code 5850 caps a fine at $100 per violation without a written health-and-safety finding",
      citation: california.fineCap.citation,
    });
    expect(
      checkFine(california, { amountCents: 50_000, healthSafetyFinding: false }),
    ).toMatchObject({ code: "fineOverPerViolationCap" });
  });

  it("allows a fine over $100 with the finding, and the governing documents do not lift the cap", () => {
    expect(checkFine(california, { amountCents: 50_000, healthSafetyFinding: true })).toBeNull();
    expect(
      checkFine(california, { amountCents: 50_000, documentsAllowHigherFines: true }),
    ).toMatchObject({ code: "fineOverPerViolationCap" });
  });

  it("sets no total for a continuing violation", () => {
    expect(
      checkFine(california, { amountCents: 10_000, continuingTotalBeforeCents: 5_000_000 }),
    ).toBeNull();
  });

  it("refuses any fine of a violation cured before the hearing, even with the finding", () => {
    const refusal = {
      code: "curedBeforeHearing",
      message: "Civil Code 5855(c): a violation cured before the hearing is not fined",
      citation: california.cureBeforeHearingBarsFine.citation,
    };
    expect(checkFine(california, { amountCents: 5_000, curedBeforeHearing: true })).toEqual(
      refusal,
    );
    expect(
      checkFine(california, {
        amountCents: 50_000,
        curedBeforeHearing: true,
        healthSafetyFinding: true,
      }),
    ).toEqual(refusal);
    expect(checkFine(california, { amountCents: 5_000, curedBeforeHearing: false })).toBeNull();
  });

  it.each([0, -100, 10.5, Number.NaN, Number.POSITIVE_INFINITY])(
    "refuses an amount of %s cents",
    (amountCents) => {
      expect(checkFine(california, { amountCents })).toEqual({
        code: "fineAmountInvalid",
        message: FINE_AMOUNT_INVALID,
        citation: null,
      });
    },
  );

  it("allows no late fees, no interest and no lien", () => {
    expect(feeRulesForFines(california)).toEqual({
      lateFees: false,
      interest: false,
      lien: { when: "never" },
    });
  });

  it("asks for no fining committee", () => {
    expect(checkFiningCommittee(california, [])).toBeNull();
    expect(
      checkFiningCommittee(california, [member("Pat", { isOfficerDirectorOrEmployee: true })]),
    ).toBeNull();
  });
});

describe("Florida: the hearing notice (Florida Statutes 720.305)", () => {
  it("allows a hearing 14 days after the notice's local date, and refuses one 13 days after", () => {
    expect(earliestHearingDate(florida, instantIn("2026-04-01", "10:00", NY), NY)).toBe(
      "2026-04-15",
    );
    expect(hearing(florida, NY, ["2026-04-01", "10:00"], ["2026-04-15", "09:00"])).toBeNull();
    expect(hearing(florida, NY, ["2026-04-01", "10:00"], ["2026-04-14", "19:00"])).toEqual({
      code: "hearingNoticeTooShort",
      message: "Florida Statutes 720.305 requires 14 days' notice",
      citation: florida.hearingNotice.citation,
      earliest: "2026-04-15",
    });
  });

  it("counts the local date of a notice delivered late in the evening, not the UTC date", () => {
    const notice = instantIn("2026-04-01", "22:30", NY);
    expect(notice.toISOString().slice(0, 10)).toBe("2026-04-02");
    expect(earliestHearingDate(florida, notice, NY)).toBe("2026-04-15");
  });

  it("moves no deadline across the spring-forward change (March 8, 2026)", () => {
    expect(earliestHearingDate(florida, instantIn("2026-03-01", "23:30", NY), NY)).toBe(
      "2026-03-15",
    );
    expect(hearing(florida, NY, ["2026-03-01", "23:30"], ["2026-03-15", "00:00"])).toBeNull();
    expect(hearing(florida, NY, ["2026-03-01", "23:30"], ["2026-03-14", "23:59"])).toMatchObject({
      code: "hearingNoticeTooShort",
    });
  });

  it("moves no deadline across the fall-back change (November 1, 2026)", () => {
    expect(earliestHearingDate(florida, instantIn("2026-10-25", "00:15", NY), NY)).toBe(
      "2026-11-08",
    );
    expect(hearing(florida, NY, ["2026-10-25", "00:15"], ["2026-11-08", "00:00"])).toBeNull();
    expect(hearing(florida, NY, ["2026-10-25", "00:15"], ["2026-11-07", "23:59"])).toMatchObject({
      code: "hearingNoticeTooShort",
    });
  });

  it.each([
    ["2026-01-25", "2026-02-08"],
    ["2026-02-20", "2026-03-06"],
    ["2028-02-20", "2028-03-05"],
    ["2027-02-20", "2027-03-06"],
  ])("counts across a month's end: notice on %s, earliest hearing on %s", (notice, earliest) => {
    expect(earliestHearingDate(florida, instantIn(notice, "12:00", NY), NY)).toBe(earliest);
  });

  it("sets no decision notice deadline", () => {
    expect(decisionNoticeDue(florida, instantIn("2026-04-15", "18:00", NY), NY)).toBeNull();
  });
});

describe("Florida: fines (Florida Statutes 720.305(2))", () => {
  it("allows a fine up to $100, and a continuing violation up to $1,000 in total", () => {
    expect(checkFine(florida, { amountCents: 10_000 })).toBeNull();
    expect(
      checkFine(florida, { amountCents: 10_000, continuingTotalBeforeCents: 90_000 }),
    ).toBeNull();
  });

  it("refuses a fine over $100 unless the governing documents allow more", () => {
    expect(checkFine(florida, { amountCents: 10_001 })).toEqual({
      code: "fineOverPerViolationCap",
      message:
        "Florida Statutes 720.305 caps a fine at $100 per violation unless your governing documents provide otherwise",
      citation: florida.fineCap.citation,
    });
    expect(checkFine(florida, { amountCents: 10_001, healthSafetyFinding: true })).toMatchObject({
      code: "fineOverPerViolationCap",
    });
    expect(checkFine(florida, { amountCents: 50_000, documentsAllowHigherFines: true })).toBeNull();
  });

  it("refuses a fine that takes a continuing violation over $1,000 in total", () => {
    const refusal = checkFine(florida, { amountCents: 10_000, continuingTotalBeforeCents: 90_001 });
    expect(refusal).toEqual({
      code: "fineOverContinuingTotalCap",
      message:
        "Florida Statutes 720.305 caps fines at $1,000 in total for a continuing violation unless your governing documents provide otherwise",
      citation: florida.fineCap.citation,
    });
    expect(refusal?.message).toContain("$1,000 in total for a continuing violation");
    expect(
      checkFine(florida, {
        amountCents: 10_000,
        continuingTotalBeforeCents: 500_000,
        documentsAllowHigherFines: true,
      }),
    ).toBeNull();
  });

  it("refuses a continuing total that is not whole cents as a programming error", () => {
    expect(() => checkFine(florida, { amountCents: 100, continuingTotalBeforeCents: -1 })).toThrow(
      RangeError,
    );
  });

  it("refuses any fine of a violation cured before the hearing", () => {
    expect(checkFine(florida, { amountCents: 5_000, curedBeforeHearing: true })).toEqual({
      code: "curedBeforeHearing",
      message: "Florida Statutes 720.305(2): a violation cured before the hearing is not fined",
      citation: florida.cureBeforeHearingBarsFine.citation,
    });
    expect(
      checkFine(florida, {
        amountCents: 50_000,
        curedBeforeHearing: true,
        documentsAllowHigherFines: true,
      }),
    ).toMatchObject({ code: "curedBeforeHearing" });
  });

  it("allows late fees and interest (the statute is silent), and a lien from $1,000", () => {
    expect(feeRulesForFines(florida)).toEqual({
      lateFees: true,
      interest: true,
      lien: { when: "fromAmount", minimumCents: 100_000 },
    });
  });
});

describe("Florida: the fining committee (Florida Statutes 720.305(2)(b))", () => {
  const citation = florida.finingCommittee?.citation;

  it("refuses a committee of 2 members", () => {
    expect(checkFiningCommittee(florida, [member("Ana"), member("Ben")])).toEqual({
      code: "finingCommitteeTooSmall",
      message: "Florida Statutes 720.305(2)(b) requires a fining committee of at least 3 members",
      citation,
      members: [],
    });
  });

  it("refuses a committee of 3 with an officer, director or employee", () => {
    expect(
      checkFiningCommittee(florida, [
        member("Ana"),
        member("Ben", { isOfficerDirectorOrEmployee: true }),
        member("Cy"),
      ]),
    ).toEqual({
      code: "finingCommitteeOfficerDirectorOrEmployee",
      message:
        "Florida Statutes 720.305(2)(b): an officer, director or employee of the association may not sit on the fining committee (Ben)",
      citation,
      members: ["Ben"],
    });
  });

  it("refuses a committee of 3 with a relative of an officer, director or employee", () => {
    expect(
      checkFiningCommittee(florida, [
        member("Ana", { isRelativeOfOne: true }),
        member("Ben"),
        member("Cy", { isRelativeOfOne: true }),
      ]),
    ).toEqual({
      code: "finingCommitteeRelative",
      message:
        "Florida Statutes 720.305(2)(b): the spouse, parent, child, brother or sister of an officer, director or employee may not sit on the fining committee (Ana and Cy)",
      citation,
      members: ["Ana", "Cy"],
    });
  });

  it("refuses a larger committee with any barred member, naming each", () => {
    expect(
      checkFiningCommittee(florida, [
        member("Ana", { isOfficerDirectorOrEmployee: true }),
        member("Ben", { isOfficerDirectorOrEmployee: true }),
        member("Cy", { isOfficerDirectorOrEmployee: true, isRelativeOfOne: true }),
        member("Di"),
      ])?.members,
    ).toEqual(["Ana", "Ben", "Cy"]);
  });

  it("allows 3 or more members who are none of these", () => {
    expect(checkFiningCommittee(florida, [member("Ana"), member("Ben"), member("Cy")])).toBeNull();
    expect(
      checkFiningCommittee(florida, [member("Ana"), member("Ben"), member("Cy"), member("Di")]),
    ).toBeNull();
  });
});

describe("General: your own rules", () => {
  const valid = { hearingNoticeDays: 15, defaultCureDays: 30 };

  it("reads the settings, filling in no caps, no decision deadline, and a cure that bars a fine", () => {
    expect(parseGeneralRuleSettings(valid)).toEqual({
      ok: true,
      value: {
        hearingNoticeDays: 15,
        defaultCureDays: 30,
        decisionNoticeDays: null,
        finePerViolationCapCents: null,
        continuingTotalCapCents: null,
        curedBeforeHearingBarsFine: true,
      },
    });
    const full = {
      hearingNoticeDays: 0,
      defaultCureDays: 365,
      decisionNoticeDays: 7,
      finePerViolationCapCents: 0,
      continuingTotalCapCents: 10_000_000,
      curedBeforeHearingBarsFine: false,
    };
    expect(parseGeneralRuleSettings({ ...full, extra: 1 })).toEqual({ ok: true, value: full });
  });

  it.each([
    [
      { hearingNoticeDays: 366 },
      "hearingNoticeDays",
      violationRuleMessages.hearingNoticeDaysInvalid,
    ],
    [
      { hearingNoticeDays: -1 },
      "hearingNoticeDays",
      violationRuleMessages.hearingNoticeDaysInvalid,
    ],
    [
      { hearingNoticeDays: 1.5 },
      "hearingNoticeDays",
      violationRuleMessages.hearingNoticeDaysInvalid,
    ],
    [
      { hearingNoticeDays: "10" },
      "hearingNoticeDays",
      violationRuleMessages.hearingNoticeDaysInvalid,
    ],
    [
      { hearingNoticeDays: Number.NaN },
      "hearingNoticeDays",
      violationRuleMessages.hearingNoticeDaysInvalid,
    ],
    [
      { hearingNoticeDays: undefined },
      "hearingNoticeDays",
      violationRuleMessages.hearingNoticeDaysInvalid,
    ],
    [{ defaultCureDays: null }, "defaultCureDays", violationRuleMessages.cureDaysInvalid],
    [{ defaultCureDays: 400 }, "defaultCureDays", violationRuleMessages.cureDaysInvalid],
    [
      { decisionNoticeDays: "none" },
      "decisionNoticeDays",
      violationRuleMessages.decisionNoticeDaysInvalid,
    ],
    [
      { decisionNoticeDays: 366 },
      "decisionNoticeDays",
      violationRuleMessages.decisionNoticeDaysInvalid,
    ],
    [
      { finePerViolationCapCents: 10_000_001 },
      "finePerViolationCapCents",
      violationRuleMessages.finePerViolationCapInvalid,
    ],
    [
      { finePerViolationCapCents: 100.5 },
      "finePerViolationCapCents",
      violationRuleMessages.finePerViolationCapInvalid,
    ],
    [
      { continuingTotalCapCents: -1 },
      "continuingTotalCapCents",
      violationRuleMessages.continuingTotalCapInvalid,
    ],
    [
      { curedBeforeHearingBarsFine: "yes" },
      "curedBeforeHearingBarsFine",
      violationRuleMessages.curedBeforeHearingBarsFineInvalid,
    ],
  ])("refuses %o with its message", (change, field, message) => {
    expect(parseGeneralRuleSettings({ ...valid, ...change })).toEqual({
      ok: false,
      error: message,
      fields: { [field]: message },
    });
  });

  it("refuses settings that are not an object", () => {
    for (const input of [null, "10", 10]) {
      expect(parseGeneralRuleSettings(input)).toMatchObject({
        ok: false,
        error: "Request body must be a JSON object",
      });
    }
  });

  it("says how many days' notice your rules require", () => {
    expect(
      hearing(
        general({ hearingNoticeDays: 1 }),
        LA,
        ["2026-04-01", "10:00"],
        ["2026-04-01", "18:00"],
      ),
    ).toMatchObject({ message: "Your rules require 1 day's notice", earliest: "2026-04-02" });
    expect(
      hearing(
        general({ hearingNoticeDays: 1 }),
        LA,
        ["2026-04-01", "10:00"],
        ["2026-04-02", "08:00"],
      ),
    ).toBeNull();
    expect(
      hearing(
        general({ hearingNoticeDays: 21 }),
        LA,
        ["2026-04-01", "10:00"],
        ["2026-04-21", "18:00"],
      ),
    ).toEqual({
      code: "hearingNoticeTooShort",
      message: "Your rules require 21 days' notice",
      citation: general({ hearingNoticeDays: 21 }).hearingNotice.citation,
      earliest: "2026-04-22",
    });
  });

  it("with no notice days allows a hearing the same day, after the notice but not before it", () => {
    const sameDay = general({ hearingNoticeDays: 0 });
    expect(hearing(sameDay, LA, ["2026-04-01", "10:00"], ["2026-04-01", "18:00"])).toBeNull();
    expect(hearing(sameDay, LA, ["2026-04-01", "10:00"], ["2026-04-01", "09:00"])).toMatchObject({
      code: "hearingBeforeNotice",
      message: "A hearing cannot be held before its notice is delivered",
    });
  });

  it("dates the decision notice from your days, or not at all", () => {
    const held = instantIn("2026-10-25", "18:00", LA);
    expect(decisionNoticeDue(general({ decisionNoticeDays: 10 }), held, LA)).toBe("2026-11-04");
    expect(decisionNoticeDue(general({ decisionNoticeDays: 0 }), held, LA)).toBe("2026-10-25");
    expect(decisionNoticeDue(general(), held, LA)).toBeNull();
  });

  it("caps fines at your amounts, which nothing lifts", () => {
    const capped = general({ finePerViolationCapCents: 25_000, continuingTotalCapCents: 150_000 });
    expect(checkFine(capped, { amountCents: 25_000 })).toBeNull();
    expect(checkFine(capped, { amountCents: 25_001, documentsAllowHigherFines: true })).toEqual({
      code: "fineOverPerViolationCap",
      message: "Your rules cap a fine at $250 per violation",
      citation: capped.fineCap.citation,
    });
    expect(checkFine(capped, { amountCents: 25_000, continuingTotalBeforeCents: 125_001 })).toEqual(
      {
        code: "fineOverContinuingTotalCap",
        message: "Your rules cap fines at $1,500 in total for a continuing violation",
        citation: capped.fineCap.citation,
      },
    );
    expect(capped.fineCap.citation.text).toBe(
      "A fine may not exceed $250 per violation, nor $1,500 in total for a continuing violation.",
    );
    expect(checkFine(general(), { amountCents: 10_000_000 })).toBeNull();
    expect(checkFine(general({ finePerViolationCapCents: 0 }), { amountCents: 1 })).toMatchObject({
      code: "fineOverPerViolationCap",
      message: "Your rules cap a fine at $0 per violation",
    });
  });

  it("bars a fine after a cure before the hearing unless your rules say otherwise", () => {
    expect(checkFine(general(), { amountCents: 5_000, curedBeforeHearing: true })).toEqual({
      code: "curedBeforeHearing",
      message: "Your rules: a violation cured before the hearing is not fined",
      citation: general().cureBeforeHearingBarsFine.citation,
    });
    expect(
      checkFine(general({ curedBeforeHearingBarsFine: false }), {
        amountCents: 5_000,
        curedBeforeHearing: true,
      }),
    ).toBeNull();
  });

  it("has no fining committee, and leaves late fees, interest and liens to your documents", () => {
    expect(checkFiningCommittee(general(), [member("Ana")])).toBeNull();
    expect(feeRulesForFines(general())).toEqual({
      lateFees: true,
      interest: true,
      lien: { when: "governingDocuments" },
    });
  });
});

describe("checkHearingDate, for any common zone, delivery instant and notice days", () => {
  it("accepts the earliest hearing date at any time of day and refuses the day before", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMMON_TIME_ZONES),
        fc.date({
          min: new Date("2000-01-01T00:00:00Z"),
          max: new Date("2099-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        (zone, noticeDeliveredAt, days, minute) => {
          const ruleSet = general({ hearingNoticeDays: days });
          const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
          const earliest = earliestHearingDate(ruleSet, noticeDeliveredAt, zone);
          expect(earliest).toBe(addDays(localDateIn(noticeDeliveredAt, zone), days));
          const onTime = instantIn(earliest, time, zone);
          expect(
            checkHearingDate(ruleSet, { noticeDeliveredAt, hearingAt: onTime, zone }),
          ).toBeNull();
          const dayBefore = instantIn(addDays(earliest, -1), time, zone);
          expect(
            checkHearingDate(ruleSet, { noticeDeliveredAt, hearingAt: dayBefore, zone }),
          ).toMatchObject({ earliest });
          const lastMinute = instantIn(addDays(earliest, -1), "23:59", zone);
          expect(
            checkHearingDate(ruleSet, { noticeDeliveredAt, hearingAt: lastMinute, zone }),
          ).not.toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });

  it("holds for the statutes' own notice days", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(california, florida),
        fc.constantFrom(...COMMON_TIME_ZONES),
        fc.date({
          min: new Date("2020-01-01T00:00:00Z"),
          max: new Date("2040-01-01T00:00:00Z"),
          noInvalidDate: true,
        }),
        (ruleSet, zone, noticeDeliveredAt) => {
          const earliest = earliestHearingDate(ruleSet, noticeDeliveredAt, zone);
          const schedule = (date: string, time: string) => ({
            noticeDeliveredAt,
            hearingAt: instantIn(date, time, zone),
            zone,
          });
          expect(checkHearingDate(ruleSet, schedule(earliest, "00:00"))).toBeNull();
          expect(checkHearingDate(ruleSet, schedule(addDays(earliest, -1), "23:59"))).toMatchObject(
            { code: "hearingNoticeTooShort", earliest },
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

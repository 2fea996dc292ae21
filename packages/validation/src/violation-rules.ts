import * as v from "valibot";
import { addDays, daysBetween } from "./billing.js";
import { messages } from "./messages.js";
import { checkSchema, type SchemaResult } from "./schema.js";
import { instantIn, localDateIn, type TimeZone } from "./time-zones.js";

/**
 * Covenant-violation enforcement with due process: the rule set an organization chooses (the law
 * of its state, or its own rules) as plain, versioned data with the legal source of every number,
 * and the pure computations the API and the console share (hearing notice, cure, decision notice,
 * fine caps, the fining committee). A change in the law is a change of data here, with its test.
 *
 * Days are calendar days in the organization's time zone: a notice delivered at 23:30 local time
 * on March 1 counts March 1 as its day, and a daylight-saving change moves no deadline.
 */

// ---------------------------------------------------------------------------------------------
// The shapes.

/** The body of law a citation names. */
export const CITATION_CODES = [
  "Civil Code",
  "Florida Statutes",
  "Your governing documents",
] as const;
/** The body of law a citation names: "Civil Code" (California), "Florida Statutes", or the organization's own documents. */
export type CitationCode = (typeof CITATION_CODES)[number];

/** Where a rule comes from: the code, its section ("5855(a)") and the rule in one plain sentence. */
export interface Citation {
  readonly code: CitationCode;
  readonly section: string;
  readonly text: string;
}

/** The rule sets an organization may choose, in the order the console offers them. */
export const VIOLATION_RULE_SET_IDS = ["california", "florida", "general"] as const;
/** The id of a rule set: "california", "florida" or "general". */
export type ViolationRuleSetId = (typeof VIOLATION_RULE_SET_IDS)[number];

/** How a hearing notice must reach the member: individually delivered (California §4040) or in writing. */
export type NoticeDelivery = "individual" | "written";

/** What lifts a rule set's fine caps: the board's written health-and-safety finding, or the governing documents. */
export type FineCapLift = "healthSafetyFinding" | "governingDocuments";

/**
 * Whether an unpaid fine may become a lien on the member's property: never; only a fine of at
 * least `minimumCents`; or as the governing documents (and the state's law) say.
 */
export type FineLien =
  | { readonly when: "never" }
  | { readonly when: "fromAmount"; readonly minimumCents: number }
  | { readonly when: "governingDocuments" };

/** What a member's payment pays first, in order; a statute's order, or none. */
export type PaymentApplication = "assessments" | "finesAndFees";

/** Who may not sit on a fining committee. */
export type FiningCommitteeExclusion = "officer" | "director" | "employee" | "relative";

/** The relatives of an officer, director or employee a fining committee excludes. */
export type FiningCommitteeRelative = "spouse" | "parent" | "child" | "sibling";

/** A fining committee's composition: its minimum size and who may not sit on it. */
export interface FiningCommitteeRule {
  readonly minMembers: number;
  readonly excludes: readonly FiningCommitteeExclusion[];
  readonly relatives: readonly FiningCommitteeRelative[];
  readonly citation: Citation;
}

/** A jurisdiction's (or an organization's) due-process rules for violations, with their sources. */
export interface ViolationRuleSet {
  readonly id: ViolationRuleSetId;
  /** The date (YYYY-MM-DD) of the law this encoding reflects. */
  readonly version: string;
  readonly name: string;
  /** The least number of days between the notice's local date and the hearing's. */
  readonly hearingNotice: {
    readonly days: number;
    readonly delivery: NoticeDelivery;
    readonly citation: Citation;
  };
  /** Whether a violation cured before the hearing may not be fined. */
  readonly cureBeforeHearingBarsFine: { readonly value: boolean; readonly citation: Citation };
  /** The cure period a violation notice offers by default, or null (the cure runs to the hearing). */
  readonly cureDays: { readonly days: number | null; readonly citation: Citation };
  /** The most days after the hearing's local date for the written decision, or null (no limit). */
  readonly decisionNotice: { readonly days: number | null; readonly citation: Citation };
  /** The caps on a fine and on a continuing violation's total, and what lifts them. */
  readonly fineCap: {
    readonly perViolationCents: number | null;
    readonly continuingTotalCents: number | null;
    readonly liftedBy: FineCapLift | null;
    readonly citation: Citation;
  };
  /** Whether an unpaid fine may be charged a late fee. */
  readonly finesAccrueLateFees: { readonly value: boolean; readonly citation: Citation };
  /** Whether an unpaid fine may accrue interest. */
  readonly finesAccrueInterest: { readonly value: boolean; readonly citation: Citation };
  /** Whether an unpaid fine may become a lien. */
  readonly finesMayBecomeLien: FineLien & { readonly citation: Citation };
  /** The order a payment is applied in, or null when the law sets none. */
  readonly paymentOrder: {
    readonly order: readonly PaymentApplication[] | null;
    readonly citation: Citation;
  };
  /** Who must approve a fine (Florida's independent committee), or null: the board decides. */
  readonly finingCommittee: FiningCommitteeRule | null;
  /**
   * How a member may challenge the board's decision, as a letter's sentence goes on from
   * "through" ("internal dispute resolution, at no charge to the member").
   */
  readonly disputeResolution: { readonly process: string; readonly citation: Citation };
}

// ---------------------------------------------------------------------------------------------
// The statutes.

/** The date of the law the California and Florida encodings reflect. */
export const VIOLATION_RULES_VERSION = "2026-01-01";

/** 100 dollars: California's and Florida's cap on one fine. */
const HUNDRED_DOLLARS = 10_000;
/** 1,000 dollars: Florida's cap on a continuing violation, and its lien threshold. */
const THOUSAND_DOLLARS = 100_000;

const civilCode = (section: string, text: string): Citation => ({
  code: "Civil Code",
  section,
  text,
});
const floridaStatutes = (section: string, text: string): Citation => ({
  code: "Florida Statutes",
  section,
  text,
});

const california: ViolationRuleSet = {
  id: "california",
  version: VIOLATION_RULES_VERSION,
  name: "California (Davis-Stirling)",
  hearingNotice: {
    days: 10,
    delivery: "individual",
    citation: civilCode(
      "5855(a)-(b)",
      "The board must notify the member of a disciplinary hearing by personal or individual delivery at least 10 days before it, with its date, time and place and the violation charged.",
    ),
  },
  cureBeforeHearingBarsFine: {
    value: true,
    citation: civilCode(
      "5855(c)",
      "A member who cures the violation before the hearing may not be disciplined or fined for it.",
    ),
  },
  cureDays: {
    days: null,
    citation: civilCode(
      "5855(c)",
      "The member may cure the violation at any time before the hearing; the statute sets no separate cure period.",
    ),
  },
  decisionNotice: {
    days: 14,
    citation: civilCode(
      "5855(f)",
      "The board must give the member written notice of its decision within 14 days after the hearing.",
    ),
  },
  fineCap: {
    perViolationCents: HUNDRED_DOLLARS,
    continuingTotalCents: null,
    liftedBy: "healthSafetyFinding",
    citation: civilCode(
      "5850",
      "A fine follows the published fine schedule and may not exceed $100 per violation unless the board, in an open meeting, makes a written finding that the violation may harm health or safety.",
    ),
  },
  finesAccrueLateFees: {
    value: false,
    citation: civilCode("5850", "A fine may not be charged a late fee."),
  },
  finesAccrueInterest: {
    value: false,
    citation: civilCode("5850", "A fine may not accrue interest."),
  },
  finesMayBecomeLien: {
    when: "never",
    citation: civilCode(
      "5725(b)",
      "A fine is not an assessment and may never become a lien on the member's property.",
    ),
  },
  paymentOrder: {
    order: ["assessments", "finesAndFees"],
    citation: civilCode(
      "5655(a)",
      "A member's payment pays the assessments owed first, and only then fees, costs, late charges and interest.",
    ),
  },
  finingCommittee: null,
  disputeResolution: {
    process: "internal dispute resolution, at no charge to the member",
    citation: civilCode(
      "5900-5920",
      "The association must offer a member a fair, reasonable and expeditious internal dispute resolution procedure, at no charge to the member; a written resolution signed by both sides binds them.",
    ),
  },
};

const florida: ViolationRuleSet = {
  id: "florida",
  version: VIOLATION_RULES_VERSION,
  name: "Florida (HOA Act 720.305)",
  hearingNotice: {
    days: 14,
    delivery: "written",
    citation: floridaStatutes(
      "720.305(2)(b)",
      "A fine may not be imposed without at least 14 days' written notice to the parcel owner and an opportunity for a hearing.",
    ),
  },
  cureBeforeHearingBarsFine: {
    value: true,
    citation: floridaStatutes(
      "720.305(2)",
      "A violation cured before the hearing may not be fined.",
    ),
  },
  cureDays: {
    days: null,
    citation: floridaStatutes(
      "720.305(2)(b)",
      "The notice states the action that cures the violation; the owner may cure it until the hearing.",
    ),
  },
  decisionNotice: {
    days: null,
    citation: floridaStatutes(
      "720.305(2)",
      "This encoding sets no deadline for notice of the committee's decision.",
    ),
  },
  fineCap: {
    perViolationCents: HUNDRED_DOLLARS,
    continuingTotalCents: THOUSAND_DOLLARS,
    liftedBy: "governingDocuments",
    citation: floridaStatutes(
      "720.305(2)",
      "A fine may not exceed $100 per violation, nor $1,000 in total for a continuing violation, unless the governing documents provide otherwise.",
    ),
  },
  finesAccrueLateFees: {
    value: true,
    citation: floridaStatutes(
      "720.305(2)",
      "The statute does not address late fees on fines, so they are allowed where the governing documents provide for them.",
    ),
  },
  finesAccrueInterest: {
    value: true,
    citation: floridaStatutes(
      "720.305(2)",
      "The statute does not address interest on fines, so it is allowed where the governing documents provide for it.",
    ),
  },
  finesMayBecomeLien: {
    when: "fromAmount",
    minimumCents: THOUSAND_DOLLARS,
    citation: floridaStatutes(
      "720.305(2)(b)",
      "A fine of less than $1,000 may not become a lien on the parcel.",
    ),
  },
  paymentOrder: {
    order: null,
    citation: floridaStatutes(
      "720.305(2)",
      "The statute sets no order in which a payment applies to fines.",
    ),
  },
  finingCommittee: {
    minMembers: 3,
    excludes: ["officer", "director", "employee", "relative"],
    relatives: ["spouse", "parent", "child", "sibling"],
    citation: floridaStatutes(
      "720.305(2)(b)",
      "A fine must be approved by a committee of at least 3 members who are not officers, directors or employees of the association, nor the spouse, parent, child, brother or sister of one.",
    ),
  },
  disputeResolution: {
    process: "presuit mediation before either side may sue",
    citation: floridaStatutes(
      "720.311",
      "A dispute between the association and a parcel owner over the enforcement of the covenants goes to presuit mediation before either side may sue.",
    ),
  },
};

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

/** The statutory rule sets, frozen: California's Davis-Stirling Act and Florida's HOA Act. */
export const VIOLATION_RULE_SETS: Readonly<Record<"california" | "florida", ViolationRuleSet>> =
  deepFreeze({ california, florida });

/** Whether a stored value is a rule set's id. */
export const isViolationRuleSetId = (value: unknown): value is ViolationRuleSetId =>
  typeof value === "string" && (VIOLATION_RULE_SET_IDS as readonly string[]).includes(value);

// ---------------------------------------------------------------------------------------------
// The organization's own rules.

/** The most days any notice, cure or decision period of an organization's own rules may be. */
export const RULE_DAYS_MAX = 365;
/** The most a fine cap of an organization's own rules may be, in cents ($100,000). */
export const RULE_CAP_MAX_CENTS = 10_000_000;

/** The messages of the organization's own rule settings, exactly as the console shows them. */
export const violationRuleMessages = {
  hearingNoticeDaysInvalid: "Hearing notice must be a whole number of days from 0 to 365",
  cureDaysInvalid: "Cure period must be a whole number of days from 0 to 365",
  decisionNoticeDaysInvalid:
    "Decision notice must be a whole number of days from 0 to 365, or none",
  finePerViolationCapInvalid:
    "Fine cap per violation must be an amount from $0 to $100,000 in whole cents, or none",
  continuingTotalCapInvalid:
    "Total cap for a continuing violation must be an amount from $0 to $100,000 in whole cents, or none",
  curedBeforeHearingBarsFineInvalid:
    "Whether a cure before the hearing bars a fine must be yes or no",
} as const;

const wholeNumber = (max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(max, message));

const optionalWholeNumber = (max: number, message: string) =>
  v.optional(v.nullable(wholeNumber(max, message)), null);

/**
 * The settings of an organization that enforces its own rules: whole days (0 to 365) for the
 * hearing notice, the default cure period and, optionally, the decision notice; optional caps in
 * cents (0 to 10,000,000); and whether a cure before the hearing bars a fine (default: it does).
 */
export const generalRuleSettingsSchema = v.object(
  {
    hearingNoticeDays: wholeNumber(RULE_DAYS_MAX, violationRuleMessages.hearingNoticeDaysInvalid),
    defaultCureDays: wholeNumber(RULE_DAYS_MAX, violationRuleMessages.cureDaysInvalid),
    decisionNoticeDays: optionalWholeNumber(
      RULE_DAYS_MAX,
      violationRuleMessages.decisionNoticeDaysInvalid,
    ),
    finePerViolationCapCents: optionalWholeNumber(
      RULE_CAP_MAX_CENTS,
      violationRuleMessages.finePerViolationCapInvalid,
    ),
    continuingTotalCapCents: optionalWholeNumber(
      RULE_CAP_MAX_CENTS,
      violationRuleMessages.continuingTotalCapInvalid,
    ),
    curedBeforeHearingBarsFine: v.optional(
      v.boolean(violationRuleMessages.curedBeforeHearingBarsFineInvalid),
      true,
    ),
  },
  messages.requestBodyNotObject,
);

/** The organization's own rule settings as stored or sent (the optional ones may be missing). */
export type GeneralRuleSettingsInput = v.InferInput<typeof generalRuleSettingsSchema>;
/** The organization's own rule settings, validated, with their defaults filled in. */
export type GeneralRuleSettings = v.InferOutput<typeof generalRuleSettingsSchema>;

/** Checks an organization's own rule settings; never throws (`checkSchema`'s result). */
export const parseGeneralRuleSettings = (input: unknown): SchemaResult<GeneralRuleSettings> =>
  checkSchema(generalRuleSettingsSchema, input);

const yourDocuments = (section: string, text: string): Citation => ({
  code: "Your governing documents",
  section,
  text,
});

/** "1 day", "10 days". */
const dayCount = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;

/** How a member challenges a decision under the organization's own rules (`disputeResolution`). */
export const GENERAL_DISPUTE_RESOLUTION = "the appeal your governing documents provide";

/**
 * The rule set of an organization that enforces its own rules, built from its validated settings
 * (`generalRuleSettingsSchema`). It has no fining committee, no lien and no payment order of its
 * own; late fees and interest on fines are not barred.
 */
export function generalRuleSet(settings: GeneralRuleSettings): ViolationRuleSet {
  const { hearingNoticeDays, defaultCureDays, decisionNoticeDays } = settings;
  const perViolation = settings.finePerViolationCapCents;
  const continuing = settings.continuingTotalCapCents;
  const caps = [
    perViolation === null ? null : `${formatDollars(perViolation)} per violation`,
    continuing === null ? null : `${formatDollars(continuing)} in total for a continuing violation`,
  ].filter((cap) => cap !== null);
  return deepFreeze({
    id: "general",
    version: VIOLATION_RULES_VERSION,
    name: "General (your own rules)",
    hearingNotice: {
      days: hearingNoticeDays,
      delivery: "written",
      citation: yourDocuments(
        "Hearing notice",
        `The member is given written notice of a hearing at least ${dayCount(hearingNoticeDays)} before it.`,
      ),
    },
    cureBeforeHearingBarsFine: {
      value: settings.curedBeforeHearingBarsFine,
      citation: yourDocuments(
        "Cure",
        settings.curedBeforeHearingBarsFine
          ? "A violation cured before the hearing is not fined."
          : "A violation cured before the hearing may still be fined.",
      ),
    },
    cureDays: {
      days: defaultCureDays,
      citation: yourDocuments(
        "Cure",
        `A violation notice gives the member ${dayCount(defaultCureDays)} to cure the violation.`,
      ),
    },
    decisionNotice: {
      days: decisionNoticeDays,
      citation: yourDocuments(
        "Decision notice",
        decisionNoticeDays === null
          ? "Your rules set no deadline for notice of the decision."
          : `The member is given written notice of the decision within ${dayCount(decisionNoticeDays)} after the hearing.`,
      ),
    },
    fineCap: {
      perViolationCents: perViolation,
      continuingTotalCents: continuing,
      liftedBy: null,
      citation: yourDocuments(
        "Fines",
        caps.length === 0
          ? "Your rules set no cap on fines."
          : `A fine may not exceed ${caps.join(", nor ")}.`,
      ),
    },
    finesAccrueLateFees: {
      value: true,
      citation: yourDocuments("Fines", "Your rules do not bar late fees on fines."),
    },
    finesAccrueInterest: {
      value: true,
      citation: yourDocuments("Fines", "Your rules do not bar interest on fines."),
    },
    finesMayBecomeLien: {
      when: "governingDocuments",
      citation: yourDocuments(
        "Liens",
        "Whether a fine may become a lien is for your governing documents and your state's law.",
      ),
    },
    paymentOrder: {
      order: null,
      citation: yourDocuments("Payments", "Your rules set no order in which payments apply."),
    },
    finingCommittee: null,
    disputeResolution: {
      process: GENERAL_DISPUTE_RESOLUTION,
      citation: yourDocuments(
        "Appeals",
        "A member may ask the board to reconsider its decision as your governing documents provide.",
      ),
    },
  });
}

/**
 * The rule set of an organization: a statute's, or (for "general") the one built from the
 * organization's validated settings, which it then needs (without them it throws a TypeError).
 */
export function ruleSetFor(
  id: ViolationRuleSetId,
  generalSettings?: GeneralRuleSettings | null,
): ViolationRuleSet {
  if (id !== "general") return VIOLATION_RULE_SETS[id];
  if (!generalSettings) {
    throw new TypeError("The general rule set is built from the organization's rule settings");
  }
  return generalRuleSet(generalSettings);
}

// ---------------------------------------------------------------------------------------------
// Messages.

const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Cents as dollars in a rule's message: 10000 → "$100", 100000 → "$1,000", 2550 → "$25.50". */
export function formatDollars(cents: number): string {
  const whole = Math.trunc(cents);
  // Integer cents divided by 100 is exact to the cent for every amount a rule holds.
  return (whole % 100 === 0 ? wholeDollars : dollarsAndCents).format(whole / 100);
}

/** "Civil Code 5855" from a citation of "5855(a)-(b)": the statute a message names. */
const statuteOf = (citation: Citation) =>
  `${citation.code} ${citation.section.replace(/\(.*$/u, "")}`;

const isOwnRules = (citation: Citation) => citation.code === "Your governing documents";

/** "Civil Code 5855 requires 10 days' notice"; "Your rules require 1 day's notice". */
function noticeRequirement(ruleSet: ViolationRuleSet): string {
  const { days, citation } = ruleSet.hearingNotice;
  const notice = days === 1 ? "1 day's notice" : `${days} days' notice`;
  return isOwnRules(citation)
    ? `Your rules require ${notice}`
    : `${statuteOf(citation)} requires ${notice}`;
}

/** "Civil Code 5855(c): "; "Your rules: ". */
const ruleLead = (citation: Citation) =>
  isOwnRules(citation) ? "Your rules" : `${citation.code} ${citation.section}`;

const capLift: Readonly<Record<FineCapLift, string>> = {
  healthSafetyFinding: " without a written health-and-safety finding",
  governingDocuments: " unless your governing documents provide otherwise",
};

// ---------------------------------------------------------------------------------------------
// Dates and deadlines.

function assertInstant(instant: Date, name: string): void {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) {
    throw new RangeError(`${name} must be a valid Date`);
  }
}

function assertDays(days: number, name: string): void {
  if (!Number.isInteger(days) || days < 0) {
    throw new RangeError(`${name} must be a whole number of days, at least 0`);
  }
}

/**
 * The first local date (YYYY-MM-DD) a hearing may be held on: the local date the notice was
 * delivered on, in the organization's zone, plus the rule set's notice days.
 */
export function earliestHearingDate(
  ruleSet: ViolationRuleSet,
  noticeDeliveredAt: Date,
  zone: TimeZone,
): string {
  assertInstant(noticeDeliveredAt, "noticeDeliveredAt");
  return addDays(localDateIn(noticeDeliveredAt, zone), ruleSet.hearingNotice.days);
}

/** The last local date a hearing's notice may be delivered on for a hearing on `hearingDate`. */
export const latestNoticeDate = (ruleSet: ViolationRuleSet, hearingDate: string): string =>
  addDays(hearingDate, -ruleSet.hearingNotice.days);

/** A rule a proposed action breaks, with the message a person reads and the rule's source. */
export interface ViolationRuleRefusal<Code extends string> {
  readonly code: Code;
  readonly message: string;
  readonly citation: Citation | null;
}

/** Why a hearing date is refused: too little notice, or a hearing before its notice. */
export type HearingRefusalCode = "hearingNoticeTooShort" | "hearingBeforeNotice";

/** A refused hearing date, with the earliest local date the hearing may be held on. */
export interface HearingRefusal extends ViolationRuleRefusal<HearingRefusalCode> {
  readonly citation: Citation;
  readonly earliest: string;
}

/** A proposed hearing: when its notice was delivered, when it is to be held, and the organization's zone. */
export interface HearingSchedule {
  readonly noticeDeliveredAt: Date;
  readonly hearingAt: Date;
  readonly zone: TimeZone;
}

/**
 * Null when a hearing at `hearingAt` gives the notice the rule set requires (its local date is
 * on or after `earliestHearingDate`), else the refusal: "Civil Code 5855 requires 10 days'
 * notice". A hearing at or before the notice's delivery is refused too.
 */
export function checkHearingDate(
  ruleSet: ViolationRuleSet,
  { noticeDeliveredAt, hearingAt, zone }: HearingSchedule,
): HearingRefusal | null {
  assertInstant(hearingAt, "hearingAt");
  const earliest = earliestHearingDate(ruleSet, noticeDeliveredAt, zone);
  const { citation } = ruleSet.hearingNotice;
  if (hearingAt.getTime() <= noticeDeliveredAt.getTime()) {
    const requirement = ruleSet.hearingNotice.days > 0 ? `: ${noticeRequirement(ruleSet)}` : "";
    return {
      code: "hearingBeforeNotice",
      message: `A hearing cannot be held before its notice is delivered${requirement}`,
      citation,
      earliest,
    };
  }
  if (daysBetween(earliest, localDateIn(hearingAt, zone)) < 0) {
    return {
      code: "hearingNoticeTooShort",
      message: noticeRequirement(ruleSet),
      citation,
      earliest,
    };
  }
  return null;
}

/**
 * The last local date of a cure period of `cureDays` days from the notice's local date: the
 * member has until the end of that day in the organization's zone (`cureDeadlineInstant`).
 */
export function cureDeadline(noticeDeliveredAt: Date, cureDays: number, zone: TimeZone): string {
  assertInstant(noticeDeliveredAt, "noticeDeliveredAt");
  assertDays(cureDays, "cureDays");
  return addDays(localDateIn(noticeDeliveredAt, zone), cureDays);
}

/**
 * The instant a cure period ends: the first instant of the local day after `cureDeadline`, in
 * the organization's zone (so a cure is in time when it comes before it). A daylight-saving
 * change moves it with the wall clock, never into another day.
 */
export function cureDeadlineInstant(
  noticeDeliveredAt: Date,
  cureDays: number,
  zone: TimeZone,
): Date {
  return instantIn(addDays(cureDeadline(noticeDeliveredAt, cureDays, zone), 1), "00:00", zone);
}

/**
 * The last local date the written decision may be sent on: the hearing's local date plus the
 * rule set's decision notice days, or null when the rule set sets no deadline.
 */
export function decisionNoticeDue(
  ruleSet: ViolationRuleSet,
  hearingAt: Date,
  zone: TimeZone,
): string | null {
  assertInstant(hearingAt, "hearingAt");
  const { days } = ruleSet.decisionNotice;
  return days === null ? null : addDays(localDateIn(hearingAt, zone), days);
}

// ---------------------------------------------------------------------------------------------
// Fines.

/** Why a fine is refused. */
export type FineRefusalCode =
  | "fineAmountInvalid"
  | "curedBeforeHearing"
  | "fineOverPerViolationCap"
  | "fineOverContinuingTotalCap";

/** A refused fine. */
export type FineRefusal = ViolationRuleRefusal<FineRefusalCode>;

/** A proposed fine and the facts its rules turn on. */
export interface ProposedFine {
  /** The fine, in cents: a whole number more than 0. */
  readonly amountCents: number;
  /** California: the board made a written health-and-safety finding (lifts the $100 cap). */
  readonly healthSafetyFinding?: boolean;
  /** Florida: the governing documents allow higher fines (lifts both caps). */
  readonly documentsAllowHigherFines?: boolean;
  /** The fines already levied for this continuing violation, in cents (0 for a first fine). */
  readonly continuingTotalBeforeCents?: number;
  /** The member cured the violation before the hearing. */
  readonly curedBeforeHearing?: boolean;
}

/** The message of a fine that is not a whole number of cents more than 0. */
export const FINE_AMOUNT_INVALID = "A fine must be an amount of more than $0 in whole cents";

/**
 * Null when the rule set allows the fine, else the refusal citing its rule: an amount that is not
 * a whole number of cents more than 0; a violation cured before the hearing; a fine over the cap
 * per violation; or one that takes a continuing violation's total over its cap.
 */
export function checkFine(ruleSet: ViolationRuleSet, fine: ProposedFine): FineRefusal | null {
  const { amountCents } = fine;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    return { code: "fineAmountInvalid", message: FINE_AMOUNT_INVALID, citation: null };
  }
  const before = fine.continuingTotalBeforeCents ?? 0;
  if (!Number.isSafeInteger(before) || before < 0) {
    throw new RangeError("continuingTotalBeforeCents must be a whole number of cents, at least 0");
  }

  const cure = ruleSet.cureBeforeHearingBarsFine;
  if (fine.curedBeforeHearing === true && cure.value) {
    return {
      code: "curedBeforeHearing",
      message: `${ruleLead(cure.citation)}: a violation cured before the hearing is not fined`,
      citation: cure.citation,
    };
  }

  const cap = ruleSet.fineCap;
  const lifted =
    (cap.liftedBy === "healthSafetyFinding" && fine.healthSafetyFinding === true) ||
    (cap.liftedBy === "governingDocuments" && fine.documentsAllowHigherFines === true);
  if (lifted) return null;
  const lift = cap.liftedBy === null ? "" : capLift[cap.liftedBy];
  const authority = isOwnRules(cap.citation) ? "Your rules cap" : `${statuteOf(cap.citation)} caps`;
  if (cap.perViolationCents !== null && amountCents > cap.perViolationCents) {
    return {
      code: "fineOverPerViolationCap",
      message: `${authority} a fine at ${formatDollars(cap.perViolationCents)} per violation${lift}`,
      citation: cap.citation,
    };
  }
  if (cap.continuingTotalCents !== null && before + amountCents > cap.continuingTotalCents) {
    return {
      code: "fineOverContinuingTotalCap",
      message: `${authority} fines at ${formatDollars(cap.continuingTotalCents)} in total for a continuing violation${lift}`,
      citation: cap.citation,
    };
  }
  return null;
}

/** What the billing code may do with an unpaid fine: late fees, interest, and a lien. */
export interface FineFeeRules {
  readonly lateFees: boolean;
  readonly interest: boolean;
  readonly lien: FineLien;
}

/** The billing rules for fines under a rule set: whether late fees and interest apply, and when a lien may. */
export function feeRulesForFines(ruleSet: ViolationRuleSet): FineFeeRules {
  const { citation: _citation, ...lien } = ruleSet.finesMayBecomeLien;
  return {
    lateFees: ruleSet.finesAccrueLateFees.value,
    interest: ruleSet.finesAccrueInterest.value,
    lien,
  };
}

// ---------------------------------------------------------------------------------------------
// The fining committee.

/** A proposed member of a fining committee. */
export interface FiningCommitteeMember {
  readonly name: string;
  /** An officer, director or employee of the association. */
  readonly isOfficerDirectorOrEmployee: boolean;
  /** The spouse, parent, child, brother or sister of an officer, director or employee. */
  readonly isRelativeOfOne: boolean;
}

/** Why a fining committee is refused. */
export type FiningCommitteeRefusalCode =
  | "finingCommitteeTooSmall"
  | "finingCommitteeOfficerDirectorOrEmployee"
  | "finingCommitteeRelative";

/** A refused fining committee, with the names of the members the rule bars. */
export interface FiningCommitteeRefusal extends ViolationRuleRefusal<FiningCommitteeRefusalCode> {
  readonly citation: Citation;
  readonly members: readonly string[];
}

const nameList = (names: readonly string[]) =>
  names.length <= 2
    ? names.join(" and ")
    : `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;

/**
 * Null when the rule set requires no committee or `members` meet its rule, else the refusal: too
 * few members, or members it bars (an officer, director or employee, or a relative of one).
 */
export function checkFiningCommittee(
  ruleSet: ViolationRuleSet,
  members: readonly FiningCommitteeMember[],
): FiningCommitteeRefusal | null {
  const rule = ruleSet.finingCommittee;
  if (rule === null) return null;
  const statute = ruleLead(rule.citation);
  if (members.length < rule.minMembers) {
    return {
      code: "finingCommitteeTooSmall",
      message: `${statute} requires a fining committee of at least ${rule.minMembers} members`,
      citation: rule.citation,
      members: [],
    };
  }
  const insiders = members.filter((member) => member.isOfficerDirectorOrEmployee);
  if (insiders.length > 0) {
    const names = insiders.map((member) => member.name);
    return {
      code: "finingCommitteeOfficerDirectorOrEmployee",
      message: `${statute}: an officer, director or employee of the association may not sit on the fining committee (${nameList(names)})`,
      citation: rule.citation,
      members: names,
    };
  }
  const relatives = members.filter((member) => member.isRelativeOfOne);
  if (relatives.length > 0) {
    const names = relatives.map((member) => member.name);
    return {
      code: "finingCommitteeRelative",
      message: `${statute}: the spouse, parent, child, brother or sister of an officer, director or employee may not sit on the fining committee (${nameList(names)})`,
      citation: rule.citation,
      members: names,
    };
  }
  return null;
}

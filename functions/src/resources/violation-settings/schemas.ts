/** What the violation rules setting answers: the choice, the organization's numbers and the rules in effect. */
import {
  CITATION_CODES,
  VIOLATION_RULE_SET_IDS,
  type FineCapLift,
  type FiningCommitteeExclusion,
  type FiningCommitteeRelative,
  type GeneralRuleSettings,
  type NoticeDelivery,
  type PaymentApplication,
  type ViolationRuleSet,
  type ViolationRuleSetId,
} from "@hoa/validation/violation-rules";
import * as v from "valibot";
import { namedObject, timeSchema } from "../../http/openapi.js";

const NOTICE_DELIVERIES = ["individual", "written"] as const satisfies readonly NoticeDelivery[];
const FINE_CAP_LIFTS = [
  "healthSafetyFinding",
  "governingDocuments",
] as const satisfies readonly FineCapLift[];
const PAYMENT_APPLICATIONS = [
  "assessments",
  "finesAndFees",
] as const satisfies readonly PaymentApplication[];
const COMMITTEE_EXCLUSIONS = [
  "officer",
  "director",
  "employee",
  "relative",
] as const satisfies readonly FiningCommitteeExclusion[];
const COMMITTEE_RELATIVES = [
  "spouse",
  "parent",
  "child",
  "sibling",
] as const satisfies readonly FiningCommitteeRelative[];

/** Where a rule comes from: the code, its section ("5855(a)-(b)") and the rule in plain English. */
const citationSchema = namedObject("ViolationRuleCitation", {
  /** "Civil Code" (California), "Florida Statutes", or "Your governing documents". */
  code: v.picklist(CITATION_CODES),
  section: v.string(),
  text: v.string(),
});

const ruleValue = <TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.object({ ...entries, citation: citationSchema });

/** A due-process rule set with the source of every rule (`ViolationRuleSet` of the validation package). */
export const violationRuleSetSchema = namedObject("ViolationRuleSet", {
  id: v.picklist(VIOLATION_RULE_SET_IDS),
  /** The date (YYYY-MM-DD) of the law this encoding reflects. */
  version: v.string(),
  name: v.string(),
  /** The least days between the notice's local date and the hearing's, and how it is delivered. */
  hearingNotice: ruleValue({ days: v.number(), delivery: v.picklist(NOTICE_DELIVERIES) }),
  /** Whether a violation cured before the hearing may not be fined. */
  cureBeforeHearingBarsFine: ruleValue({ value: v.boolean() }),
  /** The cure period a notice offers by default, or null (the cure runs to the hearing). */
  cureDays: ruleValue({ days: v.nullable(v.number()) }),
  /** The most days after the hearing for the written decision, or null (no limit). */
  decisionNotice: ruleValue({ days: v.nullable(v.number()) }),
  /** The caps on a fine and on a continuing violation's total (cents), and what lifts them. */
  fineCap: ruleValue({
    perViolationCents: v.nullable(v.number()),
    continuingTotalCents: v.nullable(v.number()),
    liftedBy: v.nullable(v.picklist(FINE_CAP_LIFTS)),
  }),
  finesAccrueLateFees: ruleValue({ value: v.boolean() }),
  finesAccrueInterest: ruleValue({ value: v.boolean() }),
  /** Never; only a fine of at least `minimumCents`; or as the governing documents say. */
  finesMayBecomeLien: v.variant("when", [
    ruleValue({ when: v.literal("never") }),
    ruleValue({ when: v.literal("fromAmount"), minimumCents: v.number() }),
    ruleValue({ when: v.literal("governingDocuments") }),
  ]),
  /** What a payment pays first, in order, or null when the law sets no order. */
  paymentOrder: ruleValue({ order: v.nullable(v.array(v.picklist(PAYMENT_APPLICATIONS))) }),
  /** Who must approve a fine (Florida's independent committee), or null: the board decides. */
  finingCommittee: v.nullable(
    ruleValue({
      minMembers: v.number(),
      excludes: v.array(v.picklist(COMMITTEE_EXCLUSIONS)),
      relatives: v.array(v.picklist(COMMITTEE_RELATIVES)),
    }),
  ),
  /** How a member may challenge the board's decision. */
  disputeResolution: ruleValue({ process: v.string() }),
});

/** The organization's own numbers (`generalRuleSettingsSchema`), with their defaults filled in. */
const generalRuleSettingsResponseSchema = namedObject("GeneralRuleSettings", {
  hearingNoticeDays: v.number(),
  defaultCureDays: v.number(),
  decisionNoticeDays: v.nullable(v.number()),
  finePerViolationCapCents: v.nullable(v.number()),
  continuingTotalCapCents: v.nullable(v.number()),
  curedBeforeHearingBarsFine: v.boolean(),
});

/** `GET`/`PUT /api/orgs/{orgId}/violations/settings`. */
export const violationSettingsResponseSchema = namedObject("ViolationSettings", {
  /** The rule set chosen: "general" until an administrator chooses another. */
  ruleSet: v.picklist(VIOLATION_RULE_SET_IDS),
  /**
   * The organization's own numbers, kept while a statute's rule set applies; the defaults before
   * the first save; null when none were ever saved with a statute's rule set.
   */
  general: v.nullable(generalRuleSettingsResponseSchema),
  /** The rules the organization runs under now, each with its citation. */
  effective: violationRuleSetSchema,
  /** 0 before the first save (send `If-Match: "0"` then). */
  version: v.number(),
  /** ISO 8601, or null before the first save. */
  updatedAt: v.nullable(timeSchema),
});

/** The setting as the API answers it. */
export interface ViolationSettingsResponse {
  ruleSet: ViolationRuleSetId;
  general: GeneralRuleSettings | null;
  effective: ViolationRuleSet;
  version: number;
  updatedAt: string | null;
}

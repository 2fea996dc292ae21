import * as v from "valibot";
import { messages } from "./messages.js";
import {
  VIOLATION_RULE_SET_IDS,
  generalRuleSettingsSchema,
  type GeneralRuleSettings,
  type ViolationRuleSetId,
} from "./violation-rules.js";

/**
 * The organization's violation rules setting: which rule set applies to it (California's
 * Davis-Stirling Act, Florida's HOA Act or its own rules) and the numbers of its own rules. The
 * numbers are kept while a statute's rule set is chosen, so choosing General again restores them.
 * The rule sets themselves, and what they compute, are in `violation-rules.ts`.
 */

/** The messages of the setting, exactly as the console shows them. */
export const violationSettingsMessages = {
  ruleSetInvalid: "Rule set must be California, Florida or General",
  generalRequired:
    "General rules need their numbers: hearing notice, cure period, decision notice and fine caps",
} as const;

const m = violationSettingsMessages;

/** Each rule set as the console offers it: its name and what it means in one line. */
export const VIOLATION_RULE_SET_CHOICES: Readonly<
  Record<ViolationRuleSetId, { readonly name: string; readonly summary: string }>
> = {
  california: {
    name: "California (Davis-Stirling)",
    summary:
      "10 days' individually delivered hearing notice, $100 fine cap, no late fees, interest or liens on fines.",
  },
  florida: {
    name: "Florida (HOA Act 720.305)",
    summary:
      "14 days' written notice, a committee of 3 approves fines, $100 per violation and $1,000 in total.",
  },
  general: {
    name: "General (your own rules)",
    summary: "Your governing documents' own notice, cure and decision periods and fine caps.",
  },
};

/**
 * `PUT /api/orgs/{orgId}/violations/settings`: the rule set chosen and the organization's own
 * numbers (`generalRuleSettingsSchema`). The numbers are required when the rule set is "general";
 * with a statute's rule set they are optional and kept as sent (none: the API keeps the numbers
 * saved before).
 */
export const violationSettingsSchema = v.pipe(
  v.object(
    {
      ruleSet: v.picklist(VIOLATION_RULE_SET_IDS, m.ruleSetInvalid),
      general: v.optional(v.nullable(generalRuleSettingsSchema), null),
    },
    messages.requestBodyNotObject,
  ),
  v.forward(
    v.partialCheck(
      [["ruleSet"], ["general"]],
      (input) => input.ruleSet !== "general" || input.general !== null,
      m.generalRequired,
    ),
    ["general"],
  ),
);

/** The setting as sent (the numbers' optional fields may be missing). */
export type ViolationSettingsInput = v.InferInput<typeof violationSettingsSchema>;
/** The setting, validated, with the numbers' defaults filled in. */
export type ViolationSettings = v.InferOutput<typeof violationSettingsSchema>;

/**
 * The numbers of an organization's own rules until it saves its own: 10 days' notice of a hearing
 * (California's figure, a common floor), 14 days to cure, the decision within 15 days of the
 * hearing, no cap on fines, and a cure before the hearing bars a fine.
 */
export const DEFAULT_GENERAL_RULE_SETTINGS: GeneralRuleSettings = Object.freeze({
  hearingNoticeDays: 10,
  defaultCureDays: 14,
  decisionNoticeDays: 15,
  finePerViolationCapCents: null,
  continuingTotalCapCents: null,
  curedBeforeHearingBarsFine: true,
});

/** The setting of an organization that has saved none: General, with the default numbers. */
export const DEFAULT_VIOLATION_SETTINGS: ViolationSettings = Object.freeze({
  ruleSet: "general",
  general: DEFAULT_GENERAL_RULE_SETTINGS,
});

/** The fields of the organization's own numbers, in the order the console and the audit list them. */
export const GENERAL_RULE_SETTING_FIELDS = [
  "hearingNoticeDays",
  "defaultCureDays",
  "decisionNoticeDays",
  "finePerViolationCapCents",
  "continuingTotalCapCents",
  "curedBeforeHearingBarsFine",
] as const satisfies readonly (keyof GeneralRuleSettings)[];

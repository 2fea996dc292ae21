import type { ChoiceOption, FormSchema } from "@hoa/ui";
import { centsToAmount, checkSchema, parseCents } from "@hoa/validation";
import {
  VIOLATION_RULE_SET_IDS,
  parseGeneralRuleSettings,
  type GeneralRuleSettings,
  type ViolationRuleSetId,
} from "@hoa/validation/violation-rules";
import {
  DEFAULT_GENERAL_RULE_SETTINGS,
  VIOLATION_RULE_SET_CHOICES,
  violationSettingsSchema,
  type ViolationSettings,
} from "@hoa/validation/violation-settings";

/**
 * The violation rules form: the rule set, and the organization's own numbers as typed (days as
 * text, caps as amounts such as "100.00", empty for none).
 */
export interface RulesFormValues {
  ruleSet: ViolationRuleSetId;
  hearingNoticeDays: string;
  defaultCureDays: string;
  decisionNoticeDays: string;
  finePerViolationCap: string;
  continuingTotalCap: string;
  curedBeforeHearingBarsFine: boolean;
}

/** Each rule set as a choice: its name and what it means in one line. */
export const ruleSetOptions: readonly ChoiceOption<ViolationRuleSetId>[] =
  VIOLATION_RULE_SET_IDS.map((id) => ({
    value: id,
    label: VIOLATION_RULE_SET_CHOICES[id].name,
    description: VIOLATION_RULE_SET_CHOICES[id].summary,
  }));

/** The form's values of a saved setting; numbers never saved show the defaults. */
export function rulesFormValues(settings: {
  ruleSet: ViolationRuleSetId;
  general: GeneralRuleSettings | null;
}): RulesFormValues {
  const general = settings.general ?? DEFAULT_GENERAL_RULE_SETTINGS;
  const optional = (value: number | null, show: (value: number) => string) =>
    value === null ? "" : show(value);
  return {
    ruleSet: settings.ruleSet,
    hearingNoticeDays: String(general.hearingNoticeDays),
    defaultCureDays: String(general.defaultCureDays),
    decisionNoticeDays: optional(general.decisionNoticeDays, String),
    finePerViolationCap: optional(general.finePerViolationCapCents, centsToAmount),
    continuingTotalCap: optional(general.continuingTotalCapCents, centsToAmount),
    curedBeforeHearingBarsFine: general.curedBeforeHearingBarsFine,
  };
}

// A text the rules cannot read becomes NaN, which they refuse with their own message.
const days = (text: string) => (/^\d+$/u.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const optionalDays = (text: string) => (text.trim() === "" ? null : days(text));
const optionalCents = (text: string) =>
  text.trim() === "" ? null : (parseCents(text) ?? Number.NaN);

/** The organization's own numbers the form's values make (NaN where the rules cannot read one). */
const generalOf = (values: RulesFormValues): GeneralRuleSettings => ({
  hearingNoticeDays: days(values.hearingNoticeDays),
  defaultCureDays: days(values.defaultCureDays),
  decisionNoticeDays: optionalDays(values.decisionNoticeDays),
  finePerViolationCapCents: optionalCents(values.finePerViolationCap),
  continuingTotalCapCents: optionalCents(values.continuingTotalCap),
  curedBeforeHearingBarsFine: values.curedBeforeHearingBarsFine,
});

/** The organization's own numbers the form holds, when the rules accept them. */
export function validGeneralOf(values: RulesFormValues): GeneralRuleSettings | null {
  const result = parseGeneralRuleSettings(generalOf(values));
  return result.ok ? result.value : null;
}

/**
 * The request the form's values make. With a statute's rule set the numbers go along when they
 * are valid (kept for a return to General), else none, and the API keeps those saved: fields
 * hidden from view never hold a save back.
 */
export function rulesRequestOf(values: RulesFormValues): ViolationSettings {
  if (values.ruleSet === "general") return { ruleSet: "general", general: generalOf(values) };
  return { ruleSet: values.ruleSet, general: validGeneralOf(values) };
}

/** The form's field of each field the request names ("general.finePerViolationCapCents"). */
const formFields: Readonly<Record<string, keyof RulesFormValues>> = {
  ruleSet: "ruleSet",
  // General without numbers: said at the choice of rule set.
  general: "ruleSet",
  "general.hearingNoticeDays": "hearingNoticeDays",
  "general.defaultCureDays": "defaultCureDays",
  "general.decisionNoticeDays": "decisionNoticeDays",
  "general.finePerViolationCapCents": "finePerViolationCap",
  "general.continuingTotalCapCents": "continuingTotalCap",
  "general.curedBeforeHearingBarsFine": "curedBeforeHearingBarsFine",
};

/** A refused request's field messages (a 400's `fields`), on the form's own fields. */
export function rulesFormErrors(
  fields: Readonly<Record<string, string>> | undefined,
): Record<string, string> | undefined {
  if (!fields) return undefined;
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const name = formFields[field];
    if (name) errors[name] ??= message;
  }
  return errors;
}

/**
 * The form is checked by the API's own schema (so it refuses what the server would, with the
 * same messages), on the request its values make; each refused number marks its field.
 */
export const rulesFormSchema: FormSchema<RulesFormValues> = {
  "~standard": {
    validate: (values) => {
      const result = checkSchema(
        violationSettingsSchema,
        rulesRequestOf(values as RulesFormValues),
      );
      if (result.ok) return { value: result.value };
      return {
        issues: Object.entries(result.fields).map(([path, message]) => ({
          message,
          path: [formFields[path] ?? path],
        })),
      };
    },
  },
};

import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AUDITED_FIELDS, AUDITED_RESOURCES } from "./audit.js";
import { checkSchema } from "./schema.js";
import {
  VIOLATION_RULE_SET_IDS,
  generalRuleSettingsSchema,
  ruleSetFor,
  violationRuleMessages,
} from "./violation-rules.js";
import {
  DEFAULT_GENERAL_RULE_SETTINGS,
  DEFAULT_VIOLATION_SETTINGS,
  GENERAL_RULE_SETTING_FIELDS,
  VIOLATION_RULE_SET_CHOICES,
  violationSettingsMessages as m,
  violationSettingsSchema,
} from "./violation-settings.js";

const numbers = {
  hearingNoticeDays: 20,
  defaultCureDays: 7,
  decisionNoticeDays: null,
  finePerViolationCapCents: 25_000,
  continuingTotalCapCents: null,
  curedBeforeHearingBarsFine: false,
};

describe("violationSettingsSchema", () => {
  it("takes General with its numbers, filling the optional ones with their defaults", () => {
    expect(
      v.parse(violationSettingsSchema, {
        ruleSet: "general",
        general: { hearingNoticeDays: 5, defaultCureDays: 0 },
      }),
    ).toEqual({
      ruleSet: "general",
      general: {
        hearingNoticeDays: 5,
        defaultCureDays: 0,
        decisionNoticeDays: null,
        finePerViolationCapCents: null,
        continuingTotalCapCents: null,
        curedBeforeHearingBarsFine: true,
      },
    });
  });

  it("keeps the numbers sent with a statute's rule set, so choosing General again restores them", () => {
    expect(v.parse(violationSettingsSchema, { ruleSet: "california", general: numbers })).toEqual({
      ruleSet: "california",
      general: numbers,
    });
    expect(v.parse(violationSettingsSchema, { ruleSet: "florida" })).toEqual({
      ruleSet: "florida",
      general: null,
    });
    expect(v.parse(violationSettingsSchema, { ruleSet: "florida", general: null })).toEqual({
      ruleSet: "florida",
      general: null,
    });
  });

  it.each([undefined, null])("refuses General without its numbers (general: %j)", (general) => {
    expect(checkSchema(violationSettingsSchema, { ruleSet: "general", general })).toEqual({
      ok: false,
      error: m.generalRequired,
      fields: { general: m.generalRequired },
    });
  });

  it.each(["texas", "", null, 3, undefined])("refuses a rule set of %j", (ruleSet) => {
    const result = checkSchema(violationSettingsSchema, { ruleSet, general: numbers });
    expect(result).toMatchObject({ ok: false, fields: { ruleSet: m.ruleSetInvalid } });
  });

  it("names each refused number by its path, with the rule's own message", () => {
    const result = checkSchema(violationSettingsSchema, {
      ruleSet: "general",
      general: {
        hearingNoticeDays: 366,
        defaultCureDays: 1.5,
        decisionNoticeDays: -1,
        finePerViolationCapCents: 10_000_001,
        continuingTotalCapCents: "100",
        curedBeforeHearingBarsFine: "yes",
      },
    });
    expect(result).toEqual({
      ok: false,
      error: violationRuleMessages.hearingNoticeDaysInvalid,
      fields: {
        "general.hearingNoticeDays": violationRuleMessages.hearingNoticeDaysInvalid,
        "general.defaultCureDays": violationRuleMessages.cureDaysInvalid,
        "general.decisionNoticeDays": violationRuleMessages.decisionNoticeDaysInvalid,
        "general.finePerViolationCapCents": violationRuleMessages.finePerViolationCapInvalid,
        "general.continuingTotalCapCents": violationRuleMessages.continuingTotalCapInvalid,
        "general.curedBeforeHearingBarsFine":
          violationRuleMessages.curedBeforeHearingBarsFineInvalid,
      },
    });
  });

  it("refuses bad numbers sent with a statute's rule set too (they are kept, so they must be valid)", () => {
    const result = checkSchema(violationSettingsSchema, {
      ruleSet: "california",
      general: { ...numbers, hearingNoticeDays: -1 },
    });
    expect(result).toMatchObject({
      ok: false,
      fields: { "general.hearingNoticeDays": violationRuleMessages.hearingNoticeDaysInvalid },
    });
  });

  it("refuses a body that is not an object", () => {
    expect(checkSchema(violationSettingsSchema, "general")).toMatchObject({ ok: false });
  });
});

describe("DEFAULT_VIOLATION_SETTINGS", () => {
  it("is General with 10 days' notice, 14 to cure, the decision within 15 and no caps", () => {
    expect(DEFAULT_VIOLATION_SETTINGS).toEqual({
      ruleSet: "general",
      general: {
        hearingNoticeDays: 10,
        defaultCureDays: 14,
        decisionNoticeDays: 15,
        finePerViolationCapCents: null,
        continuingTotalCapCents: null,
        curedBeforeHearingBarsFine: true,
      },
    });
    expect(v.parse(violationSettingsSchema, DEFAULT_VIOLATION_SETTINGS)).toEqual(
      DEFAULT_VIOLATION_SETTINGS,
    );
    expect(Object.isFrozen(DEFAULT_GENERAL_RULE_SETTINGS)).toBe(true);
    expect(ruleSetFor("general", DEFAULT_GENERAL_RULE_SETTINGS).hearingNotice.days).toBe(10);
  });
});

describe("the rule sets as offered", () => {
  it("names each rule set as its rules do, in the order of the ids", () => {
    expect(Object.keys(VIOLATION_RULE_SET_CHOICES)).toEqual([...VIOLATION_RULE_SET_IDS]);
    for (const id of VIOLATION_RULE_SET_IDS) {
      expect(VIOLATION_RULE_SET_CHOICES[id].name).toBe(
        ruleSetFor(id, DEFAULT_GENERAL_RULE_SETTINGS).name,
      );
      expect(VIOLATION_RULE_SET_CHOICES[id].summary).not.toBe("");
    }
  });

  it("lists the numbers' fields as the schema has them, and the audit speaks of each", () => {
    expect(GENERAL_RULE_SETTING_FIELDS).toEqual(Object.keys(generalRuleSettingsSchema.entries));
    expect(AUDITED_FIELDS.violationSettings).toEqual(["ruleSet", ...GENERAL_RULE_SETTING_FIELDS]);
    expect(AUDITED_RESOURCES.violationSettings).toMatchObject({
      label: "Violation rules",
      noun: "violation rules",
    });
  });
});

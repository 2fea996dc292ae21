import { DEFAULT_GENERAL_RULE_SETTINGS } from "@hoa/validation/violation-settings";
import {
  VIOLATION_RULE_SETS,
  generalRuleSet,
  parseGeneralRuleSettings,
} from "@hoa/validation/violation-rules";
import { describe, expect, it } from "vitest";
import { TEST_DEADLINE_MS, testClock, useTestApi } from "../../test/support/api.js";
import { dataContext } from "./data-context.js";
import { runTransaction } from "./transactions.js";
import {
  effectiveRuleSet,
  readViolationRuleSet,
  violationSettingsFromData,
} from "./violation-rules.js";

/** The rule set of a stored document, as a step reads it. */
const ruleSetOfSettings = (stored: Record<string, unknown> | undefined) =>
  effectiveRuleSet(violationSettingsFromData(stored));

const db = useTestApi();

let orgCount = 0;
const newOrgId = () => `violation-rules-org-${++orgCount}-${Date.now().toString(36)}`;

const defaults = () => {
  const parsed = parseGeneralRuleSettings(DEFAULT_GENERAL_RULE_SETTINGS);
  if (!parsed.ok) throw new Error(parsed.error);
  return generalRuleSet(parsed.value);
};

describe("readViolationRuleSet", () => {
  it("reads the rule set the organization chose at orgs/{orgId}/settings/violations, directly or in a transaction", async () => {
    const data = dataContext(db.firestore, TEST_DEADLINE_MS, testClock());
    const orgId = newOrgId();
    const settings = db.firestore.doc(`orgs/${orgId}/settings/violations`);

    // No settings: the organization's own rules, with their defaults.
    const none = await readViolationRuleSet(data, orgId);
    expect(none).toEqual(defaults());
    expect(none).toMatchObject({
      id: "general",
      hearingNotice: { days: 10 },
      cureDays: { days: 14 },
    });

    await settings.set({ ruleSet: "california", general: null });
    expect(await readViolationRuleSet(data, orgId)).toBe(VIOLATION_RULE_SETS.california);
    const inTransaction = await runTransaction(data, (transaction) =>
      readViolationRuleSet(data, orgId, transaction),
    );
    expect(inTransaction).toBe(VIOLATION_RULE_SETS.california);

    await settings.set({ ruleSet: "florida", general: null });
    expect((await readViolationRuleSet(data, orgId)).id).toBe("florida");

    await settings.set({
      ruleSet: "general",
      general: { hearingNoticeDays: 5, defaultCureDays: 7, finePerViolationCapCents: 2500 },
    });
    expect(await readViolationRuleSet(data, orgId)).toMatchObject({
      id: "general",
      hearingNotice: { days: 5 },
      cureDays: { days: 7 },
      fineCap: { perViolationCents: 2500 },
      paymentOrder: { order: null },
    });
  });

  it("falls back to the general defaults for settings it cannot use, never failing a payment on them", () => {
    expect(ruleSetOfSettings(undefined)).toEqual(defaults());
    expect(ruleSetOfSettings({ ruleSet: "general", general: null })).toEqual(defaults());
    expect(
      ruleSetOfSettings({
        ruleSet: "general",
        general: { hearingNoticeDays: -1, defaultCureDays: 3 },
      }),
    ).toEqual(defaults());
    expect(ruleSetOfSettings({ ruleSet: "texas" })).toEqual(defaults());
    // A statute's rule set ignores general settings stored beside it.
    expect(
      ruleSetOfSettings({
        ruleSet: "california",
        general: { hearingNoticeDays: 1, defaultCureDays: 1 },
      }),
    ).toBe(VIOLATION_RULE_SETS.california);
  });
});

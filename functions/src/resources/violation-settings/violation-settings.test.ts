import {
  VIOLATION_RULE_SETS,
  VIOLATION_RULE_SET_IDS,
  generalRuleSet,
  violationRuleMessages,
  type ViolationRuleSet,
} from "@hoa/validation/violation-rules";
import {
  DEFAULT_GENERAL_RULE_SETTINGS,
  violationSettingsMessages as m,
} from "@hoa/validation/violation-settings";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { call, useTestApi, type CallOptions } from "../../../test/support/api.js";
import {
  auditOf,
  dataOf,
  join,
  organization,
  type TestOrganization,
} from "../../../test/support/directory.js";
import { apiMessages } from "../../http/messages.js";
import { violationRuleSetSchema, type ViolationSettingsResponse } from "./schemas.js";
import { violationSettingsFromData } from "../../platform/violation-rules.js";

const db = useTestApi();

const settingsPath = (org: TestOrganization) => `/api/orgs/${org.id}/violations/settings`;

const read = (org: TestOrganization, token = org.token) =>
  call(db.api, settingsPath(org), { token });

const save = (
  org: TestOrganization,
  body: unknown,
  ifMatch: string | null = '"0"',
  token = org.token,
) => {
  const options: CallOptions = { method: "PUT", token, body };
  if (ifMatch !== null) options.headers = { "if-match": ifMatch };
  return call(db.api, settingsPath(org), options);
};

const stored = async (org: TestOrganization) =>
  (await db.firestore.doc(`orgs/${org.id}/settings/violations`).get()).data();

const numbers = {
  hearingNoticeDays: 21,
  defaultCureDays: 10,
  decisionNoticeDays: 7,
  finePerViolationCapCents: 25_000,
  continuingTotalCapCents: 200_000,
  curedBeforeHearingBarsFine: false,
};

describe("the violation rules setting", () => {
  it("answers General with the default numbers and their rules, version 0, before any save", async () => {
    const org = await organization(db);
    const member = await join(db, org.id, "member");
    const answer = await read(org, member.token);
    expect(answer).toMatchObject({ status: 200, headers: { etag: '"0"' } });
    expect(dataOf<ViolationSettingsResponse>(answer)).toEqual({
      ruleSet: "general",
      general: DEFAULT_GENERAL_RULE_SETTINGS,
      effective: generalRuleSet(DEFAULT_GENERAL_RULE_SETTINGS),
      version: 0,
      updatedAt: null,
    });
    expect(await stored(org)).toBeUndefined();
  });

  it("saves an administrator's choice to the version read, stored whole and audited", async () => {
    const org = await organization(db);
    const first = await save(org, { ruleSet: "general", general: numbers });
    expect(first).toMatchObject({ status: 200, headers: { etag: '"1"' } });
    expect(dataOf<ViolationSettingsResponse>(first)).toEqual({
      ruleSet: "general",
      general: numbers,
      effective: generalRuleSet(numbers),
      version: 1,
      updatedAt: "2026-11-22T12:00:00.000Z",
    });
    expect(await stored(org)).toEqual({
      ruleSet: "general",
      general: numbers,
      version: 1,
      updatedAt: expect.objectContaining({ seconds: Date.parse("2026-11-22T12:00:00Z") / 1000 }),
    });

    const california = await save(org, { ruleSet: "california" }, '"1"');
    expect(california).toMatchObject({ status: 200, headers: { etag: '"2"' } });
    const answered = dataOf<ViolationSettingsResponse>(california);
    // The numbers are kept while California applies, so choosing General again restores them.
    expect(answered).toMatchObject({ ruleSet: "california", general: numbers, version: 2 });
    expect(answered.effective).toEqual(VIOLATION_RULE_SETS.california);
    expect(answered.effective.hearingNotice.citation).toMatchObject({
      code: "Civil Code",
      section: "5855(a)-(b)",
    });
    expect(await stored(org)).toMatchObject({ ruleSet: "california", general: numbers });
    expect(dataOf(await read(org))).toEqual(answered);

    // Both at the test clock's one time: in the order of their versions' changes.
    const audit = (await auditOf(db, org.id))
      .filter((entry) => entry.resource === "violationSettings")
      .sort((a, b) => (a.action === "create" ? -1 : b.action === "create" ? 1 : 0));
    expect(audit).toMatchObject([
      {
        action: "create",
        resourceId: "violations",
        label: "General (your own rules)",
        actor: { uid: org.admin },
        changes: [
          { field: "ruleSet", before: null, after: "general" },
          { field: "hearingNoticeDays", before: null, after: 21 },
          { field: "defaultCureDays", before: null, after: 10 },
          { field: "decisionNoticeDays", before: null, after: 7 },
          { field: "finePerViolationCapCents", before: null, after: 25_000 },
          { field: "continuingTotalCapCents", before: null, after: 200_000 },
          { field: "curedBeforeHearingBarsFine", before: null, after: false },
        ],
      },
      {
        action: "update",
        label: "California (Davis-Stirling)",
        changes: [{ field: "ruleSet", before: "general", after: "california" }],
      },
    ]);

    const back = await save(org, { ruleSet: "general", general: null }, '"2"');
    expect(back).toMatchObject({ status: 400, body: { fields: { general: m.generalRequired } } });
  });

  it("writes nothing for a save that changes nothing", async () => {
    const org = await organization(db);
    await save(org, { ruleSet: "florida", general: numbers });
    const again = await save(org, { ruleSet: "florida", general: numbers }, '"1"');
    expect(again).toMatchObject({ status: 200, headers: { etag: '"1"' } });
    expect(
      (await auditOf(db, org.id)).filter((entry) => entry.resource === "violationSettings"),
    ).toHaveLength(1);
  });

  it("refuses a member's save (403) and writes nothing", async () => {
    const org = await organization(db);
    const member = await join(db, org.id, "member");
    const answer = await save(org, { ruleSet: "california" }, '"0"', member.token);
    expect(answer.status).toBe(403);
    expect(await stored(org)).toBeUndefined();
  });

  it("refuses a save made to a stale version (412) or to none (428)", async () => {
    const org = await organization(db);
    expect((await save(org, { ruleSet: "florida" }, '"0"')).status).toBe(200);
    const stale = await save(org, { ruleSet: "california" }, '"0"');
    expect(stale).toMatchObject({ status: 412, body: { error: apiMessages.versionStale } });
    expect((await save(org, { ruleSet: "california" }, null)).status).toBe(428);
    expect(await stored(org)).toMatchObject({ ruleSet: "florida", version: 1 });
  });

  it("names each refused number (400) and keeps what was saved", async () => {
    const org = await organization(db);
    await save(org, { ruleSet: "general", general: numbers });
    const answer = await save(
      org,
      {
        ruleSet: "general",
        general: {
          hearingNoticeDays: 400,
          defaultCureDays: -1,
          decisionNoticeDays: 1.5,
          finePerViolationCapCents: "100",
          continuingTotalCapCents: 10_000_001,
        },
      },
      '"1"',
    );
    expect(answer).toMatchObject({
      status: 400,
      body: {
        error: violationRuleMessages.hearingNoticeDaysInvalid,
        fields: {
          "general.hearingNoticeDays": violationRuleMessages.hearingNoticeDaysInvalid,
          "general.defaultCureDays": violationRuleMessages.cureDaysInvalid,
          "general.decisionNoticeDays": violationRuleMessages.decisionNoticeDaysInvalid,
          "general.finePerViolationCapCents": violationRuleMessages.finePerViolationCapInvalid,
          "general.continuingTotalCapCents": violationRuleMessages.continuingTotalCapInvalid,
        },
      },
    });
    expect(await stored(org)).toMatchObject({ general: numbers, version: 1 });
  });

  it("refuses General without its numbers, and a rule set it does not know (400)", async () => {
    const org = await organization(db);
    expect(await save(org, { ruleSet: "general" })).toMatchObject({
      status: 400,
      body: { error: m.generalRequired, fields: { general: m.generalRequired } },
    });
    expect(await save(org, { ruleSet: "texas", general: numbers })).toMatchObject({
      status: 400,
      body: { fields: { ruleSet: m.ruleSetInvalid } },
    });
    expect((await save(org, "[]")).status).toBe(400);
    expect(await stored(org)).toBeUndefined();
  });
});

describe("the stored setting", () => {
  it("reads what is missing or not valid as the default", () => {
    expect(
      violationSettingsFromData({ ruleSet: "texas", general: { hearingNoticeDays: -3 } }),
    ).toEqual({ ruleSet: "general", general: null, version: 0, updatedAt: null });
    expect(violationSettingsFromData({ ruleSet: "florida", general: null, version: 4 })).toEqual({
      ruleSet: "florida",
      general: null,
      version: 4,
      updatedAt: null,
    });
  });

  it("documents every rule set exactly as the rules are (the schema drops nothing)", () => {
    const ruleSets: ViolationRuleSet[] = [
      ...VIOLATION_RULE_SET_IDS.filter((id) => id !== "general").map(
        (id) => VIOLATION_RULE_SETS[id],
      ),
      generalRuleSet(DEFAULT_GENERAL_RULE_SETTINGS),
      generalRuleSet(numbers),
    ];
    for (const ruleSet of ruleSets) {
      const answered: ViolationRuleSet = v.parse(violationRuleSetSchema, ruleSet);
      expect(answered).toEqual(ruleSet);
    }
  });
});

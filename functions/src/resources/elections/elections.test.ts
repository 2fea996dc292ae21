import { electionMessages, electionRuleSetFor } from "@hoa/validation/elections";
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
import type { ElectionSettingsResponse } from "./schemas.js";

const db = useTestApi();

const settingsPath = (org: TestOrganization) => `/api/orgs/${org.id}/elections/settings`;

const saveSettings = (
  org: TestOrganization,
  body: unknown,
  ifMatch: string | null = '"0"',
  token = org.token,
) => {
  const options: CallOptions = { method: "PUT", token, body };
  if (ifMatch !== null) options.headers = { "if-match": ifMatch };
  return call(db.api, settingsPath(org), options);
};

describe("the election rules setting", () => {
  it("answers General without a quorum (no rules in effect yet), version 0, before any save", async () => {
    const org = await organization(db);
    const member = await join(db, org.id, "member");
    const answer = await call(db.api, settingsPath(org), { token: member.token });
    expect(answer).toMatchObject({ status: 200, headers: { etag: '"0"' } });
    expect(dataOf<ElectionSettingsResponse>(answer)).toMatchObject({
      ruleSet: "general",
      settings: { quorumBasisPoints: null, nominationNoticeDays: 30 },
      effective: null,
      version: 0,
      updatedAt: null,
    });
  });

  it("saves California with the documents' quorum, audited, and the rules with their citations", async () => {
    const org = await organization(db);
    const saved = await saveSettings(org, { ruleSet: "california", quorumBasisPoints: 2_500 });
    expect(saved).toMatchObject({ status: 200, headers: { etag: '"1"' } });
    const answer = dataOf<ElectionSettingsResponse>(saved);
    expect(answer.effective).toEqual(
      JSON.parse(
        JSON.stringify(
          electionRuleSetFor("california", { ...answer.settings, quorumBasisPoints: 2_500 }),
        ),
      ),
    );
    expect(answer.effective?.ballotDelivery.citation).toMatchObject({
      code: "Civil Code",
      section: "5115",
    });
    const audit = (await auditOf(db, org.id)).filter((e) => e.resource === "electionSettings");
    expect(audit).toMatchObject([
      {
        action: "create",
        label: "California (Davis-Stirling)",
        changes: expect.arrayContaining([
          { field: "ruleSet", before: null, after: "california" },
          { field: "quorumBasisPoints", before: null, after: 2_500 },
        ]),
      },
    ]);
    // The same again writes nothing.
    const again = await saveSettings(
      org,
      { ruleSet: "california", quorumBasisPoints: 2_500 },
      '"1"',
    );
    expect(again).toMatchObject({ status: 200, headers: { etag: '"1"' } });
  });

  it("refuses Florida's quorum over 30% with its citation, a missing quorum, and bad numbers (400)", async () => {
    const org = await organization(db);
    const florida = await saveSettings(org, { ruleSet: "florida", quorumBasisPoints: 4_000 });
    expect(florida).toMatchObject({ status: 400 });
    expect((florida.body as { error: string }).error).toContain("720.306(1)(a)");
    expect(await saveSettings(org, { ruleSet: "general" })).toMatchObject({
      status: 400,
      body: { fields: { quorumBasisPoints: electionMessages.quorumRequired } },
    });
    expect(
      await saveSettings(org, {
        ruleSet: "general",
        quorumBasisPoints: 1_000,
        ballotNoticeDays: 400,
      }),
    ).toMatchObject({
      status: 400,
      body: { fields: { ballotNoticeDays: electionMessages.daysInvalid } },
    });
    expect(await saveSettings(org, { ruleSet: "texas", quorumBasisPoints: 1_000 })).toMatchObject({
      status: 400,
    });
    // Florida without a quorum runs on the statute's 30%.
    const ok = await saveSettings(org, { ruleSet: "florida" });
    expect(dataOf<ElectionSettingsResponse>(ok).effective?.quorum.basisPoints).toBe(3_000);
  });

  it("refuses a member's save (403), a stale version (412) and none (428)", async () => {
    const org = await organization(db);
    const member = await join(db, org.id, "member");
    expect((await saveSettings(org, { ruleSet: "florida" }, '"0"', member.token)).status).toBe(403);
    expect((await saveSettings(org, { ruleSet: "florida" })).status).toBe(200);
    expect(await saveSettings(org, { ruleSet: "florida", quorumBasisPoints: 1_000 })).toMatchObject(
      {
        status: 412,
        body: { error: apiMessages.versionStale },
      },
    );
    expect((await saveSettings(org, { ruleSet: "florida" }, null)).status).toBe(428);
  });
});

import { messages } from "@hoa/validation";
import { describe, expect, it } from "vitest";
import { call, useTestApi } from "../../../test/support/api.js";
import {
  changeOrganization,
  dataOf,
  join,
  organization,
  type TestOrganization,
} from "../../../test/support/directory.js";

const db = useTestApi();

const report = (org: TestOrganization, deviceId: string, token = org.token) =>
  call(db.api, `/api/orgs/${org.id}/sign-ins`, {
    method: "POST",
    token,
    body: { deviceId, device: "Chromium on Linux" },
  });

describe("POST /api/orgs/{orgId}/sign-ins", () => {
  it("emails the administrators when an administrator signs in from a new browser, once", async () => {
    const org = await organization(db, "Alert HOA");
    db.mailer.reset();
    // The very first browser is not news.
    expect(dataOf(await report(org, "browser-one-1234"))).toEqual({ newDevice: true });
    expect(db.mailer.sent).toEqual([]);
    expect(dataOf(await report(org, "browser-one-1234"))).toEqual({ newDevice: false });

    expect(dataOf(await report(org, "browser-two-5678"))).toEqual({ newDevice: true });
    expect(db.mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [`${org.admin}@test.hoa`, `New sign-in to Alert HOA: User ${org.admin}`],
    ]);
    expect(db.mailer.sent[0]?.text).toContain("Chromium on Linux");
    expect(db.mailer.sent[0]?.text).toContain("Nov 22, 2026, 4:00 AM PT");

    db.mailer.reset();
    expect(dataOf(await report(org, "browser-two-5678"))).toEqual({ newDevice: false });
    expect(db.mailer.sent).toEqual([]);
  });

  it("tells the time in the organization's zone, with the name Intl gives one beyond the four", async () => {
    const org = await organization(db, "Island HOA");
    expect(await changeOrganization(db, org, { timeZone: "Pacific/Honolulu" })).toBe(200);
    await report(org, "browser-one-4321");
    db.mailer.reset();
    await report(org, "browser-two-8765");
    expect(db.mailer.sent[0]?.text).toContain("Nov 22, 2026, 2:00 AM HST");
  });

  it("sends nothing while the switch is off, nor for a member's sign-in", async () => {
    const org = await organization(db, "Quiet HOA");
    await report(org, "browser-first-0001");
    expect(await changeOrganization(db, org, { alertOnNewSignIn: false })).toBe(200);
    db.mailer.reset();
    expect(dataOf(await report(org, "browser-second-0002"))).toEqual({ newDevice: true });

    const member = await join(db, org.id, "member");
    await report(org, "member-first-0001", member.token);
    expect(dataOf(await report(org, "member-second-0002", member.token))).toEqual({
      newDevice: true,
    });
    expect(db.mailer.sent).toEqual([]);
  });

  it("refuses a device id that is not one", async () => {
    const org = await organization(db);
    expect(await report(org, "no")).toMatchObject({
      status: 400,
      body: { fields: { deviceId: messages.deviceIdInvalid } },
    });
  });
});

import { describe, expect, it } from "vitest";
import { call, uniqueUid, useTestApi } from "../../../test/support/api.js";
import type { InvitationResults } from "./schemas.js";

const db = useTestApi();

async function organizationWithInvitation() {
  const admin = uniqueUid();
  const created = await call(db.api, "/api/createOrg", {
    method: "POST",
    token: `valid:${admin}`,
    body: { name: "Oak Hill HOA", createdBy: admin },
  });
  const orgId = (created.body as { data: { id: string } }).data.id;
  const newcomer = uniqueUid();
  db.mailer.reset();
  const invited = await call(db.api, `/api/orgs/${orgId}/invitations`, {
    method: "POST",
    token: `valid:${admin}`,
    body: { emails: [`${newcomer}@test.hoa`], role: "member", message: "" },
  });
  const { results } = (invited.body as { data: InvitationResults }).data;
  if (!results[0]?.invitation) throw new Error(JSON.stringify(results));
  const token = /\/invite\/([A-Za-z0-9_-]+)/u.exec(db.mailer.sent.at(-1)?.text ?? "")?.[1];
  if (!token) throw new Error("no link");
  const accept = () =>
    call(db.api, `/api/invitations/${token}/accept`, {
      method: "POST",
      token: `valid:${newcomer}`,
    });
  const setNotify = async (on: boolean) => {
    const organization = await call(db.api, `/api/orgs/${orgId}`, { token: `valid:${admin}` });
    const { version } = (organization.body as { data: { version: number } }).data;
    await call(db.api, `/api/orgs/${orgId}`, {
      method: "PATCH",
      token: `valid:${admin}`,
      headers: { "if-match": `"${version}"` },
      body: { notifyNewResidents: on },
    });
  };
  return { admin, newcomer, accept, setNotify };
}

describe("the New residents notification", () => {
  it("emails the administrators when someone accepts an invitation while it is on", async () => {
    const { admin, newcomer, accept } = await organizationWithInvitation();
    db.mailer.reset();
    expect((await accept()).status).toBe(200);
    expect(db.mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [`${admin}@test.hoa`, `User ${newcomer} joined Oak Hill HOA`],
    ]);
    expect(db.mailer.sent[0]?.text).toContain("/people/members");
  });

  it("sends nothing while it is off", async () => {
    const { accept, setNotify } = await organizationWithInvitation();
    await setNotify(false);
    db.mailer.reset();
    expect((await accept()).status).toBe(200);
    expect(db.mailer.sent).toEqual([]);
  });
});

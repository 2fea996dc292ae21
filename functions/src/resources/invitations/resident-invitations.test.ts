import { describe, expect, it } from "vitest";
import { call, uniqueUid, useTestApi } from "../../../test/support/api.js";
import {
  addProperty,
  collectionRequests,
  dataOf,
  join,
  organization,
  type TestOrganization,
} from "../../../test/support/directory.js";
import { apiMessages } from "../../http/messages.js";
import type { Resident } from "../residents/schemas.js";
import type { Household } from "../portal/schemas.js";
import type { Invitation, InvitationPreview, ResidentInvitations } from "./schemas.js";

const db = useTestApi();
const residents = collectionRequests<Resident>(db, "residents");

async function setUp() {
  const org = await organization(db, "Invited HOA");
  const home = await addProperty(db, org, { address: "3 Oak Street", unit: "1" });
  const add = async (name: string, email: string, extra: Record<string, unknown> = {}) =>
    dataOf<Resident>(await residents.create(org, { name, email, propertyId: home.id, ...extra }));
  return { org, home, add };
}

const inviteOne = (org: TestOrganization, residentId: string, token = org.token) =>
  call(db.api, `/api/orgs/${org.id}/residents/${residentId}/invitation`, {
    method: "POST",
    token,
  });
const inviteAll = (org: TestOrganization, body: unknown) =>
  call(db.api, `/api/orgs/${org.id}/residents/invitations`, {
    method: "POST",
    token: org.token,
    body,
  });

/** The token in the latest email of an invitation. */
async function tokenOf(org: TestOrganization, id: string): Promise<string> {
  const stored = await db.firestore.doc(`orgs/${org.id}/invitations/${id}`).get();
  const mailId = String(stored.get("mailId"));
  const sent = db.mailer.sent.findLast((email) => email.messageId.includes(`<${mailId}@`));
  const token = /\/invite\/([A-Za-z0-9_-]+)/u.exec(sent?.text ?? "")?.[1];
  if (!token) throw new Error("no link");
  return token;
}

const accept = (token: string, uid: string) =>
  call(db.api, `/api/invitations/${token}/accept`, { method: "POST", token: `valid:${uid}` });

describe("POST /api/orgs/{orgId}/residents/{residentId}/invitation", () => {
  it("invites the resident at their address (201), and sends their pending invitation again (200)", async () => {
    const { org, add } = await setUp();
    const ana = await add("Ana", "ana@example.org");
    const first = await inviteOne(org, ana.id);
    expect(first.status).toBe(201);
    const invitation = dataOf<Invitation>(first);
    expect(invitation).toMatchObject({
      email: "ana@example.org",
      role: "resident",
      residentId: ana.id,
      status: "pending",
    });
    const again = await inviteOne(org, ana.id);
    expect(again.status).toBe(200);
    expect(dataOf<Invitation>(again)).toMatchObject({ id: invitation.id, version: 2 });
    const listed = dataOf<{ items: Invitation[] }>(
      await call(db.api, `/api/orgs/${org.id}/invitations?residentId=${ana.id}`, {
        token: org.token,
      }),
    );
    expect(listed.items.map((item) => item.id)).toEqual([invitation.id]);
  });

  it("answers 400 without an address, 409 for a linked resident, 404 for none, 403 to a member", async () => {
    const { org, add } = await setUp();
    const none = await add("No Mail", "");
    expect(await inviteOne(org, none.id)).toMatchObject({
      status: 400,
      body: { error: apiMessages.residentHasNoEmail },
    });
    expect((await inviteOne(org, "no-such-resident")).status).toBe(404);
    const uid = uniqueUid();
    const ben = await add("Ben", `${uid}@test.hoa`);
    const invitation = dataOf<Invitation>(await inviteOne(org, ben.id));
    expect((await accept(await tokenOf(org, invitation.id), uid)).status).toBe(200);
    expect(await inviteOne(org, ben.id)).toMatchObject({
      status: 409,
      body: { error: apiMessages.residentAlreadyHasAccess },
    });
    const member = await join(db, org.id, "member");
    expect((await inviteOne(org, ben.id, member.token)).status).toBe(403);
  });
});

describe("the link of an invitation to the portal", () => {
  it("names the resident's property to the invitee, in the email and on the link's page, with the expiry in the organization's zone", async () => {
    const { org, add } = await setUp();
    const uid = uniqueUid();
    const ana = await add("Ana", `${uid}@test.hoa`);
    const invitation = dataOf<Invitation>(await inviteOne(org, ana.id));
    const token = await tokenOf(org, invitation.id);
    const email = db.mailer.sent.findLast((sent) => sent.text.includes(token));
    expect(email?.text).toContain("as a resident of 3 Oak Street, Unit 1, to see your household's");
    // Sent at noon UTC on November 22nd: it expires at 4:00 AM Pacific Time on the 29th.
    expect(email?.text).toContain("expires on 29 November 2026 at 4:00 AM Pacific Time.");
    const preview = async (caller: string) =>
      dataOf<InvitationPreview>(
        await call(db.api, `/api/invitations/${token}`, { token: `valid:${caller}` }),
      );
    await expect(preview(uid)).resolves.toMatchObject({
      role: "resident",
      timeZone: "America/Los_Angeles",
      residentProperty: { address: "3 Oak Street", unit: "1" },
    });
    // Someone else who opens the link learns nothing of the household.
    await expect(preview(uniqueUid())).resolves.toMatchObject({ residentProperty: null });
  });
});

describe("accepting an invitation to the portal", () => {
  it("links the account to the invited resident by uid, even when another resident now has the address", async () => {
    const { org, add } = await setUp();
    const uid = uniqueUid();
    const ana = await add("Ana", `${uid}@test.hoa`);
    const invitation = dataOf<Invitation>(await inviteOne(org, ana.id));
    const token = await tokenOf(org, invitation.id);
    // Ana's address moves to Ben; the invitation is still Ana's.
    expect(
      (await residents.patch(org, ana.id, { email: "ana.new@example.org" }, '"1"')).status,
    ).toBe(200);
    const ben = await add("Ben", `${uid}@test.hoa`);
    expect(dataOf(await accept(token, uid))).toEqual({ orgId: org.id, role: "resident" });
    expect(dataOf<Resident>(await residents.get(org, ana.id)).accountUid).toBe(uid);
    expect(dataOf<Resident>(await residents.get(org, ben.id)).accountUid).toBeNull();
    const roles = await db.firestore.doc(`users/${uid}/roles/roles`).get();
    expect(roles.data()).toEqual({ orgId: org.id, role: "resident", permissions: [] });
    const member = await db.firestore.doc(`orgs/${org.id}/members/${uid}`).get();
    expect(member.data()).toMatchObject({ role: "resident", residentIds: [ana.id] });
    const household = dataOf<Household>(
      await call(db.api, `/api/orgs/${org.id}/me`, { token: `valid:${uid}` }),
    );
    expect(household.residents.map((resident) => resident.id)).toEqual([ana.id]);
  });

  it("only adds the link for a member of the organization, whose role is kept", async () => {
    const { org, add } = await setUp();
    const board = await join(db, org.id, "member");
    await db.firestore
      .doc(`orgs/${org.id}/members/${board.uid}`)
      .set({ uid: board.uid, email: `${board.uid}@test.hoa`, role: "member", version: 1 });
    const cleo = await add("Cleo", `${board.uid}@test.hoa`);
    const invitation = dataOf<Invitation>(await inviteOne(org, cleo.id));
    expect(dataOf(await accept(await tokenOf(org, invitation.id), board.uid))).toEqual({
      orgId: org.id,
      role: "member",
    });
    expect(dataOf<Resident>(await residents.get(org, cleo.id)).accountUid).toBe(board.uid);
    const roles = await db.firestore.doc(`users/${board.uid}/roles/roles`).get();
    expect(roles.get("role")).toBe("member");
    const member = await db.firestore.doc(`orgs/${org.id}/members/${board.uid}`).get();
    expect(member.get("residentIds")).toEqual([cleo.id]);
  });
});

describe("POST /api/orgs/{orgId}/residents/invitations", () => {
  it("invites every matching resident with an address, no account and no pending invitation, and counts the rest", async () => {
    const { org, add } = await setUp();
    const uid = uniqueUid();
    const linked = await add("Linked", `${uid}@test.hoa`);
    const linkedInvitation = dataOf<Invitation>(await inviteOne(org, linked.id));
    await accept(await tokenOf(org, linkedInvitation.id), uid);
    const pending = await add("Pending", "pending@example.org");
    await inviteOne(org, pending.id);
    await add("No Mail", "");
    for (let index = 0; index < 45; index += 1)
      await add(`Owner ${index}`, `o${index}@example.org`);
    await add("A Tenant", "tenant@example.org", { relationship: "Tenant" });

    expect(dataOf<ResidentInvitations>(await inviteAll(org, { relationship: "Tenant" }))).toEqual({
      sent: 1,
      alreadyPending: 0,
      alreadyLinked: 0,
      withoutEmail: 0,
    });
    expect(dataOf<ResidentInvitations>(await inviteAll(org, {}))).toEqual({
      sent: 45,
      alreadyPending: 2,
      alreadyLinked: 1,
      withoutEmail: 1,
    });
    expect(dataOf<ResidentInvitations>(await inviteAll(org, {}))).toMatchObject({
      sent: 0,
      alreadyPending: 47,
    });
    expect((await inviteAll(org, { status: "Gone" })).status).toBe(400);
  });
});

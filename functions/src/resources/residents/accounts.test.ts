import { messages } from "@hoa/validation";
import { describe, expect, it } from "vitest";
import { call, TEST_DEADLINE_MS, testClock, useTestApi } from "../../../test/support/api.js";
import {
  addProperty,
  auditOf,
  dataOf,
  join,
  linkResident,
  organization,
  type Page,
  type TestOrganization,
} from "../../../test/support/directory.js";
import { dataContext } from "../../platform/data-context.js";
import { linkMembersToResidents } from "../../migrations/account-links.js";
import type { Ticket } from "../tickets/schemas.js";
import type { Resident } from "./schemas.js";

const db = useTestApi();
const clock = testClock();

let homes = 0;
async function addResident(
  org: TestOrganization,
  fields: { name?: string; email?: string; boardMember?: boolean; relationship?: string } = {},
): Promise<Resident> {
  homes += 1;
  const home = await addProperty(db, org, { address: `${homes} Link Lane`, unit: "1" });
  const created = await call(db.api, `/api/orgs/${org.id}/residents`, {
    method: "POST",
    token: org.token,
    body: { name: "Bea Board", propertyId: home.id, ...fields },
  });
  return dataOf<Resident>(created);
}

const inboxAudiences = async (org: TestOrganization, token: string) =>
  dataOf<Page<{ audience: string }>>(await call(db.api, `/api/orgs/${org.id}/inbox`, { token }))
    .items.map((item) => item.audience)
    .sort();

const memberRecord = async (org: TestOrganization, uid: string) =>
  (await db.firestore.doc(`orgs/${org.id}/members/${uid}`).get()).data();

describe("an account's email address decides nothing", () => {
  it("a member whose token carries a board member's address gets none of the board's announcements, nor their name on a ticket, until linked", async () => {
    const org = await organization(db);
    const member = await join(db, org.id, "member");
    // The member changed their account's address to the board member's, unproven.
    const bea = await addResident(org, { email: `${member.uid}@test.hoa`, boardMember: true });
    for (const audience of ["All Residents", "Board Members"]) {
      await call(db.api, `/api/orgs/${org.id}/announcements`, {
        method: "POST",
        token: org.token,
        body: {
          title: `For ${audience}`,
          message: "Hello",
          priority: "Normal",
          audience,
          action: "publish",
        },
      });
    }

    expect(await inboxAudiences(org, member.token)).toEqual(["All Residents"]);
    const ticket = dataOf<Ticket>(
      await call(db.api, `/api/orgs/${org.id}/tickets`, {
        method: "POST",
        token: member.token,
        body: { subject: "Noise" },
      }),
    );
    expect(ticket.from).toEqual({ residentId: null, name: `User ${member.uid}` });

    expect((await linkResident(db, org, bea.id, member.uid)).status).toBe(200);

    expect(await inboxAudiences(org, member.token)).toEqual(["All Residents", "Board Members"]);
    const linked = dataOf<Ticket>(
      await call(db.api, `/api/orgs/${org.id}/tickets`, {
        method: "POST",
        token: member.token,
        body: { subject: "Lights" },
      }),
    );
    expect(linked.from).toEqual({ residentId: bea.id, name: "Bea Board" });
  });
});

describe("PUT /api/orgs/{orgId}/residents/{residentId}/account", () => {
  it("links a resident to a member, to the version shown, audited, and unlinks them", async () => {
    const org = await organization(db);
    const member = await join(db, org.id, "member");
    const bea = await addResident(org);
    expect(bea.accountUid).toBeNull();

    const linked = await linkResident(db, org, bea.id, member.uid);
    expect(linked.status).toBe(200);
    expect(linked.headers.etag).toBe('"2"');
    expect(dataOf<Resident>(linked)).toMatchObject({ accountUid: member.uid, version: 2 });
    expect((await memberRecord(org, member.uid))?.residentIds).toEqual([bea.id]);
    const entry = (await auditOf(db, org.id)).find(
      (audit) => audit.resourceId === bea.id && audit.action === "update",
    );
    expect(entry?.changes).toEqual([{ field: "account", before: null, after: member.uid }]);

    const stale = await call(db.api, `/api/orgs/${org.id}/residents/${bea.id}/account`, {
      method: "PUT",
      token: org.token,
      headers: { "if-match": '"1"' },
      body: { uid: null },
    });
    expect(stale.status).toBe(412);

    const unlinked = await linkResident(db, org, bea.id, null);
    expect(dataOf<Resident>(unlinked)).toMatchObject({ accountUid: null, version: 3 });
    expect((await memberRecord(org, member.uid))?.residentIds).toEqual([]);
  });

  it("refuses an account that is no member of the organization, a bad body, and a member asking", async () => {
    const org = await organization(db);
    const other = await organization(db, "Elsewhere HOA");
    const bea = await addResident(org);
    const put = (body: unknown, token = org.token) =>
      call(db.api, `/api/orgs/${org.id}/residents/${bea.id}/account`, {
        method: "PUT",
        token,
        headers: { "if-match": '"1"' },
        body,
      });
    for (const uid of ["nobody", other.admin, "a/b", "__x__", "x".repeat(129), ""]) {
      const refused = await put({ uid });
      expect(refused.status, uid).toBe(400);
      expect(refused.body).toMatchObject({
        error: messages.residentAccountNotMember,
        fields: { uid: messages.residentAccountNotMember },
      });
    }
    expect((await put({})).status).toBe(400);
    expect((await put({ uid: 7 })).status).toBe(400);
    const member = await join(db, org.id, "member");
    expect((await put({ uid: member.uid }, member.token)).status).toBe(403);
    const stored = dataOf<Resident>(
      await call(db.api, `/api/orgs/${org.id}/residents/${bea.id}`, { token: org.token }),
    );
    expect(stored).toMatchObject({ accountUid: null, version: 1 });
  });

  it("shows the link to administrators only", async () => {
    const org = await organization(db);
    const member = await join(db, org.id, "member");
    const bea = await addResident(org);
    await linkResident(db, org, bea.id, member.uid);
    const read = async (token: string) =>
      dataOf<Resident>(await call(db.api, `/api/orgs/${org.id}/residents/${bea.id}`, { token }));
    expect((await read(org.token)).accountUid).toBe(member.uid);
    expect((await read(member.token)).accountUid).toBeNull();
  });

  it("of 8 links of one resident to the version shown at once, one applies and the rest are 412", async () => {
    const org = await organization(db);
    const bea = await addResident(org);
    const members = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const member = await join(db, org.id, "member");
        await db.firestore
          .doc(`orgs/${org.id}/members/${member.uid}`)
          .set({ uid: member.uid, role: "member", version: 1 });
        return member;
      }),
    );
    const answers = await Promise.all(
      members.map((member) =>
        call(db.api, `/api/orgs/${org.id}/residents/${bea.id}/account`, {
          method: "PUT",
          token: org.token,
          headers: { "if-match": '"1"' },
          body: { uid: member.uid },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 412, 412, 412, 412, 412, 412, 412,
    ]);
    const winner = members[answers.findIndex((answer) => answer.status === 200)]!;
    const records = await Promise.all(members.map((member) => memberRecord(org, member.uid)));
    expect(
      records.filter((record) => (record?.residentIds as string[] | undefined)?.length),
    ).toEqual([expect.objectContaining({ uid: winner.uid, residentIds: [bea.id] })]);
  });
});

describe("a link goes when either side goes", () => {
  it("removing the member unlinks their residents; removing a resident leaves the member's record", async () => {
    const org = await organization(db);
    const member = await join(db, org.id, "member");
    const bea = await addResident(org);
    const cal = await addResident(org, { name: "Cal Owner" });
    await linkResident(db, org, bea.id, member.uid);
    await linkResident(db, org, cal.id, member.uid);
    expect((await memberRecord(org, member.uid))?.residentIds).toEqual([bea.id, cal.id]);

    const removedResident = await call(db.api, `/api/orgs/${org.id}/residents/${cal.id}`, {
      method: "DELETE",
      token: org.token,
      headers: { "if-match": '"2"' },
    });
    expect(removedResident.status).toBe(200);
    expect((await memberRecord(org, member.uid))?.residentIds).toEqual([bea.id]);

    const removedMember = await call(db.api, `/api/orgs/${org.id}/members/${member.uid}`, {
      method: "DELETE",
      token: org.token,
      headers: { "if-match": '"1"' },
    });
    expect(removedMember.status).toBe(200);
    const after = dataOf<Resident>(
      await call(db.api, `/api/orgs/${org.id}/residents/${bea.id}`, { token: org.token }),
    );
    expect(after).toMatchObject({ accountUid: null, version: 3 });
  });
});

describe("the migration that links members to the resident with the address they joined with", () => {
  it("links each unlinked member once, and leaves residents another account has", async () => {
    const org = await organization(db);
    const ana = await join(db, org.id, "member");
    const bo = await join(db, org.id, "member");
    const taken = await join(db, org.id, "member");
    for (const uid of [ana.uid, bo.uid, taken.uid]) {
      await db.firestore
        .doc(`orgs/${org.id}/members/${uid}`)
        .set({ uid, email: `${uid}@example.org`, role: "member", version: 1 });
    }
    const anaHome = await addResident(org, { name: "Ana", email: `${ana.uid}@Example.org` });
    const boHome = await addResident(org, { name: "Bo", email: `${bo.uid}@example.org` });
    await linkResident(db, org, boHome.id, taken.uid);

    const data = dataContext(db.firestore, TEST_DEADLINE_MS, clock);
    const first = await linkMembersToResidents(data);
    expect(first.linked).toBeGreaterThanOrEqual(1);
    const read = async (id: string) =>
      dataOf<Resident>(
        await call(db.api, `/api/orgs/${org.id}/residents/${id}`, { token: org.token }),
      );
    expect((await read(anaHome.id)).accountUid).toBe(ana.uid);
    expect((await read(boHome.id)).accountUid).toBe(taken.uid);
    expect((await memberRecord(org, ana.uid))?.residentIds).toEqual([anaHome.id]);
    expect((await memberRecord(org, bo.uid))?.residentIds).toBeUndefined();

    const again = await linkMembersToResidents(data);
    expect(again.linked).toBe(0);
    expect((await read(anaHome.id)).version).toBe(2);
  });
});

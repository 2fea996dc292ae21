import { ROLE_PERMISSIONS, messages, type Role } from "@hoa/validation";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { call, uniqueUid, useTestApi } from "../../../test/support/api.js";
import { apiMessages } from "../../http/messages.js";
import { newMemberDocument } from "./store.js";

const db = useTestApi();

/** A new organization made through the API, with its administrator. */
async function organization() {
  const admin = uniqueUid();
  const response = await call(db.api, "/api/createOrg", {
    method: "POST",
    token: `valid:${admin}`,
    body: { name: "Roles HOA", description: "", createdBy: admin },
  });
  const { id } = (response.body as { data: { id: string } }).data;
  return { id, admin, token: `valid:${admin}` };
}

/** A person who joined the organization with `role` (membership and roles record). */
async function join(orgId: string, role: Role) {
  const uid = uniqueUid();
  const now = Timestamp.fromDate(new Date("2026-11-22T12:00:00.000Z"));
  await db.firestore
    .batch()
    .set(db.firestore.doc(`users/${uid}/roles/roles`), {
      orgId,
      role,
      permissions: [...ROLE_PERMISSIONS[role]],
    })
    .set(
      db.firestore.doc(`orgs/${orgId}/members/${uid}`),
      newMemberDocument({ uid, email: `${uid}@test.hoa`, displayName: `User ${uid}`, role }, now),
    )
    .commit();
  return { uid, token: `valid:${uid}` };
}

const changeRole = (orgId: string, uid: string, token: string, body: unknown, ifMatch = '"1"') =>
  call(db.api, `/api/orgs/${orgId}/members/${uid}`, {
    method: "PATCH",
    token,
    body,
    headers: ifMatch === "" ? {} : { "if-match": ifMatch },
  });

const stored = async (orgId: string, uid: string) => {
  const [member, roles] = await Promise.all([
    db.firestore.doc(`orgs/${orgId}/members/${uid}`).get(),
    db.firestore.doc(`users/${uid}/roles/roles`).get(),
  ]);
  return {
    role: member.get("role") as unknown,
    permissions: member.get("permissions") as unknown,
    version: member.get("version") as unknown,
    roles: roles.data(),
  };
};

const auditOf = async (orgId: string) =>
  (await db.firestore.collection(`orgs/${orgId}/audit`).orderBy("at").get()).docs.map((doc) =>
    doc.data(),
  );

/** Whether `token` may do what only administrators may: rename the organization. */
const canAdminister = async (orgId: string, token: string) => {
  const organization = await call(db.api, `/api/orgs/${orgId}`, { token });
  const version = (organization.body as { data: { version: number } }).data.version;
  const rename = await call(db.api, `/api/orgs/${orgId}`, {
    method: "PATCH",
    token,
    body: { description: `Changed by ${token}` },
    headers: { "if-match": `"${version}"` },
  });
  return rename.status === 200;
};

describe("GET /api/orgs/{orgId}/members", () => {
  it("gives each member an id like every other item: their account's uid, also kept as uid", async () => {
    const org = await organization();
    const ana = await join(org.id, "member");
    const response = await call(db.api, `/api/orgs/${org.id}/members`, {
      token: ana.token,
    });
    const { items } = (response.body as { data: { items: Record<string, unknown>[] } }).data;
    expect(items.map(({ id, uid, role }) => ({ id, uid, role }))).toEqual(
      expect.arrayContaining([
        { id: org.admin, uid: org.admin, role: "admin" },
        { id: ana.uid, uid: ana.uid, role: "member" },
      ]),
    );
    expect(items).toHaveLength(2);
  });
});

describe("PATCH /api/orgs/{orgId}/members/{memberId}", () => {
  it("makes a member an administrator: membership, roles record and audit together, at once", async () => {
    const org = await organization();
    const ana = await join(org.id, "member");
    expect(await canAdminister(org.id, ana.token)).toBe(false);

    const response = await changeRole(org.id, ana.uid, org.token, { role: "admin" });

    expect(response).toMatchObject({
      status: 200,
      headers: { etag: '"2"' },
      body: {
        data: {
          id: ana.uid,
          uid: ana.uid,
          role: "admin",
          version: 2,
          email: `${ana.uid}@test.hoa`,
        },
      },
    });
    expect(await stored(org.id, ana.uid)).toEqual({
      role: "admin",
      permissions: [...ROLE_PERMISSIONS.admin],
      version: 2,
      roles: { orgId: org.id, role: "admin", permissions: [...ROLE_PERMISSIONS.admin] },
    });
    expect((await auditOf(org.id)).find((entry) => entry.resource === "members")).toMatchObject({
      actor: { uid: org.admin },
      action: "update",
      resource: "members",
      resourceId: ana.uid,
      label: `User ${ana.uid}`,
      changes: [{ field: "role", before: "member", after: "admin" }],
    });
    expect(await canAdminister(org.id, ana.token)).toBe(true);
  });

  it("lets one of two administrators step down, which ends their administration at once", async () => {
    const org = await organization();
    const ben = await join(org.id, "admin");

    const response = await changeRole(org.id, ben.uid, ben.token, { role: "member" });

    expect(response.status).toBe(200);
    expect((await stored(org.id, ben.uid)).roles).toMatchObject({ role: "member" });
    expect(await canAdminister(org.id, ben.token)).toBe(false);
  });

  it("never lets the last administrator stop being one (409), writing nothing", async () => {
    const org = await organization();
    const auditBefore = await auditOf(org.id);

    const response = await changeRole(org.id, org.admin, org.token, { role: "member" });

    expect(response).toMatchObject({
      status: 409,
      body: { error: apiMessages.lastAdministrator },
    });
    expect(await stored(org.id, org.admin)).toMatchObject({ role: "admin", version: 1 });
    expect(await auditOf(org.id)).toEqual(auditBefore);
  });

  it("keeps an administrator when two of them demote each other at the same time", async () => {
    const org = await organization();
    const ben = await join(org.id, "admin");

    const responses = await Promise.all([
      changeRole(org.id, ben.uid, org.token, { role: "member" }),
      changeRole(org.id, org.admin, ben.token, { role: "member" }),
    ]);

    expect(responses.map(({ status }) => status).filter((status) => status === 200)).toHaveLength(
      1,
    );
    for (const { status } of responses) expect([200, 403, 409]).toContain(status);
    const admins = await db.firestore
      .collection(`orgs/${org.id}/members`)
      .where("role", "==", "admin")
      .get();
    expect(admins.size).toBe(1);
  });

  it("answers with the member unchanged, and audits nothing, when the role is already that", async () => {
    const org = await organization();
    const ana = await join(org.id, "member");
    const auditBefore = await auditOf(org.id);

    const response = await changeRole(org.id, ana.uid, org.token, { role: "member" });

    expect(response).toMatchObject({ status: 200, body: { data: { role: "member", version: 1 } } });
    expect(await auditOf(org.id)).toEqual(auditBefore);
  });

  it("refuses a member who is not an administrator (403)", async () => {
    const org = await organization();
    const ana = await join(org.id, "member");
    const response = await changeRole(org.id, ana.uid, ana.token, { role: "admin" });
    expect(response).toMatchObject({
      status: 403,
      body: { error: apiMessages.organizationAdminOnly },
    });
    expect((await stored(org.id, ana.uid)).role).toBe("member");
  });

  it("refuses another organization's administrator (403) and an unknown member (404)", async () => {
    const org = await organization();
    const other = await organization();
    const ana = await join(org.id, "member");

    expect((await changeRole(org.id, ana.uid, other.token, { role: "admin" })).status).toBe(403);
    expect(await changeRole(org.id, "nobody", org.token, { role: "admin" })).toMatchObject({
      status: 404,
      body: { error: apiMessages.memberNotFound },
    });
  });

  it("refuses a role that does not exist, naming the field (400)", async () => {
    const org = await organization();
    const ana = await join(org.id, "member");
    const response = await changeRole(org.id, ana.uid, org.token, { role: "owner" });
    expect(response).toMatchObject({
      status: 400,
      body: { error: messages.memberRoleInvalid, fields: { role: messages.memberRoleInvalid } },
    });
  });

  it("needs the version the change was made to (428 without, 412 when stale)", async () => {
    const org = await organization();
    const ana = await join(org.id, "member");

    expect(await changeRole(org.id, ana.uid, org.token, { role: "admin" }, "")).toMatchObject({
      status: 428,
      body: { error: apiMessages.versionRequired },
    });
    expect((await changeRole(org.id, ana.uid, org.token, { role: "admin" })).status).toBe(200);
    expect(await changeRole(org.id, ana.uid, org.token, { role: "member" }, '"1"')).toMatchObject({
      status: 412,
      body: { error: apiMessages.versionStale },
    });
    expect((await stored(org.id, ana.uid)).role).toBe("admin");
  });
});

const removeMember = (orgId: string, uid: string, token: string, ifMatch = '"1"') =>
  call(db.api, `/api/orgs/${orgId}/members/${uid}`, {
    method: "DELETE",
    token,
    headers: ifMatch === "" ? {} : { "if-match": ifMatch },
  });

describe("DELETE /api/orgs/{orgId}/members/{memberId}", () => {
  it("removes a member: membership, roles record and audit together; their access ends at their next request", async () => {
    const org = await organization();
    const ana = await join(org.id, "member");
    expect((await call(db.api, `/api/orgs/${org.id}`, { token: ana.token })).status).toBe(200);

    const response = await removeMember(org.id, ana.uid, org.token);

    expect(response).toMatchObject({ status: 200, body: { data: { id: ana.uid } } });
    expect(await stored(org.id, ana.uid)).toEqual({
      role: undefined,
      permissions: undefined,
      version: undefined,
      roles: undefined,
    });
    expect((await auditOf(org.id)).find((entry) => entry.action === "delete")).toMatchObject({
      actor: { uid: org.admin },
      resource: "members",
      resourceId: ana.uid,
      label: `User ${ana.uid}`,
      changes: expect.arrayContaining([
        { field: "email", before: `${ana.uid}@test.hoa`, after: null },
        { field: "role", before: "member", after: null },
      ]) as unknown,
    });
    expect(await call(db.api, `/api/orgs/${org.id}`, { token: ana.token })).toMatchObject({
      status: 403,
      body: { error: apiMessages.organizationForbidden },
    });
    expect(await call(db.api, "/api/roles", { token: ana.token })).toMatchObject({
      status: 200,
      body: { data: null },
    });
  });

  it("removes one of two administrators, whose administration ends at once", async () => {
    const org = await organization();
    const ben = await join(org.id, "admin");
    expect(await canAdminister(org.id, ben.token)).toBe(true);

    expect((await removeMember(org.id, ben.uid, org.token)).status).toBe(200);

    const rename = await call(db.api, `/api/orgs/${org.id}`, {
      method: "PATCH",
      token: ben.token,
      body: { description: "Changed after removal" },
      headers: { "if-match": '"2"' },
    });
    expect(rename).toMatchObject({
      status: 403,
      body: { error: apiMessages.organizationForbidden },
    });
  });

  it("never removes the last administrator (409), writing nothing", async () => {
    const org = await organization();
    const auditBefore = await auditOf(org.id);

    expect(await removeMember(org.id, org.admin, org.token)).toMatchObject({
      status: 409,
      body: { error: apiMessages.lastAdministrator },
    });
    expect(await stored(org.id, org.admin)).toMatchObject({ role: "admin", version: 1 });
    expect(await auditOf(org.id)).toEqual(auditBefore);
  });

  it("keeps an administrator when two of them remove each other at the same time", async () => {
    const org = await organization();
    const ben = await join(org.id, "admin");

    const responses = await Promise.all([
      removeMember(org.id, ben.uid, org.token),
      removeMember(org.id, org.admin, ben.token),
    ]);

    expect(responses.filter(({ status }) => status === 200)).toHaveLength(1);
    for (const { status } of responses) expect([200, 403, 409]).toContain(status);
    const admins = await db.firestore
      .collection(`orgs/${org.id}/members`)
      .where("role", "==", "admin")
      .get();
    expect(admins.size).toBe(1);
    const roles = await Promise.all(
      [org.admin, ben.uid].map((uid) => db.firestore.doc(`users/${uid}/roles/roles`).get()),
    );
    expect(roles.filter((record) => record.exists)).toHaveLength(1);
  });

  it("keeps an administrator when one demotes the other while being removed by them", async () => {
    const org = await organization();
    const ben = await join(org.id, "admin");

    const responses = await Promise.all([
      changeRole(org.id, ben.uid, org.token, { role: "member" }),
      removeMember(org.id, org.admin, ben.token),
    ]);

    expect(responses.filter(({ status }) => status === 200)).toHaveLength(1);
    const admins = await db.firestore
      .collection(`orgs/${org.id}/members`)
      .where("role", "==", "admin")
      .get();
    expect(admins.size).toBe(1);
  });

  it("needs the version (428 without, 412 when stale), refuses members (403), another organization (403), an unknown member (404)", async () => {
    const org = await organization();
    const other = await organization();
    const ana = await join(org.id, "member");
    const ben = await join(org.id, "member");

    expect(await removeMember(org.id, ana.uid, org.token, "")).toMatchObject({ status: 428 });
    expect(await removeMember(org.id, ana.uid, org.token, '"2"')).toMatchObject({
      status: 412,
      body: { error: apiMessages.versionStale },
    });
    expect(await removeMember(org.id, ana.uid, ben.token)).toMatchObject({
      status: 403,
      body: { error: apiMessages.organizationAdminOnly },
    });
    expect((await removeMember(org.id, ana.uid, other.token)).status).toBe(403);
    expect((await removeMember(other.id, ana.uid, other.token)).status).toBe(404);
    expect(await removeMember(org.id, "nobody", org.token)).toMatchObject({
      status: 404,
      body: { error: apiMessages.memberNotFound },
    });
    expect((await stored(org.id, ana.uid)).role).toBe("member");
  });

  it("leaves a roles record that names another organization alone", async () => {
    const org = await organization();
    const other = await organization();
    const ana = await join(org.id, "member");
    await db.firestore
      .doc(`users/${ana.uid}/roles/roles`)
      .set({ orgId: other.id, role: "member", permissions: [] });

    expect((await removeMember(org.id, ana.uid, org.token)).status).toBe(200);

    expect((await stored(org.id, ana.uid)).roles).toMatchObject({ orgId: other.id });
  });
});

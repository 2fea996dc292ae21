import { messages, preferencesOf } from "@hoa/validation";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { call, uniqueUid, useTestApi } from "../../../test/support/api.js";
import { apiMessages } from "../../http/messages.js";

const db = useTestApi();

/** What an organization that never chose its settings answers. */
const DEFAULT_SETTINGS = preferencesOf({});

const createOrg = (uid: string, body: unknown) =>
  call(db.api, "/api/createOrg", { method: "POST", token: `valid:${uid}`, body });

const organizationsCreatedBy = async (uid: string) =>
  (await db.firestore.collection("orgs").where("createdBy", "==", uid).get()).docs;

describe("POST /api/createOrg", () => {
  it("stores the trimmed organization, the caller's admin roles, membership and an audit entry", async () => {
    const uid = uniqueUid();
    const response = await createOrg(uid, {
      name: "  Oak Hill HOA ",
      description: " Twelve homes. ",
      createdBy: uid,
      plan: "gold",
    });
    const organization = (response.body as { data: { id: string; createdAt: string } }).data;

    expect(response.status).toBe(200);
    expect(organization).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      name: "Oak Hill HOA",
      description: "Twelve homes.",
      createdBy: uid,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      version: 1,
      ...DEFAULT_SETTINGS,
    });
    const stored = await db.firestore.doc(`orgs/${organization.id}`).get();
    expect(stored.data()).toEqual({
      name: "Oak Hill HOA",
      description: "Twelve homes.",
      createdBy: uid,
      createdAt: expect.any(Timestamp),
      version: 1,
    });
    expect((stored.get("createdAt") as Timestamp).toDate().toISOString()).toBe(
      organization.createdAt,
    );
    expect((await db.firestore.doc(`users/${uid}/roles/roles`).get()).data()).toEqual({
      orgId: organization.id,
      role: "admin",
      permissions: ["admin"],
    });
    expect((await db.firestore.doc(`orgs/${organization.id}/members/${uid}`).get()).data()).toEqual(
      {
        uid,
        email: `${uid}@test.hoa`,
        displayName: `User ${uid}`,
        role: "admin",
        permissions: ["admin"],
        joinedAt: expect.any(Timestamp),
        version: 1,
        createdAt: expect.any(Timestamp),
        updatedAt: expect.any(Timestamp),
        keywords: expect.arrayContaining(["user", `${uid}`.slice(0, 4)]),
        keywordsSet: expect.objectContaining({ user: true, [`${uid}`.slice(0, 4)]: true }),
      },
    );
    const audit = await db.firestore.collection(`orgs/${organization.id}/audit`).get();
    expect(audit.docs.map((entry) => entry.data())).toEqual([
      {
        at: expect.any(Timestamp),
        actor: { uid, displayName: `User ${uid}`, email: `${uid}@test.hoa` },
        action: "create",
        resource: "organization",
        resourceId: organization.id,
        label: "Oak Hill HOA",
        changes: [
          { field: "name", before: null, after: "Oak Hill HOA" },
          { field: "description", before: null, after: "Twelve homes." },
        ],
      },
    ]);
  });

  it("stores an empty description when none is given", async () => {
    const uid = uniqueUid();
    const response = await createOrg(uid, { name: "Oak Hill", createdBy: uid });
    const { id } = (response.body as { data: { id: string } }).data;
    expect((await db.firestore.doc(`orgs/${id}`).get()).get("description")).toBe("");
  });

  it("refuses with 409 and writes nothing when the caller already has a roles record", async () => {
    const uid = uniqueUid();
    const first = await createOrg(uid, { name: "First HOA", createdBy: uid });
    const firstId = (first.body as { data: { id: string } }).data.id;

    const second = await createOrg(uid, { name: "Second HOA", createdBy: uid });
    expect(second).toMatchObject({
      status: 409,
      body: { error: apiMessages.alreadyHasOrganization },
    });
    expect((await organizationsCreatedBy(uid)).map((doc) => doc.id)).toEqual([firstId]);
  });

  it("creates exactly one organization, membership and audit entry when the same caller asks several times at once", async () => {
    const uid = uniqueUid();
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        createOrg(uid, { name: `Race ${index}`, createdBy: uid }),
      ),
    );

    const created = responses.filter((response) => response.status === 200);
    expect(created).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(7);
    const winner = (created[0]?.body as { data: { id: string } }).data.id;
    expect((await organizationsCreatedBy(uid)).map((doc) => doc.id)).toEqual([winner]);
    expect((await db.firestore.doc(`users/${uid}/roles/roles`).get()).get("orgId")).toBe(winner);
    expect((await db.firestore.collection(`orgs/${winner}/members`).get()).size).toBe(1);
    expect((await db.firestore.collection(`orgs/${winner}/audit`).get()).size).toBe(1);
  });

  it.each([
    ["a body that is a list", [], messages.requestBodyNotObject],
    ["no name", { createdBy: "x" }, messages.organizationNameRequired],
    ["a name of spaces", { name: "   ", createdBy: "x" }, messages.organizationNameRequired],
    ["a two-character name", { name: " ab ", createdBy: "x" }, messages.organizationNameTooShort],
    [
      "a 101-character name",
      { name: "n".repeat(101), createdBy: "x" },
      messages.organizationNameTooLong,
    ],
    [
      "a 501-character description",
      { name: "Oak", description: "d".repeat(501), createdBy: "x" },
      messages.organizationDescriptionTooLong,
    ],
    [
      "a description that is not text",
      { name: "Oak", description: 5, createdBy: "x" },
      messages.organizationDescriptionNotText,
    ],
    ["no createdBy", { name: "Oak" }, messages.createdByRequired],
  ])(
    "refuses %s with 400 and the validation message, writing nothing",
    async (_case, body, message) => {
      const uid = uniqueUid();
      const response = await createOrg(uid, body);
      expect(response).toMatchObject({ status: 400, body: { error: message } });
      expect((await db.firestore.doc(`users/${uid}/roles/roles`).get()).exists).toBe(false);
    },
  );

  it("refuses with 403 and writes nothing when createdBy is another user", async () => {
    const uid = uniqueUid();
    const response = await createOrg(uid, { name: "Oak Hill", createdBy: "someone-else" });
    expect(response).toMatchObject({
      status: 403,
      body: { error: apiMessages.createdByNotCaller },
    });
    expect((await db.firestore.doc(`users/${uid}/roles/roles`).get()).exists).toBe(false);
    expect(await organizationsCreatedBy("someone-else")).toEqual([]);
  });
});

describe("GET /api/orgs/{orgId}", () => {
  it("returns the organization the caller's roles record points at, as createOrg returned it", async () => {
    const uid = uniqueUid();
    const created = await createOrg(uid, { name: "Oak Hill", description: "Nice", createdBy: uid });
    const organization = (created.body as { data: { id: string } }).data;
    const response = await call(db.api, `/api/orgs/${organization.id}`, { token: `valid:${uid}` });
    expect(response).toMatchObject({
      status: 200,
      body: { data: organization },
      headers: { etag: '"1"' },
    });
  });

  it("refuses with 403 an organization that belongs to someone else", async () => {
    const owner = uniqueUid();
    const created = await createOrg(owner, { name: "Oak Hill", createdBy: owner });
    const { id } = (created.body as { data: { id: string } }).data;
    const response = await call(db.api, `/api/orgs/${id}`, { token: `valid:${uniqueUid()}` });
    expect(response).toMatchObject({
      status: 403,
      body: { error: apiMessages.organizationForbidden },
    });
  });

  it("refuses with 403, not 404, an id that does not exist and is not the caller's", async () => {
    const response = await call(db.api, "/api/orgs/no-such-org", { token: `valid:${uniqueUid()}` });
    expect(response).toMatchObject({
      status: 403,
      body: { error: apiMessages.organizationForbidden },
    });
  });

  it("answers 404 when the caller's roles record points at an organization that is gone", async () => {
    const uid = uniqueUid();
    await db.firestore
      .doc(`users/${uid}/roles/roles`)
      .set({ orgId: `gone-${uid}`, role: "admin", permissions: ["admin"] });
    const response = await call(db.api, `/api/orgs/gone-${uid}`, { token: `valid:${uid}` });
    expect(response).toMatchObject({
      status: 404,
      body: { error: apiMessages.organizationNotFound },
    });
  });

  it("dates a stored organization without createdAt by its creation time, at version 1", async () => {
    const uid = uniqueUid();
    await db.firestore
      .doc(`users/${uid}/roles/roles`)
      .set({ orgId: `org-${uid}`, role: "admin", permissions: ["admin"] });
    const write = await db.firestore.doc(`orgs/org-${uid}`).set({ name: "Legacy HOA" });

    const response = await call(db.api, `/api/orgs/org-${uid}`, { token: `valid:${uid}` });
    expect(response.body).toEqual({
      data: {
        id: `org-${uid}`,
        name: "Legacy HOA",
        description: "",
        createdBy: "",
        createdAt: write.writeTime.toDate().toISOString(),
        version: 1,
        ...DEFAULT_SETTINGS,
      },
    });
  });
});

describe("GET /api/roles", () => {
  it("returns null for a caller without a roles record", async () => {
    const response = await call(db.api, "/api/roles", { token: `valid:${uniqueUid()}` });
    expect(response).toMatchObject({ status: 200, body: { data: null } });
  });

  it("returns the caller's own roles record", async () => {
    const uid = uniqueUid();
    await db.firestore
      .doc(`users/${uid}/roles/roles`)
      .set({ orgId: "o1", role: "admin", permissions: ["admin"] });
    await db.firestore
      .doc(`users/${uniqueUid()}/roles/roles`)
      .set({ orgId: "o2", role: "member", permissions: [] });
    const response = await call(db.api, "/api/roles", { token: `valid:${uid}` });
    expect(response.body).toEqual({ data: { orgId: "o1", role: "admin", permissions: ["admin"] } });
  });

  it("returns null fields and only the text permissions of an incomplete record", async () => {
    const uid = uniqueUid();
    await db.firestore.doc(`users/${uid}/roles/roles`).set({ role: 7, permissions: ["admin", 3] });
    const response = await call(db.api, "/api/roles", { token: `valid:${uid}` });
    expect(response.body).toEqual({ data: { orgId: null, role: null, permissions: ["admin"] } });
  });
});

describe("PATCH /api/orgs/{orgId} (settings)", () => {
  const settingsOf = async () => {
    const uid = uniqueUid();
    const created = await createOrg(uid, { name: "Oak Hill", createdBy: uid });
    const { id } = (created.body as { data: { id: string } }).data;
    const patch = (body: unknown, ifMatch = '"1"', token = `valid:${uid}`) =>
      call(db.api, `/api/orgs/${id}`, {
        method: "PATCH",
        token,
        body,
        headers: ifMatch ? { "if-match": ifMatch } : {},
      });
    return { uid, id, patch };
  };

  it("saves the name, description, time zone, session timeout and switches, audited, and answers them on GET", async () => {
    const { uid, id, patch } = await settingsOf();
    const response = await patch({
      name: " Oak Hill Commons ",
      description: "Forty homes",
      timeZone: "America/Phoenix",
      sessionTimeout: "30m",
      requireTwoFactor: true,
      notifySupportTickets: false,
      notifyWeeklySummary: true,
    });
    expect(response).toMatchObject({ status: 200, headers: { etag: '"2"' } });
    const expected = {
      ...DEFAULT_SETTINGS,
      id,
      name: "Oak Hill Commons",
      description: "Forty homes",
      timeZone: "America/Phoenix",
      sessionTimeout: "30m",
      requireTwoFactor: true,
      notifySupportTickets: false,
      notifyWeeklySummary: true,
      version: 2,
    };
    expect((response.body as { data: unknown }).data).toMatchObject(expected);
    expect((await call(db.api, `/api/orgs/${id}`, { token: `valid:${uid}` })).body).toMatchObject({
      data: expected,
    });
    const audit = await db.firestore
      .collection(`orgs/${id}/audit`)
      .where("action", "==", "update")
      .get();
    expect(audit.docs.map((entry) => entry.get("changes") as unknown)).toEqual([
      [
        { field: "name", before: "Oak Hill", after: "Oak Hill Commons" },
        { field: "description", before: "", after: "Forty homes" },
        { field: "timeZone", before: "America/Los_Angeles", after: "America/Phoenix" },
        { field: "sessionTimeout", before: "1h", after: "30m" },
        { field: "requireTwoFactor", before: false, after: true },
        { field: "notifySupportTickets", before: true, after: false },
        { field: "notifyWeeklySummary", before: false, after: true },
      ],
    ]);
  });

  it.each(["America/Phoenix", "Pacific/Honolulu", "America/Anchorage"])(
    "saves the time zone %s, which the four of old could not name",
    async (timeZone) => {
      const { id, patch } = await settingsOf();
      expect(await patch({ timeZone })).toMatchObject({
        status: 200,
        body: { data: { timeZone } },
      });
      expect((await db.firestore.doc(`orgs/${id}`).get()).get("timeZone")).toBe(timeZone);
    },
  );

  it("reads a zone stored as an old code as its IANA name, and stores a code sent as its zone", async () => {
    const { uid, id, patch } = await settingsOf();
    await db.firestore.doc(`orgs/${id}`).update({ timeZone: "MT" });
    expect((await call(db.api, `/api/orgs/${id}`, { token: `valid:${uid}` })).body).toMatchObject({
      data: { timeZone: "America/Denver" },
    });
    expect(await patch({ timeZone: "ET" })).toMatchObject({
      status: 200,
      body: { data: { timeZone: "America/New_York" } },
    });
    expect((await db.firestore.doc(`orgs/${id}`).get()).get("timeZone")).toBe("America/New_York");
  });

  it.each([["Mars/Olympus"], ["UTC"], ["america/phoenix"], [5]])(
    "refuses the time zone %j with 400 and the field's message",
    async (timeZone) => {
      const { patch } = await settingsOf();
      expect(await patch({ timeZone })).toMatchObject({
        status: 400,
        body: { error: messages.timeZoneInvalid, fields: { timeZone: messages.timeZoneInvalid } },
      });
    },
  );

  it.each([
    ["an unknown session timeout", { sessionTimeout: "2h" }, messages.sessionTimeoutInvalid],
    [
      "a switch that is not true or false",
      { notifyPayments: "yes" },
      messages.settingsToggleInvalid,
    ],
    ["a two-character name", { name: "ab" }, messages.organizationNameTooShort],
  ])("refuses %s with 400 and its message", async (_case, body, message) => {
    const { patch } = await settingsOf();
    expect(await patch(body)).toMatchObject({ status: 400, body: { error: message } });
  });

  it("refuses a change made to an older version (412), without one (428) or by a member (403)", async () => {
    const { id, patch } = await settingsOf();
    await patch({ timeZone: "America/Chicago" });
    expect(await patch({ timeZone: "America/Denver" })).toMatchObject({ status: 412 });
    expect(await patch({ timeZone: "America/Denver" }, "")).toMatchObject({ status: 428 });
    const member = uniqueUid();
    await db.firestore
      .doc(`users/${member}/roles/roles`)
      .set({ orgId: id, role: "member", permissions: [] });
    expect(await patch({ timeZone: "America/Denver" }, '"2"', `valid:${member}`)).toMatchObject({
      status: 403,
    });
  });
});

import { messages } from "@hoa/validation";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { buildTestApi, call, testClock, uniqueUid, useTestApi } from "../../../test/support/api.js";
import { apiMessages } from "../../http/messages.js";

const db = useTestApi();

/** A new organization made through the API, with its administrator. */
async function organization(api = db.api) {
  const admin = uniqueUid();
  const response = await call(api, "/api/createOrg", {
    method: "POST",
    token: `valid:${admin}`,
    body: { name: "Versioned HOA", description: "Before", createdBy: admin },
  });
  const { id } = (response.body as { data: { id: string } }).data;
  return { id, admin, token: `valid:${admin}` };
}

const auditOf = async (orgId: string) =>
  (await db.firestore.collection(`orgs/${orgId}/audit`).orderBy("at").get()).docs.map((doc) =>
    doc.data(),
  );

const patch = (orgId: string, token: string, body: unknown, ifMatch?: string) =>
  call(db.api, `/api/orgs/${orgId}`, {
    method: "PATCH",
    token,
    body,
    headers: ifMatch === undefined ? {} : { "if-match": ifMatch },
  });

describe("a versioned, audited write (PATCH /api/orgs/{orgId})", () => {
  it("applies a change made to the current version, bumps it and audits who, when, what", async () => {
    const clock = testClock(new Date("2026-11-22T12:00:00.000Z"));
    const api = buildTestApi(db.firestore, { clock });
    const org = await organization(api);
    clock.advance(60_000);

    const response = await call(api, `/api/orgs/${org.id}`, {
      method: "PATCH",
      token: org.token,
      body: { name: "  Renamed HOA ", description: "Before" },
      headers: { "if-match": '"1"' },
    });

    expect(response).toMatchObject({
      status: 200,
      headers: { etag: '"2"' },
      body: { data: { id: org.id, name: "Renamed HOA", description: "Before", version: 2 } },
    });
    const stored = await db.firestore.doc(`orgs/${org.id}`).get();
    expect(stored.get("name")).toBe("Renamed HOA");
    expect(stored.get("version")).toBe(2);
    const [, update] = await auditOf(org.id);
    expect(update).toEqual({
      at: Timestamp.fromDate(new Date("2026-11-22T12:01:00.000Z")),
      actor: { uid: org.admin, displayName: `User ${org.admin}`, email: `${org.admin}@test.hoa` },
      action: "update",
      resource: "organization",
      resourceId: org.id,
      label: "Renamed HOA",
      changes: [{ field: "name", before: "Versioned HOA", after: "Renamed HOA" }],
    });
  });

  it.each([['W/"1"'], ["1"]])("accepts the version written as %s", async (ifMatch) => {
    const org = await organization();
    expect((await patch(org.id, org.token, { description: "After" }, ifMatch)).status).toBe(200);
  });

  it("refuses a change without If-Match (428), writing nothing", async () => {
    const org = await organization();
    const response = await patch(org.id, org.token, { name: "Nope HOA" });
    expect(response).toMatchObject({ status: 428, body: { error: apiMessages.versionRequired } });
    expect((await db.firestore.doc(`orgs/${org.id}`).get()).get("name")).toBe("Versioned HOA");
    expect(await auditOf(org.id)).toHaveLength(1);
  });

  it("refuses a change made to an older version (412), changing nothing", async () => {
    const org = await organization();
    expect((await patch(org.id, org.token, { name: "First HOA" }, '"1"')).status).toBe(200);
    const stale = await patch(org.id, org.token, { name: "Second HOA" }, '"1"');
    expect(stale).toMatchObject({ status: 412, body: { error: apiMessages.versionStale } });
    const stored = await db.firestore.doc(`orgs/${org.id}`).get();
    expect(stored.get("name")).toBe("First HOA");
    expect(stored.get("version")).toBe(2);
    expect(await auditOf(org.id)).toHaveLength(2);
  });

  it("lets exactly one of two changes made to the same version through", async () => {
    const org = await organization();
    const responses = await Promise.all([
      patch(org.id, org.token, { name: "Alpha HOA" }, '"1"'),
      patch(org.id, org.token, { name: "Bravo HOA" }, '"1"'),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 412]);
    const winner = responses.find((response) => response.status === 200)?.body as {
      data: { name: string };
    };
    const stored = await db.firestore.doc(`orgs/${org.id}`).get();
    expect(stored.get("name")).toBe(winner.data.name);
    expect(stored.get("version")).toBe(2);
    expect(await auditOf(org.id)).toHaveLength(2);
  });

  it("writes no audit entry and keeps the version when nothing changes", async () => {
    const org = await organization();
    const response = await patch(org.id, org.token, { name: "Versioned HOA" }, '"1"');
    expect(response).toMatchObject({ status: 200, body: { data: { version: 1 } } });
    expect(await auditOf(org.id)).toHaveLength(1);
  });

  it("names the refused fields of a bad change (400), writing nothing", async () => {
    const org = await organization();
    const response = await patch(org.id, org.token, { name: "ab", description: 7 }, '"1"');
    expect(response).toMatchObject({
      status: 400,
      body: {
        error: messages.organizationNameTooShort,
        fields: {
          name: messages.organizationNameTooShort,
          description: messages.organizationDescriptionNotText,
        },
      },
    });
    expect(await auditOf(org.id)).toHaveLength(1);
  });
});

describe("GET /api/orgs/{orgId}/audit", () => {
  it("lists the trail newest first, pages it, and filters by kind of item and of change", async () => {
    const clock = testClock(new Date("2026-11-01T00:00:00.000Z"));
    const api = buildTestApi(db.firestore, { clock });
    const org = await organization(api);
    for (let version = 1; version <= 6; version += 1) {
      clock.advance(3_600_000);
      await call(api, `/api/orgs/${org.id}`, {
        method: "PATCH",
        token: org.token,
        body: { description: `Version ${version + 1}` },
        headers: { "if-match": `"${version}"` },
      });
    }

    const first = await call(api, `/api/orgs/${org.id}/audit?limit=4`, { token: org.token });
    const firstPage = (
      first.body as { data: { items: { at: string; action: string }[]; nextCursor: string } }
    ).data;
    expect(firstPage.items).toHaveLength(4);
    const second = await call(
      api,
      `/api/orgs/${org.id}/audit?limit=4&cursor=${encodeURIComponent(firstPage.nextCursor)}`,
      { token: org.token },
    );
    const secondPage = (
      second.body as { data: { items: { at: string; action: string }[]; nextCursor: null } }
    ).data;
    expect(secondPage).toMatchObject({ nextCursor: null });
    const times = [...firstPage.items, ...secondPage.items].map((item) => item.at);
    expect(times).toHaveLength(7);
    expect(times).toEqual([...times].sort().reverse());

    const creates = await call(api, `/api/orgs/${org.id}/audit?action=create`, {
      token: org.token,
    });
    expect(
      (creates.body as { data: { items: { action: string }[] } }).data.items.map(
        (item) => item.action,
      ),
    ).toEqual(["create"]);
    const members = await call(api, `/api/orgs/${org.id}/audit?resource=members`, {
      token: org.token,
    });
    expect((members.body as { data: { items: unknown[] } }).data.items).toEqual([]);
  });

  it("is for administrators only", async () => {
    const org = await organization();
    const reader = uniqueUid();
    await db.firestore
      .doc(`users/${reader}/roles/roles`)
      .set({ orgId: org.id, role: "member", permissions: [] });
    expect(
      await call(db.api, `/api/orgs/${org.id}/audit`, { token: `valid:${reader}` }),
    ).toMatchObject({
      status: 403,
      body: { error: apiMessages.organizationAdminOnly },
    });
  });
});

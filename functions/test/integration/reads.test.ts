import { preferencesOf } from "@hoa/validation";
import { describe, expect, it } from "vitest";
import { apiMessages } from "../../src/http/messages.js";
import { admin, callApi, createOrg, signIn, signUp } from "../support/stack.js";

describe("GET /api/roles through Hosting", () => {
  it("answers null for a user without an organization", async () => {
    const user = await signUp();
    const response = await callApi("/api/roles", { token: user.idToken });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: null });
  });

  it("answers the caller's own roles record after they create an organization", async () => {
    const user = await signUp();
    const created = await createOrg(user);
    const { data } = created.body as { data: { id: string } };

    const response = await callApi("/api/roles", { token: user.idToken });
    expect(response.body).toEqual({
      data: { orgId: data.id, role: "admin", permissions: ["admin"] },
    });
  });

  it("answers the seeded demo admin's role in Maple Grove HOA", async () => {
    const demoAdmin = await signIn("admin@demo.hoa", "Admin123!");
    const response = await callApi("/api/roles", { token: demoAdmin.idToken });
    expect(response.body).toEqual({
      data: { orgId: "maple-grove", role: "admin", permissions: ["admin"] },
    });
  });
});

describe("GET /api/orgs/{orgId} through Hosting", () => {
  it("answers the caller's organization exactly as createOrg answered it", async () => {
    const user = await signUp();
    const created = await createOrg(user, { name: "Juniper Court", description: "Eight homes." });
    // Says what was answered instead, should the organization not be created.
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { data } = created.body as { data: { id: string } };

    const response = await callApi(`/api/orgs/${data.id}`, { token: user.idToken });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(created.body);
  });

  it("answers the seeded Maple Grove HOA to its demo admin", async () => {
    const demoAdmin = await signIn("admin@demo.hoa", "Admin123!");
    const response = await callApi("/api/orgs/maple-grove", { token: demoAdmin.idToken });
    expect(response.body).toEqual({
      data: {
        id: "maple-grove",
        name: "Maple Grove HOA",
        description: "A community of 120 homes around Maple Grove Park.",
        createdBy: "demo-admin",
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        // The end-to-end tests may have changed (and put back) its settings before this runs.
        version: expect.any(Number),
        // The demo keeps the default settings.
        ...preferencesOf({}),
      },
    });
  });

  it("answers 403 to another user's token, whether or not that user has an organization", async () => {
    const owner = await signUp();
    const { data } = (await createOrg(owner)).body as { data: { id: string } };
    const stranger = await signUp();
    const otherAdmin = await signUp();
    await createOrg(otherAdmin);

    for (const caller of [stranger, otherAdmin]) {
      const response = await callApi(`/api/orgs/${data.id}`, { token: caller.idToken });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: apiMessages.organizationForbidden });
    }
  });

  it("answers 403 for an id that does not exist when it is not the caller's", async () => {
    const user = await signUp();
    const response = await callApi("/api/orgs/no-such-organization", { token: user.idToken });
    expect(response.status).toBe(403);
  });

  it("answers 404 when the caller's roles record points at an organization that does not exist", async () => {
    const user = await signUp();
    const missingId = `missing-${user.uid}`;
    await admin()
      .firestore.doc(`users/${user.uid}/roles/roles`)
      .set({ orgId: missingId, role: "admin", permissions: ["admin"] });

    const response = await callApi(`/api/orgs/${missingId}`, { token: user.idToken });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: apiMessages.organizationNotFound });
  });
});

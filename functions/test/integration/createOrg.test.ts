import { messages, preferencesOf } from "@hoa/validation";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { apiMessages } from "../../src/http/messages.js";
import {
  admin,
  callApi,
  consoleUrl,
  createOrg,
  organizationsCreatedBy,
  signUp,
} from "../support/stack.js";

const rolesOf = (uid: string) => admin().firestore.doc(`users/${uid}/roles/roles`).get();

describe("POST /api/createOrg through Hosting", () => {
  it("creates the organization and the admin roles record, storing trimmed values", async () => {
    const user = await signUp();
    const response = await createOrg(user, {
      name: "  Cedar Park HOA  ",
      description: "  Forty homes. ",
    });

    expect(response.status).toBe(200);
    const { data } = response.body as { data: { id: string; createdAt: string } };
    expect(data).toEqual({
      id: data.id,
      name: "Cedar Park HOA",
      description: "Forty homes.",
      createdBy: user.uid,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      version: 1,
      // A new organization's settings are the defaults (answered, not stored).
      ...preferencesOf({}),
    });
    const organization = await admin().firestore.doc(`orgs/${data.id}`).get();
    expect(organization.data()).toEqual({
      name: "Cedar Park HOA",
      description: "Forty homes.",
      createdBy: user.uid,
      createdAt: expect.any(Timestamp),
      version: 1,
    });
    expect((organization.get("createdAt") as Timestamp).toDate().toISOString()).toBe(
      data.createdAt,
    );
    expect((await rolesOf(user.uid)).data()).toEqual({
      orgId: data.id,
      role: "admin",
      permissions: ["admin"],
    });
  });

  it("ignores unknown fields and stores an empty description when none is sent", async () => {
    const user = await signUp();
    const response = await callApi("/api/createOrg", {
      method: "POST",
      token: user.idToken,
      json: { name: "Birch Lane", createdBy: user.uid, role: "owner", plan: { tier: "gold" } },
    });

    expect(response.status).toBe(200);
    const { data } = response.body as { data: Record<string, unknown> };
    expect(Object.keys(data).sort()).toEqual(
      ["createdAt", "createdBy", "description", "id", "name", "version"]
        .concat(Object.keys(preferencesOf({})))
        .sort(),
    );
    const stored = await admin()
      .firestore.doc(`orgs/${String(data.id)}`)
      .get();
    expect(Object.keys(stored.data() ?? {}).sort()).toEqual([
      "createdAt",
      "createdBy",
      "description",
      "name",
      "version",
    ]);
    expect(stored.get("description")).toBe("");
  });

  it("answers 409 and writes nothing more when the user already has an organization", async () => {
    const user = await signUp();
    const first = await createOrg(user, { name: "First Street HOA" });
    const second = await createOrg(user, { name: "Second Street HOA" });

    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: apiMessages.alreadyHasOrganization });
    const { data } = first.body as { data: { id: string } };
    expect((await organizationsCreatedBy(user.uid)).map((doc) => doc.id)).toEqual([data.id]);
    expect((await rolesOf(user.uid)).get("orgId")).toBe(data.id);
  });

  it("answers 409 to a user who already has a roles record from elsewhere", async () => {
    const user = await signUp();
    await admin()
      .firestore.doc(`users/${user.uid}/roles/roles`)
      .set({ orgId: "maple-grove", role: "member", permissions: [] });

    const response = await createOrg(user);
    expect(response.status).toBe(409);
    expect(await organizationsCreatedBy(user.uid)).toEqual([]);
    expect((await rolesOf(user.uid)).data()).toEqual({
      orgId: "maple-grove",
      role: "member",
      permissions: [],
    });
  });

  it("creates exactly one organization when one user sends 8 requests at once", async () => {
    const user = await signUp();
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        createOrg(user, { name: `Double Click HOA ${index}` }),
      ),
    );

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = responses.find((response) => response.status === 200)?.body as {
      data: { id: string };
    };
    expect((await organizationsCreatedBy(user.uid)).map((doc) => doc.id)).toEqual([winner.data.id]);
    expect((await rolesOf(user.uid)).data()).toEqual({
      orgId: winner.data.id,
      role: "admin",
      permissions: ["admin"],
    });
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body).toEqual({ error: apiMessages.alreadyHasOrganization });
    }
  });

  describe("validation", () => {
    it.each([
      ["a JSON list", [], messages.requestBodyNotObject],
      ["no name", { description: "x" }, messages.organizationNameRequired],
      ["a name that is not text", { name: 42 }, messages.organizationNameRequired],
      ["a name of spaces", { name: "    " }, messages.organizationNameRequired],
      [
        "a two-character name after trimming",
        { name: "  ab  " },
        messages.organizationNameTooShort,
      ],
      ["a 101-character name", { name: "n".repeat(101) }, messages.organizationNameTooLong],
      [
        "a 501-character description",
        { name: "Cedar", description: "d".repeat(501) },
        messages.organizationDescriptionTooLong,
      ],
      [
        "a description that is not text",
        { name: "Cedar", description: ["x"] },
        messages.organizationDescriptionNotText,
      ],
      ["no createdBy", { name: "Cedar", createdBy: undefined }, messages.createdByRequired],
      ["an empty createdBy", { name: "Cedar", createdBy: " " }, messages.createdByRequired],
    ])(
      "answers 400 for %s with the console's message, writing nothing",
      async (_case, body, message) => {
        const user = await signUp();
        const json =
          typeof body === "object" && body !== null && !Array.isArray(body)
            ? { createdBy: user.uid, ...body }
            : body;
        const response = await callApi("/api/createOrg", {
          method: "POST",
          token: user.idToken,
          json,
        });

        expect(response.status).toBe(400);
        // The first message is the error; each refused field is named with its own.
        expect(response.body).toMatchObject({ error: message });
        const { fields } = response.body as { fields?: Record<string, string> };
        if (fields) expect(Object.values(fields)).toContain(message);
        expect((await rolesOf(user.uid)).exists).toBe(false);
      },
    );

    it("accepts a 500-character description and a 100-character name", async () => {
      const user = await signUp();
      const response = await createOrg(user, {
        name: "n".repeat(100),
        description: "d".repeat(500),
      });
      expect(response.status).toBe(200);
    });
  });

  it("answers 403 and writes nothing when createdBy is another user's uid", async () => {
    const user = await signUp();
    const other = await signUp();
    const response = await createOrg(user, { createdBy: other.uid });

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: apiMessages.createdByNotCaller });
    expect((await rolesOf(user.uid)).exists).toBe(false);
    expect((await rolesOf(other.uid)).exists).toBe(false);
  });

  it("answers 413 for a JSON body over 16 KiB", async () => {
    const user = await signUp();
    const response = await createOrg(user, { description: "x".repeat(20_000) });

    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: apiMessages.bodyTooLarge });
    expect((await rolesOf(user.uid)).exists).toBe(false);
  });

  it.each([
    ["text/plain"],
    ["application/x-www-form-urlencoded"],
    ["multipart/form-data; boundary=x"],
  ])("answers 415 for a body sent as %s", async (contentType) => {
    const user = await signUp();
    const response = await callApi("/api/createOrg", {
      method: "POST",
      token: user.idToken,
      body: JSON.stringify({ name: "Cedar", createdBy: user.uid }),
      headers: { "content-type": contentType },
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ error: apiMessages.bodyNotJson });
  });

  it("answers 415 for a body without a content type", async () => {
    const user = await signUp();
    const response = await fetch(`${consoleUrl}/api/createOrg`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.idToken}` },
      body: new Blob([JSON.stringify({ name: "Cedar", createdBy: user.uid })]),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: apiMessages.bodyNotJson });
  });

  it("answers a malformed JSON body with 400 and no stack trace", async () => {
    const user = await signUp();
    const response = await callApi("/api/createOrg", {
      method: "POST",
      token: user.idToken,
      body: '{"name": "Cedar",',
      headers: { "content-type": "application/json" },
    });

    expect(response.status).toBe(400);
    expect(response.text).not.toMatch(/SyntaxError|node_modules|\bat \w/);
    expect((await rolesOf(user.uid)).exists).toBe(false);
  });
});

import { messages } from "@hoa/validation";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it, vi } from "vitest";
import { uniqueUid, useInProcessFirestore } from "../../test/support/organizationStore.js";
import { ApiError } from "../http/errors.js";
import { apiMessages } from "../http/messages.js";
import { createOrg } from "./createOrg.js";

vi.mock("firebase-functions/logger");

const db = useInProcessFirestore();

const organizationsCreatedBy = async (uid: string) =>
  (await db.firestore.collection("orgs").where("createdBy", "==", uid).get()).docs;

describe("createOrg", () => {
  it("stores the trimmed organization and the caller's admin roles record, and returns it", async () => {
    const uid = uniqueUid();
    const organization = await createOrg(
      { uid },
      { name: "  Oak Hill HOA ", description: " Twelve homes. ", createdBy: uid, plan: "gold" },
      db.store,
    );

    expect(organization).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      name: "Oak Hill HOA",
      description: "Twelve homes.",
      createdBy: uid,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const stored = await db.firestore.doc(`orgs/${organization.id}`).get();
    expect(stored.data()).toEqual({
      name: "Oak Hill HOA",
      description: "Twelve homes.",
      createdBy: uid,
      createdAt: expect.any(Timestamp),
    });
    expect((stored.get("createdAt") as Timestamp).toDate().toISOString()).toBe(
      organization.createdAt,
    );
    const roles = await db.firestore.doc(`users/${uid}/roles/roles`).get();
    expect(roles.data()).toEqual({ orgId: organization.id, role: "admin", permissions: ["admin"] });
  });

  it("stores an empty description when none is given", async () => {
    const uid = uniqueUid();
    const organization = await createOrg({ uid }, { name: "Oak Hill", createdBy: uid }, db.store);
    expect((await db.firestore.doc(`orgs/${organization.id}`).get()).get("description")).toBe("");
  });

  it("refuses with 409 and writes nothing when the caller already has a roles record", async () => {
    const uid = uniqueUid();
    const first = await createOrg({ uid }, { name: "First HOA", createdBy: uid }, db.store);

    await expect(
      createOrg({ uid }, { name: "Second HOA", createdBy: uid }, db.store),
    ).rejects.toEqual(new ApiError(409, apiMessages.alreadyHasOrganization));
    expect((await organizationsCreatedBy(uid)).map((doc) => doc.id)).toEqual([first.id]);
  });

  it("creates exactly one organization when the same caller asks several times at once", async () => {
    const uid = uniqueUid();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        createOrg({ uid }, { name: `Race ${index}`, createdBy: uid }, db.store),
      ),
    );

    const created = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected");
    expect(created).toHaveLength(1);
    expect(refused.map((result) => (result.reason as ApiError).status)).toEqual(Array(7).fill(409));
    const organizations = await organizationsCreatedBy(uid);
    expect(organizations.map((doc) => doc.id)).toEqual([created[0]?.value.id]);
    expect((await db.firestore.doc(`users/${uid}/roles/roles`).get()).get("orgId")).toBe(
      created[0]?.value.id,
    );
  });

  it.each([
    ["a body that was not JSON", undefined, messages.requestBodyNotObject],
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
  ])("refuses %s with 400 and the validation message", async (_case, body, message) => {
    await expect(createOrg({ uid: "x" }, body, db.store)).rejects.toEqual(
      new ApiError(400, message),
    );
  });

  it("refuses with 403 and writes nothing when createdBy is another user", async () => {
    const uid = uniqueUid();
    await expect(
      createOrg({ uid }, { name: "Oak Hill", createdBy: "someone-else" }, db.store),
    ).rejects.toEqual(new ApiError(403, apiMessages.createdByNotCaller));
    expect((await db.firestore.doc(`users/${uid}/roles/roles`).get()).exists).toBe(false);
    expect(await organizationsCreatedBy("someone-else")).toEqual([]);
  });
});

import { describe, expect, it, vi } from "vitest";
import { uniqueUid, useInProcessFirestore } from "../../test/support/organizationStore.js";
import { ApiError } from "../http/errors.js";
import { apiMessages } from "../http/messages.js";
import { createOrg } from "./createOrg.js";
import { getOrg } from "./getOrg.js";

vi.mock("firebase-functions/logger");

const db = useInProcessFirestore();

describe("getOrg", () => {
  it("returns the organization the caller's roles record points at, as createOrg returned it", async () => {
    const uid = uniqueUid();
    const created = await createOrg(
      { uid },
      { name: "Oak Hill", description: "Nice", createdBy: uid },
      db.store,
    );
    await expect(getOrg({ uid }, created.id, db.store)).resolves.toEqual(created);
  });

  it("refuses with 403 an organization that belongs to someone else", async () => {
    const owner = uniqueUid();
    const created = await createOrg(
      { uid: owner },
      { name: "Oak Hill", createdBy: owner },
      db.store,
    );
    await expect(getOrg({ uid: uniqueUid() }, created.id, db.store)).rejects.toEqual(
      new ApiError(403, apiMessages.organizationForbidden),
    );
  });

  it("refuses with 403, not 404, an id that does not exist and is not the caller's", async () => {
    await expect(getOrg({ uid: uniqueUid() }, "no-such-org", db.store)).rejects.toEqual(
      new ApiError(403, apiMessages.organizationForbidden),
    );
  });

  it("answers 404 when the caller's roles record points at an organization that is gone", async () => {
    const uid = uniqueUid();
    await db.firestore
      .doc(`users/${uid}/roles/roles`)
      .set({ orgId: "gone", role: "admin", permissions: ["admin"] });
    await expect(getOrg({ uid }, "gone", db.store)).rejects.toEqual(
      new ApiError(404, apiMessages.organizationNotFound),
    );
  });

  it("dates a stored organization without createdAt by its creation time", async () => {
    const uid = uniqueUid();
    await db.firestore
      .doc(`users/${uid}/roles/roles`)
      .set({ orgId: `org-${uid}`, role: "admin", permissions: ["admin"] });
    const write = await db.firestore.doc(`orgs/org-${uid}`).set({ name: "Legacy HOA" });

    await expect(getOrg({ uid }, `org-${uid}`, db.store)).resolves.toEqual({
      id: `org-${uid}`,
      name: "Legacy HOA",
      description: "",
      createdBy: "",
      createdAt: write.writeTime.toDate().toISOString(),
    });
  });
});

import { describe, expect, it } from "vitest";
import { uniqueUid, useInProcessFirestore } from "../../test/support/organizationStore.js";
import { getRoles } from "./roles.js";

const db = useInProcessFirestore();

describe("getRoles", () => {
  it("returns null for a caller without a roles record", async () => {
    await expect(getRoles({ uid: uniqueUid() }, db.store)).resolves.toBeNull();
  });

  it("returns the caller's own roles record", async () => {
    const uid = uniqueUid();
    await db.firestore
      .doc(`users/${uid}/roles/roles`)
      .set({ orgId: "o1", role: "admin", permissions: ["admin"] });
    await db.firestore
      .doc(`users/${uniqueUid()}/roles/roles`)
      .set({ orgId: "o2", role: "member", permissions: [] });

    await expect(getRoles({ uid }, db.store)).resolves.toEqual({
      orgId: "o1",
      role: "admin",
      permissions: ["admin"],
    });
  });

  it("returns null fields and only the text permissions of an incomplete record", async () => {
    const uid = uniqueUid();
    await db.firestore.doc(`users/${uid}/roles/roles`).set({ role: 7, permissions: ["admin", 3] });
    await expect(getRoles({ uid }, db.store)).resolves.toEqual({
      orgId: null,
      role: null,
      permissions: ["admin"],
    });
  });
});

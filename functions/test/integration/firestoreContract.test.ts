import { randomUUID } from "node:crypto";
import { FieldValue, GrpcStatus, Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { admin } from "../support/stack.js";

/**
 * The Firestore operations the functions rely on, run directly with the Admin SDK against
 * whichever Firestore the launcher started (FIRESTORE_EMULATOR_HOST): the official emulator or
 * the Node server. Each behaviour here is one the API's correctness depends on.
 */
describe(`the Firestore at ${process.env.FIRESTORE_EMULATOR_HOST ?? "(unset)"}`, () => {
  const db = () => admin().firestore;
  const scratch = () => db().collection(`contract-${randomUUID()}`);

  it("is the emulator the stack started", () => {
    expect(process.env.FIRESTORE_EMULATOR_HOST).toBe("127.0.0.1:8080");
  });

  it("reads a missing document as not existing", async () => {
    const snapshot = await scratch().doc("missing").get();
    expect(snapshot.exists).toBe(false);
    expect(snapshot.data()).toBeUndefined();
  });

  it("sets a document and reads back its fields, strings and lists alike, with a creation time", async () => {
    const ref = scratch().doc("roles");
    await ref.set({ orgId: "o1", role: "admin", permissions: ["admin", "billing"] });
    const snapshot = await ref.get();

    expect(snapshot.data()).toEqual({
      orgId: "o1",
      role: "admin",
      permissions: ["admin", "billing"],
    });
    expect(snapshot.get("permissions")).toEqual(["admin", "billing"]);
    expect(snapshot.createTime).toBeInstanceOf(Timestamp);
  });

  it("replaces the whole document on a second set", async () => {
    const ref = scratch().doc("replaced");
    await ref.set({ a: 1, b: 2 });
    await ref.set({ a: 3 });
    expect((await ref.get()).data()).toEqual({ a: 3 });
  });

  it("creates a document once and refuses a second create with ALREADY_EXISTS", async () => {
    const ref = scratch().doc("once");
    await ref.create({ n: 1 });
    await expect(ref.create({ n: 2 })).rejects.toHaveProperty("code", GrpcStatus.ALREADY_EXISTS);
    expect((await ref.get()).data()).toEqual({ n: 1 });
  });

  it("hands out distinct 20-character automatic ids", () => {
    const collection = scratch();
    const ids = new Set(Array.from({ length: 50 }, () => collection.doc().id));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it("commits a batch of creates and stores a server timestamp equal to the commit time", async () => {
    const collection = scratch();
    const before = Date.now();
    const results = await db()
      .batch()
      .create(collection.doc("roles"), { orgId: "o1" })
      .create(collection.doc("org"), { name: "Oak", createdAt: FieldValue.serverTimestamp() })
      .commit();

    expect(results).toHaveLength(2);
    const stored = (await collection.doc("org").get()).get("createdAt") as Timestamp;
    expect(stored).toBeInstanceOf(Timestamp);
    expect(stored.toMillis()).toBe(results[1]?.writeTime.toMillis());
    expect(stored.toMillis()).toBe(results[0]?.writeTime.toMillis());
    expect(stored.toMillis()).toBeGreaterThanOrEqual(before - 1_000);
    expect((await collection.doc("roles").get()).data()).toEqual({ orgId: "o1" });
  });

  it("writes nothing of a batch whose create precondition fails", async () => {
    const collection = scratch();
    await collection.doc("roles").create({ orgId: "first" });

    const batch = db()
      .batch()
      .create(collection.doc("org-before"), { name: "Written before the failing create" })
      .create(collection.doc("roles"), { orgId: "second" })
      .create(collection.doc("org-after"), { name: "Written after it" });
    await expect(batch.commit()).rejects.toHaveProperty("code", GrpcStatus.ALREADY_EXISTS);

    expect((await collection.doc("org-before").get()).exists).toBe(false);
    expect((await collection.doc("org-after").get()).exists).toBe(false);
    expect((await collection.doc("roles").get()).data()).toEqual({ orgId: "first" });
  });

  it("lets exactly one of 8 simultaneous batches create the same document", async () => {
    const collection = scratch();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        db()
          .batch()
          .create(collection.doc("roles"), { orgId: `org-${index}` })
          .create(collection.doc(`org-${index}`), { index })
          .commit(),
      ),
    );

    const committed = outcomes.flatMap((outcome, index) =>
      outcome.status === "fulfilled" ? [index] : [],
    );
    expect(committed).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected")
        expect(outcome.reason).toHaveProperty("code", GrpcStatus.ALREADY_EXISTS);
    }
    const organizations = await collection.where("index", ">=", 0).get();
    expect(organizations.docs.map((doc) => doc.id)).toEqual([`org-${committed[0]}`]);
    expect((await collection.doc("roles").get()).get("orgId")).toBe(`org-${committed[0]}`);
  });

  it("finds documents by an equality filter", async () => {
    const collection = scratch();
    await collection.doc("a").set({ createdBy: "u1" });
    await collection.doc("b").set({ createdBy: "u2" });
    await collection.doc("c").set({ createdBy: "u1" });

    const found = await collection.where("createdBy", "==", "u1").get();
    expect(found.docs.map((doc) => doc.id).sort()).toEqual(["a", "c"]);
  });
});

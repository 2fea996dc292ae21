import { randomUUID } from "node:crypto";
import { FieldValue, GrpcStatus, type Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestFirestore } from "../../test/support/test-firestore.js";
import { ApiError } from "../http/errors.js";
import { systemClock } from "./clock.js";
import { dataContext, type DataContext } from "./data-context.js";
import { runTransaction } from "./transactions.js";
import { TEST_DEADLINE_MS } from "../../test/support/api.js";

let firestore: Firestore;
let stop: () => Promise<void>;
let data: DataContext;

beforeAll(async () => {
  ({ firestore, stop } = await startTestFirestore());
  data = dataContext(firestore, TEST_DEADLINE_MS, systemClock);
});
afterAll(() => stop?.());

const scratch = () => firestore.collection(`scratch-${randomUUID()}`);

/** N requests at once that each read a counter and write it plus one, as the ticket numbers do. */
async function incrementTogether(n: number) {
  const counter = scratch().doc("counter");
  await counter.set({ value: 0 });
  const seen = await Promise.all(
    Array.from({ length: n }, () =>
      runTransaction(data, async (transaction) => {
        const value = (await transaction.get(counter)).get("value") as number;
        transaction.update(counter, { value: value + 1 });
        return value + 1;
      }),
    ),
  );
  return { seen, final: (await counter.get()).get("value") as number };
}

describe("runTransaction", () => {
  for (const n of [8, 16, 32]) {
    it(`gives ${n} simultaneous read-then-write transactions on one document one distinct value each`, async () => {
      const { seen, final } = await incrementTogether(n);
      expect(final).toBe(n);
      expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    });
  }

  it("runs the work again on what is stored when another request changed a document it read", async () => {
    const ref = scratch().doc("item");
    await ref.set({ version: 1, name: "Oak" });
    let runs = 0;
    const result = await runTransaction(data, async (transaction) => {
      runs += 1;
      const stored = await transaction.get(ref);
      if (runs === 1) await ref.update({ version: 2, name: "Elm" });
      transaction.update(ref, { version: (stored.get("version") as number) + 1 });
      return stored.get("name") as string;
    });
    expect(runs).toBe(2);
    expect(result).toBe("Elm");
    expect((await ref.get()).data()).toEqual({ version: 3, name: "Elm" });
  });

  it("ends with Firestore's ALREADY_EXISTS when a create() it did not read finds the document, writing nothing", async () => {
    const collection = scratch();
    await collection.doc("claim").create({ holder: "first" });
    const write = runTransaction(data, async (transaction) => {
      transaction.create(collection.doc("item"), { name: "second" });
      transaction.create(collection.doc("claim"), { holder: "second" });
    });
    await expect(write).rejects.toMatchObject({ code: GrpcStatus.ALREADY_EXISTS });
    expect((await collection.doc("item").get()).exists).toBe(false);
  });

  it("creates a document it read as missing only while it is still missing", async () => {
    const ref = scratch().doc("once");
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        runTransaction(data, async (transaction) => {
          const stored = await transaction.get(ref);
          if (stored.exists) return `saw ${stored.get("by") as number}`;
          transaction.set(ref, { by: index });
          return "wrote";
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "wrote")).toHaveLength(1);
    const winner = (await ref.get()).get("by") as number;
    expect(outcomes.filter((outcome) => outcome === `saw ${winner}`)).toHaveLength(7);
  });

  it("replaces a read document on set(), and merges nested fields on set(..., { merge: true })", async () => {
    const replaced = scratch().doc("replaced");
    const merged = scratch().doc("merged");
    await replaced.set({ a: 1, nested: { x: 1, y: 2 } });
    await merged.set({ a: 1, nested: { x: 1, y: 2 } });
    await runTransaction(data, async (transaction) => {
      await transaction.getAll(replaced, merged);
      transaction.set(replaced, { b: 2 });
      transaction.set(
        merged,
        { b: 2, nested: { y: 3, z: 4 }, count: FieldValue.increment(2) },
        { merge: true },
      );
    });
    expect((await replaced.get()).data()).toEqual({ b: 2 });
    expect((await merged.get()).data()).toEqual({
      a: 1,
      b: 2,
      count: 2,
      nested: { x: 1, y: 3, z: 4 },
    });
  });

  it("writes nothing when the work throws, and hands its error on as it is", async () => {
    const ref = scratch().doc("untouched");
    const refusal = new ApiError(412, "changed");
    await expect(
      runTransaction(data, async (transaction) => {
        transaction.set(ref, { written: true });
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect((await ref.get()).exists).toBe(false);
  });

  it("deletes a read document only as it was read", async () => {
    const ref = scratch().doc("gone");
    await ref.set({ state: "old" });
    let runs = 0;
    const kept = await runTransaction(data, async (transaction) => {
      runs += 1;
      const stored = await transaction.get(ref);
      if (runs === 1) await ref.update({ state: "new" });
      if (stored.get("state") === "new") return true;
      transaction.delete(ref);
      return false;
    });
    expect(kept).toBe(true);
    expect((await ref.get()).get("state")).toBe("new");
  });
});

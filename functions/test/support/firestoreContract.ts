import { randomUUID } from "node:crypto";
import {
  FieldPath,
  FieldValue,
  GrpcStatus,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Query,
} from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { keywordFields, whereKeyword } from "../../src/platform/keywords.js";

/** Transactions may wait for locks and back off before a retry (about a second on each). */
const TRANSACTION_TIMEOUT_MS = 60_000;
/** Writing and paging through hundreds of documents, on two shared cores. */
const LARGE_COLLECTION_TIMEOUT_MS = 60_000;

const ids = (snapshot: { docs: { id: string }[] }): string[] => snapshot.docs.map((doc) => doc.id);

/**
 * The Firestore operations the functions rely on, run directly with the Admin SDK against the
 * official emulator. Each expectation is written from Firestore's documented behaviour, never
 * from what one implementation happens to do (no commit-time precision, no order beyond the
 * query's).
 */
/**
 * A server timestamp is the commit's time. The emulator stamps it a few milliseconds off the
 * commit's write time (Cloud Firestore makes them equal), so no test relies on more than this.
 */
function expectCommitTime(stampMs: number, writeTime: Timestamp | undefined): void {
  expect(writeTime).toBeDefined();
  expect(Math.abs(stampMs - (writeTime as Timestamp).toMillis())).toBeLessThan(1_000);
}

export function describeFirestoreContract(name: string, getFirestore: () => Firestore): void {
  describe(name, () => {
    const db = getFirestore;
    const scratch = () => db().collection(`contract-${randomUUID()}`);

    describe("documents and batches", () => {
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
        await expect(ref.create({ n: 2 })).rejects.toHaveProperty(
          "code",
          GrpcStatus.ALREADY_EXISTS,
        );
        expect((await ref.get()).data()).toEqual({ n: 1 });
      });

      it("hands out distinct 20-character automatic ids", () => {
        const collection = scratch();
        const generated = new Set(Array.from({ length: 50 }, () => collection.doc().id));
        expect(generated.size).toBe(50);
        for (const id of generated) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
      });

      it("commits a batch of creates and stores a server timestamp at the commit time", async () => {
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
        expectCommitTime(stored.toMillis(), results[1]?.writeTime);
        expect(results[0]?.writeTime.isEqual(results[1]?.writeTime as Timestamp)).toBe(true);
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

    describe("transactions", () => {
      const increment = (ref: DocumentReference) =>
        db().runTransaction(async (transaction) => {
          const snapshot = await transaction.get(ref);
          const next = (snapshot.get("n") as number) + 1;
          transaction.update(ref, { n: next });
          return next;
        });

      it(
        "runs 8 parallel read-then-increment transactions on one counter to 8, each seeing a distinct value",
        async () => {
          const ref = scratch().doc("counter");
          await ref.set({ n: 0 });

          const written = await Promise.all(Array.from({ length: 8 }, () => increment(ref)));

          expect(written.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
          expect((await ref.get()).get("n")).toBe(8);
        },
        TRANSACTION_TIMEOUT_MS,
      );

      it(
        "never loses an outside write to a document a transaction has read: the write waits for the transaction, or the transaction retries",
        async () => {
          const ref = scratch().doc("account");
          await ref.set({ balance: 100, note: "opened" });

          let outside: Promise<unknown> | undefined;
          await db().runTransaction(async (transaction) => {
            const snapshot = await transaction.get(ref);
            // A plain write to the document this transaction has read, sent while it is open.
            outside ??= ref.update({ balance: FieldValue.increment(5), note: "deposit" });
            await new Promise((resolve) => setTimeout(resolve, 100));
            transaction.update(ref, { balance: (snapshot.get("balance") as number) - 30 });
          });
          await outside;

          expect((await ref.get()).data()).toEqual({ balance: 75, note: "deposit" });
        },
        TRANSACTION_TIMEOUT_MS,
      );

      it(
        "retries one of two transactions that read each other's documents in opposite order, and keeps both",
        async () => {
          const collection = scratch();
          const [x, y] = [collection.doc("x"), collection.doc("y")];
          await x.set({ n: 0 });
          await y.set({ n: 0 });

          // Both transactions read their first document before either reads its second one.
          let firstReads = 0;
          let bothRead: () => void = () => undefined;
          const barrier = new Promise<void>((resolve) => (bothRead = resolve));
          let attempts = 0;
          const crossed = (first: DocumentReference, second: DocumentReference) => {
            let attempt = 0;
            return db().runTransaction(async (transaction) => {
              attempt += 1;
              attempts += 1;
              const a = await transaction.get(first);
              if (attempt === 1) {
                firstReads += 1;
                if (firstReads === 2) bothRead();
                await barrier;
              }
              const b = await transaction.get(second);
              transaction.update(first, { n: (a.get("n") as number) + 1 });
              transaction.update(second, { n: (b.get("n") as number) + 1 });
            });
          };

          await Promise.all([crossed(x, y), crossed(y, x)]);

          expect((await x.get()).get("n")).toBe(2);
          expect((await y.get()).get("n")).toBe(2);
          expect(attempts).toBeGreaterThan(2);
        },
        TRANSACTION_TIMEOUT_MS,
      );

      it(
        "reads a query inside a transaction and writes from its results",
        async () => {
          const collection = scratch();
          await collection.doc("t1").set({ status: "open", points: 3 });
          await collection.doc("t2").set({ status: "open", points: 5 });
          await collection.doc("t3").set({ status: "done", points: 8 });
          const summary = collection.doc("summary");

          const closed = await db().runTransaction(async (transaction) => {
            const open = await transaction.get(collection.where("status", "==", "open"));
            for (const doc of open.docs) transaction.update(doc.ref, { status: "closed" });
            const points = open.docs.reduce((sum, doc) => sum + (doc.get("points") as number), 0);
            transaction.set(summary, { closed: open.size, points });
            return ids(open);
          });

          expect(closed.sort()).toEqual(["t1", "t2"]);
          expect((await summary.get()).data()).toEqual({ closed: 2, points: 8 });
          const statuses = await collection.orderBy("status").get();
          expect(statuses.docs.map((doc) => [doc.id, doc.get("status")])).toEqual([
            ["t1", "closed"],
            ["t2", "closed"],
            ["t3", "done"],
          ]);
        },
        TRANSACTION_TIMEOUT_MS,
      );

      it(
        "isolates query reads: 5 parallel transactions that number a new document after the highest one give 5 distinct numbers",
        async () => {
          const collection = scratch();
          await collection.doc("seed").set({ seq: 0 });

          const numbered = await Promise.all(
            Array.from({ length: 5 }, () =>
              db().runTransaction(async (transaction) => {
                const last = await transaction.get(collection.orderBy("seq", "desc").limit(1));
                const next = (last.docs[0]?.get("seq") as number) + 1;
                transaction.create(collection.doc(`n${next}`), { seq: next });
                return next;
              }),
            ),
          );

          expect(numbered.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
          expect(ids(await collection.orderBy("seq").get())).toEqual([
            "seed",
            "n1",
            "n2",
            "n3",
            "n4",
            "n5",
          ]);
        },
        TRANSACTION_TIMEOUT_MS,
      );
    });

    describe("query cursors", () => {
      // score: a 10, b 20, c 20, d 30, e 40. Ties are ordered by document id.
      const scores = async () => {
        const collection = scratch();
        const batch = db().batch();
        for (const [id, score] of [
          ["d", 30],
          ["b", 20],
          ["e", 40],
          ["a", 10],
          ["c", 20],
        ] as const)
          batch.set(collection.doc(id), { score, group: score < 25 ? "low" : "high" });
        await batch.commit();
        const snapshot = (id: string) => collection.doc(id).get();
        return { byScore: collection.orderBy("score"), collection, snapshot };
      };

      it("starts at and after field values", async () => {
        const { byScore } = await scores();
        expect(ids(await byScore.startAt(20).get())).toEqual(["b", "c", "d", "e"]);
        expect(ids(await byScore.startAfter(20).get())).toEqual(["d", "e"]);
      });

      it("ends before and at field values", async () => {
        const { byScore } = await scores();
        expect(ids(await byScore.endBefore(30).get())).toEqual(["a", "b", "c"]);
        expect(ids(await byScore.endAt(20).get())).toEqual(["a", "b", "c"]);
        expect(ids(await byScore.startAfter(10).endBefore(40).get())).toEqual(["b", "c", "d"]);
      });

      it("continues within ties from a document snapshot, through the implicit document id order", async () => {
        const { byScore, snapshot } = await scores();
        expect(ids(await byScore.startAfter(await snapshot("b")).get())).toEqual(["c", "d", "e"]);
        expect(ids(await byScore.startAt(await snapshot("c")).get())).toEqual(["c", "d", "e"]);
        expect(ids(await byScore.endBefore(await snapshot("c")).get())).toEqual(["a", "b"]);
        expect(ids(await byScore.endAt(await snapshot("b")).get())).toEqual(["a", "b"]);
      });

      it("orders descending, ties by descending document id, and pages after a snapshot", async () => {
        const { collection, snapshot } = await scores();
        const descending = collection.orderBy("score", "desc");
        expect(ids(await descending.get())).toEqual(["e", "d", "c", "b", "a"]);
        expect(ids(await descending.startAfter(await snapshot("c")).get())).toEqual(["b", "a"]);
        expect(ids(await descending.startAt(30).endAt(20).get())).toEqual(["d", "c", "b"]);
      });

      it("uses every ordered field of a multi-field order in its cursors", async () => {
        const { collection, snapshot } = await scores();
        // group: high (d 30, e 40) before low (a 10, b 20, c 20), then score descending, then
        // the implicit document id order, which follows the last direction: c before b.
        const ordered = collection.orderBy("group").orderBy("score", "desc");
        expect(ids(await ordered.get())).toEqual(["e", "d", "c", "b", "a"]);
        expect(ids(await ordered.startAfter("high", 30).get())).toEqual(["c", "b", "a"]);
        expect(ids(await ordered.startAt("low", 20).get())).toEqual(["c", "b", "a"]);
        expect(ids(await ordered.startAfter("low", 20).get())).toEqual(["a"]);
        expect(ids(await ordered.startAfter(await snapshot("c")).get())).toEqual(["b", "a"]);
        expect(ids(await ordered.endBefore("low").get())).toEqual(["e", "d"]);
      });

      it("pages by document id", async () => {
        const { collection } = await scores();
        const byId = collection.orderBy(FieldPath.documentId());
        expect(ids(await byId.startAfter("b").limit(2).get())).toEqual(["c", "d"]);
        expect(ids(await byId.startAt("b").endBefore("d").get())).toEqual(["b", "c"]);
      });

      it("returns the last documents of an order with limitToLast", async () => {
        const { byScore } = await scores();
        expect(ids(await byScore.limitToLast(2).get())).toEqual(["d", "e"]);
        expect(ids(await byScore.endBefore(40).limitToLast(2).get())).toEqual(["c", "d"]);
      });
    });

    describe("field transforms", () => {
      it("increments integers and doubles, and sets a missing or non-numeric field to the increment", async () => {
        const ref = scratch().doc("stats");
        await ref.set({ count: 1, ratio: 1.5, label: "x", nested: { views: 10 } });
        await ref.update({
          count: FieldValue.increment(2),
          ratio: FieldValue.increment(0.25),
          label: FieldValue.increment(4),
          fresh: FieldValue.increment(3),
          "nested.views": FieldValue.increment(-1),
        });
        expect((await ref.get()).data()).toEqual({
          count: 3,
          ratio: 1.75,
          label: 4,
          fresh: 3,
          nested: { views: 9 },
        });

        await ref.update({ count: FieldValue.increment(0.5) });
        expect((await ref.get()).get("count")).toBe(3.5);
      });

      it("adds missing elements with arrayUnion and removes every instance with arrayRemove", async () => {
        const ref = scratch().doc("tags");
        await ref.set({ tags: ["a", "b"], old: ["x", "y", "x", "z"] });
        await ref.update({ tags: FieldValue.arrayUnion("b", "c", "c") });
        await ref.update({ old: FieldValue.arrayRemove("x", "missing") });
        await ref.update({
          unionOfMissing: FieldValue.arrayUnion("p"),
          removeFromMissing: FieldValue.arrayRemove("q"),
        });

        expect((await ref.get()).data()).toEqual({
          tags: ["a", "b", "c"],
          old: ["y", "z"],
          unionOfMissing: ["p"],
          removeFromMissing: [],
        });
      });

      it("stores the commit time for a server timestamp in set, create and update", async () => {
        const collection = scratch();
        const stamp = async (ref: DocumentReference, field: string) =>
          ((await ref.get()).get(field) as Timestamp).toMillis();

        const created = await collection.doc("c").create({ at: FieldValue.serverTimestamp() });
        expectCommitTime(await stamp(collection.doc("c"), "at"), created.writeTime);

        const set = await collection
          .doc("s")
          .set({ meta: { at: FieldValue.serverTimestamp() }, name: "s" });
        expectCommitTime(await stamp(collection.doc("s"), "meta.at"), set.writeTime);

        const merged = await collection
          .doc("s")
          .set({ mergedAt: FieldValue.serverTimestamp() }, { merge: true });
        expectCommitTime(await stamp(collection.doc("s"), "mergedAt"), merged.writeTime);
        expect((await collection.doc("s").get()).get("name")).toBe("s");

        const updated = await collection
          .doc("c")
          .update({ "meta.at": FieldValue.serverTimestamp() });
        expectCommitTime(await stamp(collection.doc("c"), "meta.at"), updated.writeTime);
      });

      it("applies every transform of one write together with its plain fields and deletes", async () => {
        const ref = scratch().doc("mixed");
        await ref.set({ n: 1, tags: ["old"], gone: true, nested: { keep: 1 } });
        const result = await ref.update({
          n: FieldValue.increment(1),
          tags: FieldValue.arrayUnion("new"),
          list: FieldValue.arrayUnion("first"),
          "nested.count": FieldValue.increment(2),
          removed: FieldValue.arrayRemove("x"),
          at: FieldValue.serverTimestamp(),
          gone: FieldValue.delete(),
          plain: "value",
        });

        const data = (await ref.get()).data();
        expect(data).toEqual({
          n: 2,
          tags: ["old", "new"],
          list: ["first"],
          nested: { keep: 1, count: 2 },
          removed: [],
          at: expect.any(Timestamp),
          plain: "value",
        });
        expectCommitTime((data?.at as Timestamp).toMillis(), result.writeTime);
      });

      it("applies transforms in set and create too", async () => {
        const collection = scratch();
        await collection
          .doc("s")
          .set({ n: FieldValue.increment(2), tags: FieldValue.arrayUnion("a") });
        await collection
          .doc("c")
          .create({ n: FieldValue.increment(1.5), gone: FieldValue.arrayRemove("a") });
        await collection.doc("s").set({ n: FieldValue.increment(1) }, { merge: true });
        expect((await collection.doc("s").get()).data()).toEqual({ n: 3, tags: ["a"] });
        expect((await collection.doc("c").get()).data()).toEqual({ n: 1.5, gone: [] });
      });

      it("applies nothing of a batch with transforms when one of its writes fails", async () => {
        const collection = scratch();
        await collection.doc("kept").set({ n: 1, tags: ["a"] });
        const batch = db()
          .batch()
          .update(collection.doc("kept"), {
            n: FieldValue.increment(1),
            tags: FieldValue.arrayUnion("b"),
            at: FieldValue.serverTimestamp(),
          })
          .update(collection.doc("missing"), { n: FieldValue.increment(1) });
        await expect(batch.commit()).rejects.toHaveProperty("code", GrpcStatus.NOT_FOUND);
        expect((await collection.doc("kept").get()).data()).toEqual({ n: 1, tags: ["a"] });
        expect((await collection.doc("missing").get()).exists).toBe(false);
      });
    });

    describe("listings and recursive delete", () => {
      const tree = async () => {
        const root = scratch();
        const org = root.doc("org");
        const other = root.doc("other");
        const batch = db().batch();
        batch.set(org, { name: "Org" });
        batch.set(org.collection("members").doc("m1"), { role: "admin" });
        batch.set(org.collection("members").doc("m1").collection("notes").doc("n1"), { text: "x" });
        // An event document that does not exist itself, with a subcollection below it.
        batch.set(org.collection("events").doc("e1").collection("rsvps").doc("r1"), {
          going: true,
        });
        batch.set(other, { name: "Other" });
        batch.set(other.collection("members").doc("m9"), { role: "member" });
        await batch.commit();
        return { root, org, other };
      };

      it("lists a document's subcollections and a collection's documents, missing parents included", async () => {
        const { root, org } = await tree();
        expect((await org.listCollections()).map((collection) => collection.id)).toEqual([
          "events",
          "members",
        ]);
        const events = await org.collection("events").listDocuments();
        expect(events.map((ref) => ref.id)).toEqual(["e1"]);
        expect((await events[0]!.get()).exists).toBe(false);
        expect((await root.listDocuments()).map((ref) => ref.id).sort()).toEqual(["org", "other"]);
      });

      it("deletes a document with every document of its nested subcollections, and nothing else", async () => {
        const { root, org, other } = await tree();
        await db().recursiveDelete(org);

        expect((await org.get()).exists).toBe(false);
        expect(await org.listCollections()).toEqual([]);
        expect((await org.collection("members").doc("m1").collection("notes").get()).empty).toBe(
          true,
        );
        expect((await org.collection("events").doc("e1").collection("rsvps").get()).empty).toBe(
          true,
        );
        expect((await other.get()).data()).toEqual({ name: "Other" });
        expect(ids(await other.collection("members").get())).toEqual(["m9"]);
        expect((await root.listDocuments()).map((ref) => ref.id)).toEqual(["other"]);
      });

      it("deletes a collection with its documents' subcollections, and not a collection whose name extends it", async () => {
        const { root, org } = await tree();
        const sibling = org.collection("members2").doc("s1");
        await sibling.set({ kept: true });
        await db().recursiveDelete(org.collection("members"));

        expect((await org.collection("members").get()).empty).toBe(true);
        expect((await org.collection("members").doc("m1").collection("notes").get()).empty).toBe(
          true,
        );
        expect((await sibling.get()).data()).toEqual({ kept: true });
        expect((await org.get()).data()).toEqual({ name: "Org" });
        expect(ids(await root.doc("other").collection("members").get())).toEqual(["m9"]);
      });
    });

    describe("queries the API's lists use", () => {
      // 12 documents; those whose index is not a multiple of 3 carry the keyword "maple".
      const listed = async () => {
        const collection = scratch();
        const batch = db().batch();
        for (let index = 0; index < 12; index += 1) {
          batch.set(collection.doc(`r${index}`), {
            name: `N${index % 4}`,
            keywords: index % 3 === 0 ? ["oak"] : ["maple", `k${index}`],
            status: index % 2 === 0 ? "active" : "pending",
            rank: index,
          });
        }
        await batch.commit();
        const expected = Array.from({ length: 12 }, (_, index) => index)
          .filter((index) => index % 3 !== 0)
          .map((index) => ({ id: `r${index}`, name: `N${index % 4}` }));
        return { collection, expected };
      };

      const walk = async (query: Query, pageSize: number): Promise<string[]> => {
        const seen: string[] = [];
        let page = await query.limit(pageSize).get();
        for (let pages = 0; pages < 20; pages += 1) {
          seen.push(...ids(page));
          const last = page.docs.at(-1);
          if (page.size < pageSize || last === undefined) return seen;
          page = await query.startAfter(last).limit(pageSize).get();
        }
        throw new Error(`paging did not end; seen so far: ${seen.join(", ")}`);
      };

      it("returns only a field mask's fields, each time as the document stands, whatever other masks asked", async () => {
        const collection = scratch();
        await collection.doc("a").set({
          name: "Ana",
          unit: "4B",
          keywords: ["ana", "4b"],
          address: { street: "Elm", city: "Salem" },
        });
        const masked = (...fields: string[]) =>
          collection
            .orderBy("name")
            .select(...fields)
            .get()
            .then((snapshot) => snapshot.docs.map((doc) => doc.data()));

        expect(await masked("name", "unit")).toEqual([{ name: "Ana", unit: "4B" }]);
        expect(await masked("name", "address.city")).toEqual([
          { name: "Ana", address: { city: "Salem" } },
        ]);
        // A field the document lacks is left out; a mask of none gives an empty document.
        expect(await masked("name", "phone")).toEqual([{ name: "Ana" }]);
        expect(await masked()).toEqual([{}]);

        await collection.doc("a").update({ unit: "5C", keywords: ["ana", "5c"] });
        expect(await masked("name", "unit")).toEqual([{ name: "Ana", unit: "5C" }]);
        const whole = await collection.orderBy("name").get();
        expect(whole.docs.map((doc) => doc.data())).toEqual([
          {
            name: "Ana",
            unit: "5C",
            keywords: ["ana", "5c"],
            address: { street: "Elm", city: "Salem" },
          },
        ]);
        // Read times and update times stay the document's own under a mask.
        const [maskedDoc] = (await collection.orderBy("name").select("name").get()).docs;
        expect(maskedDoc?.updateTime.valueOf()).toBe(whole.docs[0]?.updateTime.valueOf());
      });

      it("pages through array-contains ordered by another field then by id, each document exactly once", async () => {
        const { collection, expected } = await listed();
        const query = collection
          .where("keywords", "array-contains", "maple")
          .orderBy("name")
          .orderBy(FieldPath.documentId());
        const byNameThenId = expected
          .slice()
          .sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .map((doc) => doc.id);

        expect(await walk(query, 3)).toEqual(byNameThenId);
        expect(await walk(query, 5)).toEqual(byNameThenId);

        const descending = collection
          .where("keywords", "array-contains", "maple")
          .orderBy("name", "desc")
          .orderBy(FieldPath.documentId(), "desc");
        expect(await walk(descending, 3)).toEqual(byNameThenId.slice().reverse());

        const counted = await collection.where("keywords", "array-contains", "maple").count().get();
        expect(counted.data().count).toBe(8);
      });

      it("filters with array-contains-any, in, not-in and !=, leaving out documents without the field", async () => {
        const { collection } = await listed();
        await collection.doc("bare").set({ other: true });
        await collection.doc("nulled").set({ status: null, keywords: null });

        expect(
          ids(await collection.where("keywords", "array-contains-any", ["oak", "k4"]).get()).sort(),
        ).toEqual(["r0", "r3", "r4", "r6", "r9"]);
        expect(ids(await collection.where("rank", "in", [1, 5, 99]).get()).sort()).toEqual([
          "r1",
          "r5",
        ]);
        expect(ids(await collection.where("status", "!=", "active").get()).sort()).toEqual([
          "r1",
          "r11",
          "r3",
          "r5",
          "r7",
          "r9",
        ]);
        expect(
          ids(await collection.where("rank", "not-in", [0, 1, 2, 3, 4, 5, 6, 7, 8]).get()).sort(),
        ).toEqual(["r10", "r11", "r9"]);
        expect(ids(await collection.where("status", "==", null).get())).toEqual(["nulled"]);
        expect((await collection.where("status", "!=", "active").count().get()).data().count).toBe(
          6,
        );
      });

      it("combines an equality filter with an order on another field, leaving out documents without it", async () => {
        const { collection } = await listed();
        await collection.doc("unranked").set({ status: "active" });
        const active = collection.where("status", "==", "active").orderBy("rank", "desc");
        expect(ids(await active.get())).toEqual(["r10", "r8", "r6", "r4", "r2", "r0"]);
        expect(ids(await active.startAfter(6).limit(2).get())).toEqual(["r4", "r2"]);
        expect((await collection.where("status", "==", "active").count().get()).data().count).toBe(
          7,
        );
        expect(ids(await collection.where("rank", ">=", 3).where("rank", "<", 6).get())).toEqual([
          "r3",
          "r4",
          "r5",
        ]);
      });

      it(
        "pages a large collection by filters and cursors as sorting all of it would, also after writes move, add and remove documents",
        async () => {
          const collection = scratch();
          // Names in UTF-8 byte order differ from JavaScript's UTF-16 order around surrogate
          // pairs ("😀" after "\uFFFF"); ties on the name fall to the document id, also in
          // string order ("r10" before "r2").
          const names = [
            "Mar",
            "mar",
            "Marta",
            "María",
            "Émile",
            "Zoë",
            "😀 Sun",
            "\uFFFF end",
            "\uE000 x",
            "Ana",
          ];
          type Resident = { name: string; status: string; keywords: string[]; rank: number };
          const stored = new Map<string, Resident>();
          // Keywords stored as the API stores them (array and map); searched the way the API
          // searches this emulator (the map: see `KeywordSearch`; lists.test.ts compares both).
          const resident = (index: number): Resident => ({
            name: names[(index * 7) % names.length] ?? "",
            status: index % 4 === 0 ? "Inactive" : "Active",
            ...keywordFields("keywords", [
              ...(index % 3 === 0 ? [] : ["mar"]),
              ...(index % 20 === 7 ? ["rare"] : []),
              ...Array.from({ length: 20 }, (_, k) => `k${(index + k) % 50}`),
            ]),
            rank: index,
          });
          const write = async (changes: [string, Resident | null][]) => {
            for (let start = 0; start < changes.length; start += 400) {
              const batch = db().batch();
              for (const [id, data] of changes.slice(start, start + 400)) {
                if (data === null) batch.delete(collection.doc(id));
                else batch.set(collection.doc(id), data);
              }
              await batch.commit();
            }
            for (const [id, data] of changes) {
              if (data === null) stored.delete(id);
              else stored.set(id, data);
            }
          };
          await write(Array.from({ length: 600 }, (_, index) => [`r${index}`, resident(index)]));

          const utf8 = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
          // What the query returns, from the stored documents, sorted in full.
          const reference = (wanted: { status?: string; keyword?: string }, descending: boolean) =>
            [...stored]
              .filter(
                ([, data]) =>
                  (wanted.status === undefined || data.status === wanted.status) &&
                  (wanted.keyword === undefined || data.keywords.includes(wanted.keyword)),
              )
              .map(([id, data]) => ({ id, name: data.name }))
              .sort((a, b) => (descending ? -1 : 1) * (utf8(a.name, b.name) || utf8(a.id, b.id)));
          const query = (wanted: { status?: string; keyword?: string }, descending: boolean) => {
            let result: Query = collection;
            if (wanted.status !== undefined) result = result.where("status", "==", wanted.status);
            if (wanted.keyword !== undefined)
              result = whereKeyword(result, "keywords", wanted.keyword, "map");
            const direction = descending ? "desc" : "asc";
            return result.orderBy("name", direction).orderBy(FieldPath.documentId(), direction);
          };
          // Every page of 25, each after the (name, id) cursor of the previous one, as lists page.
          const pages = async (
            wanted: { status?: string; keyword?: string },
            descending: boolean,
          ) => {
            const expected = reference(wanted, descending);
            const seen: string[] = [];
            let page = await query(wanted, descending).limit(26).get();
            for (;;) {
              const shown = page.docs.slice(0, 25);
              seen.push(...ids({ docs: shown }));
              const last = shown.at(-1);
              if (page.size <= 25 || last === undefined || seen.length > expected.length) break;
              page = await query(wanted, descending)
                .startAfter(last.get("name"), last.id)
                .limit(26)
                .get();
            }
            expect(seen).toEqual(expected.map((doc) => doc.id));
            // One page from the middle, straight after a cursor.
            const middle = expected[Math.floor(expected.length / 2)];
            if (middle !== undefined) {
              const after = await query(wanted, descending)
                .startAfter(middle.name, middle.id)
                .limit(25)
                .get();
              const from = Math.floor(expected.length / 2) + 1;
              expect(ids(after)).toEqual(expected.slice(from, from + 25).map((doc) => doc.id));
            }
          };
          const all = async () => {
            for (const descending of [false, true]) {
              await pages({ status: "Active", keyword: "mar" }, descending);
              await pages({ keyword: "mar" }, descending);
              await pages({ status: "Active", keyword: "rare" }, descending);
            }
            await pages({ status: "Inactive" }, false);
            await pages({}, false);
          };

          await all();
          // Renames move documents within the order, deletions and additions change the pages.
          await write([
            ...Array.from({ length: 30 }, (_, k): [string, Resident] => [
              `r${k * 19}`,
              { ...resident(k * 19 + 3), rank: k * 19 },
            ]),
            ...Array.from({ length: 15 }, (_, k): [string, null] => [`r${k * 37 + 5}`, null]),
            ...Array.from({ length: 15 }, (_, k): [string, Resident] => [`s${k}`, resident(k + 1)]),
          ]);
          await all();
          expect(
            (await query({ status: "Active", keyword: "mar" }, false).count().get()).data().count,
          ).toBe(reference({ status: "Active", keyword: "mar" }, false).length);
        },
        LARGE_COLLECTION_TIMEOUT_MS,
      );

      it("queries a collection group across parents", async () => {
        const group = `group-${randomUUID()}`;
        const root = scratch();
        await root.doc("p1").collection(group).doc("a").set({ role: "admin" });
        await root.doc("p2").collection(group).doc("b").set({ role: "member" });
        await root.doc("p2").collection(group).doc("c").set({ role: "admin" });
        await root.doc("p3").collection(`${group}-other`).doc("d").set({ role: "admin" });

        const admins = await db().collectionGroup(group).where("role", "==", "admin").get();
        expect(admins.docs.map((doc) => doc.ref.path).sort()).toEqual([
          `${root.id}/p1/${group}/a`,
          `${root.id}/p2/${group}/c`,
        ]);
      });
    });

    describe("queries the mail dispatcher uses", () => {
      it("finds documents by `in` on a nested field and a range on a nested time, ordered by that time, leaving out nulls", async () => {
        const collection = scratch();
        const at = (minute: number) => Timestamp.fromMillis(Date.UTC(2026, 10, 22, 12, minute));
        const mail = (
          state: string,
          nextAttemptAt: Timestamp | null,
          leaseExpireTime = null as Timestamp | null,
        ) => ({
          to: "x@example.com",
          delivery: { state, nextAttemptAt, leaseExpireTime, attempts: 0 },
        });
        await Promise.all([
          collection.doc("late").set(mail("PENDING", at(9))),
          collection.doc("retry").set(mail("RETRY", at(1))),
          collection.doc("first").set(mail("PENDING", at(0))),
          collection.doc("future").set(mail("RETRY", at(30))),
          collection.doc("sent").set(mail("SUCCESS", at(0))),
          collection.doc("sending").set(mail("PROCESSING", null, at(2))),
          collection.doc("stuck").set(mail("PROCESSING", null, at(1))),
          collection.doc("claimed").set(mail("PENDING", null)),
        ]);

        const due = collection
          .where("delivery.state", "in", ["PENDING", "RETRY"])
          .where("delivery.nextAttemptAt", "<=", at(10))
          .orderBy("delivery.nextAttemptAt");
        expect(ids(await due.get())).toEqual(["first", "retry", "late"]);
        expect(ids(await due.limit(2).get())).toEqual(["first", "retry"]);

        const expired = collection
          .where("delivery.state", "==", "PROCESSING")
          .where("delivery.leaseExpireTime", "<=", at(1))
          .orderBy("delivery.leaseExpireTime");
        expect(ids(await expired.get())).toEqual(["stuck"]);
      });
    });
  });
}

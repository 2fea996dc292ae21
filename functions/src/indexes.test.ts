import { FieldPath } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../test/support/api.js";
import { missingIndex, shapeOf } from "../test/support/query-indexes.js";
import { firestoreIndexes } from "./indexes.js";

/**
 * The composite indexes `firestore.indexes.json` may declare. Cloud Firestore caps them per
 * database (see its quotas) and refuses a deploy past the cap, while neither emulator counts
 * them; each index also costs storage and index writes for every document it holds. 100 leaves
 * room for the sections still to come, as long as each list follows its `ListOrder` (a few sorts
 * while filtered, the default one while searched): a list that needs more is designed again
 * rather than the budget raised. (`generated-files.test.ts` checks that the committed file is
 * the generated one.)
 */
const INDEX_BUDGET = 100;

const db = useTestApi();
const residents = () => db.firestore.collection("orgs/o/residents");
const id = FieldPath.documentId();

describe("the composite indexes", () => {
  const { indexes } = firestoreIndexes();

  it(`stay within the budget of ${INDEX_BUDGET}`, () => {
    expect(indexes.length).toBeLessThanOrEqual(INDEX_BUDGET);
  });

  it("are each declared once", () => {
    const keys = indexes.map((index) => JSON.stringify(index));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("the check that Cloud Firestore's declared indexes answer a query", () => {
  it("passes what the automatic single-field indexes answer", () => {
    for (const query of [
      residents(),
      residents().where("status", "==", "Active"),
      residents().where("status", "==", "Active").where("boardMember", "==", true),
      residents().orderBy("name", "desc").orderBy(id, "desc"),
      residents().where("nameKey", ">=", "a").orderBy("nameKey"),
      residents().where("email", "in", ["a@b.c", "d@e.f"]),
    ]) {
      expect(missingIndex(shapeOf(query))).toBeNull();
    }
  });

  it("passes a list's filters, search and sort, which Firestore answers by merging indexes", () => {
    const filtered = residents()
      .where("relationship", "==", "Tenant")
      .where("status", "==", "Active")
      .orderBy("name", "desc")
      .orderBy(id, "desc");
    expect(missingIndex(shapeOf(filtered))).toBeNull();
    const searched = residents()
      .where("relationship", "==", "Tenant")
      .where("status", "==", "Active")
      .where("keywords", "array-contains", "mar")
      .orderBy("name")
      .orderBy(id);
    expect(missingIndex(shapeOf(searched))).toBeNull();
    // The emulator's form of the same search is checked as Cloud Firestore's.
    const onTheEmulator = residents()
      .where(new FieldPath("keywordsSet", "mar"), "==", true)
      .orderBy("name");
    expect(missingIndex(shapeOf(onTheEmulator))).toBeNull();
  });

  it("refuses a search in another order than the list's default, or a filter in an order it does not offer", () => {
    const searched = residents().where("keywords", "array-contains", "mar");
    expect(missingIndex(shapeOf(searched.orderBy("name", "desc")))).toMatch(
      /keywords contains ordered by name DESCENDING/,
    );
    expect(
      missingIndex(shapeOf(residents().where("status", "==", "Active").orderBy("unit"))),
    ).toMatch(/status equality ordered by unit ASCENDING/);
    expect(
      missingIndex(
        shapeOf(residents().where(new FieldPath("keywordsSet", "mar"), "==", true).orderBy("unit")),
      ),
    ).toMatch(/keywords contains ordered by unit ASCENDING/);
  });

  it("refuses what needs a composite index nobody declared", () => {
    expect(
      missingIndex(shapeOf(residents().where("status", "==", "Active").orderBy("email"))),
    ).toMatch(/no declared index on residents serves status equality ordered by email ASCENDING/);
    expect(
      missingIndex(shapeOf(residents().where("keywords", "array-contains", "x").orderBy("email"))),
    ).toMatch(/keywords contains/);
    expect(missingIndex(shapeOf(residents().orderBy("name").orderBy("unit")))).toMatch(
      /\(no condition\) ordered by name ASCENDING, unit ASCENDING/,
    );
    expect(
      missingIndex(shapeOf(db.firestore.collectionGroup("billing").where("dueDay", "==", 1))),
    ).toMatch(/collection-group/);
  });
});

import { FieldPath } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../test/support/api.js";
import { missingIndex, shapeOf } from "../test/support/query-indexes.js";

const db = useTestApi();
const residents = () => db.firestore.collection("orgs/o/residents");
const id = FieldPath.documentId();

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
    const query = residents()
      .where("relationship", "==", "Tenant")
      .where("status", "==", "Active")
      .where("keywords", "array-contains", "mar")
      .orderBy("name", "desc")
      .orderBy(id, "desc");
    expect(missingIndex(shapeOf(query))).toBeNull();
    // The emulator's form of the same search is checked as Cloud Firestore's.
    const onTheEmulator = residents()
      .where(new FieldPath("keywordsSet", "mar"), "==", true)
      .orderBy("unit");
    expect(missingIndex(shapeOf(onTheEmulator))).toBeNull();
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

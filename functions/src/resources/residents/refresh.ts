import { FieldPath, type Firestore } from "firebase-admin/firestore";
import {
  derivedResidentFields,
  residentsCollection,
  stateOfResident,
  toResident,
} from "./documents.js";

/** Residents read per query, and written per batch (under Firestore's 500 writes). */
const PAGE_SIZE = 300;

const sameWords = (stored: unknown, expected: readonly string[]) =>
  Array.isArray(stored) &&
  stored.length === expected.length &&
  stored.every((word, index) => word === expected[index]);

/** Whether a stored map holds exactly the expected words as keys (each `true`). */
const sameWordSet = (stored: unknown, expected: Record<string, true>) =>
  typeof stored === "object" &&
  stored !== null &&
  sameWords(Object.keys(stored).sort(), Object.keys(expected).sort()) &&
  Object.values(stored).every((value) => value === true);

/**
 * Rewrites the fields derived from each stored resident (`nameKey`, `keywords`,
 * `memberKeywords` and their maps) where they differ from what the resident's state gives: residents stored
 * before a derived field existed, or by an older rule. Every organization, a page at a time;
 * the version stays, since nobody changed the resident. Answers how many were read and rewritten.
 */
export async function refreshResidentDerivedFields(
  db: Firestore,
  { pageSize = PAGE_SIZE }: { pageSize?: number } = {},
): Promise<{ read: number; rewritten: number }> {
  let read = 0;
  let rewritten = 0;
  const organizations = await db.collection("orgs").select().get();
  for (const organization of organizations.docs) {
    const residents = residentsCollection(db, organization.id).orderBy(FieldPath.documentId());
    let after: string | undefined;
    for (;;) {
      const page = await (after === undefined ? residents : residents.startAfter(after))
        .limit(pageSize)
        .get();
      if (page.empty) break;
      const batch = db.batch();
      let writes = 0;
      for (const snapshot of page.docs) {
        const expected = derivedResidentFields(stateOfResident(toResident(snapshot)));
        const stored = snapshot.data();
        const current =
          stored.nameKey === expected.nameKey &&
          sameWords(stored.keywords, expected.keywords) &&
          sameWordSet(stored.keywordsSet, expected.keywordsSet) &&
          sameWords(stored.memberKeywords, expected.memberKeywords) &&
          sameWordSet(stored.memberKeywordsSet, expected.memberKeywordsSet);
        if (current) continue;
        batch.update(snapshot.ref, expected);
        writes += 1;
      }
      if (writes > 0) await batch.commit();
      read += page.size;
      rewritten += writes;
      after = page.docs.at(-1)!.id;
      if (page.size < pageSize) break;
    }
  }
  return { read, rewritten };
}

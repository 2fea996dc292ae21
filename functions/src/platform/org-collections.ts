import type { CollectionReference, DocumentReference, Firestore } from "firebase-admin/firestore";

/** Where one resource's items are stored: the organization's collection `orgs/{orgId}/{name}`. */
export interface OrgCollection {
  /** The organization's collection itself (a list's query, a batch of new items). */
  collection: (db: Firestore, orgId: string) => CollectionReference;
  /** One item's document in it. */
  ref: (db: Firestore, orgId: string, id: string) => DocumentReference;
}

/**
 * The paths of an organization's collection `name`, so a resource declares where its items live
 * in one line: `const { collection, ref } = orgCollection("tickets")`.
 */
export function orgCollection(name: string): OrgCollection {
  const collection = (db: Firestore, orgId: string): CollectionReference =>
    db.collection(`orgs/${orgId}/${name}`);
  return { collection, ref: (db, orgId, id) => collection(db, orgId).doc(id) };
}

import type { CollectionReference, DocumentReference, Firestore } from "firebase-admin/firestore";

/** `orgs/{orgId}/members/{uid}`: who belongs to the organization, with which role. */
export const membersCollection = (db: Firestore, orgId: string): CollectionReference =>
  db.collection(`orgs/${orgId}/members`);

export const memberRef = (db: Firestore, orgId: string, uid: string): DocumentReference =>
  membersCollection(db, orgId).doc(uid);

/**
 * `orgs/{orgId}/guards/administrators`: written by every change that takes an administrator away
 * (a demotion, a removal), so that two such changes at once cannot both commit (members/store.ts).
 */
export const administratorsGuardRef = (db: Firestore, orgId: string): DocumentReference =>
  db.doc(`orgs/${orgId}/guards/administrators`);

import type { DocumentReference, Firestore } from "firebase-admin/firestore";

/** `orgs/{orgId}`: the organization and its settings. */
export const organizationRef = (db: Firestore, orgId: string): DocumentReference =>
  db.doc(`orgs/${orgId}`);

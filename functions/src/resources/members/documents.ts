import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import { orgCollection } from "../../platform/org-collections.js";

/** `orgs/{orgId}/members/{uid}`: who belongs to the organization, with which role. */
export const { collection: membersCollection, ref: memberRef } = orgCollection("members");

/**
 * `orgs/{orgId}/guards/administrators`: written by every change that takes an administrator away
 * (a demotion, a removal), so that two such changes at once cannot both commit (members/store.ts).
 */
export const administratorsGuardRef = (db: Firestore, orgId: string): DocumentReference =>
  db.doc(`orgs/${orgId}/guards/administrators`);

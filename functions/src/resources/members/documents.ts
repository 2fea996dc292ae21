import { orgCollection } from "../../platform/org-collections.js";

/** `orgs/{orgId}/members/{uid}`: who belongs to the organization, with which role. */
export const { collection: membersCollection, ref: memberRef } = orgCollection("members");

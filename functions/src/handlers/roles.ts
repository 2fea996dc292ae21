import type { Caller } from "../auth/idToken.js";
import type { OrganizationStore, RolesRecord } from "../firestore/organizations.js";

/** `GET /api/roles`: the caller's own roles record, or `null` when they have none. */
export function getRoles(caller: Caller, store: OrganizationStore): Promise<RolesRecord | null> {
  return store.findRoles(caller.uid);
}

import type { Caller } from "../auth/idToken.js";
import type { Organization, OrganizationStore } from "../firestore/organizations.js";
import { ApiError } from "../http/errors.js";
import { apiMessages } from "../http/messages.js";

/**
 * `GET /api/orgs/{orgId}`: the organization the caller's roles record points at. Any other id is
 * refused before it is looked up, so the answer never tells whether someone else's exists.
 */
export async function getOrg(
  caller: Caller,
  orgId: string,
  store: OrganizationStore,
): Promise<Organization> {
  const roles = await store.findRoles(caller.uid);
  if (roles?.orgId !== orgId) throw new ApiError(403, apiMessages.organizationForbidden);
  const organization = await store.findOrganization(orgId);
  if (!organization) throw new ApiError(404, apiMessages.organizationNotFound);
  return organization;
}

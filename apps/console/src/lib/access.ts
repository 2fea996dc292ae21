import { ROLES, isAdminRole } from "@hoa/validation";
import type { Roles } from "../api/get-roles";

/** A roles record as far as these rules read it: any field may be missing (spec §5). */
type RolesLike = Partial<Roles> | null;

/** Organization admin: the roles record names an organization, role `admin` and permission `admin`. */
export function isOrganizationAdmin(roles: RolesLike): boolean {
  return Boolean(roles?.orgId) && isAdminRole(roles?.role, roles?.permissions ?? []);
}

/**
 * A current organization: there is a current organization id, and the roles record has an
 * organization and a role, for that same organization.
 */
export function hasCurrentOrganization(currentOrgId: string | null, roles: RolesLike): boolean {
  return Boolean(currentOrgId && roles?.orgId && roles.role) && roles?.orgId === currentOrgId;
}

/** The user has some role in some organization (what the access gate asks first). */
export function hasOrganizationRole(roles: RolesLike): boolean {
  return Boolean(roles?.role);
}

/** A resident: sees the portal of their own household, never the console's sections. */
export function isResident(roles: RolesLike): boolean {
  return roles?.role === ROLES.resident;
}

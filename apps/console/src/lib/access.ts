import type { Roles } from "../api/get-roles";

/** Organization admin: the roles record names an organization, role `admin` and permission `admin`. */
export function isOrganizationAdmin(roles: Roles | null): boolean {
  return (
    Boolean(roles?.orgId) && roles?.role === "admin" && (roles.permissions ?? []).includes("admin")
  );
}

/**
 * A current organization: there is a current organization id, and the roles record has an
 * organization and a role, for that same organization.
 */
export function hasCurrentOrganization(currentOrgId: string | null, roles: Roles | null): boolean {
  return Boolean(currentOrgId && roles?.orgId && roles.role) && roles?.orgId === currentOrgId;
}

/** The user has some role in some organization (what the access gate asks first). */
export function hasOrganizationRole(roles: Roles | null): boolean {
  return Boolean(roles?.role);
}

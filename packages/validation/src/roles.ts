/** The roles a member of an organization can have, and the permissions a roles record can carry. */
export const ROLES = { admin: "admin", member: "member" } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_VALUES = [ROLES.admin, ROLES.member] as const;

export const PERMISSIONS = { admin: "admin" } as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** The permissions that go with each role when someone is given it. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  admin: [PERMISSIONS.admin],
  member: [],
};

/** An organization admin: role admin together with permission admin (spec §6). */
export function isAdminRole(
  role: string | null | undefined,
  permissions: readonly string[],
): boolean {
  return role === ROLES.admin && permissions.includes(PERMISSIONS.admin);
}

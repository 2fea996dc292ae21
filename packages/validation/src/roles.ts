/** The roles a member of an organization can have, and the permissions a roles record can carry. */
export const ROLES = { admin: "admin", member: "member", resident: "resident" } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
/**
 * The board's roles: what an invitation of the board and a role change may give (a resident's
 * role comes only with the invitation of a resident, `residentId`).
 */
export const ROLE_VALUES = [ROLES.admin, ROLES.member] as const;
export type BoardRole = (typeof ROLE_VALUES)[number];
/** Every role a member can have, from the most to the least they may do. */
export const ALL_ROLES = [ROLES.admin, ROLES.member, ROLES.resident] as const;

/** What each role is called on screen. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: "Administrator",
  member: "Member",
  resident: "Resident",
};

export const PERMISSIONS = { admin: "admin" } as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** The permissions that go with each role when someone is given it. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  admin: [PERMISSIONS.admin],
  member: [],
  resident: [],
};

/** An organization admin: role admin together with permission admin (spec §6). */
export function isAdminRole(
  role: string | null | undefined,
  permissions: readonly string[],
): boolean {
  return role === ROLES.admin && permissions.includes(PERMISSIONS.admin);
}

import { ROLES, isAdminRole } from "@hoa/validation";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../http/env.js";
import { ApiError } from "../http/errors.js";
import { apiMessages } from "../http/messages.js";
import type { RolesRecord } from "./roles.js";

/** Who the caller is in the organization of the path. */
export interface OrganizationAccess {
  orgId: string;
  /** The caller's uid. */
  uid: string;
  /** The caller's email address (from the ID token), which links them to the directory. */
  email: string | null;
  role: string;
  isAdmin: boolean;
  /**
   * A resident of the portal (role `resident`): they see their own household only (what their
   * linked residents may see), never the board's pages.
   */
  isResident: boolean;
}

/**
 * Who a route is for, each level admitting the roles above it (admin > member > resident):
 * `admin` may read and write; `member` (the board) may read what members may see; `resident` is
 * a portal route, which answers each caller for their own household.
 */
export type AccessLevel = "admin" | "member" | "resident";

/** Whether a caller that is not an administrator reaches a route of `level`. */
const admitsNonAdministrator = (level: AccessLevel, role: string): boolean =>
  level === "resident" || (level === "member" && role !== ROLES.resident);

/**
 * The one guard of every `/api/orgs/{orgId}/...` route: the caller's roles record must be for
 * that organization (403 otherwise, before anything of it is answered, so the answer never tells
 * whether another organization or item exists), an admin-only route needs role admin with
 * permission admin, and a board's route (`member`) refuses a resident. The record is read on every request, so a removed member or a changed role
 * takes effect at the next one.
 */
export function organizationGuard(
  findRoles: (uid: string) => Promise<RolesRecord | null>,
  level: AccessLevel,
) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    c.set("access", await readAccess(c, findRoles, level));
    await next();
  });
}

/**
 * The same guard for a route that only reads, letting its read run while the roles record is
 * read (one Firestore round trip instead of two): the handler gets `pendingAccess`, which it
 * awaits before it answers and before any read that hangs on who asks. Whatever the handler
 * answered, a caller the guard refuses gets the guard's 403 (an error thrown here replaces the
 * response), so a refused caller learns nothing of the read, not even that its query was bad.
 */
export function organizationGuardAlongside(
  findRoles: (uid: string) => Promise<RolesRecord | null>,
  level: AccessLevel,
) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const access = readAccess(c, findRoles, level);
    // Handled here, below, whatever the handler does with it.
    access.catch(() => undefined);
    c.set("pendingAccess", access);
    await next();
    await access;
  });
}

/**
 * What a read started alongside the guard (`pendingAccess`) came to, once both have settled: no
 * read outlives its request, even for a caller the guard refuses. The guard answers first: a
 * refused caller gets its 403 whatever the read came to.
 */
export async function settledAlongside<T>(
  pendingAccess: Promise<OrganizationAccess>,
  read: Promise<T>,
): Promise<{ access: OrganizationAccess; result: T }> {
  await Promise.allSettled([pendingAccess, read]);
  return { access: await pendingAccess, result: await read };
}

async function readAccess(
  c: Context<ApiEnv>,
  findRoles: (uid: string) => Promise<RolesRecord | null>,
  level: AccessLevel,
): Promise<OrganizationAccess> {
  const orgId = c.req.param("orgId");
  const roles = await findRoles(c.get("caller").uid);
  if (!orgId || !roles || roles.orgId !== orgId || !roles.role) {
    throw new ApiError(403, apiMessages.organizationForbidden);
  }
  const isAdmin = isAdminRole(roles.role, roles.permissions);
  if (!isAdmin && !admitsNonAdministrator(level, roles.role)) {
    throw new ApiError(
      403,
      level === "admin" ? apiMessages.organizationAdminOnly : apiMessages.organizationBoardOnly,
    );
  }
  const { uid, email } = c.get("caller");
  return {
    orgId,
    uid,
    email,
    role: roles.role,
    isAdmin,
    isResident: roles.role === ROLES.resident,
  };
}

import { isAdminRole } from "@hoa/validation";
import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../http/env.js";
import { ApiError } from "../http/errors.js";
import { apiMessages } from "../http/messages.js";
import type { RolesRecord } from "../resources/organizations/store.js";

/** Who the caller is in the organization of the path. */
export interface OrganizationAccess {
  orgId: string;
  /** The caller's uid. */
  uid: string;
  /** The caller's email address (from the ID token), which links them to the directory. */
  email: string | null;
  role: string;
  isAdmin: boolean;
}

/** `admin` may read and write; `member` may read what members may see. */
export type AccessLevel = "admin" | "member";

/**
 * The one guard of every `/api/orgs/{orgId}/...` route: the caller's roles record must be for
 * that organization (403 otherwise, before anything of it is read, so the answer never tells
 * whether another organization or item exists), and an admin-only route needs role admin with
 * permission admin. The record is read on every request, so a removed member or a changed role
 * takes effect at the next one.
 */
export function organizationGuard(
  findRoles: (uid: string) => Promise<RolesRecord | null>,
  level: AccessLevel,
) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const orgId = c.req.param("orgId");
    const roles = await findRoles(c.get("caller").uid);
    if (!orgId || !roles || roles.orgId !== orgId || !roles.role) {
      throw new ApiError(403, apiMessages.organizationForbidden);
    }
    const isAdmin = isAdminRole(roles.role, roles.permissions);
    if (level === "admin" && !isAdmin) throw new ApiError(403, apiMessages.organizationAdminOnly);
    const { uid, email } = c.get("caller");
    c.set("access", { orgId, uid, email, role: roles.role, isAdmin });
    await next();
  });
}

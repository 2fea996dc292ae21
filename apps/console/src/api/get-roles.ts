import { api, unwrap, type ApiSchemas } from "./client";
import { queryKeys } from "./query-keys";
import { idleWhileNullHook, nullWhenFailed } from "./reads";

/** The signed-in user's roles record (`users/{uid}/roles/roles`). */
export type Roles = ApiSchemas["Roles"];

/** `GET /api/roles`. A failure is logged and read as "no roles", as the product defines it. */
export const getRoles = (signal?: AbortSignal) =>
  nullWhenFailed(unwrap(api.GET("/api/roles", { signal })), "Error checking user roles:", signal);

/** The roles of the user with `uid`; idle while `uid` is null. */
export const useRoles = idleWhileNullHook(queryKeys.roles.mine, (_uid, signal) => getRoles(signal));

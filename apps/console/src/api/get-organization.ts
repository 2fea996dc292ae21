import { api, unwrap, type ApiSchemas } from "./client";
import { queryKeys } from "./query-keys";
import { idleWhileNullHook, nullWhenFailed } from "./reads";

/** An organization (`orgs/{orgId}`); the console shows its name. */
export type Organization = ApiSchemas["Organization"];

/** `GET /api/orgs/{orgId}`. A failure is logged and read as "no organization". */
export const getOrganization = (orgId: string, signal?: AbortSignal) =>
  nullWhenFailed(
    unwrap(api.GET("/api/orgs/{orgId}", { params: { path: { orgId } }, signal })),
    "Error loading organization:",
    signal,
  );

/** The organization with `orgId`; idle while `orgId` is null. */
export const useOrganization = idleWhileNullHook(queryKeys.organizations.detail, getOrganization);

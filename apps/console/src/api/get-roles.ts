import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap, type ApiSchemas } from "./client";
import { queryKeys } from "./query-keys";

/** The signed-in user's roles record (`users/{uid}/roles/roles`). */
export type Roles = ApiSchemas["Roles"];

/** `GET /api/roles`. A failure is logged and read as "no roles", as the product defines it. */
export async function getRoles(signal?: AbortSignal): Promise<Roles | null> {
  try {
    return await unwrap(api.GET("/api/roles", { signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error("Error checking user roles:", error);
    return null;
  }
}

export const rolesQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: queryKeys.roles.mine(uid),
    queryFn: ({ signal }) => getRoles(signal),
  });

/** The roles of the user with `uid`; idle while `uid` is null. */
export function useRoles(uid: string | null) {
  return useQuery({ ...rolesQueryOptions(uid ?? ""), enabled: uid !== null });
}

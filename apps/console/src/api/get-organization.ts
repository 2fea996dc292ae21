import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap, type ApiSchemas } from "./client";
import { queryKeys } from "./query-keys";

/** An organization (`orgs/{orgId}`); the console shows its name. */
export type Organization = ApiSchemas["Organization"];

/** `GET /api/orgs/{orgId}`. A failure is logged and read as "no organization". */
export async function getOrganization(
  orgId: string,
  signal?: AbortSignal,
): Promise<Organization | null> {
  try {
    return await unwrap(api.GET("/api/orgs/{orgId}", { params: { path: { orgId } }, signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error("Error loading organization:", error);
    return null;
  }
}

export const organizationQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: queryKeys.organizations.detail(orgId),
    queryFn: ({ signal }) => getOrganization(orgId, signal),
  });

/** The organization with `orgId`; idle while `orgId` is null. */
export function useOrganization(orgId: string | null) {
  return useQuery({ ...organizationQueryOptions(orgId ?? ""), enabled: orgId !== null });
}

import { useQuery } from "@tanstack/react-query";
import { api, unwrap, type ApiSchemas } from "./client";
import { queryKeys } from "./query-keys";

export type DirectorySummary = ApiSchemas["DirectorySummary"];

/** `GET /api/orgs/{orgId}/directory/summary`: how many properties and residents, by status. */
export function getDirectorySummary(orgId: string, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/directory/summary", { params: { path: { orgId } }, signal }),
  );
}

export function useDirectorySummary(orgId: string) {
  return useQuery({
    queryKey: queryKeys.directorySummary.detail(orgId),
    queryFn: ({ signal }) => getDirectorySummary(orgId, signal),
  });
}

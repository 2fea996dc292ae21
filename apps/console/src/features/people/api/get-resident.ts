import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";

/** `GET /api/orgs/{orgId}/residents/{residentId}`. */
export function getResident(orgId: string, residentId: string, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/residents/{residentId}", {
      params: { path: { orgId, residentId } },
      signal,
    }),
  );
}

export function useResident(orgId: string, residentId: string) {
  return useQuery({
    queryKey: queryKeys.residents.detail(orgId, residentId),
    queryFn: ({ signal }) => getResident(orgId, residentId, signal),
  });
}

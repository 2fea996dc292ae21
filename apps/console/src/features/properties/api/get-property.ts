import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";

/** `GET /api/orgs/{orgId}/properties/{propertyId}`. */
export function getProperty(orgId: string, propertyId: string, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/properties/{propertyId}", {
      params: { path: { orgId, propertyId } },
      signal,
    }),
  );
}

export function useProperty(orgId: string, propertyId: string) {
  return useQuery({
    queryKey: queryKeys.properties.detail(orgId, propertyId),
    queryFn: ({ signal }) => getProperty(orgId, propertyId, signal),
  });
}

import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";

/** `GET /api/orgs/{orgId}/events/{eventId}`. */
export function getEvent(orgId: string, eventId: string, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/events/{eventId}", {
      params: { path: { orgId, eventId } },
      signal,
    }),
  );
}

export function useEvent(orgId: string, eventId: string) {
  return useQuery({
    queryKey: queryKeys.events.detail(orgId, eventId),
    queryFn: ({ signal }) => getEvent(orgId, eventId, signal),
  });
}

import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";

/** `GET /api/orgs/{orgId}/events/{eventId}/rsvp`: the caller's own reply, or null. */
export function getOwnRsvp(orgId: string, eventId: string, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/events/{eventId}/rsvp", {
      params: { path: { orgId, eventId } },
      signal,
    }),
  );
}

export function useOwnRsvp(orgId: string, eventId: string) {
  return useQuery({
    queryKey: queryKeys.events.ownRsvp(orgId, eventId),
    queryFn: ({ signal }) => getOwnRsvp(orgId, eventId, signal),
  });
}

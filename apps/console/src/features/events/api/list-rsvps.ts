import { useQuery } from "@tanstack/react-query";
import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";

export type Rsvp = ApiSchemas["Rsvp"];

/** `GET /api/orgs/{orgId}/events/{eventId}/rsvps`: the first 100 replies, going first. */
export function listRsvps(orgId: string, eventId: string, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/events/{eventId}/rsvps", {
      params: { path: { orgId, eventId }, query: { limit: 100 } },
      signal,
    }),
  );
}

/** The replies to an event (administrators only: the hook is off for a member). */
export function useRsvps(orgId: string, eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.events.rsvps(orgId, eventId),
    queryFn: ({ signal }) => listRsvps(orgId, eventId, signal),
    enabled,
  });
}

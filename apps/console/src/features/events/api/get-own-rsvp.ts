import { queryKeys } from "../../../api/query-keys";
import { queryHook, recordFetcher } from "../../../api/reads";

/** `GET /api/orgs/{orgId}/events/{eventId}/rsvp`: the caller's own reply, or null. */
export const getOwnRsvp = recordFetcher("/api/orgs/{orgId}/events/{eventId}/rsvp", "eventId");

export const useOwnRsvp = queryHook(queryKeys.events.ownRsvp, getOwnRsvp);

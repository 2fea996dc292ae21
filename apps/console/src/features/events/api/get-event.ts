import { queryKeys } from "../../../api/query-keys";
import { queryHook, recordFetcher } from "../../../api/reads";

/** `GET /api/orgs/{orgId}/events/{eventId}`. */
export const getEvent = recordFetcher("/api/orgs/{orgId}/events/{eventId}", "eventId");

export const useEvent = queryHook(queryKeys.events.detail, getEvent);

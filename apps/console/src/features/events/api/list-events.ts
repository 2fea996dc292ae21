import type { ApiSchemas } from "../../../api/client";
import { listQueryHook } from "../../../api/list-query";
import { queryKeys } from "../../../api/query-keys";
import { pageFetcher, type ListQueryOf } from "../../../api/reads";

export type CommunityEvent = ApiSchemas["Event"];
export type EventListQuery = ListQueryOf<"/api/orgs/{orgId}/events">;

/** `GET /api/orgs/{orgId}/events`: one page of events, from today on unless `when` says. */
export const listEvents = pageFetcher("/api/orgs/{orgId}/events");

export const useEvents = listQueryHook(queryKeys.events.list, listEvents);

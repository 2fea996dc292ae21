import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { listQueryHook } from "../../../api/list-query";
import { queryKeys } from "../../../api/query-keys";
import type { paths } from "../../../api/schema";

export type CommunityEvent = ApiSchemas["Event"];
export type EventListQuery = NonNullable<
  paths["/api/orgs/{orgId}/events"]["get"]["parameters"]["query"]
>;

/** `GET /api/orgs/{orgId}/events`: one page of events, from today on unless `when` says. */
export function listEvents(orgId: string, query: EventListQuery, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/events", { params: { path: { orgId }, query }, signal }),
  );
}

export const useEvents = listQueryHook(queryKeys.events.list, listEvents);

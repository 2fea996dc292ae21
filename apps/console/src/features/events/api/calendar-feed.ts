import { useQuery } from "@tanstack/react-query";
import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { useItemMutation } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";
import { orgFetcher } from "../../../api/reads";

export type CalendarFeed = ApiSchemas["CalendarFeed"];

/** `GET /api/orgs/{orgId}/events/feed`: whether a feed exists (its address is not kept). */
export const getCalendarFeed = orgFetcher("/api/orgs/{orgId}/events/feed");

export function useCalendarFeed(orgId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.events.feed(orgId),
    queryFn: ({ signal }) => getCalendarFeed(orgId, signal),
    enabled,
  });
}

/** `POST /api/orgs/{orgId}/events/feed`: a new address (the old one stops working). */
export function regenerateCalendarFeed(orgId: string) {
  return unwrap(api.POST("/api/orgs/{orgId}/events/feed", { params: { path: { orgId } } }));
}

/** Makes a new feed address; the answer, which alone carries it, is kept in the cache. */
export const useRegenerateCalendarFeed = (orgId: string) =>
  useItemMutation({
    mutationFn: () => regenerateCalendarFeed(orgId),
    meta: { errorMessage: "The calendar feed could not be made", toastId: "calendar-feed" },
    setsDetail: () => queryKeys.events.feed(orgId),
  });

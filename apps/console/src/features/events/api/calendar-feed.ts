import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";

export type CalendarFeed = ApiSchemas["CalendarFeed"];

/** `GET /api/orgs/{orgId}/events/feed`: whether a feed exists (its address is not kept). */
export function getCalendarFeed(orgId: string, signal?: AbortSignal) {
  return unwrap(api.GET("/api/orgs/{orgId}/events/feed", { params: { path: { orgId } }, signal }));
}

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
export function useRegenerateCalendarFeed(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateCalendarFeed(orgId),
    meta: { errorMessage: "The calendar feed could not be made", toastId: "calendar-feed" },
    onSuccess: (feed) => {
      queryClient.setQueryData(queryKeys.events.feed(orgId), feed);
    },
  });
}

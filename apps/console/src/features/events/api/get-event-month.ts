import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";

/** `GET /api/orgs/{orgId}/events/calendar?month=YYYY-MM`: the events starting in a month. */
export function getEventMonth(orgId: string, month: string, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/events/calendar", {
      params: { path: { orgId }, query: { month } },
      signal,
    }),
  );
}

/** A month of the calendar; the month shown stays while the next one loads. */
export function useEventMonth(orgId: string, month: string) {
  return useQuery({
    queryKey: queryKeys.events.month(orgId, month),
    queryFn: ({ signal }) => getEventMonth(orgId, month, signal),
    placeholderData: keepPreviousData,
  });
}

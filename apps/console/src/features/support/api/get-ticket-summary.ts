import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";

/** `GET /api/orgs/{orgId}/tickets/summary`: how many tickets are in each status. */
export function getTicketSummary(orgId: string, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/tickets/summary", { params: { path: { orgId } }, signal }),
  );
}

export function useTicketSummary(orgId: string) {
  return useQuery({
    queryKey: queryKeys.tickets.summary(orgId),
    queryFn: ({ signal }) => getTicketSummary(orgId, signal),
  });
}

import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";

/** `GET /api/orgs/{orgId}/tickets/{ticketId}`. */
export function getTicket(orgId: string, ticketId: string, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/tickets/{ticketId}", {
      params: { path: { orgId, ticketId } },
      signal,
    }),
  );
}

export function useTicket(orgId: string, ticketId: string) {
  return useQuery({
    queryKey: queryKeys.tickets.detail(orgId, ticketId),
    queryFn: ({ signal }) => getTicket(orgId, ticketId, signal),
  });
}

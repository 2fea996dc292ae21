import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { listQueryHook } from "../../../api/list-query";
import { queryKeys } from "../../../api/query-keys";
import type { paths } from "../../../api/schema";

export type Ticket = ApiSchemas["Ticket"];
export type TicketListQuery = NonNullable<
  paths["/api/orgs/{orgId}/tickets"]["get"]["parameters"]["query"]
>;

/** `GET /api/orgs/{orgId}/tickets`: one page of the organization's support tickets. */
export function listTickets(orgId: string, query: TicketListQuery, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/tickets", { params: { path: { orgId }, query }, signal }),
  );
}

export const useTickets = listQueryHook(queryKeys.tickets.list, listTickets);

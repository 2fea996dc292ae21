import type { ApiSchemas } from "../../../api/client";
import { listQueryHook } from "../../../api/list-query";
import { queryKeys } from "../../../api/query-keys";
import { pageFetcher, type ListQueryOf } from "../../../api/reads";

export type Ticket = ApiSchemas["Ticket"];
export type TicketListQuery = ListQueryOf<"/api/orgs/{orgId}/tickets">;

/** `GET /api/orgs/{orgId}/tickets`: one page of the organization's support tickets. */
export const listTickets = pageFetcher("/api/orgs/{orgId}/tickets");

export const useTickets = listQueryHook(queryKeys.tickets.list, listTickets);

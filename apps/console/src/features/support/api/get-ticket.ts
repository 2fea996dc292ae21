import { queryKeys } from "../../../api/query-keys";
import { queryHook, recordFetcher } from "../../../api/reads";

/** `GET /api/orgs/{orgId}/tickets/{ticketId}`. */
export const getTicket = recordFetcher("/api/orgs/{orgId}/tickets/{ticketId}", "ticketId");

export const useTicket = queryHook(queryKeys.tickets.detail, getTicket);

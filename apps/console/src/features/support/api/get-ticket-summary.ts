import { queryKeys } from "../../../api/query-keys";
import { orgFetcher, queryHook } from "../../../api/reads";

/** `GET /api/orgs/{orgId}/tickets/summary`: how many tickets are in each status. */
export const getTicketSummary = orgFetcher("/api/orgs/{orgId}/tickets/summary");

export const useTicketSummary = queryHook(queryKeys.tickets.summary, getTicketSummary);

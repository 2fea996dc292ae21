import { useQuery } from "@tanstack/react-query";
import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { useItemMutation } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";

export type TicketComment = ApiSchemas["TicketComment"];

/** How much of a conversation is shown; a longer one is rare for one ticket. */
const CONVERSATION_LIMIT = 100;

/** `GET /api/orgs/{orgId}/tickets/{ticketId}/comments`: the conversation, oldest first. */
export function listTicketComments(orgId: string, ticketId: string, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/tickets/{ticketId}/comments", {
      params: { path: { orgId, ticketId }, query: { limit: CONVERSATION_LIMIT } },
      signal,
    }),
  );
}

export function useTicketComments(orgId: string, ticketId: string) {
  return useQuery({
    queryKey: queryKeys.tickets.comments(orgId, ticketId),
    queryFn: ({ signal }) => listTicketComments(orgId, ticketId, signal),
  });
}

/** `POST /api/orgs/{orgId}/tickets/{ticketId}/comments`. */
export function addTicketComment(orgId: string, ticketId: string, body: string) {
  return unwrap(
    api.POST("/api/orgs/{orgId}/tickets/{ticketId}/comments", {
      params: { path: { orgId, ticketId } },
      body: { body },
    }),
  );
}

/** Adds a comment; the conversation and the activity are read again. */
export const useAddTicketComment = (orgId: string, ticketId: string) =>
  useItemMutation({
    mutationFn: (body: string) => addTicketComment(orgId, ticketId, body),
    meta: { errorMessage: "The comment could not be added", toastId: "add-ticket-comment" },
    invalidates: [queryKeys.tickets.comments(orgId, ticketId), queryKeys.audit.all],
  });

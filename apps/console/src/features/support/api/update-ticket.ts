import type { UpdateTicketRequest } from "@hoa/validation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { versionedRequest } from "../../../api/if-match";
import { invalidateEach } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";
import type { Ticket } from "./list-tickets";

/** `PATCH /api/orgs/{orgId}/tickets/{ticketId}` made to the version shown. */
export const updateTicket = versionedRequest("PATCH", "/api/orgs/{orgId}/tickets/{ticketId}");

/**
 * Changes a ticket's status, priority or assignee. The page shows the change at once and puts
 * it back when the server refuses (the reason is toasted centrally); the conversation, which
 * notes each change, the lists and the activity are read again.
 */
export function useUpdateTicket(orgId: string, ticket: Ticket) {
  const queryClient = useQueryClient();
  const detail = queryKeys.tickets.detail(orgId, ticket.id);
  return useMutation({
    mutationFn: (changes: UpdateTicketRequest) => updateTicket(orgId, ticket, changes),
    meta: { errorMessage: "The ticket could not be changed", toastId: "update-ticket" },
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: detail });
      const before = queryClient.getQueryData<Ticket>(detail);
      const { assigneeUid: _assignee, ...shown } = changes;
      if (before) queryClient.setQueryData<Ticket>(detail, { ...before, ...shown });
      return { before };
    },
    onError: async (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(detail, context.before);
      await queryClient.invalidateQueries({ queryKey: detail });
    },
    onSuccess: async (changed) => {
      queryClient.setQueryData(detail, changed);
      await invalidateEach(queryClient, [
        queryKeys.tickets.comments(orgId, ticket.id),
        queryKeys.tickets.all,
        queryKeys.audit.all,
      ]);
    },
  });
}

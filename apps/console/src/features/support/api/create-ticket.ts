import type { CreateTicketRequestInput } from "@hoa/validation";
import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { idempotencyHeader, useIdempotencyKeys } from "../../../api/idempotency";
import { queryKeys } from "../../../api/query-keys";

/**
 * `POST /api/orgs/{orgId}/tickets`, with its `Idempotency-Key`: a new ticket with the
 * organization's next number.
 */
export function createTicket(orgId: string, request: CreateTicketRequestInput, key: string) {
  return unwrap(
    api.POST("/api/orgs/{orgId}/tickets", {
      params: { path: { orgId }, header: idempotencyHeader(key) },
      body: request,
    }),
  );
}

/** Names the create in flight, so the dialog around the form can show it is busy. */
export const createTicketKey = ["tickets", "create"] as const;

/** Opens a ticket; its page's cache is seeded, the lists and the activity read again. */
export function useCreateTicket(orgId: string) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationKey: createTicketKey,
    mutationFn: (request: CreateTicketRequestInput) =>
      createTicket(orgId, request, keys.keyFor(request)),
    meta: { errorMessage: "The ticket could not be created", toastId: "create-ticket" },
    onSuccess: async (ticket) => {
      keys.done();
      queryClient.setQueryData(queryKeys.tickets.detail(orgId, ticket.id), ticket);
      await Promise.all(
        [queryKeys.tickets.all, queryKeys.audit.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export const useCreateTicketPending = () => useIsMutating({ mutationKey: createTicketKey }) > 0;

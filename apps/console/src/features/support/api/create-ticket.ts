import type { CreateTicketRequestInput } from "@hoa/validation";
import { useIsMutating } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { idempotencyHeader } from "../../../api/idempotency";
import { useItemMutation } from "../../../api/item-mutation";
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
export const useCreateTicket = (orgId: string) =>
  useItemMutation({
    mutationKey: createTicketKey,
    mutationFn: (request: CreateTicketRequestInput, keyFor) =>
      createTicket(orgId, request, keyFor(request)),
    meta: { errorMessage: "The ticket could not be created", toastId: "create-ticket" },
    setsDetail: (ticket) => queryKeys.tickets.detail(orgId, ticket.id),
    invalidates: [queryKeys.tickets.all, queryKeys.audit.all],
  });

export const useCreateTicketPending = () => useIsMutating({ mutationKey: createTicketKey }) > 0;

import type { EventDraftInput } from "@hoa/validation";
import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { idempotencyHeader, useIdempotencyKeys } from "../../../api/idempotency";
import { queryKeys } from "../../../api/query-keys";

/** `POST /api/orgs/{orgId}/events`, with its `Idempotency-Key`. */
export function createEvent(orgId: string, request: EventDraftInput, key: string) {
  return unwrap(
    api.POST("/api/orgs/{orgId}/events", {
      params: { path: { orgId }, header: idempotencyHeader(key) },
      body: request,
    }),
  );
}

/** Names the save in flight, so the dialog around the form can show it is busy. */
export const saveEventKey = ["events", "save"] as const;

/** Adds an event; its page's cache is seeded, the lists, months and activity read again. */
export function useCreateEvent(orgId: string) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationKey: saveEventKey,
    mutationFn: (request: EventDraftInput) => createEvent(orgId, request, keys.keyFor(request)),
    meta: { errorMessage: "The event could not be created", toastId: "create-event" },
    onSuccess: async (event) => {
      keys.done();
      queryClient.setQueryData(queryKeys.events.detail(orgId, event.id), event);
      await Promise.all(
        [queryKeys.events.all, queryKeys.audit.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export const useSaveEventPending = () => useIsMutating({ mutationKey: saveEventKey }) > 0;

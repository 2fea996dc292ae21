import type { EventDraftInput } from "@hoa/validation";
import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";

/** `POST /api/orgs/{orgId}/events`. */
export function createEvent(orgId: string, request: EventDraftInput) {
  return unwrap(
    api.POST("/api/orgs/{orgId}/events", { params: { path: { orgId } }, body: request }),
  );
}

/** Names the save in flight, so the dialog around the form can show it is busy. */
export const saveEventKey = ["events", "save"] as const;

/** Adds an event; its page's cache is seeded, the lists, months and activity read again. */
export function useCreateEvent(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveEventKey,
    mutationFn: (request: EventDraftInput) => createEvent(orgId, request),
    meta: { errorMessage: "The event could not be created", toastId: "create-event" },
    onSuccess: async (event) => {
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

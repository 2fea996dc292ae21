import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";
import type { CommunityEvent } from "./list-events";

/** `DELETE /api/orgs/{orgId}/events/{eventId}` made to the version shown. */
export function deleteEvent(orgId: string, event: CommunityEvent) {
  return unwrap(
    api.DELETE("/api/orgs/{orgId}/events/{eventId}", {
      params: {
        path: { orgId, eventId: event.id },
        header: { "If-Match": `"${event.version}"` },
      },
    }),
  );
}

/** Deletes an event and its replies; the lists are read again. */
export function useDeleteEvent(orgId: string, event: CommunityEvent) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteEvent(orgId, event),
    meta: { errorMessage: "The event could not be deleted", toastId: "delete-event" },
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.events.detail(orgId, event.id) });
      await Promise.all(
        [queryKeys.events.all, queryKeys.audit.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

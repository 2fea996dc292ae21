import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";
import type { CommunityEvent } from "./list-events";

/** `POST /api/orgs/{orgId}/events/{eventId}/cancel` made to the version shown. */
export function cancelEvent(orgId: string, event: CommunityEvent) {
  return unwrap(
    api.POST("/api/orgs/{orgId}/events/{eventId}/cancel", {
      params: {
        path: { orgId, eventId: event.id },
        header: { "If-Match": `"${event.version}"` },
      },
    }),
  );
}

/** Cancels an event (those who replied are emailed by the server). */
export function useCancelEvent(orgId: string, event: CommunityEvent) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelEvent(orgId, event),
    meta: { errorMessage: "The event could not be cancelled", toastId: "cancel-event" },
    onSuccess: async (cancelled) => {
      queryClient.setQueryData(queryKeys.events.detail(orgId, cancelled.id), cancelled);
      await Promise.all(
        [queryKeys.events.all, queryKeys.audit.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

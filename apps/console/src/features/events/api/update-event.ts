import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";
import type { paths } from "../../../api/schema";
import { saveEventKey } from "./create-event";
import type { CommunityEvent } from "./list-events";

export type UpdateEventBody = NonNullable<
  paths["/api/orgs/{orgId}/events/{eventId}"]["patch"]["requestBody"]
>["content"]["application/json"];

/** `PATCH /api/orgs/{orgId}/events/{eventId}` made to the version shown. */
export function updateEvent(orgId: string, event: CommunityEvent, changes: UpdateEventBody) {
  return unwrap(
    api.PATCH("/api/orgs/{orgId}/events/{eventId}", {
      params: {
        path: { orgId, eventId: event.id },
        header: { "If-Match": `"${event.version}"` },
      },
      body: changes,
    }),
  );
}

/** Changes an event; the page shows the saved event, the lists and replies are read again. */
export function useUpdateEvent(orgId: string, event: CommunityEvent) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveEventKey,
    mutationFn: (changes: UpdateEventBody) => updateEvent(orgId, event, changes),
    meta: { errorMessage: "The event could not be saved", toastId: "update-event" },
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.events.detail(orgId, saved.id), saved);
      await Promise.all(
        [queryKeys.events.all, queryKeys.audit.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

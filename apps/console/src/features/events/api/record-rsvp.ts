import type { RsvpRequestInput } from "@hoa/validation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { invalidateEach } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";

/** Who the reply is for: a resident (an administrator records it) or the caller. */
export type RsvpFor = { residentId: string } | "self";

/**
 * `PUT .../events/{eventId}/rsvps/{residentId}` for a resident, `PUT .../events/{eventId}/rsvp`
 * for oneself: the reply and the event's counts after it.
 */
export function recordRsvp(
  orgId: string,
  eventId: string,
  who: RsvpFor,
  request: RsvpRequestInput,
) {
  return who === "self"
    ? unwrap(
        api.PUT("/api/orgs/{orgId}/events/{eventId}/rsvp", {
          params: { path: { orgId, eventId } },
          body: request,
        }),
      )
    : unwrap(
        api.PUT("/api/orgs/{orgId}/events/{eventId}/rsvps/{residentId}", {
          params: { path: { orgId, eventId, residentId: who.residentId } },
          body: request,
        }),
      );
}

/** Records a reply; the event's counts are updated at once, the replies read again. */
export function useRecordRsvp(orgId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ who, request }: { who: RsvpFor; request: RsvpRequestInput }) =>
      recordRsvp(orgId, eventId, who, request),
    meta: { errorMessage: "The reply could not be saved", toastId: "record-rsvp" },
    onSuccess: async ({ event }, { who }) => {
      queryClient.setQueryData(queryKeys.events.detail(orgId, eventId), event);
      await invalidateEach(queryClient, [
        queryKeys.events.rsvps(orgId, eventId),
        ...(who === "self" ? [queryKeys.events.ownRsvp(orgId, eventId)] : []),
        ["events", "list"],
        ["events", "month"],
      ]);
    },
  });
}

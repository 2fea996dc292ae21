import { versionedRequest } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";
import { eventChangeKeys } from "./create-event";
import type { CommunityEvent } from "./list-events";

/** `DELETE /api/orgs/{orgId}/events/{eventId}` made to the version shown. */
export const deleteEvent = versionedRequest("DELETE", "/api/orgs/{orgId}/events/{eventId}");

/** Deletes an event and its replies; the lists are read again. */
export const useDeleteEvent = (orgId: string, event: CommunityEvent) =>
  useItemMutation({
    mutationFn: () => deleteEvent(orgId, event),
    meta: { errorMessage: "The event could not be deleted", toastId: "delete-event" },
    removesDetail: () => queryKeys.events.detail(orgId, event.id),
    invalidates: eventChangeKeys,
  });

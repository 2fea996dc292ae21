import { versionedRequest } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";
import { eventChangeKeys } from "./create-event";
import type { CommunityEvent } from "./list-events";

/** `POST /api/orgs/{orgId}/events/{eventId}/cancel` made to the version shown. */
export const cancelEvent = versionedRequest("POST", "/api/orgs/{orgId}/events/{eventId}/cancel");

/** Cancels an event (those who replied are emailed by the server). */
export const useCancelEvent = (orgId: string, event: CommunityEvent) =>
  useItemMutation({
    mutationFn: () => cancelEvent(orgId, event),
    meta: { errorMessage: "The event could not be cancelled", toastId: "cancel-event" },
    setsDetail: (cancelled) => queryKeys.events.detail(orgId, cancelled.id),
    invalidates: eventChangeKeys,
  });

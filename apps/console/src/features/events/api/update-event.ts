import { versionedRequest } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";
import type { paths } from "../../../api/schema";
import { eventChangeKeys, saveEventKey } from "./create-event";
import type { CommunityEvent } from "./list-events";

export type UpdateEventBody = NonNullable<
  paths["/api/orgs/{orgId}/events/{eventId}"]["patch"]["requestBody"]
>["content"]["application/json"];

/** `PATCH /api/orgs/{orgId}/events/{eventId}` made to the version shown. */
export const updateEvent = versionedRequest("PATCH", "/api/orgs/{orgId}/events/{eventId}");

/** Changes an event; the page shows the saved event, the lists and replies are read again. */
export const useUpdateEvent = (orgId: string, event: CommunityEvent) =>
  useItemMutation({
    mutationKey: saveEventKey,
    mutationFn: (changes: UpdateEventBody) => updateEvent(orgId, event, changes),
    meta: { errorMessage: "The event could not be saved", toastId: "update-event" },
    setsDetail: (saved) => queryKeys.events.detail(orgId, saved.id),
    invalidates: eventChangeKeys,
  });

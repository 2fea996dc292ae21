import type { EventDraftInput } from "@hoa/validation";
import { useIsMutating } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { idempotencyHeader } from "../../../api/idempotency";
import { useItemMutation } from "../../../api/item-mutation";
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

/** What a change to an event makes stale: the lists, months, pages and replies, the activity. */
export const eventChangeKeys = [queryKeys.events.all, queryKeys.audit.all];

/** Names the save in flight, so the dialog around the form can show it is busy. */
export const saveEventKey = ["events", "save"] as const;

/** Adds an event; its page's cache is seeded, the lists, months and activity read again. */
export const useCreateEvent = (orgId: string) =>
  useItemMutation({
    mutationKey: saveEventKey,
    mutationFn: (request: EventDraftInput, keyFor) => createEvent(orgId, request, keyFor(request)),
    meta: { errorMessage: "The event could not be created", toastId: "create-event" },
    setsDetail: (event) => queryKeys.events.detail(orgId, event.id),
    invalidates: eventChangeKeys,
  });

export const useSaveEventPending = () => useIsMutating({ mutationKey: saveEventKey }) > 0;

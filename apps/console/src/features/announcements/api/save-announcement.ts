import type { AnnouncementRequestInput } from "@hoa/validation";
import { useIsMutating } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { idempotencyHeader } from "../../../api/idempotency";
import { versionedRequest } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";
import type { Announcement } from "./list-announcements";

const updateAnnouncement = versionedRequest(
  "PUT",
  "/api/orgs/{orgId}/announcements/{announcementId}",
);

/**
 * `POST .../announcements` for a new one (with its `Idempotency-Key`), `PUT .../announcements/{id}`
 * (If-Match) for a draft or scheduled one: saved as a draft, published now or scheduled.
 */
export function saveAnnouncement(
  orgId: string,
  request: AnnouncementRequestInput,
  target: { current: Pick<Announcement, "id" | "version"> } | { key: string },
) {
  if ("key" in target) {
    return unwrap(
      api.POST("/api/orgs/{orgId}/announcements", {
        params: { path: { orgId }, header: idempotencyHeader(target.key) },
        body: request,
      }),
    );
  }
  return updateAnnouncement(orgId, target.current, request);
}

const saveAnnouncementKey = ["announcements", "save"] as const;

export const useSaveAnnouncement = (
  orgId: string,
  current?: Pick<Announcement, "id" | "version">,
) =>
  useItemMutation({
    mutationKey: saveAnnouncementKey,
    mutationFn: (request: AnnouncementRequestInput, keyFor) =>
      saveAnnouncement(orgId, request, current ? { current } : { key: keyFor(request) }),
    meta: { errorMessage: "The announcement could not be saved", toastId: "save-announcement" },
    setsDetail: (saved) => queryKeys.announcements.detail(orgId, saved.id),
    invalidates: [queryKeys.announcements.all, queryKeys.audit.all],
  });

export const useSaveAnnouncementPending = () =>
  useIsMutating({ mutationKey: saveAnnouncementKey }) > 0;

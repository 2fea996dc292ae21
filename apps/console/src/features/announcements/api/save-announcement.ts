import type { AnnouncementRequestInput } from "@hoa/validation";
import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { idempotencyHeader, useIdempotencyKeys } from "../../../api/idempotency";
import { queryKeys } from "../../../api/query-keys";
import type { Announcement } from "./list-announcements";

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
  const { current } = target;
  return unwrap(
    api.PUT("/api/orgs/{orgId}/announcements/{announcementId}", {
      params: {
        path: { orgId, announcementId: current.id },
        header: { "If-Match": `"${current.version}"` },
      },
      body: request,
    }),
  );
}

const saveAnnouncementKey = ["announcements", "save"] as const;

export function useSaveAnnouncement(orgId: string, current?: Pick<Announcement, "id" | "version">) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationKey: saveAnnouncementKey,
    mutationFn: (request: AnnouncementRequestInput) =>
      saveAnnouncement(orgId, request, current ? { current } : { key: keys.keyFor(request) }),
    meta: { errorMessage: "The announcement could not be saved", toastId: "save-announcement" },
    onSuccess: async (saved) => {
      keys.done();
      queryClient.setQueryData(queryKeys.announcements.detail(orgId, saved.id), saved);
      await Promise.all(
        [queryKeys.announcements.all, queryKeys.audit.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export const useSaveAnnouncementPending = () =>
  useIsMutating({ mutationKey: saveAnnouncementKey }) > 0;

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";
import type { Announcement } from "./list-announcements";

/** `DELETE .../announcements/{id}` (If-Match). */
export function useDeleteAnnouncement(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (announcement: Pick<Announcement, "id" | "version">) =>
      unwrap(
        api.DELETE("/api/orgs/{orgId}/announcements/{announcementId}", {
          params: {
            path: { orgId, announcementId: announcement.id },
            header: { "If-Match": `"${announcement.version}"` },
          },
        }),
      ),
    meta: { errorMessage: "The announcement could not be deleted", toastId: "delete-announcement" },
    onSuccess: async () => {
      await Promise.all(
        [queryKeys.announcements.all, queryKeys.audit.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

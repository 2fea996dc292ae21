import { api, unwrap } from "../../../api/client";
import { ifMatch } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";
import type { Announcement } from "./list-announcements";

/** `DELETE .../announcements/{id}` (If-Match). */
export const useDeleteAnnouncement = (orgId: string) =>
  useItemMutation({
    mutationFn: (announcement: Pick<Announcement, "id" | "version">) =>
      unwrap(
        api.DELETE("/api/orgs/{orgId}/announcements/{announcementId}", {
          params: {
            path: { orgId, announcementId: announcement.id },
            header: ifMatch(announcement),
          },
        }),
      ),
    meta: { errorMessage: "The announcement could not be deleted", toastId: "delete-announcement" },
    invalidates: [queryKeys.announcements.all, queryKeys.audit.all],
  });

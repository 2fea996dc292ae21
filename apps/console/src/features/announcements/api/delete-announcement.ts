import { versionedRequest } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";
import type { Announcement } from "./list-announcements";

const deleteAnnouncement = versionedRequest(
  "DELETE",
  "/api/orgs/{orgId}/announcements/{announcementId}",
);

/** `DELETE .../announcements/{id}` (If-Match). */
export const useDeleteAnnouncement = (orgId: string) =>
  useItemMutation({
    mutationFn: (announcement: Pick<Announcement, "id" | "version">) =>
      deleteAnnouncement(orgId, announcement),
    meta: { errorMessage: "The announcement could not be deleted", toastId: "delete-announcement" },
    invalidates: [queryKeys.announcements.all, queryKeys.audit.all],
  });

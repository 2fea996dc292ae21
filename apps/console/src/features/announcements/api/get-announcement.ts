import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys";
import { recordFetcher } from "../../../api/reads";

/** `GET /api/orgs/{orgId}/announcements/{announcementId}`, with its delivery figures. */
export const getAnnouncement = recordFetcher(
  "/api/orgs/{orgId}/announcements/{announcementId}",
  "announcementId",
);

/** One announcement; while its emails are being sent, read again every few seconds. */
export function useAnnouncement(orgId: string, announcementId: string) {
  return useQuery({
    queryKey: queryKeys.announcements.detail(orgId, announcementId),
    queryFn: ({ signal }) => getAnnouncement(orgId, announcementId, signal),
    refetchInterval: (query) => {
      const email = query.state.data?.delivery.email;
      const sending = query.state.data?.delivery.state === "sending" || (email?.pending ?? 0) > 0;
      return sending ? 5_000 : false;
    },
  });
}

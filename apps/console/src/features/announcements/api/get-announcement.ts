import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";

/** `GET /api/orgs/{orgId}/announcements/{announcementId}`, with its delivery figures. */
export function getAnnouncement(orgId: string, announcementId: string, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/announcements/{announcementId}", {
      params: { path: { orgId, announcementId } },
      signal,
    }),
  );
}

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

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { listQueryHook } from "../../../api/list-query";
import { queryKeys } from "../../../api/query-keys";
import { pageFetcher, queryHook, recordFetcher, type ListQueryOf } from "../../../api/reads";

export type InboxItem = ApiSchemas["InboxItem"];
export type InboxQuery = ListQueryOf<"/api/orgs/{orgId}/inbox">;

/** `GET /api/orgs/{orgId}/inbox`: the published announcements for the signed-in person. */
export const listInbox = pageFetcher("/api/orgs/{orgId}/inbox");

export const useInbox = listQueryHook(queryKeys.announcements.inbox, listInbox);

/** `GET /api/orgs/{orgId}/inbox/{announcementId}`: one of them (404 when it is not for them). */
export const getInboxItem = recordFetcher(
  "/api/orgs/{orgId}/inbox/{announcementId}",
  "announcementId",
);

export const useInboxItem = queryHook(queryKeys.announcements.inboxItem, getInboxItem);

/** `POST .../inbox/{id}/read`: the announcement counts as read by the signed-in person. */
export function useMarkRead(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: string) =>
      unwrap(
        api.POST("/api/orgs/{orgId}/inbox/{announcementId}/read", {
          params: { path: { orgId, announcementId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.announcements.all }),
  });
}

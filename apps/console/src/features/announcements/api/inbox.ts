import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { listQueryHook } from "../../../api/list-query";
import { queryKeys } from "../../../api/query-keys";
import type { paths } from "../../../api/schema";

export type InboxItem = ApiSchemas["InboxItem"];
export type InboxQuery = NonNullable<
  paths["/api/orgs/{orgId}/inbox"]["get"]["parameters"]["query"]
>;

/** `GET /api/orgs/{orgId}/inbox`: the published announcements for the signed-in person. */
export function listInbox(orgId: string, query: InboxQuery, signal?: AbortSignal) {
  return unwrap(api.GET("/api/orgs/{orgId}/inbox", { params: { path: { orgId }, query }, signal }));
}

export const useInbox = listQueryHook(queryKeys.announcements.inbox, listInbox);

/** `GET /api/orgs/{orgId}/inbox/{announcementId}`: one of them (404 when it is not for them). */
export function getInboxItem(orgId: string, announcementId: string, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/inbox/{announcementId}", {
      params: { path: { orgId, announcementId } },
      signal,
    }),
  );
}

export function useInboxItem(orgId: string, announcementId: string) {
  return useQuery({
    queryKey: queryKeys.announcements.inboxItem(orgId, announcementId),
    queryFn: ({ signal }) => getInboxItem(orgId, announcementId, signal),
  });
}

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

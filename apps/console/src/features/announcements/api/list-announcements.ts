import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { listQueryHook } from "../../../api/list-query";
import { queryKeys } from "../../../api/query-keys";
import type { paths } from "../../../api/schema";

export type Announcement = ApiSchemas["Announcement"];
export type AnnouncementListQuery = NonNullable<
  paths["/api/orgs/{orgId}/announcements"]["get"]["parameters"]["query"]
>;

/** `GET /api/orgs/{orgId}/announcements`: one page of every announcement (administrators). */
export function listAnnouncements(
  orgId: string,
  query: AnnouncementListQuery,
  signal?: AbortSignal,
) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/announcements", { params: { path: { orgId }, query }, signal }),
  );
}

export const useAnnouncements = listQueryHook(queryKeys.announcements.list, listAnnouncements);

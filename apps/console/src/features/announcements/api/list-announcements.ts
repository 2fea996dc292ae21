import type { ApiSchemas } from "../../../api/client";
import { listQueryHook } from "../../../api/list-query";
import { queryKeys } from "../../../api/query-keys";
import { pageFetcher, type ListQueryOf } from "../../../api/reads";

export type Announcement = ApiSchemas["Announcement"];
export type AnnouncementListQuery = ListQueryOf<"/api/orgs/{orgId}/announcements">;

/** `GET /api/orgs/{orgId}/announcements`: one page of every announcement (administrators). */
export const listAnnouncements = pageFetcher("/api/orgs/{orgId}/announcements");

export const useAnnouncements = listQueryHook(queryKeys.announcements.list, listAnnouncements);

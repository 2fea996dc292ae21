import type { ApiSchemas } from "../../../api/client";
import { listQueryHook } from "../../../api/list-query";
import { queryKeys } from "../../../api/query-keys";
import { pageFetcher, type ListQueryOf } from "../../../api/reads";

export type Member = ApiSchemas["Member"];
export type MemberListQuery = ListQueryOf<"/api/orgs/{orgId}/members">;

/** `GET /api/orgs/{orgId}/members`: one page of the organization's members. */
export const listMembers = pageFetcher("/api/orgs/{orgId}/members");

export const useMembers = listQueryHook(queryKeys.members.list, listMembers);

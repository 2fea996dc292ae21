import type { ApiSchemas } from "../../../api/client";
import { listQueryHook } from "../../../api/list-query";
import { queryKeys } from "../../../api/query-keys";
import { pageFetcher, type ListQueryOf } from "../../../api/reads";

export type Member = ApiSchemas["Member"];
export type MemberListQuery = ListQueryOf<"/api/orgs/{orgId}/members">;

/** `GET /api/orgs/{orgId}/members`: one page of the organization's members. */
export const listMembers = pageFetcher("/api/orgs/{orgId}/members");

export const useMembers = listQueryHook(queryKeys.members.list, listMembers);

/** The members an account can be picked from: the organization's, by name (at most 100). */
const MEMBER_CHOICES_QUERY = { limit: 100, sort: "name" } as const;

/**
 * The members a resident's account is found among and picked from (the resident's page): the
 * first 100 by name, empty while they load.
 */
export const useMemberChoices = (orgId: string): readonly Member[] =>
  useMembers(orgId, MEMBER_CHOICES_QUERY).data?.items ?? [];

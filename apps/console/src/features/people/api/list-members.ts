import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { listQueryHook } from "../../../api/list-query";
import { queryKeys } from "../../../api/query-keys";
import type { paths } from "../../../api/schema";

export type Member = ApiSchemas["Member"];
export type MemberListQuery = NonNullable<
  paths["/api/orgs/{orgId}/members"]["get"]["parameters"]["query"]
>;

/** `GET /api/orgs/{orgId}/members`: one page of the organization's members. */
export function listMembers(orgId: string, query: MemberListQuery, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/members", { params: { path: { orgId }, query }, signal }),
  );
}

export const useMembers = listQueryHook(queryKeys.members.list, listMembers);

import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { listQueryHook } from "../../../api/list-query";
import { queryKeys } from "../../../api/query-keys";
import type { paths } from "../../../api/schema";

export type Invitation = ApiSchemas["Invitation"];
export type InvitationListQuery = NonNullable<
  paths["/api/orgs/{orgId}/invitations"]["get"]["parameters"]["query"]
>;

/** `GET /api/orgs/{orgId}/invitations`: one page of the organization's invitations. */
export function listInvitations(orgId: string, query: InvitationListQuery, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/invitations", { params: { path: { orgId }, query }, signal }),
  );
}

export const useInvitations = listQueryHook(queryKeys.invitations.list, listInvitations);

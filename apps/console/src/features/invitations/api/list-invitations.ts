import type { ApiSchemas } from "../../../api/client";
import { listQueryHook } from "../../../api/list-query";
import { queryKeys } from "../../../api/query-keys";
import { pageFetcher, type ListQueryOf } from "../../../api/reads";

export type Invitation = ApiSchemas["Invitation"];
export type InvitationListQuery = ListQueryOf<"/api/orgs/{orgId}/invitations">;

/** `GET /api/orgs/{orgId}/invitations`: one page of the organization's invitations. */
export const listInvitations = pageFetcher("/api/orgs/{orgId}/invitations");

export const useInvitations = listQueryHook(queryKeys.invitations.list, listInvitations);

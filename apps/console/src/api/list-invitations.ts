import type { ApiSchemas } from "./client";
import { listQueryHook } from "./list-query";
import { queryKeys } from "./query-keys";
import { pageFetcher, type ListQueryOf } from "./reads";

export type Invitation = ApiSchemas["Invitation"];
export type InvitationListQuery = ListQueryOf<"/api/orgs/{orgId}/invitations">;

/** `GET /api/orgs/{orgId}/invitations`: one page of the organization's invitations. */
export const listInvitations = pageFetcher("/api/orgs/{orgId}/invitations");

export const useInvitations = listQueryHook(queryKeys.invitations.list, listInvitations);

import { queryKeys } from "../../../api/query-keys";
import { orgFetcher, queryHook } from "../../../api/reads";

/** `GET /api/orgs/{orgId}/invitations/summary`: how many are pending, accepted and expired. */
export const getInvitationSummary = orgFetcher("/api/orgs/{orgId}/invitations/summary");

/** The invitations' counts (administrators only: members are refused). */
export const useInvitationSummary = queryHook(queryKeys.invitations.summary, getInvitationSummary);

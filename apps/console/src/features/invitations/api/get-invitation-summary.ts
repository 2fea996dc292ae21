import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";

/** `GET /api/orgs/{orgId}/invitations/summary`: how many are pending, accepted and expired. */
export function getInvitationSummary(orgId: string, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/invitations/summary", { params: { path: { orgId } }, signal }),
  );
}

/** The invitations' counts (administrators only: members are refused). */
export function useInvitationSummary(orgId: string) {
  return useQuery({
    queryKey: queryKeys.invitations.summary(orgId),
    queryFn: ({ signal }) => getInvitationSummary(orgId, signal),
  });
}

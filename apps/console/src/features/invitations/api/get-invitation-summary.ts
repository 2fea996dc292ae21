import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";

/** `GET /api/orgs/{orgId}/invitations/summary`: how many are pending, accepted and expired. */
export function getInvitationSummary(orgId: string, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/invitations/summary", { params: { path: { orgId } }, signal }),
  );
}

/** The invitations' counts; idle while `enabled` is false (members may not read them). */
export function useInvitationSummary(orgId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: queryKeys.invitations.summary(orgId),
    queryFn: ({ signal }) => getInvitationSummary(orgId, signal),
    enabled,
  });
}

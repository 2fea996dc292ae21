import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";

/** How many members the assignee choice offers; an HOA's board and staff fit well within it. */
const ASSIGNEE_LIMIT = 100;

/** `GET /api/orgs/{orgId}/members`: who a ticket can be assigned to, by name. */
export function useAssignees(orgId: string, enabled: boolean) {
  const query = { limit: ASSIGNEE_LIMIT, sort: "name" as const };
  return useQuery({
    queryKey: queryKeys.members.list(orgId, query),
    queryFn: ({ signal }) =>
      unwrap(api.GET("/api/orgs/{orgId}/members", { params: { path: { orgId }, query }, signal })),
    enabled,
  });
}

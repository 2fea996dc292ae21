import { useMutation } from "@tanstack/react-query";
import { versionedRequest } from "../../../api/if-match";
import { useOptimisticLists } from "../../../api/optimistic";
import { queryKeys } from "../../../api/query-keys";
import type { Member } from "./list-members";

/** `DELETE /api/orgs/{orgId}/members/{memberId}`, made to the version shown. */
export const removeMember = versionedRequest("DELETE", "/api/orgs/{orgId}/members/{memberId}");

/**
 * Removes a member: their access ends at their next request. The lists drop the row at once and
 * put it back, with the server's reason toasted, if the server refuses (the last administrator, a
 * stale version). Either way the lists and the activity are read again; having removed oneself,
 * one's roles are, and the console follows.
 */
export function useRemoveMember(orgId: string, selfUid: string | undefined) {
  const lists = useOptimisticLists<Member>(queryKeys.members.list(orgId, {}));
  return useMutation({
    mutationFn: (member: Member) => removeMember(orgId, member),
    meta: { errorMessage: "The member could not be removed", toastId: "remove-member" },
    ...lists.show((member: Member) => ({ id: member.id })),
    onSettled: (_removed, error, member) => {
      // Having left, one can read none of the organization: only one's roles are worth reading.
      if (!error && member.uid === selfUid)
        return lists.queryClient.invalidateQueries({ queryKey: queryKeys.roles.all });
      return Promise.all(
        [lists.queryKey, queryKeys.audit.all].map((queryKey) =>
          lists.queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

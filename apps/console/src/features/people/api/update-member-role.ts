import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BoardRole } from "@hoa/validation";
import { versionedRequest } from "../../../api/if-match";
import { updateCachedLists } from "../../../api/optimistic";
import { queryKeys } from "../../../api/query-keys";
import type { Member } from "./list-members";

export interface MemberRoleChange {
  member: Member;
  role: BoardRole;
}

const patchMember = versionedRequest("PATCH", "/api/orgs/{orgId}/members/{memberId}", "memberId");

/** `PATCH /api/orgs/{orgId}/members/{memberId}`: the member's new role, made to the version shown. */
export const updateMemberRole = (orgId: string, { member, role }: MemberRoleChange) =>
  patchMember(orgId, member, { role });

/**
 * Changes a member's role. The lists show the new role at once; if the server refuses (the last
 * administrator, a stale version), they go back to what they showed and the server's reason is
 * toasted. Either way the lists are then read again. Changing one's own role refreshes one's
 * roles, so the console stops offering what the server would now refuse.
 */
export function useUpdateMemberRole(orgId: string, selfUid: string | undefined) {
  const queryClient = useQueryClient();
  const lists = queryKeys.members.list(orgId, {});
  return useMutation({
    mutationFn: (change: MemberRoleChange) => updateMemberRole(orgId, change),
    meta: { errorMessage: "The role could not be changed", toastId: "member-role" },
    onMutate: ({ member, role }) =>
      updateCachedLists<Member>(queryClient, lists, (item) =>
        item.id === member.id ? { ...item, role } : item,
      ),
    onError: (_error, _change, rollback) => rollback?.(),
    // The lists hold the member as the server now has it (its new version), so a next change
    // made before they are read again is not refused as stale.
    onSuccess: (saved) =>
      updateCachedLists<Member>(queryClient, lists, (item) =>
        item.id === saved.id ? saved : item,
      ),
    onSettled: async (_member, _error, { member }) => {
      await queryClient.invalidateQueries({ queryKey: lists });
      if (member.uid === selfUid)
        await queryClient.invalidateQueries({ queryKey: queryKeys.roles.all });
    },
  });
}

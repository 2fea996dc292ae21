import { useMutation, type MutationMeta } from "@tanstack/react-query";
import { useOptimisticLists } from "./optimistic";
import { queryKeys } from "./query-keys";
import type { Invitation } from "./list-invitations";

/**
 * An action on one invitation made to the version shown (resend, revoke). The lists show its
 * outcome at once (`shownAs`) and then the invitation the server answered; a refusal (a stale
 * version, a status that no longer allows it) puts them back, is toasted centrally through `meta`,
 * and the lists and counts are read again either way.
 */
export function useInvitationAction(
  orgId: string,
  {
    perform,
    shownAs,
    meta,
  }: {
    perform: (orgId: string, invitation: Invitation) => Promise<Invitation>;
    shownAs: (invitation: Invitation) => Invitation;
    meta: MutationMeta;
  },
) {
  const lists = useOptimisticLists<Invitation>(queryKeys.invitations.list(orgId, {}));
  return useMutation({
    mutationFn: (invitation: Invitation) => perform(orgId, invitation),
    meta,
    ...lists.show((invitation: Invitation) => ({ id: invitation.id, as: shownAs })),
    onSuccess: lists.saved,
    onSettled: () => lists.queryClient.invalidateQueries({ queryKey: queryKeys.invitations.all }),
  });
}

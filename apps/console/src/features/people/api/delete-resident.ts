import { useMutation } from "@tanstack/react-query";
import { versionedRequest } from "../../../api/if-match";
import type { Resident } from "../../../api/list-residents";
import { invalidateEach } from "../../../api/item-mutation";
import { useOptimisticLists } from "../../../api/optimistic";
import { queryKeys } from "../../../api/query-keys";
import { residentChangeKeys } from "../../../api/save-resident";

/** `DELETE /api/orgs/{orgId}/residents/{residentId}`, made to the version shown. */
export const deleteResident = versionedRequest(
  "DELETE",
  "/api/orgs/{orgId}/residents/{residentId}",
);

/**
 * Removes a resident. Lists drop the row at once and put it back, with the server's reason
 * toasted, if the server refuses.
 */
export function useDeleteResident(orgId: string) {
  const lists = useOptimisticLists<Resident>(queryKeys.residents.list(orgId, {}));
  return useMutation({
    mutationFn: (resident: Resident) => deleteResident(orgId, resident),
    meta: { errorMessage: "The resident could not be removed", toastId: "delete-resident" },
    ...lists.show((resident: Resident) => ({ id: resident.id })),
    onSuccess: (_deleted, resident) =>
      lists.queryClient.removeQueries({ queryKey: queryKeys.residents.detail(orgId, resident.id) }),
    onSettled: () => invalidateEach(lists.queryClient, residentChangeKeys),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { versionedRequest } from "../../../api/if-match";
import type { Resident } from "../../../api/list-residents";
import { optimisticLists } from "../../../api/optimistic";
import { queryKeys } from "../../../api/query-keys";
import { residentChangeKeys } from "./save-resident";

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
  const queryClient = useQueryClient();
  const lists = optimisticLists<Resident>(queryClient, queryKeys.residents.list(orgId, {}));
  return useMutation({
    mutationFn: (resident: Resident) => deleteResident(orgId, resident),
    meta: { errorMessage: "The resident could not be removed", toastId: "delete-resident" },
    ...lists.show((resident: Resident) => ({ id: resident.id })),
    onSuccess: (_deleted, resident) =>
      queryClient.removeQueries({ queryKey: queryKeys.residents.detail(orgId, resident.id) }),
    onSettled: () =>
      Promise.all(
        residentChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

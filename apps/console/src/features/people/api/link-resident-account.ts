import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import type { Resident } from "../../../api/list-residents";
import { queryKeys } from "../../../api/query-keys";
import { residentChangeKeys } from "./save-resident";

/** `PUT /api/orgs/{orgId}/residents/{residentId}/account`, made to the version shown. */
export function linkResidentAccount(orgId: string, resident: Resident, uid: string | null) {
  return unwrap(
    api.PUT("/api/orgs/{orgId}/residents/{residentId}/account", {
      params: {
        path: { orgId, residentId: resident.id },
        header: { "If-Match": `"${resident.version}"` },
      },
      body: { uid },
    }),
  );
}

/**
 * Links a resident to a member's console account (or unlinks them): what that account may see as
 * the resident follows the link. The saved resident seeds their page; lists and activity are read
 * again. A refusal is toasted centrally.
 */
export function useLinkResidentAccount(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ resident, uid }: { resident: Resident; uid: string | null }) =>
      linkResidentAccount(orgId, resident, uid),
    meta: { errorMessage: "The account could not be linked", toastId: "link-account" },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.residents.all }),
    onSuccess: async (resident) => {
      queryClient.setQueryData(queryKeys.residents.detail(orgId, resident.id), resident);
      await Promise.all(
        residentChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import type { Property } from "../../../api/list-properties";
import { queryKeys } from "../../../api/query-keys";

/** `DELETE /api/orgs/{orgId}/properties/{propertyId}`, made to the version shown. */
export function deleteProperty(orgId: string, property: Property) {
  return unwrap(
    api.DELETE("/api/orgs/{orgId}/properties/{propertyId}", {
      params: {
        path: { orgId, propertyId: property.id },
        header: { "If-Match": `"${property.version}"` },
      },
    }),
  );
}

/**
 * Deletes a property (refused while residents live there, or once it has billing history: the
 * server says so, toasted).
 */
export function useDeleteProperty(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (property: Property) => deleteProperty(orgId, property),
    meta: { errorMessage: "The property could not be deleted", toastId: "delete-property" },
    // A stale version (412), a vanished property, or billing history since the page was read:
    // show what the server has now.
    onError: (_error, property) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.properties.all }),
        queryClient.invalidateQueries({
          queryKey: queryKeys.billing.account(orgId, property.id),
        }),
      ]),
    onSuccess: async (_deleted, property) => {
      queryClient.removeQueries({ queryKey: queryKeys.properties.detail(orgId, property.id) });
      await Promise.all(
        [queryKeys.properties.all, queryKeys.audit.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

import { versionedRequest } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import type { Property } from "../../../api/list-properties";
import { queryKeys } from "../../../api/query-keys";

/** `DELETE /api/orgs/{orgId}/properties/{propertyId}`, made to the version shown. */
export const deleteProperty = versionedRequest(
  "DELETE",
  "/api/orgs/{orgId}/properties/{propertyId}",
);

/**
 * Deletes a property (refused while residents live there, or once it has billing history: the
 * server says so, toasted).
 */
export const useDeleteProperty = (orgId: string) =>
  useItemMutation({
    mutationFn: (property: Property) => deleteProperty(orgId, property),
    meta: { errorMessage: "The property could not be deleted", toastId: "delete-property" },
    // A stale version (412), a vanished property, or billing history since the page was read:
    // show what the server has now.
    invalidatesOnError: (property) => [
      queryKeys.properties.all,
      queryKeys.billing.account(orgId, property.id),
    ],
    removesDetail: (property) => queryKeys.properties.detail(orgId, property.id),
    invalidates: [queryKeys.properties.all, queryKeys.audit.all],
  });

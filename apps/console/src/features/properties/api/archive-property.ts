import { api, unwrap } from "../../../api/client";
import { ifMatch } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import type { Property } from "../../../api/list-properties";
import { queryKeys } from "../../../api/query-keys";

/** `POST .../properties/{propertyId}/archive` or `/restore`, made to the version shown. */
export function changeArchiving(orgId: string, property: Property, action: "archive" | "restore") {
  const params = { path: { orgId, propertyId: property.id }, header: ifMatch(property) };
  return unwrap(
    action === "archive"
      ? api.POST("/api/orgs/{orgId}/properties/{propertyId}/archive", { params })
      : api.POST("/api/orgs/{orgId}/properties/{propertyId}/restore", { params }),
  );
}

/**
 * Archives a property (its ledger and balance kept, no new charges or residents) or restores it.
 * The property's page shows the answer at once; the lists, the directory's counts, billing and
 * the activity are read again. A refusal (residents live there, a stale version) is toasted
 * centrally and the property read again.
 */
export const useChangeArchiving = (orgId: string, action: "archive" | "restore") =>
  useItemMutation({
    mutationFn: (property: Property) => changeArchiving(orgId, property, action),
    meta: {
      errorMessage:
        action === "archive"
          ? "The property could not be archived"
          : "The property could not be restored",
      toastId: `${action}-property`,
    },
    invalidatesOnError: [queryKeys.properties.all],
    setsDetail: (property) => queryKeys.properties.detail(orgId, property.id),
    invalidates: [queryKeys.properties.all, queryKeys.billing.all, queryKeys.audit.all],
  });

import { versionedRequest } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import type { Property } from "../../../api/list-properties";
import { queryKeys } from "../../../api/query-keys";

const archiving = {
  archive: versionedRequest("POST", "/api/orgs/{orgId}/properties/{propertyId}/archive"),
  restore: versionedRequest("POST", "/api/orgs/{orgId}/properties/{propertyId}/restore"),
};

/** `POST .../properties/{propertyId}/archive` or `/restore`, made to the version shown. */
export const changeArchiving = (orgId: string, property: Property, action: "archive" | "restore") =>
  archiving[action](orgId, property);

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

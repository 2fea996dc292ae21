import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import type { Property } from "../../../api/list-properties";
import { queryKeys } from "../../../api/query-keys";

/** `POST .../properties/{propertyId}/archive` or `/restore`, made to the version shown. */
export function changeArchiving(orgId: string, property: Property, action: "archive" | "restore") {
  const params = {
    path: { orgId, propertyId: property.id },
    header: { "If-Match": `"${property.version}"` },
  };
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
export function useChangeArchiving(orgId: string, action: "archive" | "restore") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (property: Property) => changeArchiving(orgId, property, action),
    meta: {
      errorMessage:
        action === "archive"
          ? "The property could not be archived"
          : "The property could not be restored",
      toastId: `${action}-property`,
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.properties.all }),
    onSuccess: async (property) => {
      queryClient.setQueryData(queryKeys.properties.detail(orgId, property.id), property);
      await Promise.all(
        [queryKeys.properties.all, queryKeys.billing.all, queryKeys.audit.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

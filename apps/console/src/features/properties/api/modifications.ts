import { api, type ApiSchemas } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";
import { queryHook, recordFetcher } from "../../../api/reads";
import { downloadFile } from "../../../lib/upload";

/** One change the association approved at a property, with its conditions. */
export type Modification = ApiSchemas["PropertyModification"];

/** `GET .../properties/{propertyId}/modifications`: the approved changes, latest first. */
const getModifications = recordFetcher(
  "/api/orgs/{orgId}/properties/{propertyId}/modifications",
  "propertyId",
);
export const useModifications = queryHook(queryKeys.modifications.list, getModifications);

/**
 * `GET .../properties/{propertyId}/resale-package`: the property's resale package as the API's
 * PDF (its balance, modification record and open violations), saved under the API's name.
 */
export const downloadResalePackage = (orgId: string, propertyId: string) =>
  downloadFile(
    api.GET("/api/orgs/{orgId}/properties/{propertyId}/resale-package", {
      params: { path: { orgId, propertyId } },
      parseAs: "blob",
    }),
    "resale-package.pdf",
  );

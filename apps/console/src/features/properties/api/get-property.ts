import { queryKeys } from "../../../api/query-keys";
import { queryHook, recordFetcher } from "../../../api/reads";

/** `GET /api/orgs/{orgId}/properties/{propertyId}`. */
export const getProperty = recordFetcher("/api/orgs/{orgId}/properties/{propertyId}", "propertyId");

export const useProperty = queryHook(queryKeys.properties.detail, getProperty);

import { queryKeys } from "../../../api/query-keys";
import { queryHook, recordFetcher } from "../../../api/reads";

/** `GET /api/orgs/{orgId}/residents/{residentId}`. */
export const getResident = recordFetcher("/api/orgs/{orgId}/residents/{residentId}", "residentId");

export const useResident = queryHook(queryKeys.residents.detail, getResident);

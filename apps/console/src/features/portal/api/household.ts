import type { ApiSchemas } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";
import { orgFetcher, queryHook } from "../../../api/reads";

export type Household = ApiSchemas["Household"];
export type HouseholdProperty = ApiSchemas["HouseholdProperty"];

/**
 * `GET /api/orgs/{orgId}/me`: the signed-in resident's own records (in full) and each of their
 * properties with its residents as a member sees them.
 */
export const getHousehold = orgFetcher("/api/orgs/{orgId}/me");

export const useHousehold = queryHook(queryKeys.household.detail, getHousehold);

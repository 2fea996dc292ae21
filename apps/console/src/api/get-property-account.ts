import { useQuery } from "@tanstack/react-query";
import type { ApiSchemas } from "./client";
import { queryKeys } from "./query-keys";
import { recordFetcher } from "./reads";

export type PropertyAccount = ApiSchemas["PropertyAccount"];

/** `GET .../billing/properties/{propertyId}` (administrators): the property's balance and aging. */
export const getPropertyAccount = recordFetcher(
  "/api/orgs/{orgId}/billing/properties/{propertyId}",
  "propertyId",
);

/**
 * One property's account: its billing page's figures, and on the property's page whether it has
 * billing history (then it is archived, never deleted). `enabled: false` for a member.
 */
export function usePropertyAccount(orgId: string, propertyId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: queryKeys.billing.account(orgId, propertyId),
    queryFn: ({ signal }) => getPropertyAccount(orgId, propertyId, signal),
    enabled,
  });
}

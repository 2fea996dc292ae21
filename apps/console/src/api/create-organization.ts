import { api, unwrap } from "./client";
import { useItemMutation } from "./item-mutation";
import type { Organization } from "./get-organization";
import type { paths } from "./schema";
import { queryKeys } from "./query-keys";

/** The body of `POST /api/createOrg`; `createdBy` is the signed-in user's uid (checked). */
export type CreateOrganizationInput =
  paths["/api/createOrg"]["post"]["requestBody"]["content"]["application/json"];

/** `POST /api/createOrg`: creates the organization and makes the caller its admin. */
export function createOrganization(input: CreateOrganizationInput): Promise<Organization> {
  return unwrap(api.POST("/api/createOrg", { body: input }));
}

/**
 * Creates an organization. The created record seeds the organization cache; refreshing the
 * caller's roles (which now name it) is the caller's next step. A failure is toasted centrally with
 * the server's message or "Failed to create organization".
 */
export const useCreateOrganization = () =>
  useItemMutation({
    mutationFn: (input: CreateOrganizationInput) => createOrganization(input),
    meta: { errorMessage: "Failed to create organization", toastId: "create-organization" },
    setsDetail: (organization) => queryKeys.organizations.detail(organization.id),
  });

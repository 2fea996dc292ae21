import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "./client";
import type { Organization } from "./get-organization";
import { queryKeys } from "./query-keys";

export interface CreateOrganizationInput {
  name: string;
  description: string;
  /** The signed-in user's uid; the server checks it against the token. */
  createdBy: string;
}

/** `POST /api/createOrg`: creates the organization and makes the caller its admin. */
export function createOrganization(input: CreateOrganizationInput): Promise<Organization> {
  return apiRequest<Organization>("/createOrg", { method: "POST", body: input });
}

/**
 * Creates an organization. The created record seeds the organization cache; refreshing the
 * caller's roles (which now name it) is the caller's next step. A failure is toasted centrally with
 * the server's message or "Failed to create organization".
 */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    meta: { errorMessage: "Failed to create organization", toastId: "create-organization" },
    onSuccess: (organization) => {
      queryClient.setQueryData(queryKeys.organizations.detail(organization.id), organization);
    },
  });
}

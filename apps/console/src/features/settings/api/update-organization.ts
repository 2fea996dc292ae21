import type { UpdateOrganizationRequest } from "@hoa/validation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import type { Organization } from "../../../api/get-organization";
import { queryKeys } from "../../../api/query-keys";

/** `PATCH /api/orgs/{orgId}` made to the version shown. */
export function updateOrganization(organization: Organization, changes: UpdateOrganizationRequest) {
  return unwrap(
    api.PATCH("/api/orgs/{orgId}", {
      params: {
        path: { orgId: organization.id },
        header: { "If-Match": `"${organization.version}"` },
      },
      body: changes,
    }),
  );
}

/**
 * Saves the organization's settings. The saved organization replaces the one the console holds,
 * so its name in the sidebar and its session timeout apply at once; the activity is read again.
 */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      organization,
      changes,
    }: {
      organization: Organization;
      changes: UpdateOrganizationRequest;
    }) => updateOrganization(organization, changes),
    meta: { errorMessage: "The settings could not be saved", toastId: "save-settings" },
    // A stale version (412): show what the server has now.
    onError: (_error, { organization }) =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.organizations.detail(organization.id),
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.organizations.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    },
  });
}

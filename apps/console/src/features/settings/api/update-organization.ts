import type { UpdateOrganizationRequest } from "@hoa/validation";
import { api, unwrap } from "../../../api/client";
import { ifMatch } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import type { Organization } from "../../../api/get-organization";
import { queryKeys } from "../../../api/query-keys";

/** `PATCH /api/orgs/{orgId}` made to the version shown. */
export function updateOrganization(organization: Organization, changes: UpdateOrganizationRequest) {
  return unwrap(
    api.PATCH("/api/orgs/{orgId}", {
      params: { path: { orgId: organization.id }, header: ifMatch(organization) },
      body: changes,
    }),
  );
}

/**
 * Saves the organization's settings. The saved organization replaces the one the console holds,
 * so its name in the sidebar and its session timeout apply at once; the activity is read again.
 */
export const useUpdateOrganization = () =>
  useItemMutation({
    mutationFn: ({
      organization,
      changes,
    }: {
      organization: Organization;
      changes: UpdateOrganizationRequest;
    }) => updateOrganization(organization, changes),
    meta: { errorMessage: "The settings could not be saved", toastId: "save-settings" },
    // A stale version (412): show what the server has now.
    invalidatesOnError: ({ organization }) => [queryKeys.organizations.detail(organization.id)],
    setsDetail: (saved) => queryKeys.organizations.detail(saved.id),
    invalidates: [queryKeys.audit.all],
  });

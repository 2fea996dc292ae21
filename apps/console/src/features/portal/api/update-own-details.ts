import type { UpdateOwnResidentRequest } from "@hoa/validation";
import { versionedRequest } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import type { Resident } from "../../../api/list-residents";
import { queryKeys } from "../../../api/query-keys";

/** `PATCH /api/orgs/{orgId}/me/residents/{residentId}` with `If-Match`. */
const updateOwnResident = versionedRequest("PATCH", "/api/orgs/{orgId}/me/residents/{residentId}");

/** A change of one's own resident record, made to the version shown. */
export interface OwnDetailsChange {
  resident: Resident;
  changes: UpdateOwnResidentRequest;
}

/**
 * Saves a resident's own contact details, directory privacy and email preferences; the household
 * is read again (also after a refusal: a stale version shows what the server has now).
 */
export const useUpdateOwnDetails = (orgId: string) =>
  useItemMutation({
    mutationFn: ({ resident, changes }: OwnDetailsChange) =>
      updateOwnResident(orgId, resident, changes),
    meta: { errorMessage: "Your details could not be saved", toastId: "save-own-details" },
    invalidatesOnError: [queryKeys.household.all],
    invalidates: [queryKeys.household.all],
  });

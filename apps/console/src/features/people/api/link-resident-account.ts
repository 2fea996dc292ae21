import { versionedRequest } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import type { Resident } from "../../../api/list-residents";
import { queryKeys } from "../../../api/query-keys";
import { residentChangeKeys } from "../../../api/save-resident";

const putAccount = versionedRequest("PUT", "/api/orgs/{orgId}/residents/{residentId}/account");

/** `PUT /api/orgs/{orgId}/residents/{residentId}/account`, made to the version shown. */
export const linkResidentAccount = (orgId: string, resident: Resident, uid: string | null) =>
  putAccount(orgId, resident, { uid });

/**
 * Links a resident to a member's console account (or unlinks them): what that account may see as
 * the resident follows the link. The saved resident seeds their page; lists and activity are read
 * again. A refusal is toasted centrally.
 */
export const useLinkResidentAccount = (orgId: string) =>
  useItemMutation({
    mutationFn: ({ resident, uid }: { resident: Resident; uid: string | null }) =>
      linkResidentAccount(orgId, resident, uid),
    meta: { errorMessage: "The account could not be linked", toastId: "link-account" },
    invalidatesOnError: [queryKeys.residents.all],
    setsDetail: (resident) => queryKeys.residents.detail(orgId, resident.id),
    invalidates: residentChangeKeys,
  });

import { useIsMutating } from "@tanstack/react-query";
import type { ResidentDraft } from "@hoa/validation";
import { api, unwrap } from "./client";
import { versionedRequest } from "./if-match";
import { useItemMutation } from "./item-mutation";
import type { Resident } from "./list-residents";
import { queryKeys } from "./query-keys";

/** A new resident, or the changes to one made to the version shown. */
export interface ResidentSave {
  resident?: Resident;
  draft: ResidentDraft;
}

const updateResident = versionedRequest("PATCH", "/api/orgs/{orgId}/residents/{residentId}");

/** `POST /api/orgs/{orgId}/residents` or `PATCH .../{residentId}` with `If-Match`. */
export function saveResident(orgId: string, { resident, draft }: ResidentSave) {
  if (!resident) {
    return unwrap(
      api.POST("/api/orgs/{orgId}/residents", { params: { path: { orgId } }, body: draft }),
    );
  }
  return updateResident(orgId, resident, draft);
}

/** What a resident change makes stale: residents, properties (their status), activity. */
export const residentChangeKeys = [
  queryKeys.residents.all,
  queryKeys.properties.all,
  queryKeys.audit.all,
] as const;

/** Names the save in flight, so the dialog around the form can show it is busy. */
export const saveResidentKey = ["residents", "save"] as const;

/**
 * Adds or changes a resident. The saved resident seeds their page's cache; the lists and their
 * properties (whose status follows their residents) are read again. A refusal is toasted
 * centrally; the form also shows the refused fields.
 */
export const useSaveResident = (orgId: string) =>
  useItemMutation({
    mutationKey: saveResidentKey,
    mutationFn: (save: ResidentSave) => saveResident(orgId, save),
    meta: { errorMessage: "The resident could not be saved", toastId: "save-resident" },
    // A stale version (412) or a vanished resident: show what the server has now.
    invalidatesOnError: [queryKeys.residents.all],
    setsDetail: (resident) => queryKeys.residents.detail(orgId, resident.id),
    invalidates: residentChangeKeys,
  });

/** Whether a save started by the form inside a dialog is still running. */
export const useSaveResidentPending = () => useIsMutating({ mutationKey: saveResidentKey }) > 0;

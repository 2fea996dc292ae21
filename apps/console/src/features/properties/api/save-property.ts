import { useIsMutating } from "@tanstack/react-query";
import type { PropertyDraft } from "@hoa/validation";
import { api, unwrap } from "../../../api/client";
import { versionedRequest } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import type { Property } from "../../../api/list-properties";
import { queryKeys } from "../../../api/query-keys";

/** A new property, or the changes to one made to the version shown. */
export type PropertySave =
  { property?: undefined; draft: PropertyDraft } | { property: Property; draft: PropertyDraft };

const updateProperty = versionedRequest("PATCH", "/api/orgs/{orgId}/properties/{propertyId}");

/** `POST /api/orgs/{orgId}/properties` or `PATCH .../{propertyId}` with `If-Match`. */
export function saveProperty(orgId: string, { property, draft }: PropertySave) {
  if (!property) {
    return unwrap(
      api.POST("/api/orgs/{orgId}/properties", { params: { path: { orgId } }, body: draft }),
    );
  }
  return updateProperty(orgId, property, draft);
}

/**
 * Adds or changes a property. The saved property seeds its page's cache; lists (properties, and
 * residents, which show their property's address) and the activity are read again. A refusal is
 * toasted centrally; the form also shows the refused fields.
 */
/** Names the save in flight, so the dialog around the form can show it is busy. */
export const savePropertyKey = ["properties", "save"] as const;

export const useSaveProperty = (orgId: string) =>
  useItemMutation({
    mutationKey: savePropertyKey,
    mutationFn: (save: PropertySave) => saveProperty(orgId, save),
    meta: { errorMessage: "The property could not be saved", toastId: "save-property" },
    // A stale version (412) or a vanished property: show what the server has now.
    invalidatesOnError: [queryKeys.properties.all],
    setsDetail: (property) => queryKeys.properties.detail(orgId, property.id),
    invalidates: [queryKeys.properties.all, queryKeys.residents.all, queryKeys.audit.all],
  });

/** Whether a save started by the form inside a dialog is still running. */
export const useSavePropertyPending = () => useIsMutating({ mutationKey: savePropertyKey }) > 0;

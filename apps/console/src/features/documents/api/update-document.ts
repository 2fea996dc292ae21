import type { UpdateDocumentRequest } from "@hoa/validation";
import { useIsMutating } from "@tanstack/react-query";
import { versionedRequest } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";
import type { CommunityDocument } from "./list-documents";
import { documentChangeKeys } from "./upload-document";

/** `PATCH /api/orgs/{orgId}/documents/{documentId}` made to the version shown. */
export const updateDocument = versionedRequest("PATCH", "/api/orgs/{orgId}/documents/{documentId}");

const updateDocumentKey = ["documents", "update"] as const;

export const useUpdateDocument = (orgId: string, document: CommunityDocument) =>
  useItemMutation({
    mutationKey: updateDocumentKey,
    mutationFn: (changes: UpdateDocumentRequest) => updateDocument(orgId, document, changes),
    meta: { errorMessage: "The document could not be saved", toastId: "update-document" },
    setsDetail: (changed) => queryKeys.documents.detail(orgId, changed.id),
    invalidates: documentChangeKeys,
  });

export const useUpdateDocumentPending = () => useIsMutating({ mutationKey: updateDocumentKey }) > 0;

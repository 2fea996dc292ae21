import type { UpdateDocumentRequest } from "@hoa/validation";
import { useIsMutating } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { ifMatch } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";
import type { CommunityDocument } from "./list-documents";
import { documentChangeKeys } from "./upload-document";

/** `PATCH /api/orgs/{orgId}/documents/{documentId}` made to the version shown. */
export function updateDocument(
  orgId: string,
  document: Pick<CommunityDocument, "id" | "version">,
  changes: UpdateDocumentRequest,
) {
  return unwrap(
    api.PATCH("/api/orgs/{orgId}/documents/{documentId}", {
      params: { path: { orgId, documentId: document.id }, header: ifMatch(document) },
      body: changes,
    }),
  );
}

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

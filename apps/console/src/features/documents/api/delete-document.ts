import { versionedRequest } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";
import type { CommunityDocument } from "./list-documents";
import { documentChangeKeys } from "./upload-document";

const deleteDocument = versionedRequest("DELETE", "/api/orgs/{orgId}/documents/{documentId}");

/** `DELETE /api/orgs/{orgId}/documents/{documentId}` (If-Match): the document and its files. */
export const useDeleteDocument = (orgId: string) =>
  useItemMutation({
    mutationFn: (document: Pick<CommunityDocument, "id" | "version">) =>
      deleteDocument(orgId, document),
    meta: { errorMessage: "The document could not be deleted", toastId: "delete-document" },
    removesDetail: (document) => queryKeys.documents.detail(orgId, document.id),
    invalidates: documentChangeKeys,
  });

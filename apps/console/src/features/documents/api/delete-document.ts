import { api, unwrap } from "../../../api/client";
import { ifMatch } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";
import type { CommunityDocument } from "./list-documents";
import { documentChangeKeys } from "./upload-document";

/** `DELETE /api/orgs/{orgId}/documents/{documentId}` (If-Match): the document and its files. */
export const useDeleteDocument = (orgId: string) =>
  useItemMutation({
    mutationFn: (document: Pick<CommunityDocument, "id" | "version">) =>
      unwrap(
        api.DELETE("/api/orgs/{orgId}/documents/{documentId}", {
          params: { path: { orgId, documentId: document.id }, header: ifMatch(document) },
        }),
      ),
    meta: { errorMessage: "The document could not be deleted", toastId: "delete-document" },
    removesDetail: (document) => queryKeys.documents.detail(orgId, document.id),
    invalidates: documentChangeKeys,
  });

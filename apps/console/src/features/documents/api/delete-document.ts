import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";
import type { CommunityDocument } from "./list-documents";

/** `DELETE /api/orgs/{orgId}/documents/{documentId}` (If-Match): the document and its files. */
export function useDeleteDocument(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: Pick<CommunityDocument, "id" | "version">) =>
      unwrap(
        api.DELETE("/api/orgs/{orgId}/documents/{documentId}", {
          params: {
            path: { orgId, documentId: document.id },
            header: { "If-Match": `"${document.version}"` },
          },
        }),
      ),
    meta: { errorMessage: "The document could not be deleted", toastId: "delete-document" },
    onSuccess: async (_deleted, document) => {
      queryClient.removeQueries({ queryKey: queryKeys.documents.detail(orgId, document.id) });
      await Promise.all(
        [queryKeys.documents.all, queryKeys.audit.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

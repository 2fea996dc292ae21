import type { UpdateDocumentRequest } from "@hoa/validation";
import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";
import type { CommunityDocument } from "./list-documents";

/** `PATCH /api/orgs/{orgId}/documents/{documentId}` made to the version shown. */
export function updateDocument(
  orgId: string,
  document: Pick<CommunityDocument, "id" | "version">,
  changes: UpdateDocumentRequest,
) {
  return unwrap(
    api.PATCH("/api/orgs/{orgId}/documents/{documentId}", {
      params: {
        path: { orgId, documentId: document.id },
        header: { "If-Match": `"${document.version}"` },
      },
      body: changes,
    }),
  );
}

const updateDocumentKey = ["documents", "update"] as const;

export function useUpdateDocument(orgId: string, document: CommunityDocument) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateDocumentKey,
    mutationFn: (changes: UpdateDocumentRequest) => updateDocument(orgId, document, changes),
    meta: { errorMessage: "The document could not be saved", toastId: "update-document" },
    onSuccess: async (changed) => {
      queryClient.setQueryData(queryKeys.documents.detail(orgId, changed.id), changed);
      await Promise.all(
        [queryKeys.documents.all, queryKeys.audit.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export const useUpdateDocumentPending = () => useIsMutating({ mutationKey: updateDocumentKey }) > 0;

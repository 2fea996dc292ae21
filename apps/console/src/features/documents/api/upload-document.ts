import type { CreateDocumentRequestInput } from "@hoa/validation";
import { useQueryClient } from "@tanstack/react-query";
import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { versionedRequest, type Versioned } from "../../../api/if-match";
import { invalidateEach } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";
import { uploadFile } from "../../../lib/upload";
import type { CommunityDocument } from "./list-documents";

export type DocumentUpload = ApiSchemas["DocumentUpload"];

/**
 * `POST /api/orgs/{orgId}/documents/uploads?fileName=`: the file's bytes, with progress. The
 * answer names the upload for a create or a new version.
 */
export function uploadDocumentFile(
  orgId: string,
  file: File,
  onProgress?: (sent: number) => void,
): Promise<DocumentUpload> {
  const path = `/api/orgs/${encodeURIComponent(orgId)}/documents/uploads?fileName=${encodeURIComponent(file.name)}`;
  return uploadFile<DocumentUpload>(path, file, { onProgress: (sent) => onProgress?.(sent) });
}

/** `POST /api/orgs/{orgId}/documents`: a document from an upload. */
export function createDocument(orgId: string, request: CreateDocumentRequestInput) {
  return unwrap(
    api.POST("/api/orgs/{orgId}/documents", { params: { path: { orgId } }, body: request }),
  );
}

const postVersion = versionedRequest("POST", "/api/orgs/{orgId}/documents/{documentId}/versions");

/** `POST /api/orgs/{orgId}/documents/{documentId}/versions` (If-Match): a new current file. */
export const addDocumentVersion = (orgId: string, document: Versioned, uploadId: string) =>
  postVersion(orgId, document, { uploadId });

/** What a change to a document makes stale: the lists, the document pages, the activity. */
export const documentChangeKeys = [queryKeys.documents.all, queryKeys.audit.all];

/** After uploads: the lists and the activity are read again, a changed document is cached. */
export function useDocumentsChanged(orgId: string) {
  const queryClient = useQueryClient();
  return async (changed?: CommunityDocument) => {
    if (changed) queryClient.setQueryData(queryKeys.documents.detail(orgId, changed.id), changed);
    await invalidateEach(queryClient, documentChangeKeys);
  };
}

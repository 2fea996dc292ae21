import { queryKeys } from "../../../api/query-keys";
import { queryHook, recordFetcher } from "../../../api/reads";

/** `GET /api/orgs/{orgId}/documents/{documentId}`: one document with its versions. */
export const getDocument = recordFetcher("/api/orgs/{orgId}/documents/{documentId}", "documentId");

export const useDocument = queryHook(queryKeys.documents.detail, getDocument);

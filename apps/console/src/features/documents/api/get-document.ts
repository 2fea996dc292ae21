import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";

/** `GET /api/orgs/{orgId}/documents/{documentId}`: one document with its versions. */
export function getDocument(orgId: string, documentId: string, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/documents/{documentId}", {
      params: { path: { orgId, documentId } },
      signal,
    }),
  );
}

export function useDocument(orgId: string, documentId: string) {
  return useQuery({
    queryKey: queryKeys.documents.detail(orgId, documentId),
    queryFn: ({ signal }) => getDocument(orgId, documentId, signal),
  });
}

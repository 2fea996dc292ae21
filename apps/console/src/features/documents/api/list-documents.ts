import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { listQueryHook } from "../../../api/list-query";
import { queryKeys } from "../../../api/query-keys";
import type { paths } from "../../../api/schema";

export type CommunityDocument = ApiSchemas["Document"];
export type DocumentVersion = ApiSchemas["DocumentVersion"];
export type DocumentListQuery = NonNullable<
  paths["/api/orgs/{orgId}/documents"]["get"]["parameters"]["query"]
>;

/** `GET /api/orgs/{orgId}/documents`: one page of the documents the caller may see. */
export function listDocuments(orgId: string, query: DocumentListQuery, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/documents", { params: { path: { orgId }, query }, signal }),
  );
}

export const useDocuments = listQueryHook(queryKeys.documents.list, listDocuments);

import type { ApiSchemas } from "../../../api/client";
import { listQueryHook } from "../../../api/list-query";
import { queryKeys } from "../../../api/query-keys";
import { pageFetcher, type ListQueryOf } from "../../../api/reads";

export type CommunityDocument = ApiSchemas["Document"];
export type DocumentVersion = ApiSchemas["DocumentVersion"];
export type DocumentListQuery = ListQueryOf<"/api/orgs/{orgId}/documents">;

/** `GET /api/orgs/{orgId}/documents`: one page of the documents the caller may see. */
export const listDocuments = pageFetcher("/api/orgs/{orgId}/documents");

export const useDocuments = listQueryHook(queryKeys.documents.list, listDocuments);

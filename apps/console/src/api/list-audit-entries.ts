import { api, unwrap, type ApiSchemas } from "./client";
import { listQueryHook } from "./list-query";
import { queryKeys } from "./query-keys";
import type { paths } from "./schema";

export type AuditEntry = ApiSchemas["AuditEntry"];
export type AuditListQuery = NonNullable<
  paths["/api/orgs/{orgId}/audit"]["get"]["parameters"]["query"]
>;

/** `GET /api/orgs/{orgId}/audit`: one page of the audit trail, newest first. */
export function listAuditEntries(orgId: string, query: AuditListQuery, signal?: AbortSignal) {
  return unwrap(api.GET("/api/orgs/{orgId}/audit", { params: { path: { orgId }, query }, signal }));
}

export const useAuditEntries = listQueryHook(queryKeys.audit.list, listAuditEntries);

import type { ApiSchemas } from "./client";
import { listQueryHook } from "./list-query";
import { queryKeys } from "./query-keys";
import { pageFetcher, type ListQueryOf } from "./reads";

export type AuditEntry = ApiSchemas["AuditEntry"];
export type AuditListQuery = ListQueryOf<"/api/orgs/{orgId}/audit">;

/** `GET /api/orgs/{orgId}/audit`: one page of the audit trail, newest first. */
export const listAuditEntries = pageFetcher("/api/orgs/{orgId}/audit");

export const useAuditEntries = listQueryHook(queryKeys.audit.list, listAuditEntries);

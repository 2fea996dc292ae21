import { api, unwrap, type ApiSchemas } from "./client";
import { listQueryHook } from "./list-query";
import { queryKeys } from "./query-keys";
import type { paths } from "./schema";

export type Resident = ApiSchemas["Resident"];
export type ResidentListQuery = NonNullable<
  paths["/api/orgs/{orgId}/residents"]["get"]["parameters"]["query"]
>;

/** `GET /api/orgs/{orgId}/residents`: one page of the organization's residents. */
export function listResidents(orgId: string, query: ResidentListQuery, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/residents", { params: { path: { orgId }, query }, signal }),
  );
}

export const useResidents = listQueryHook(queryKeys.residents.list, listResidents);

import { api, unwrap, type ApiSchemas } from "./client";
import { listQueryHook } from "./list-query";
import { queryKeys } from "./query-keys";
import type { paths } from "./schema";

export type Property = ApiSchemas["Property"];
export type PropertyListQuery = NonNullable<
  paths["/api/orgs/{orgId}/properties"]["get"]["parameters"]["query"]
>;

/** `GET /api/orgs/{orgId}/properties`: one page of the organization's properties. */
export function listProperties(orgId: string, query: PropertyListQuery, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/properties", { params: { path: { orgId }, query }, signal }),
  );
}

export const useProperties = listQueryHook(queryKeys.properties.list, listProperties);

import type { ApiSchemas } from "./client";
import { listQueryHook } from "./list-query";
import { queryKeys } from "./query-keys";
import { pageFetcher, type ListQueryOf } from "./reads";

export type Property = ApiSchemas["Property"];
export type PropertyListQuery = ListQueryOf<"/api/orgs/{orgId}/properties">;

/** `GET /api/orgs/{orgId}/properties`: one page of the organization's properties. */
export const listProperties = pageFetcher("/api/orgs/{orgId}/properties");

export const useProperties = listQueryHook(queryKeys.properties.list, listProperties);

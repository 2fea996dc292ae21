import type { ApiSchemas } from "./client";
import { queryKeys } from "./query-keys";
import { orgFetcher, queryHook } from "./reads";

export type DirectorySummary = ApiSchemas["DirectorySummary"];

/** `GET /api/orgs/{orgId}/directory/summary`: how many properties and residents, by status. */
export const getDirectorySummary = orgFetcher("/api/orgs/{orgId}/directory/summary");

export const useDirectorySummary = queryHook(
  queryKeys.directorySummary.detail,
  getDirectorySummary,
);

import type { ApiSchemas } from "./client";
import { listQueryHook } from "./list-query";
import { queryKeys } from "./query-keys";
import { pageFetcher, type ListQueryOf } from "./reads";

export type Violation = ApiSchemas["Violation"];
export type ViolationListQuery = ListQueryOf<"/api/orgs/{orgId}/violations">;

/** `GET /api/orgs/{orgId}/violations`: newest first, filtered by status, property or category. */
export const listViolations = pageFetcher("/api/orgs/{orgId}/violations");

/** The violations list (the violations page, and a property's history on its page). */
export const useViolations = listQueryHook(queryKeys.violations.list, listViolations);

import type { ApiSchemas } from "./client";
import { listQueryHook } from "./list-query";
import { queryKeys } from "./query-keys";
import { pageFetcher, type ListQueryOf } from "./reads";

export type Resident = ApiSchemas["Resident"];
export type ResidentListQuery = ListQueryOf<"/api/orgs/{orgId}/residents">;

/** `GET /api/orgs/{orgId}/residents`: one page of the organization's residents. */
export const listResidents = pageFetcher("/api/orgs/{orgId}/residents");

export const useResidents = listQueryHook(queryKeys.residents.list, listResidents);

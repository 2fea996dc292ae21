import type { ImportResidentsRequest } from "@hoa/validation";
import { api, unwrap } from "../../../api/client";

/** `POST /api/orgs/{orgId}/residents/import`: one chunk of a CSV file's valid rows. */
export function importResidents(
  orgId: string,
  rows: ImportResidentsRequest["rows"],
  signal?: AbortSignal,
) {
  return unwrap(
    api.POST("/api/orgs/{orgId}/residents/import", {
      params: { path: { orgId } },
      body: { rows },
      signal,
    }),
  );
}

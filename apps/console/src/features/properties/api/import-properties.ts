import type { ImportPropertiesRequest } from "@hoa/validation";
import { api, unwrap } from "../../../api/client";

/** `POST /api/orgs/{orgId}/properties/import`: one chunk of a CSV file's valid rows. */
export function importProperties(
  orgId: string,
  rows: ImportPropertiesRequest["rows"],
  signal?: AbortSignal,
) {
  return unwrap(
    api.POST("/api/orgs/{orgId}/properties/import", {
      params: { path: { orgId } },
      body: { rows },
      signal,
    }),
  );
}

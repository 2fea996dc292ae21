import { importRequest } from "../../../api/requests";

/** `POST /api/orgs/{orgId}/properties/import`: one chunk of a CSV file's valid rows. */
export const importProperties = importRequest("/api/orgs/{orgId}/properties/import");

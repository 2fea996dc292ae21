import { importRequest } from "../../../api/requests";

/** `POST /api/orgs/{orgId}/residents/import`: one chunk of a CSV file's valid rows. */
export const importResidents = importRequest("/api/orgs/{orgId}/residents/import");

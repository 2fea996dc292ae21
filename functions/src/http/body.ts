import { ApiError } from "./errors.js";
import { apiMessages } from "./messages.js";
import type { ApiRequest } from "./types.js";

const isJsonMediaType = (contentType: string | undefined): boolean =>
  contentType?.split(";")[0]?.trim().toLowerCase() === "application/json";

/** Refuses a body over the size limit (413) or one that is not declared as JSON (415). */
export function assertJsonBodyEnvelope(request: ApiRequest, maxBodyBytes: number): void {
  const declaredLength = Number(request.headers["content-length"] ?? 0);
  const receivedLength = request.rawBody?.length ?? 0;
  if (declaredLength > maxBodyBytes || receivedLength > maxBodyBytes) {
    throw new ApiError(413, apiMessages.bodyTooLarge);
  }
  if (!isJsonMediaType(request.headers["content-type"])) {
    throw new ApiError(415, apiMessages.bodyNotJson);
  }
}

/** The parsed JSON body, or `undefined` when the body is empty or not valid JSON. */
export function parseJsonBody(request: ApiRequest): unknown {
  if (!request.rawBody || request.rawBody.length === 0) return undefined;
  try {
    return JSON.parse(request.rawBody.toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
}

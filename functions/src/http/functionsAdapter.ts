import type { Request } from "firebase-functions/v2/https";
import type { ApiRequest, ApiResponse } from "./types.js";

/** The part of the trigger's (Express) response the API writes to. */
export interface TriggerResponse {
  status(code: number): this;
  set(headers: Record<string, string>): this;
  json(body: unknown): unknown;
  end(): unknown;
}

export function fromTriggerRequest(request: Request): ApiRequest {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  // The platform leaves `rawBody` unset when a request has no body, whatever its type says.
  const rawBody: Buffer | undefined = request.rawBody;
  return { method: request.method, path: request.path, headers, rawBody };
}

export function sendApiResponse(
  response: TriggerResponse,
  { status, headers, body }: ApiResponse,
): void {
  response.status(status).set({ ...headers });
  if (body === undefined) response.end();
  else response.json(body);
}

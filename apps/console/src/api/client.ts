import { apiBaseUrl } from "../config/env";
import { auth } from "../lib/firebase";

/**
 * Every failed API call: the HTTP status (0 when the server was not reached), a message for logs
 * and, when the server explained the failure in its `error` field, that explanation.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;

  constructor(status: number, message: string, serverMessage?: string) {
    super(serverMessage ?? message);
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

interface RequestOptions {
  method?: "GET" | "POST";
  body?: unknown;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Calls the console's API as the signed-in user and returns the `data` of `{data}`. Any failure
 * (no user, network, a non-2xx status, a body that is not the contract's shape) throws one
 * `ApiError` carrying the server's `error` message when there is one.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const user = auth.currentUser;
  if (!user) throw new ApiError(401, "Not signed in");
  const token = await user.getIdToken();

  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, {
      method: options.method ?? "GET",
      headers: {
        Authorization: `Bearer ${token}`,
        ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "The server could not be reached");
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const serverMessage =
      isRecord(payload) && typeof payload.error === "string" && payload.error !== ""
        ? payload.error
        : undefined;
    throw new ApiError(
      response.status,
      `Request failed with status ${response.status}`,
      serverMessage,
    );
  }
  if (!isRecord(payload) || !("data" in payload)) {
    throw new ApiError(response.status, "The server sent an unexpected response");
  }
  return payload.data as T;
}

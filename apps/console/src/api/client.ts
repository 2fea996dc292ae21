import createClient, { type Middleware } from "openapi-fetch";
import { loadAuthSdk } from "../lib/auth-sdk";
import type { components, paths } from "./schema";

/** The API's shapes, as its OpenAPI document declares them. */
export type ApiSchemas = components["schemas"];

/**
 * Every failed API call: the HTTP status (0 when the server was not reached), a message for logs,
 * and, when the server explained the failure, its `error` message and the refused `fields`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly fields: Readonly<Record<string, string>>;

  constructor(
    status: number,
    message: string,
    serverMessage?: string,
    fields: Readonly<Record<string, string>> = {},
  ) {
    super(serverMessage ?? message);
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = serverMessage;
    this.fields = fields;
  }
}

class NotSignedInError extends ApiError {
  constructor() {
    super(401, "Not signed in");
  }
}

// Adds the signed-in user's ID token to every call; without a user the call is not made.
const withIdToken: Middleware = {
  async onRequest({ request }) {
    const { auth } = await loadAuthSdk();
    const user = auth.currentUser;
    if (!user) throw new NotSignedInError();
    request.headers.set("Authorization", `Bearer ${await user.getIdToken()}`);
    return request;
  },
};

/**
 * The typed client of the console's API: paths, parameters, bodies and answers come from the
 * OpenAPI document (`schema.d.ts`). Use it through `unwrap`, which returns the `data` of an
 * answer or throws one `ApiError`.
 *
 * @example
 * const page = await unwrap(api.GET("/api/orgs/{orgId}/members", { params: { path: { orgId } } }));
 */
export const api = createClient<paths>({
  // The document's paths already start with /api; Hosting serves both from one origin.
  baseUrl: globalThis.location.origin,
  // Resolved at call time, so tests can stub the global fetch.
  fetch: (request) => globalThis.fetch(request),
});
api.use(withIdToken);

interface ErrorBody {
  error?: unknown;
  fields?: unknown;
}

/** What the typed client answers for a call whose success carries `{ data }`. */
export type ApiResult<TData> =
  | { data: { data: TData }; error?: never; response: Response }
  | { data?: never; error: unknown; response: Response };

/**
 * The `data` of a successful call; any failure (no user, network, a non-2xx status, a body that
 * is not the contract's) throws an `ApiError` carrying the server's message and field messages.
 */
export async function unwrap<TData>(call: Promise<ApiResult<TData>>): Promise<TData> {
  const result = await settled(call);
  const { response } = result;
  if (result.error !== undefined || !response.ok) throw refusal(response, result.error);
  if (!isRecord(result.data) || !("data" in result.data)) {
    throw new ApiError(response.status, "The server sent an unexpected response");
  }
  return result.data.data;
}

/** What the typed client answers for a call made with `parseAs: "blob"` (a file's bytes). */
export interface FileResult {
  data?: Blob;
  error?: unknown;
  response: Response;
}

/**
 * The file a successful call answers, with the name its `Content-Disposition` gives (null without
 * one); any failure throws an `ApiError` as `unwrap` does, with the server's message.
 *
 * @example
 * const { blob, fileName } = await unwrapFile(api.GET(path, { params, parseAs: "blob" }));
 */
export async function unwrapFile(
  call: Promise<FileResult>,
): Promise<{ blob: Blob; fileName: string | null }> {
  const result = await settled(call);
  const { response } = result;
  if (result.error !== undefined || !response.ok) throw refusal(response, result.error);
  if (!(result.data instanceof Blob)) {
    throw new ApiError(response.status, "The server sent an unexpected response");
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  return { blob: result.data, fileName: /filename="([^"]+)"/u.exec(disposition)?.[1] ?? null };
}

/** The call's answer, or the `ApiError` of a call that got none (no user, network, bad JSON). */
async function settled<TResult>(call: Promise<TResult>): Promise<TResult> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    if (error instanceof SyntaxError) {
      throw new ApiError(200, "The server sent an unexpected response");
    }
    throw new ApiError(0, "The server could not be reached");
  }
}

/** The `ApiError` of a refused call, with the server's message and field messages. */
function refusal(response: Response, error: unknown): ApiError {
  const body = (isRecord(error) ? error : {}) as ErrorBody;
  const serverMessage =
    typeof body.error === "string" && body.error !== "" ? body.error : undefined;
  return new ApiError(
    response.status,
    `Request failed with status ${response.status}`,
    serverMessage,
    isRecord(body.fields) ? stringEntries(body.fields) : {},
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

const stringEntries = (value: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );

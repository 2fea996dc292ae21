/** Header names in lower case, one value each. */
export type RequestHeaders = Readonly<Record<string, string | undefined>>;

/** What the API needs of an HTTP request, independent of the function trigger that carries it. */
export interface ApiRequest {
  method: string;
  /** The full path, e.g. `/api/orgs/maple-grove`. */
  path: string;
  headers: RequestHeaders;
  /** The body exactly as received; `undefined` when there is none. */
  rawBody: Buffer | undefined;
}

export type ApiBody = { data: unknown } | { error: string };

export interface ApiResponse {
  status: number;
  headers: Readonly<Record<string, string>>;
  /** `undefined` only for a preflight answer, which has no body. */
  body: ApiBody | undefined;
}

import { api, unwrap, type ApiResult } from "./client";
import { idempotencyHeader } from "./idempotency";
import type { paths } from "./schema";

/** The methods of the API's document that change something. */
export type Method = "POST" | "PUT" | "PATCH" | "DELETE";
/** The paths of the API's document that answer `M`. */
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<Lowercase<M>, object> ? P : never;
}[keyof paths];
/** The operation `M` of `P`, as the document declares it. */
export type Operation<M extends Method, P extends PathOf<M>> = Extract<
  paths[P],
  Record<Lowercase<M>, object>
>[Lowercase<M>];
type Json<TContent> = TContent extends { content: { "application/json": infer TJson } }
  ? TJson
  : never;
/** The `data` an operation answers (200 or 201). */
export type Answer<TOperation> = TOperation extends { responses: infer R }
  ? Json<R[keyof R & (200 | 201)]> extends { data: infer TData }
    ? TData
    : never
  : never;
/** The JSON body an operation takes, as an argument list: none when it takes none. */
export type BodyArgs<TOperation> = TOperation extends { requestBody?: infer R }
  ? [Json<NonNullable<R>>] extends [never]
    ? []
    : [body: Json<NonNullable<R>>]
  : [];
/** The path parameters an operation takes. */
export type PathParams<TOperation> = TOperation extends { parameters: { path: infer T } }
  ? T
  : never;

/**
 * The typed client checks a call to one literal path; the requests below are written once for
 * many paths, so they call the client through this looser signature and type the answer themselves.
 */
export type LooseCall = <TData>(
  path: string,
  init: {
    params: { path: Record<string, string>; header?: object };
    body?: unknown;
    signal?: AbortSignal;
  },
) => Promise<ApiResult<TData>>;

/** How a `postRequest` is sent: once per meaning (an `Idempotency-Key`), and abortable. */
export interface PostOptions {
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/**
 * The request of a `POST` to `path` (a payment, an entry, an import's rows): it takes the path's
 * parameters and the body, and answers the created `data`.
 *
 * @example
 * const postPayment = postRequest("/api/orgs/{orgId}/billing/properties/{propertyId}/payments");
 * postPayment({ orgId, propertyId }, payment, { idempotencyKey });
 */
export function postRequest<P extends PathOf<"POST">>(path: P) {
  const call = api.POST as unknown as LooseCall;
  type Post = Operation<"POST", P>;
  return (
    params: PathParams<Post>,
    body: BodyArgs<Post>[0],
    { idempotencyKey, signal }: PostOptions = {},
  ) =>
    unwrap(
      call<Answer<Post>>(path, {
        params: {
          path: params as Record<string, string>,
          header: idempotencyKey === undefined ? undefined : idempotencyHeader(idempotencyKey),
        },
        body,
        signal,
      }),
    );
}

type RowsOf<P extends PathOf<"POST">> = BodyArgs<Operation<"POST", P>>[0] extends {
  rows: infer TRows;
}
  ? TRows
  : never;

/**
 * The request that sends one chunk of a CSV file's valid rows to an import
 * (`POST /api/orgs/{orgId}/<items>/import`), as an import page's `send` takes it.
 *
 * @example
 * export const importProperties = importRequest("/api/orgs/{orgId}/properties/import");
 */
export function importRequest<P extends PathOf<"POST">>(path: P) {
  const post = postRequest(path) as unknown as (
    params: { orgId: string },
    body: { rows: RowsOf<P> },
    options: PostOptions,
  ) => Promise<Answer<Operation<"POST", P>>>;
  return (orgId: string, rows: RowsOf<P>, signal?: AbortSignal) =>
    post({ orgId }, { rows }, { signal });
}

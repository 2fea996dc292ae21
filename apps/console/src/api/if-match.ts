import { api, unwrap, type ApiResult } from "./client";
import type { paths } from "./schema";

/** Something the API keeps versions of: a change names the version it was made to. */
export interface Versioned {
  id: string;
  version: number;
}

/**
 * The `If-Match` header of a change made to the version of `item` the page shows: a change to a
 * stale version is refused (412) rather than overwriting someone else's.
 *
 * @example
 * api.PUT("/api/orgs/{orgId}/announcements/{announcementId}", {
 *   params: { path: { orgId, announcementId: current.id }, header: ifMatch(current) },
 *   body: request,
 * });
 */
export const ifMatch = (item: Pick<Versioned, "version">) => ({
  "If-Match": `"${item.version}"`,
});

type Method = "POST" | "PUT" | "PATCH" | "DELETE";
type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<Lowercase<M>, object> ? P : never;
}[keyof paths];
type Operation<M extends Method, P extends PathOf<M>> = Extract<
  paths[P],
  Record<Lowercase<M>, object>
>[Lowercase<M>];
type Json<TContent> = TContent extends { content: { "application/json": infer TJson } }
  ? TJson
  : never;
type Answer<TOperation> = TOperation extends { responses: infer R }
  ? Json<R[keyof R & (200 | 201)]> extends { data: infer TData }
    ? TData
    : never
  : never;
type BodyArgs<TOperation> = TOperation extends { requestBody?: infer R }
  ? [Json<NonNullable<R>>] extends [never]
    ? []
    : [body: Json<NonNullable<R>>]
  : [];
type IdName<M extends Method, P extends PathOf<M>> = Exclude<
  keyof (Operation<M, P> extends { parameters: { path: infer T } } ? T : never) & string,
  "orgId"
>;

/**
 * The typed client checks a call to one literal path; `versionedRequest` is written once for many
 * paths, so it calls the client through this looser signature and types the answer itself.
 */
type LooseCall = <TData>(
  path: string,
  init: { params: { path: Record<string, string>; header: object }; body?: unknown },
) => Promise<ApiResult<TData>>;

/**
 * The request of a change to one item of an organization made to the version shown (`If-Match`):
 * a delete, an action (cancel, resend, archive...) or an edit with its body. `idName` is the
 * path's parameter naming the item.
 *
 * @example
 * export const deleteEvent = versionedRequest("DELETE", "/api/orgs/{orgId}/events/{eventId}", "eventId");
 * export const updateEvent = versionedRequest("PATCH", "/api/orgs/{orgId}/events/{eventId}", "eventId");
 * // deleteEvent(orgId, event); updateEvent(orgId, event, changes)
 */
export function versionedRequest<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  idName: IdName<M, P>,
) {
  const call = api[method] as unknown as LooseCall;
  return (orgId: string, item: Versioned, ...[body]: BodyArgs<Operation<M, P>>) =>
    unwrap(
      call<Answer<Operation<M, P>>>(path, {
        params: { path: { orgId, [idName]: item.id }, header: ifMatch(item) },
        body,
      }),
    );
}

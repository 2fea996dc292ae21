import { api, unwrap } from "./client";
import type { Answer, BodyArgs, LooseCall, Method, Operation, PathOf } from "./requests";

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

/** The parameter of `path` other than `orgId`: the one naming the item. */
export function itemParameter(path: string): string {
  const names = [...path.matchAll(/\{(\w+)\}/gu)].map((match) => match[1] ?? "");
  const [idName, ...others] = names.filter((name) => name !== "orgId");
  if (!idName || others.length > 0) throw new Error(`${path} does not name one item`);
  return idName;
}

/**
 * The request of a change to one item of an organization made to the version shown (`If-Match`):
 * a delete, an action (cancel, resend, archive...) or an edit with its body. The path's one
 * parameter besides `orgId` names the item.
 *
 * @example
 * export const deleteEvent = versionedRequest("DELETE", "/api/orgs/{orgId}/events/{eventId}");
 * export const updateEvent = versionedRequest("PATCH", "/api/orgs/{orgId}/events/{eventId}");
 * // deleteEvent(orgId, event); updateEvent(orgId, event, changes)
 */
export function versionedRequest<M extends Method, P extends PathOf<M>>(method: M, path: P) {
  const call = api[method] as unknown as LooseCall;
  const idName = itemParameter(path);
  return (orgId: string, item: Versioned, ...[body]: BodyArgs<Operation<M, P>>) =>
    unwrap(
      call<Answer<Operation<M, P>>>(path, {
        params: { path: { orgId, [idName]: item.id }, header: ifMatch(item) },
        body,
      }),
    );
}

/**
 * The `If-Match` header of a change made to the version of `item` the page shows: a change to a
 * stale version is refused (412) rather than overwriting someone else's.
 *
 * @example
 * api.DELETE("/api/orgs/{orgId}/events/{eventId}", {
 *   params: { path: { orgId, eventId: event.id }, header: ifMatch(event) },
 * });
 */
export const ifMatch = (item: { version: number }) => ({ "If-Match": `"${item.version}"` });

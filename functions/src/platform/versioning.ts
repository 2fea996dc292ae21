import type { Context } from "hono";
import { ApiError } from "../http/errors.js";
import { apiMessages } from "../http/messages.js";

const ENTITY_TAG = /^(?:W\/)?"(\d{1,15})"$|^(\d{1,15})$/u;

/**
 * The version a `PATCH` or `DELETE` was made to, from `If-Match: "<version>"`. Without one the
 * change is refused (428): an administrator's edit never silently overwrites another's.
 */
export function expectedVersion(c: Context): number {
  const header = c.req.header("if-match")?.trim();
  if (!header) throw new ApiError(428, apiMessages.versionRequired);
  const match = ENTITY_TAG.exec(header);
  const version = Number(match?.[1] ?? match?.[2]);
  if (!match || !Number.isSafeInteger(version)) throw new ApiError(412, apiMessages.versionStale);
  return version;
}

/** The `ETag` of an item at `version`, as `If-Match` sends it back. */
export const entityTag = (version: number): string => `"${version}"`;

/** Refuses (412) a change made to another version than the stored one. */
export function assertVersion(stored: number, expected: number): void {
  if (stored !== expected) throw new ApiError(412, apiMessages.versionStale);
}

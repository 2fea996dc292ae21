import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "./env.js";
import type { ApiError } from "./errors.js";

/**
 * The secret a link of the API carries in its path (an invitation, a download, an album's files,
 * a calendar feed): 32 random bytes as base64url, 43 characters. Only its SHA-256 is stored.
 */
const LINK_TOKEN_BYTES = 32;
const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/u;

/** A new link token. */
export const newLinkToken = (): string => randomBytes(LINK_TOKEN_BYTES).toString("base64url");

/** Whether a text has the shape of a link token (anything else is never looked up). */
export const isLinkToken = (text: string): boolean => LINK_TOKEN_PATTERN.test(text);

/**
 * For a route reached by a link: a token (as `tokenOf` reads it from the path) that cannot be one
 * gets the answer of an unknown token (`invalid()`, a 404 with the link's own message) before
 * anything else happens, the caller's ID token and any Firestore read included, whatever its
 * length or characters.
 */
export function linkToken(
  tokenOf: (c: Context<ApiEnv>) => string,
  invalid: () => ApiError,
): MiddlewareHandler<ApiEnv> {
  return createMiddleware<ApiEnv>(async (c, next) => {
    if (!isLinkToken(tokenOf(c))) throw invalid();
    await next();
  });
}

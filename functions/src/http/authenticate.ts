import { createMiddleware } from "hono/factory";
import { RejectedTokenError, type VerifyIdToken } from "../auth/idToken.js";
import { withDeadline } from "../deadline.js";
import { logs } from "../logs.js";
import { isDocumentId } from "../platform/document-ids.js";
import type { ApiEnv } from "./env.js";
import { ApiError } from "./errors.js";
import { apiMessages } from "./messages.js";

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;
const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * First, 404 for a path whose parameters cannot name a Firestore document (`__x__`, `.`, `..`,
 * over 1,500 bytes): no such item exists, and Firestore would refuse the id.
 *
 * Then sets the caller of the request's `Authorization: Bearer <ID token>`; 401 without a valid one.
 * A write is checked strictly (revocation asked of Auth every time); a read may use the
 * verifier's short-lived account cache.
 */
export function authenticate(verifyIdToken: VerifyIdToken, deadlineMs: number) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const params: Record<string, string> = c.req.param();
    if (!Object.values(params).every(isDocumentId)) {
      throw new ApiError(404, apiMessages.notFound);
    }
    const authorization = c.req.header("authorization");
    if (!authorization) throw new ApiError(401, apiMessages.signInRequired);
    const idToken = BEARER.exec(authorization)?.[1];
    if (!idToken) {
      logs.tokenRejected("not a bearer token");
      throw new ApiError(401, apiMessages.sessionInvalid);
    }
    try {
      const strict = !SAFE_METHODS.has(c.req.method);
      c.set("caller", await withDeadline("Auth", verifyIdToken(idToken, { strict }), deadlineMs));
    } catch (error) {
      if (error instanceof RejectedTokenError) {
        logs.tokenRejected(error.reason);
        throw new ApiError(401, apiMessages.sessionInvalid);
      }
      throw error;
    }
    await next();
  });
}

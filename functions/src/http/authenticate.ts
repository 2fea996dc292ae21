import { createMiddleware } from "hono/factory";
import { RejectedTokenError, type VerifyIdToken } from "../auth/idToken.js";
import { withDeadline } from "../deadline.js";
import { logs } from "../logs.js";
import type { ApiEnv } from "./env.js";
import { ApiError } from "./errors.js";
import { apiMessages } from "./messages.js";

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;
const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * Sets the caller of the request's `Authorization: Bearer <ID token>`; 401 without a valid one.
 * A write is checked strictly (revocation asked of Auth every time); a read may use the
 * verifier's short-lived account cache.
 */
export function authenticate(verifyIdToken: VerifyIdToken, deadlineMs: number) {
  return createMiddleware<ApiEnv>(async (c, next) => {
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

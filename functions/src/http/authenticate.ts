import { RejectedTokenError, type Caller, type VerifyIdToken } from "../auth/idToken.js";
import { withDeadline } from "../deadline.js";
import { logs } from "../logs.js";
import { ApiError } from "./errors.js";
import { apiMessages } from "./messages.js";
import type { RequestHeaders } from "./types.js";

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

/** The caller of the request's `Authorization: Bearer <ID token>`; 401 without a valid one. */
export async function authenticate(
  headers: RequestHeaders,
  verifyIdToken: VerifyIdToken,
  deadlineMs: number,
): Promise<Caller> {
  const authorization = headers.authorization;
  if (!authorization) throw new ApiError(401, apiMessages.signInRequired);
  const idToken = BEARER.exec(authorization)?.[1];
  if (!idToken) {
    logs.tokenRejected("not a bearer token");
    throw new ApiError(401, apiMessages.sessionInvalid);
  }
  try {
    return await withDeadline("Auth", verifyIdToken(idToken), deadlineMs);
  } catch (error) {
    if (error instanceof RejectedTokenError) {
      logs.tokenRejected(error.reason);
      throw new ApiError(401, apiMessages.sessionInvalid);
    }
    throw error;
  }
}

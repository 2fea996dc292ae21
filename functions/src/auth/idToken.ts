import type { Auth } from "firebase-admin/auth";

/** The signed-in user a request was made by. */
export interface Caller {
  uid: string;
}

/** Resolves the caller of a Firebase ID token, or throws `RejectedTokenError`. */
export type VerifyIdToken = (idToken: string) => Promise<Caller>;

/** The token is malformed, expired, revoked, or its user is disabled or gone. */
export class RejectedTokenError extends Error {
  constructor(readonly reason: string) {
    super(`ID token rejected: ${reason}`);
    this.name = "RejectedTokenError";
  }
}

// The Admin SDK's codes for a token that is not acceptable, as opposed to a failure to check it.
const REJECTED_TOKEN_CODES = new Set([
  "auth/argument-error",
  "auth/id-token-expired",
  "auth/id-token-revoked",
  "auth/user-disabled",
  "auth/user-not-found",
]);

export function firebaseIdTokenVerifier(auth: Auth): VerifyIdToken {
  return async (idToken) => {
    try {
      // checkRevoked: a signed-out (revoked) session or a disabled account stops at once.
      const decoded = await auth.verifyIdToken(idToken, true);
      return { uid: decoded.uid };
    } catch (error) {
      const code =
        typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
      if (typeof code === "string" && REJECTED_TOKEN_CODES.has(code)) {
        throw new RejectedTokenError(code);
      }
      throw error;
    }
  };
}

import type { Auth, DecodedIdToken } from "firebase-admin/auth";
import type { Clock } from "../platform/clock.js";

/** The signed-in user a request was made by, as their ID token names them. */
export interface Caller {
  uid: string;
  /**
   * The account's address as the token says. Whether it was ever proven is `emailVerified`; an
   * account can change it without proof, so it decides nothing about access (what an account
   * may see as a resident follows its link by uid: `resources/residents/accounts.ts`).
   */
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
}

/**
 * How the caller is named to others (who created, uploaded or answered something): their display
 * name, else their address, else `fallback`.
 */
export const nameOf = (caller: Caller, fallback = "A member"): string =>
  caller.displayName ?? caller.email ?? fallback;

/**
 * Resolves the caller of a Firebase ID token, or throws `RejectedTokenError`. `strict` asks the
 * identity service whether the session was revoked or the account disabled on this very call;
 * otherwise an answer up to `revocationCacheMs` old may be used (see `firebaseIdTokenVerifier`).
 */
export type VerifyIdToken = (idToken: string, options: { strict: boolean }) => Promise<Caller>;

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

interface AccountStatus {
  checkedAt: number;
  disabled: boolean;
  /** Tokens issued for a sign-in before this time (ms) are revoked. */
  validAfterMs: number;
}

const MAX_CACHED_ACCOUNTS = 10_000;

/**
 * Verifies ID tokens with the Admin SDK. A strict check (every write) asks Auth for the account
 * on each call, as `verifyIdToken(token, true)` does. A read checks the token's signature and
 * expiry locally and reuses the account's revocation and disabled state for up to
 * `revocationCacheMs`: a session revoked or an account disabled in that window can still read,
 * never write, for at most that long. This takes a call to Auth off nearly every read.
 */
export function firebaseIdTokenVerifier(
  auth: Auth,
  { clock, revocationCacheMs }: { clock: Clock; revocationCacheMs: number },
): VerifyIdToken {
  const accounts = new Map<string, AccountStatus>();

  async function accountStatus(uid: string): Promise<AccountStatus> {
    const now = clock.now().getTime();
    const cached = accounts.get(uid);
    if (cached && now - cached.checkedAt < revocationCacheMs) return cached;
    const user = await auth.getUser(uid);
    const status: AccountStatus = {
      checkedAt: now,
      disabled: user.disabled,
      validAfterMs: user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0,
    };
    accounts.delete(uid);
    if (accounts.size >= MAX_CACHED_ACCOUNTS) {
      const oldest = accounts.keys().next().value;
      if (oldest !== undefined) accounts.delete(oldest);
    }
    accounts.set(uid, status);
    return status;
  }

  return async (idToken, { strict }) => {
    try {
      if (strict) {
        const decoded = await auth.verifyIdToken(idToken, true);
        accounts.delete(decoded.uid);
        return callerOf(decoded);
      }
      const decoded = await auth.verifyIdToken(idToken, false);
      const status = await accountStatus(decoded.uid);
      if (status.disabled) throw new RejectedTokenError("auth/user-disabled");
      // The same rule as the SDK's own revocation check.
      if (decoded.auth_time * 1000 < status.validAfterMs) {
        throw new RejectedTokenError("auth/id-token-revoked");
      }
      return callerOf(decoded);
    } catch (error) {
      if (error instanceof RejectedTokenError) throw error;
      const code =
        typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
      if (typeof code === "string" && REJECTED_TOKEN_CODES.has(code)) {
        throw new RejectedTokenError(code);
      }
      throw error;
    }
  };
}

function callerOf(decoded: DecodedIdToken): Caller {
  const name: unknown = decoded.name;
  return {
    uid: decoded.uid,
    email: decoded.email ?? null,
    emailVerified: decoded.email_verified === true,
    displayName: typeof name === "string" && name !== "" ? name : null,
  };
}

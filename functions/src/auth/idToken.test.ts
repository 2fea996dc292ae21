import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emulatorIdToken, expiredEmulatorIdToken } from "../../test/support/idTokens.js";
import { freePort } from "../../test/support/ports.js";
import type { Auth } from "firebase-admin/auth";
import { testClock } from "../../test/support/api.js";
import { RejectedTokenError, firebaseIdTokenVerifier, type VerifyIdToken } from "./idToken.js";

const PROJECT_ID = "demo-unit";
let app: App;
let verifyIdToken: (idToken: string) => ReturnType<VerifyIdToken>;

// The Admin SDK in emulator mode, with no Auth emulator behind it: what it refuses, it refuses
// on the token alone.
beforeAll(async () => {
  vi.stubEnv("FIREBASE_AUTH_EMULATOR_HOST", `127.0.0.1:${await freePort()}`);
  app = initializeApp({ projectId: PROJECT_ID }, "id-token-test");
  const strictVerifier = firebaseIdTokenVerifier(getAuth(app), {
    clock: testClock(),
    revocationCacheMs: 60_000,
  });
  verifyIdToken = (token) => strictVerifier(token, { strict: true });
});
afterAll(async () => {
  await deleteApp(app);
  vi.unstubAllEnvs();
});

describe("firebaseIdTokenVerifier", () => {
  it("rejects a string that is not a token", async () => {
    await expect(verifyIdToken("not-a-token")).rejects.toEqual(
      new RejectedTokenError("auth/argument-error"),
    );
  });

  it("rejects an expired token", async () => {
    await expect(verifyIdToken(expiredEmulatorIdToken(PROJECT_ID, "u1"))).rejects.toEqual(
      new RejectedTokenError("auth/id-token-expired"),
    );
  });

  it("rejects a token issued for another project", async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = emulatorIdToken({
      projectId: "demo-other",
      uid: "u1",
      issuedAtSeconds: now,
      expiresAtSeconds: now + 3600,
    });
    await expect(verifyIdToken(token)).rejects.toEqual(
      new RejectedTokenError("auth/argument-error"),
    );
  });

  it("reports a failure to reach Auth as such, not as a bad token", async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = emulatorIdToken({
      projectId: PROJECT_ID,
      uid: "u1",
      issuedAtSeconds: now,
      expiresAtSeconds: now + 3600,
    });
    const outcome = verifyIdToken(token);
    await expect(outcome).rejects.not.toBeInstanceOf(RejectedTokenError);
    await expect(outcome).rejects.toHaveProperty("code", "app/network-error");
  });
});

describe("firebaseIdTokenVerifier's read cache", () => {
  const MINUTE = 60_000;
  const issuedAt = Date.parse("2026-11-22T11:00:00.000Z");

  function fakeAuth(account: { disabled?: boolean; tokensValidAfterTime?: string } = {}) {
    const decoded = {
      uid: "u1",
      auth_time: issuedAt / 1000,
      email: "u1@hoa.test",
      email_verified: false,
      name: "Uma One",
    };
    const auth = {
      verifyIdToken: vi.fn(async (_token: string, _checkRevoked?: boolean) => decoded),
      getUser: vi.fn(async (uid: string) => ({ uid, disabled: false, ...account })),
    };
    return auth;
  }

  const verifierOf = (auth: ReturnType<typeof fakeAuth>, clock = testClock()) => ({
    clock,
    verify: firebaseIdTokenVerifier(auth as unknown as Auth, { clock, revocationCacheMs: MINUTE }),
  });

  it("asks Auth about the account once per minute for reads, and names the caller", async () => {
    const auth = fakeAuth();
    const { clock, verify } = verifierOf(auth);

    await expect(verify("t", { strict: false })).resolves.toEqual({
      uid: "u1",
      email: "u1@hoa.test",
      // An address the account changed itself is unproven, and the token says so.
      emailVerified: false,
      displayName: "Uma One",
    });
    await verify("t", { strict: false });
    clock.advance(MINUTE - 1);
    await verify("t", { strict: false });
    expect(auth.getUser).toHaveBeenCalledTimes(1);
    expect(auth.verifyIdToken).toHaveBeenCalledWith("t", false);

    clock.advance(1);
    await verify("t", { strict: false });
    expect(auth.getUser).toHaveBeenCalledTimes(2);
  });

  it("checks revocation with Auth on every write", async () => {
    const auth = fakeAuth();
    const { verify } = verifierOf(auth);
    await verify("t", { strict: true });
    await verify("t", { strict: true });
    expect(auth.verifyIdToken).toHaveBeenCalledTimes(2);
    expect(auth.verifyIdToken).toHaveBeenNthCalledWith(2, "t", true);
    expect(auth.getUser).not.toHaveBeenCalled();
  });

  it("refuses a read by a disabled account", async () => {
    const { verify } = verifierOf(fakeAuth({ disabled: true }));
    await expect(verify("t", { strict: false })).rejects.toEqual(
      new RejectedTokenError("auth/user-disabled"),
    );
  });

  it("refuses a read with a token issued before the sessions were revoked", async () => {
    const revokedAt = new Date(issuedAt + 1_000).toUTCString();
    const { verify } = verifierOf(fakeAuth({ tokensValidAfterTime: revokedAt }));
    await expect(verify("t", { strict: false })).rejects.toEqual(
      new RejectedTokenError("auth/id-token-revoked"),
    );
  });

  it("accepts a read with a token issued after the last revocation", async () => {
    const revokedAt = new Date(issuedAt - 1_000).toUTCString();
    const { verify } = verifierOf(fakeAuth({ tokensValidAfterTime: revokedAt }));
    await expect(verify("t", { strict: false })).resolves.toMatchObject({ uid: "u1" });
  });

  it("refuses a read when the account is gone", async () => {
    const auth = fakeAuth();
    auth.getUser.mockRejectedValueOnce(
      Object.assign(new Error("gone"), { code: "auth/user-not-found" }),
    );
    const { verify } = verifierOf(auth);
    await expect(verify("t", { strict: false })).rejects.toEqual(
      new RejectedTokenError("auth/user-not-found"),
    );
  });
});

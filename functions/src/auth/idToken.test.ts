import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emulatorIdToken, expiredEmulatorIdToken } from "../../test/support/idTokens.js";
import { freePort } from "../../test/support/ports.js";
import { RejectedTokenError, firebaseIdTokenVerifier, type VerifyIdToken } from "./idToken.js";

const PROJECT_ID = "demo-unit";
let app: App;
let verifyIdToken: VerifyIdToken;

// The Admin SDK in emulator mode, with no Auth emulator behind it: what it refuses, it refuses
// on the token alone.
beforeAll(async () => {
  vi.stubEnv("FIREBASE_AUTH_EMULATOR_HOST", `127.0.0.1:${await freePort()}`);
  app = initializeApp({ projectId: PROJECT_ID }, "id-token-test");
  verifyIdToken = firebaseIdTokenVerifier(getAuth(app));
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

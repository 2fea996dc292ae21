import { describe, expect, it } from "vitest";
import { createApi } from "../../src/app.js";
import { firebaseAccounts } from "../../src/auth/accounts.js";
import { firebaseIdTokenVerifier } from "../../src/auth/idToken.js";
import { readConfig } from "../../src/config.js";
import { apiMessages } from "../../src/http/messages.js";
import { unconfiguredMailer } from "../../src/mail/sender.js";
import { systemClock } from "../../src/platform/clock.js";
import { startSilentFirestore } from "../support/test-firestore.js";
import { memoryFileStore } from "../support/memory-files.js";
import {
  admin,
  callApi,
  createOrg,
  readStackState,
  signUp,
  type ApiResult,
} from "../support/stack.js";

// The deadline is about 3.5 s; a cold Functions worker adds up to about 1.5 s.
const FEW_SECONDS_MS = 7_000;

async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function expectUnavailable(response: ApiResult): void {
  expect(response.status).toBe(503);
  expect(response.body).toEqual({ error: apiMessages.unavailable });
}

describe("the API while Firestore does not answer", () => {
  it("answers 503 quickly on every endpoint, then recovers with nothing half-written", async () => {
    const { firestore: stackFirestore } = readStackState();
    const user = await signUp();
    const owner = await signUp();
    const { data: organization } = (await createOrg(owner)).body as { data: { id: string } };

    const pid = stackFirestore.pid;
    if (pid !== undefined) {
      // Pause the stack's Firestore emulator: connections stay open and nothing answers.
      process.kill(pid, "SIGSTOP");
      let responses: ApiResult[];
      const started = Date.now();
      try {
        responses = await Promise.all([
          callApi("/api/roles", { token: user.idToken }),
          createOrg(user, { name: "During The Outage HOA" }),
          callApi(`/api/orgs/${organization.id}`, { token: owner.idToken }),
        ]);
      } finally {
        process.kill(pid, "SIGCONT");
      }
      expect(Date.now() - started).toBeLessThan(FEW_SECONDS_MS);
      responses.forEach(expectUnavailable);

      // The paused commit may land once Firestore resumes; either all of it or none of it does.
      await waitUntil(
        async () => (await callApi("/api/roles", { token: owner.idToken })).status === 200,
        15_000,
      );
      const roles = await admin().firestore.doc(`users/${user.uid}/roles/roles`).get();
      const organizations = await admin()
        .firestore.collection("orgs")
        .where("createdBy", "==", user.uid)
        .get();
      if (roles.exists) {
        expect(organizations.docs.map((doc) => doc.id)).toEqual([roles.get("orgId")]);
      } else {
        expect(organizations.size).toBe(0);
      }
    } else {
      // Where the launcher could not find the emulator's process: run the same handler in this
      // process, with the stack's Auth, against a Firestore that accepts connections and never
      // answers.
      const api = createApi({
        config: readConfig({}),
        firestore: await startSilentFirestore(),
        verifyIdToken: firebaseIdTokenVerifier(admin().auth, {
          clock: systemClock,
          revocationCacheMs: 0,
        }),
        clock: systemClock,
        mailer: unconfiguredMailer,
        accounts: firebaseAccounts(admin().auth),
        files: memoryFileStore(),
      });
      const started = Date.now();
      const response = await api.request("/api/roles", {
        headers: { authorization: `Bearer ${user.idToken}` },
      });
      expect(Date.now() - started).toBeLessThan(FEW_SECONDS_MS);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: apiMessages.unavailable });
    }
  });
});

import { rmSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createApi } from "../../src/app.js";
import { firebaseAccounts } from "../../src/auth/accounts.js";
import { firebaseIdTokenVerifier } from "../../src/auth/idToken.js";
import { readConfig } from "../../src/config.js";
import { apiMessages } from "../../src/http/messages.js";
import { unconfiguredMailer } from "../../src/mail/sender.js";
import { STACK_CLOCK_DOCUMENT, systemClock } from "../../src/platform/clock.js";
import { startSilentFirestore } from "../support/test-firestore.js";
import { memoryFileStore } from "../support/memory-files.js";
import { emailsTo, waitForEmailsTo } from "../support/maildev.js";
import { delivery, queued, recipient, waitUntil } from "../support/stack-mail.js";
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

describe("mail while the SMTP server is down", () => {
  it("keeps each message with its error, and sends each once when the server is back", async () => {
    const { smtpDownFile } = readStackState();
    const recipients = Array.from({ length: 3 }, recipient);
    writeFileSync(smtpDownFile, "");
    let ids: string[];
    try {
      // The relay looks for the file every 100 ms.
      await new Promise((resolve) => setTimeout(resolve, 300));
      ids = await Promise.all(recipients.map((to) => queued(to)));
      // The trigger tries each at once: refused, it stays queued with the reason.
      await waitUntil(
        async () => (await Promise.all(ids.map(delivery))).every((d) => d.state === "RETRY"),
        20_000,
      );
    } finally {
      rmSync(smtpDownFile, { force: true });
    }
    for (const id of ids) {
      const waiting = await delivery(id);
      expect(waiting).toMatchObject({ state: "RETRY", attempts: 1 });
      expect(waiting.error).toMatch(/ECONNREFUSED/u);
    }
    for (const to of recipients) expect(await emailsTo(to)).toEqual([]);

    // A retry is due a minute later: the stack's time moves on two minutes, and its scheduled
    // retry (which the launcher runs at once when the time moves) sends each.
    const clock = admin().firestore.doc(STACK_CLOCK_DOCUMENT);
    await clock.set({ offsetMs: 2 * 60_000 });
    try {
      await waitUntil(
        async () => (await Promise.all(ids.map(delivery))).every((d) => d.state === "SUCCESS"),
        30_000,
      );
    } finally {
      await clock.delete();
    }
    for (const id of ids) expect(await delivery(id)).toMatchObject({ attempts: 2, error: null });
    for (const to of recipients) expect(await waitForEmailsTo(to)).toHaveLength(1);
  });
});

import type { Firestore } from "firebase-admin/firestore";
import type { Hono } from "hono";
import { afterAll, beforeAll } from "vitest";
import { createApi, type ApiDependencies } from "../../src/app.js";
import type { Accounts } from "../../src/auth/accounts.js";
import { RejectedTokenError, type VerifyIdToken } from "../../src/auth/idToken.js";
import { readConfig } from "../../src/config.js";
import type { ApiEnv } from "../../src/http/env.js";
import type { Clock } from "../../src/platform/clock.js";
import { startTestFirestore } from "./test-firestore.js";
import { recordingMailer, type RecordingMailer } from "./mail.js";
import { memoryFileStore } from "./memory-files.js";

/** Tokens read `valid:<uid>`; anything else is refused the way the Admin SDK refuses garbage. */
export const testVerifier: VerifyIdToken = async (idToken) => {
  const uid = /^valid:(.+)$/.exec(idToken)?.[1];
  if (!uid) throw new RejectedTokenError("auth/argument-error");
  // Unproven, as an address an account changed itself: nothing may rest on it.
  return { uid, email: `${uid}@test.hoa`, emailVerified: false, displayName: `User ${uid}` };
};

/** A clock that stands still until a test moves it. */
export function testClock(start = new Date("2026-11-22T12:00:00.000Z")): Clock & {
  advance(ms: number): void;
} {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms) => void (now += ms) };
}

/**
 * How long one Firestore or Auth call may take in a test. The product's 3.5 s is a guard against a
 * stalled service; on a busy two-core machine, with every package's tests and the emulator's JVM
 * sharing it, a healthy call can take longer. Tests of the deadline itself set their own.
 */
export const TEST_DEADLINE_MS = 20_000;

export const testConfig = {
  ...readConfig({ FUNCTIONS_EMULATOR: "true" }),
  dependencyDeadlineMs: TEST_DEADLINE_MS,
};

/** Accounts that remember whose email was marked verified. */
export function testAccounts(): Accounts & { verified: Set<string> } {
  const verified = new Set<string>();
  return {
    verified,
    markEmailVerified: async (uid) => void verified.add(uid),
  };
}

export function buildTestApi(
  firestore: Firestore,
  overrides: Partial<ApiDependencies> = {},
): Hono<ApiEnv> {
  return createApi({
    config: testConfig,
    firestore,
    verifyIdToken: testVerifier,
    clock: testClock(),
    accounts: testAccounts(),
    mailer: recordingMailer(),
    files: memoryFileStore(),
    ...overrides,
  });
}

export interface CallOptions {
  method?: string;
  /** `valid:<uid>` for the test verifier; `null` sends no Authorization header. */
  token?: string | null;
  /** An object is sent as JSON; a string is sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** One request to the app, as the platform would hand it over. */
export async function call(
  app: Hono<ApiEnv>,
  path: string,
  { method = "GET", token, body, headers = {} }: CallOptions = {},
): Promise<CallResult> {
  const requestHeaders: Record<string, string> = {};
  if (token !== null && token !== undefined) requestHeaders.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (body !== undefined) {
    payload = typeof body === "string" ? body : JSON.stringify(body);
    requestHeaders["content-type"] = "application/json";
  }
  const response = await app.request(path, {
    method,
    headers: { ...requestHeaders, ...headers },
    ...(payload === undefined ? {} : { body: payload }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers.entries()),
    body: text === "" ? undefined : (JSON.parse(text) as unknown),
  };
}

/**
 * A Firestore of its own (a project on the run's emulator) and an API over it for the calling test
 * file. `mailer` records the
 * email the routes send (`deliverMail`); `mail/{id}` documents are in `firestore`.
 */
export function useTestApi(): {
  readonly firestore: Firestore;
  readonly api: Hono<ApiEnv>;
  readonly mailer: RecordingMailer;
} {
  let started:
    | {
        firestore: Firestore;
        api: Hono<ApiEnv>;
        mailer: RecordingMailer;
        stop: () => Promise<void>;
      }
    | undefined;
  beforeAll(async () => {
    const { firestore, stop } = await startTestFirestore();
    const mailer = recordingMailer();
    started = { firestore, stop, mailer, api: buildTestApi(firestore, { mailer }) };
  });
  afterAll(() => started?.stop());
  const current = () => {
    if (!started) throw new Error("the test API is only available inside tests");
    return started;
  };
  return {
    get firestore() {
      return current().firestore;
    },
    get api() {
      return current().api;
    },
    get mailer() {
      return current().mailer;
    },
  };
}

let uidCounter = 0;
/** A uid no other test uses. */
export const uniqueUid = (): string => `user-${++uidCounter}-${Date.now().toString(36)}`;

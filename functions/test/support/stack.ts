import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getFirestore, type Firestore, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";

/** What the launcher started, from its `HOA_STACK_STATE` file. */
export interface StackState {
  /** The Firestore emulator's process, where the launcher could find it. */
  firestore: { pid?: number };
  emulatorsPid: number;
  consoleUrl: string;
  /** While this file exists the stack's SMTP server is down (the launcher's relay to MailDev). */
  smtpDownFile: string;
}

export const consoleUrl = process.env.HOA_CONSOLE_URL ?? "http://127.0.0.1:5000";
export const projectId = process.env.GCLOUD_PROJECT ?? "demo-hoa";
const authEmulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;

export function readStackState(): StackState {
  const path = process.env.HOA_STACK_STATE;
  if (!path)
    throw new Error("HOA_STACK_STATE is not set: run the tests through the stack launcher");
  return JSON.parse(readFileSync(path, "utf8")) as StackState;
}

/** The stack's bucket (the emulators' default for the project). */
export const storageBucket = process.env.HOA_STORAGE_BUCKET ?? `${projectId}.appspot.com`;

/** The Admin SDK pointed at the stack's emulators, for arranging and checking data. */
export function admin(): {
  firestore: Firestore;
  auth: Auth;
  bucket: ReturnType<ReturnType<typeof getStorage>["bucket"]>;
} {
  const name = "integration-tests";
  const app: App =
    getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name);
  return {
    firestore: getFirestore(app),
    auth: getAuth(app),
    bucket: getStorage(app).bucket(storageBucket),
  };
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

const TEST_PASSWORD = "Testing1!";

async function identityToolkit(
  method: string,
  body: object,
): Promise<{ localId: string; idToken: string }> {
  const response = await fetch(
    `${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    },
  );
  if (!response.ok)
    throw new Error(`accounts:${method} failed with ${response.status}: ${await response.text()}`);
  return (await response.json()) as { localId: string; idToken: string };
}

/** A new account in the Auth emulator (a made-up address unless given), with a real ID token. */
export async function signUp(email = `api-test-${randomUUID()}@example.test`): Promise<TestUser> {
  const { localId, idToken } = await identityToolkit("signUp", { email, password: TEST_PASSWORD });
  return { uid: localId, email, password: TEST_PASSWORD, idToken };
}

/** A fresh ID token for an existing account. */
export async function signIn(email: string, password: string): Promise<TestUser> {
  const { localId, idToken } = await identityToolkit("signInWithPassword", { email, password });
  return { uid: localId, email, password, idToken };
}

export interface ApiResult {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or the text when the answer is not JSON. */
  body: unknown;
  text: string;
}

/** Calls the API the way the console does: through Hosting, with a bearer token. */
export async function callApi(
  path: string,
  options: {
    method?: string;
    token?: string;
    json?: unknown;
    body?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers["content-type"] ??= "application/json";
  }
  const response = await fetch(`${consoleUrl}${path}`, {
    method: options.method ?? "GET",
    headers,
    body,
  });
  const text = await response.text();
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
  return {
    status: response.status,
    headers: response.headers,
    body: isJson ? (JSON.parse(text) as unknown) : text,
    text,
  };
}

/** POST /api/createOrg as `user`, for themselves unless the body says otherwise. */
export function createOrg(user: TestUser, body: Record<string, unknown> = {}): Promise<ApiResult> {
  return callApi("/api/createOrg", {
    method: "POST",
    token: user.idToken,
    json: { name: "Cedar Park HOA", description: "Forty homes.", createdBy: user.uid, ...body },
  });
}

export async function organizationsCreatedBy(uid: string): Promise<QueryDocumentSnapshot[]> {
  return (await admin().firestore.collection("orgs").where("createdBy", "==", uid).get()).docs;
}

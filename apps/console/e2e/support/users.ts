import { randomUUID } from "node:crypto";
import { initializeApp, getApps } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { PROJECT_ID } from "../../../../scripts/demo-data";

const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";

/** A password that meets every rule of the sign-in form. */
export const TEST_PASSWORD = "Passw0rd!";

/** An address no other test (or worker) uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@e2e.hoa`;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
}

/** Signs a fresh user up through the Auth emulator's REST API. */
export async function createUser(label: string, password = TEST_PASSWORD): Promise<TestUser> {
  const email = uniqueEmail(label);
  const response = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { localId } = (await response.json()) as { localId: string };
  return { uid: localId, email, password };
}

/** Disables an account the way an administrator would, with the Admin SDK. */
export async function disableUser(uid: string): Promise<void> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= authEmulatorHost;
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  await getAuth(app).updateUser(uid, { disabled: true });
}

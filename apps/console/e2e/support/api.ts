import { demoAdmin, demoOrganization, ports } from "../../../../scripts/demo-data";
import { consoleUrl } from "./browser";

const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${ports.auth}`;

/** A fresh ID token of an account, from the Auth emulator's password sign-in. */
export async function idTokenOf(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** The demo admin's ID token, signed in once per worker (a token lasts an hour). */
let demoAdminToken: Promise<string> | undefined;

/**
 * Calls the demo organization's API as the demo admin, as the console does (through Hosting,
 * with a bearer token): `path` is below `/api/orgs/{orgId}`. Answers the JSON body; throws on
 * any status but 2xx, with the API's answer.
 */
export async function asDemoAdmin<T = Record<string, unknown>>(
  path: string,
  { method = "GET", json }: { method?: string; json?: unknown } = {},
): Promise<T> {
  demoAdminToken ??= idTokenOf(demoAdmin.email, demoAdmin.password);
  const response = await fetch(`${consoleUrl}/api/orgs/${demoOrganization.id}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await demoAdminToken}`,
      ...(json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

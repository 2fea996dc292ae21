/**
 * The console's configuration, read from the build environment in this one place. Without any
 * `VITE_FIREBASE_*` variables the console talks to the local demo project on the emulators.
 */
interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
}

const DEMO_PROJECT_PREFIX = "demo-";
const LOCAL_AUTH_EMULATOR_URL = "http://127.0.0.1:9099";

function read(name: string): string | undefined {
  const value: unknown = import.meta.env[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

const projectId = read("VITE_FIREBASE_PROJECT_ID") ?? "demo-hoa";
const appId = read("VITE_FIREBASE_APP_ID");

export const firebaseConfig: FirebaseWebConfig = {
  apiKey: read("VITE_FIREBASE_API_KEY") ?? "demo-key",
  authDomain: read("VITE_FIREBASE_AUTH_DOMAIN") ?? `${projectId}.firebaseapp.com`,
  projectId,
  ...(appId ? { appId } : {}),
};

/** The Auth emulator to use, or `undefined` for the real service. Demo projects always emulate. */
export const authEmulatorUrl: string | undefined =
  read("VITE_AUTH_EMULATOR_URL") ??
  (projectId.startsWith(DEMO_PROJECT_PREFIX) ? LOCAL_AUTH_EMULATOR_URL : undefined);

/** Where the console's HTTPS functions answer (Hosting rewrites `/api/**` to them). */
export const apiBaseUrl = "/api";

export const productName = "HOA Admin Console";

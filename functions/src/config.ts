/** Settings of the API, read once when the function module loads. */
export interface ApiConfig {
  /** Largest request body accepted, in bytes (the contract's 16 KiB). */
  maxBodyBytes: number;
  /** How long one call to Firestore or Auth may take before the API answers 503. */
  dependencyDeadlineMs: number;
  /**
   * How long a read may rely on an earlier answer of Auth about the caller's account (revoked
   * sessions, disabled accounts). Writes always ask.
   */
  revocationCacheMs: number;
  /** Browser origins whose cross-origin requests are allowed: the Vite dev server, locally only. */
  corsOrigins: readonly string[];
  /**
   * The console's public address, the start of every link an email carries (an invitation's
   * `/invite/{token}`): `PUBLIC_CONSOLE_URL`, else the local Hosting emulator, else the project's
   * Hosting site. It is configured, never taken from a request's Host header: a caller can send
   * any Host, and a link built from it would carry a valid token to the caller's own site.
   */
  consoleUrl: string;
  /** Outgoing mail: the SMTP server (`SMTP_URL`, `null` when unset) and the sender (`MAIL_FROM`). */
  mail: { smtpUrl: string | null; from: string };
}

export const REGION = "us-central1";

/** The sender of outgoing mail when `MAIL_FROM` is not set. */
export const DEFAULT_MAIL_FROM = '"HOA Admin Console" <no-reply@hoa.local>';

const VITE_DEV_ORIGINS = ["http://127.0.0.1:5173", "http://localhost:5173"] as const;

/** The Hosting emulator's address (firebase.json). */
const LOCAL_CONSOLE_URL = "http://127.0.0.1:5000";

function consoleUrlOf(env: NodeJS.ProcessEnv, runsInEmulator: boolean): string {
  const configured = env.PUBLIC_CONSOLE_URL?.trim().replace(/\/+$/u, "");
  if (configured) return configured;
  const project = env.GCLOUD_PROJECT?.trim();
  // Deployed, the console is the project's default Hosting site unless told otherwise.
  return runsInEmulator || !project ? LOCAL_CONSOLE_URL : `https://${project}.web.app`;
}

export function readConfig(env: NodeJS.ProcessEnv): ApiConfig {
  // Deployed, the console and the API share the Hosting origin, so no origin needs CORS.
  const runsInEmulator = env.FUNCTIONS_EMULATOR === "true";
  return {
    maxBodyBytes: 16 * 1024,
    dependencyDeadlineMs: 3_500,
    revocationCacheMs: 60_000,
    corsOrigins: runsInEmulator ? VITE_DEV_ORIGINS : [],
    consoleUrl: consoleUrlOf(env, runsInEmulator),
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || null,
      from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    },
  };
}

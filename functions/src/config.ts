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
  /** Outgoing mail: the SMTP server (`SMTP_URL`, `null` when unset) and the sender (`MAIL_FROM`). */
  mail: { smtpUrl: string | null; from: string };
}

export const REGION = "us-central1";

/** The sender of outgoing mail when `MAIL_FROM` is not set. */
export const DEFAULT_MAIL_FROM = '"HOA Admin Console" <no-reply@hoa.local>';

const VITE_DEV_ORIGINS = ["http://127.0.0.1:5173", "http://localhost:5173"] as const;

export function readConfig(env: NodeJS.ProcessEnv): ApiConfig {
  // Deployed, the console and the API share the Hosting origin, so no origin needs CORS.
  const runsInEmulator = env.FUNCTIONS_EMULATOR === "true";
  return {
    maxBodyBytes: 16 * 1024,
    dependencyDeadlineMs: 3_500,
    revocationCacheMs: 60_000,
    corsOrigins: runsInEmulator ? VITE_DEV_ORIGINS : [],
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || null,
      from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    },
  };
}

// What the benchmarks share: timing, the loopback guard, the demo admin's sign-in through the
// Auth emulator, reads measured with autocannon through Hosting, and the large seed.
import { execFileSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import autocannon, { type AutocannonResult } from "autocannon";

export const BASE_URL = process.env.HOA_CONSOLE_URL ?? "http://127.0.0.1:5000";
export const AUTH_URL = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;
export const DEMO_ORGANIZATION_ID = "maple-grove";
export const DEMO_ADMIN = { email: "admin@demo.hoa", password: "Admin123!" };

/** The value below which `p` percent of `values` fall (0 when there are none). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The work's result and how many milliseconds it took. */
export async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** Milliseconds as seconds for a line of text: `1.23 s`. */
export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function assertLoopback(url: string): void {
  const { hostname } = new URL(url);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(hostname)) {
    throw new Error(`refusing to load ${url}: the benchmark only runs against loopback`);
  }
}

export interface SignedIn {
  uid: string;
  email: string;
  idToken: string;
}

export async function signIn({ email, password }: { email: string; password: string }) {
  const response = await fetch(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`sign-in of ${email} failed with ${response.status}`);
  const { localId, idToken } = (await response.json()) as { localId: string; idToken: string };
  return { uid: localId, email, idToken } satisfies SignedIn;
}

/**
 * Sends `path` on each of `connections` connections twice before it is measured, so that each of
 * the Functions emulator's workers has started and loaded that route's code, and the Firestore
 * server has built that query's lists, outside the measurement (a cold start is paid once per
 * worker, not per request).
 */
export async function warmUp(
  user: { idToken: string },
  path: string,
  connections: number,
): Promise<void> {
  for (let round = 0; round < 2; round++) {
    await Promise.all(
      Array.from({ length: connections }, () =>
        fetch(`${BASE_URL}${path}`, { headers: { authorization: `Bearer ${user.idToken}` } }).then(
          (response) => response.text(),
        ),
      ),
    );
  }
}

/** `path` read as fast as `connections` connections go for `seconds`, with the token if given. */
export function loadRead(
  path: string,
  user: { idToken: string } | null,
  { connections, seconds }: { connections: number; seconds: number },
) {
  return autocannon({
    url: `${BASE_URL}${path}`,
    connections,
    duration: seconds,
    timeout: 10,
    headers: user ? { authorization: `Bearer ${user.idToken}` } : {},
  });
}

/** How many answers had a status other than those accepted. */
export function unexpectedAnswers(
  result: AutocannonResult,
  acceptedStatuses: ReadonlySet<number>,
): number {
  return Object.entries(result.statusCodeStats)
    .filter(([status]) => !acceptedStatuses.has(Number(status)))
    .reduce((sum, [, { count }]) => sum + count, 0);
}

/** The throughput and latency columns of a table row. */
export function latencyColumns(result: AutocannonResult) {
  return {
    "req/s": Math.round(result.requests.average * 10) / 10,
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "max ms": result.latency.max,
  };
}

/** The result's p99 as a multiple of another (two decimals). */
export const p99Ratio = (result: AutocannonResult, otherP99: number) =>
  Math.round((result.latency.p99 / Math.max(otherP99, 1)) * 100) / 100;

/**
 * Runs a benchmark that drives the running stack: exits non-zero when it does not finish within
 * `limitMs`, and prints the message of an error that stops it.
 */
export function runWithin(limitMs: number, main: () => Promise<void>): void {
  const overallLimit = setTimeout(() => {
    console.error(`The benchmark did not finish within ${limitMs / 1000} s.`);
    process.exit(1);
  }, limitMs);
  overallLimit.unref();

  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

/**
 * Adds the bulk directory to the demo organization through the seed script (`pnpm seed:large`,
 * idempotent: the same documents every run).
 */
export function seedLargeDirectory(size: { properties: number; residents: number }): void {
  execFileSync(
    "pnpm",
    [
      "--dir",
      new URL("../..", import.meta.url).pathname,
      "seed:large",
      "--properties",
      String(size.properties),
      "--residents",
      String(size.residents),
    ],
    { stdio: "inherit" },
  );
}

/**
 * Load on the API through Hosting, against the running emulators (`pnpm bench:api`):
 *   phase 1, 10 s: POST /api/createOrg, every request by a user who has no organization yet;
 *   phase 2, 10 s: GET /api/roles by those users;
 *   phase 3, 10 s each at 1 and at 8 connections, as the demo admin: an unknown path (no token, no
 *   database: the baseline), GET /api/roles, a page of the members list and a page of the audit
 *   trail, with each p99 as a multiple of the baseline's at the same concurrency;
 *   every read is first sent twice on each connection, unmeasured (see warmUp in support.ts);
 *   the directory, with 2,000 properties and 5,000 residents added first (`pnpm seed:large`): a
 *   first page of residents and of properties, a search, a filtered sort, each p99 also as a
 *   multiple of GET /api/roles's at the same concurrency (the target is at most 2); then 5,000
 *   residents imported through the API in 60-row requests, two at a time (the target is 60 s).
 * Prints requests/s, p50, p99, non-2xx answers by status and errors, and exits non-zero when any
 * request failed other than by the answer the contract gives (200, or 409 once a user repeats).
 */
import { randomUUID } from "node:crypto";
import autocannon, { type AutocannonResult } from "autocannon";
import {
  AUTH_URL,
  BASE_URL,
  DEMO_ADMIN,
  DEMO_ORGANIZATION_ID,
  assertLoopback,
  latencyColumns,
  loadRead,
  p99Ratio,
  runWithin,
  seedLargeDirectory,
  signIn,
  unexpectedAnswers,
  warmUp,
} from "./support.js";

const PHASE_SECONDS = 10;
// The Functions emulator runs one worker per request in flight and degrades above about 10.
const CONNECTIONS = 8;
// More users than phase 1 can use at the emulator's pace, so each request has a fresh one.
const USER_POOL_SIZE = 2_000;
const OVERALL_LIMIT_MS = 480_000;
const BULK_SIZE = { properties: 2_000, residents: 5_000 };
const IMPORT_ROWS = 5_000;
const IMPORT_CHUNK_ROWS = 60;
const IMPORT_CONCURRENCY = 2;
// Long enough for a few hundred requests per read even at 1 connection, so p99 is not one outlier.
const READ_SECONDS = 10;

interface BenchUser {
  uid: string;
  idToken: string;
}

interface PhaseReport {
  name: string;
  result: AutocannonResult;
  acceptedStatuses: ReadonlySet<number>;
}

async function signUp(): Promise<BenchUser> {
  const response = await fetch(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: `bench-${randomUUID()}@example.test`,
        password: "Bench123!",
        returnSecureToken: true,
      }),
    },
  );
  if (!response.ok) throw new Error(`sign-up failed with ${response.status}`);
  const { localId, idToken } = (await response.json()) as { localId: string; idToken: string };
  return { uid: localId, idToken };
}

async function createUserPool(size: number): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  const workers = Array.from({ length: 16 }, async () => {
    while (users.length < size) users.push(await signUp());
  });
  await Promise.all(workers);
  return users.slice(0, size);
}

async function createOrgPhase(users: BenchUser[]): Promise<AutocannonResult> {
  let next = 0;
  return await autocannon({
    url: BASE_URL,
    connections: CONNECTIONS,
    duration: PHASE_SECONDS,
    timeout: 10,
    requests: [
      {
        method: "POST",
        path: "/api/createOrg",
        setupRequest: (request) => {
          // Should the pool run out, users repeat and the API answers 409, as the contract says.
          const user = users[next++ % users.length] as BenchUser;
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${user.idToken}`,
            },
            body: JSON.stringify({
              name: `Bench HOA ${next}`,
              description: "Load test",
              createdBy: user.uid,
            }),
          };
        },
      },
    ],
  });
}

async function rolesPhase(users: BenchUser[]): Promise<AutocannonResult> {
  let next = 0;
  return await autocannon({
    url: BASE_URL,
    connections: CONNECTIONS,
    duration: PHASE_SECONDS,
    timeout: 10,
    requests: [
      {
        method: "GET",
        path: "/api/roles",
        setupRequest: (request) => {
          const user = users[next++ % users.length] as BenchUser;
          return { ...request, headers: { authorization: `Bearer ${user.idToken}` } };
        },
      },
    ],
  });
}

interface ReadTarget {
  name: string;
  path: string;
  /** The baseline goes without a token, and is answered 404 before any lookup. */
  authenticated: boolean;
  acceptedStatus: number;
}

const readTargets = (orgId: string): ReadTarget[] => [
  {
    name: "unknown path (baseline)",
    path: "/api/nothing-here",
    authenticated: false,
    acceptedStatus: 404,
  },
  { name: "GET /api/roles", path: "/api/roles", authenticated: true, acceptedStatus: 200 },
  {
    name: "members page",
    path: `/api/orgs/${orgId}/members?limit=25`,
    authenticated: true,
    acceptedStatus: 200,
  },
  {
    name: "audit page",
    path: `/api/orgs/${orgId}/audit?limit=25`,
    authenticated: true,
    acceptedStatus: 200,
  },
  {
    name: "residents, first page",
    path: `/api/orgs/${orgId}/residents?limit=25`,
    authenticated: true,
    acceptedStatus: 200,
  },
  {
    name: "residents, search",
    path: `/api/orgs/${orgId}/residents?limit=25&q=mar`,
    authenticated: true,
    acceptedStatus: 200,
  },
  {
    name: "residents, filtered sort",
    path: `/api/orgs/${orgId}/residents?limit=25&relationship=Tenant&sort=-name`,
    authenticated: true,
    acceptedStatus: 200,
  },
  {
    name: "properties, first page",
    path: `/api/orgs/${orgId}/properties?limit=25`,
    authenticated: true,
    acceptedStatus: 200,
  },
];

/**
 * Imports `IMPORT_ROWS` new residents (tagged with this run, spread over the bulk properties) the
 * way the console does: requests of `IMPORT_CHUNK_ROWS` rows, `IMPORT_CONCURRENCY` at a time.
 */
async function importPhase(orgId: string, user: BenchUser) {
  const run = randomUUID().slice(0, 8);
  const rows = Array.from({ length: IMPORT_ROWS }, (_, index) => ({
    line: index + 2,
    name: `Bench ${run} Resident ${index + 1}`,
    email: `bench-${run}-${index + 1}@example.test`,
    phone: "",
    propertyId: `bulk-property-${String((index % BULK_SIZE.properties) + 1).padStart(4, "0")}`,
  }));
  const chunks: (typeof rows)[] = [];
  for (let start = 0; start < rows.length; start += IMPORT_CHUNK_ROWS) {
    chunks.push(rows.slice(start, start + IMPORT_CHUNK_ROWS));
  }
  const totals = { created: 0, updated: 0, skipped: 0, failedRequests: 0 };
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    for (let chunk = chunks[next++]; chunk; chunk = chunks[next++]) {
      const response = await fetch(`${BASE_URL}/api/orgs/${orgId}/residents/import`, {
        method: "POST",
        headers: { authorization: `Bearer ${user.idToken}`, "content-type": "application/json" },
        body: JSON.stringify({ rows: chunk }),
      });
      if (!response.ok) {
        totals.failedRequests += 1;
        continue;
      }
      const { data } = (await response.json()) as {
        data: { created: number; updated: number; skipped: number };
      };
      totals.created += data.created;
      totals.updated += data.updated;
      totals.skipped += data.skipped;
    }
  };
  await Promise.all(Array.from({ length: IMPORT_CONCURRENCY }, worker));
  return { ...totals, seconds: (performance.now() - started) / 1000, requests: chunks.length };
}

function failures({ result, acceptedStatuses }: PhaseReport): number {
  return result.errors + unexpectedAnswers(result, acceptedStatuses);
}

function printReport(reports: PhaseReport[]): void {
  const rows = reports.map(({ name, result }) => {
    const non2xx = Object.entries(result.statusCodeStats)
      .filter(([status]) => !status.startsWith("2"))
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(", ");
    return {
      phase: name,
      requests: result.requests.total,
      ...latencyColumns(result),
      "non-2xx": non2xx || "none",
      errors: result.errors,
      timeouts: result.timeouts,
    };
  });
  console.table(rows);
}

async function main(): Promise<void> {
  assertLoopback(BASE_URL);
  assertLoopback(AUTH_URL);
  console.log(`Creating ${USER_POOL_SIZE} users in the Auth emulator (not timed)...`);
  const users = await createUserPool(USER_POOL_SIZE);
  await warmUp(users[0] as BenchUser, "/api/roles", CONNECTIONS);

  console.log(
    `Phase 1: POST /api/createOrg for ${PHASE_SECONDS} s, ${CONNECTIONS} connections, a fresh user per request...`,
  );
  const createOrg = await createOrgPhase(users);
  console.log(`Phase 2: GET /api/roles for ${PHASE_SECONDS} s, ${CONNECTIONS} connections...`);
  const roles = await rolesPhase(users);

  const reports: PhaseReport[] = [
    { name: "POST /api/createOrg", result: createOrg, acceptedStatuses: new Set([200, 409]) },
    { name: "GET /api/roles", result: roles, acceptedStatuses: new Set([200]) },
  ];

  console.log(
    `Adding ${BULK_SIZE.properties} properties and ${BULK_SIZE.residents} residents (not timed)...`,
  );
  seedLargeDirectory(BULK_SIZE);
  const admin = await signIn(DEMO_ADMIN);
  const ratios: Record<string, string | number>[] = [];
  for (const connections of [1, 8]) {
    let baselineP99 = 0;
    let rolesP99 = 0;
    for (const target of readTargets(DEMO_ORGANIZATION_ID)) {
      console.log(`Phase 3: ${target.name} for ${READ_SECONDS} s, ${connections} connection(s)...`);
      await warmUp(admin, target.path, CONNECTIONS);
      const result = await loadRead(target.path, target.authenticated ? admin : null, {
        connections,
        seconds: READ_SECONDS,
      });
      reports.push({
        name: `${target.name} @${connections}`,
        result,
        acceptedStatuses: new Set([target.acceptedStatus]),
      });
      if (!target.authenticated) baselineP99 = result.latency.p99;
      if (target.path === "/api/roles") rolesP99 = result.latency.p99;
      ratios.push({
        call: target.name,
        connections,
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        "p99 / baseline p99": p99Ratio(result, baselineP99),
        "p99 / roles p99": p99Ratio(result, rolesP99),
      });
    }
  }
  console.log(
    `Phase 4: importing ${IMPORT_ROWS} residents in ${IMPORT_CHUNK_ROWS}-row requests, ${IMPORT_CONCURRENCY} at a time...`,
  );
  const imported = await importPhase(DEMO_ORGANIZATION_ID, admin);
  printReport(reports);
  console.log("Reads against the baseline (an unknown path: no token, no database) and roles:");
  console.table(ratios);
  console.log(
    `Import: ${IMPORT_ROWS} rows in ${imported.requests} requests, ${imported.seconds.toFixed(1)} s ` +
      `(target 60 s): ${imported.created} created, ${imported.updated} updated, ` +
      `${imported.skipped} skipped, ${imported.failedRequests} requests failed.`,
  );
  if (imported.failedRequests > 0 || imported.created !== IMPORT_ROWS) process.exitCode = 1;
  const failed = reports.reduce((sum, report) => sum + failures(report), 0);
  if (createOrg.statusCodeStats["409"]) {
    console.warn(
      `The user pool ran out: ${createOrg.statusCodeStats["409"].count} requests repeated a user.`,
    );
  }
  if (failed > 0) {
    console.error(`${failed} requests failed outside the contract's answers.`);
    process.exitCode = 1;
  }
}

runWithin(OVERALL_LIMIT_MS, main);

/**
 * Adds thousands of properties and residents to Maple Grove HOA on the running stack, to measure
 * lists and search at size:
 *
 *   pnpm seed:large [--properties 2000] [--residents 5000]
 *
 * Their ids start with "bulk-", apart from the demo data's, and are the same every run: running
 * it again overwrites the same documents (a smaller run leaves a larger earlier run's extras).
 */
import { connect } from "node:net";
import { parseArgs } from "node:util";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { generateCommunity } from "./demo-community.js";
import { PROJECT_ID, demoOrganization, ports } from "./demo-data.js";
import { BULK_ID_PREFIX, bulkWrites, writeInBatches } from "./seed.js";

function count(value: string, name: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1) {
    console.error(`--${name} needs a whole number above 0, not "${value}"`);
    process.exit(2);
  }
  return parsed;
}

function reachable(hostAndPort: string): Promise<boolean> {
  const [host = "127.0.0.1", port = String(ports.firestore)] = hostAndPort.split(":");
  return new Promise((resolve) => {
    const socket = connect({ host, port: Number(port), timeout: 2000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
}

// Run through Turborepo (pnpm seed:large -- --properties N), the arguments come after a "--".
const args = process.argv.slice(2);
if (args[0] === "--") args.shift();
const { values } = parseArgs({
  args,
  options: {
    properties: { type: "string", default: "2000" },
    residents: { type: "string", default: "5000" },
  },
});
const size = {
  properties: count(values.properties, "properties"),
  residents: count(values.residents, "residents"),
};

process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${ports.auth}`;
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!(await reachable(firestoreHost))) {
  console.error(`No Firestore answers at ${firestoreHost}: start the stack first (pnpm start).`);
  process.exit(1);
}

function generate() {
  try {
    return generateCommunity({ now: new Date(), size, idPrefix: BULK_ID_PREFIX });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return process.exit(2);
  }
}
const community = generate();

const app = initializeApp({ projectId: PROJECT_ID }, `seed-large-${Date.now()}`);
try {
  const db = getFirestore(app);
  const started = performance.now();
  const written = await writeInBatches(db, bulkWrites(db, community));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `Wrote ${size.properties} properties and ${size.residents} residents (${written} documents) ` +
      `to orgs/${demoOrganization.id} at ${firestoreHost} in ${seconds} s.`,
  );
} finally {
  await deleteApp(app);
}

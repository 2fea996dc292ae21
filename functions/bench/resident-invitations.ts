/**
 * Inviting a directory at size to the portal through the running stack (`pnpm
 * bench:resident-invitations`, loopback only): the large seed's residents are added to Maple
 * Grove HOA first (`pnpm seed:large`, not timed), then the demo admin invites every resident of
 * the directory in one request (`POST .../residents/invitations`, no search or filter), timed
 * against the API's request deadline, with the counts it answers and the invitations stored.
 * Prints each figure; docs/performance.md keeps them.
 */
import { performance } from "node:perf_hooks";
import type { ResidentInvitations } from "../src/resources/invitations/schemas.js";
import { admin } from "../test/support/stack.js";
import {
  BASE_URL,
  DEMO_ADMIN,
  DEMO_ORGANIZATION_ID,
  assertLoopback,
  formatSeconds,
  runWithin,
  seedLargeDirectory,
  signIn,
} from "./support.js";

const BULK_SIZE = { properties: 2_000, residents: 5_000 };
/** The API function's timeout (Cloud Functions 2nd gen's default): the request must answer within it. */
const REQUEST_DEADLINE_MS = 60_000;

async function main() {
  assertLoopback(BASE_URL);
  seedLargeDirectory(BULK_SIZE);
  const { idToken } = await signIn(DEMO_ADMIN);
  const orgPath = `orgs/${DEMO_ORGANIZATION_ID}`;
  const db = admin().firestore;
  const residents = (await db.collection(`${orgPath}/residents`).count().get()).data().count;
  console.info(`Inviting the ${residents} residents of ${DEMO_ORGANIZATION_ID} to the portal...`);

  const started = performance.now();
  const response = await fetch(
    `${BASE_URL}/api/orgs/${DEMO_ORGANIZATION_ID}/residents/invitations`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${idToken}`, "content-type": "application/json" },
      body: "{}",
    },
  );
  const requestMs = performance.now() - started;
  const body = (await response.json()) as { data?: ResidentInvitations };
  const stored = (
    await db.collection(`${orgPath}/invitations`).where("role", "==", "resident").count().get()
  ).data().count;

  console.info(`The request: ${response.status} in ${formatSeconds(requestMs)}`);
  console.info(`Counts: ${JSON.stringify(body.data ?? body)}`);
  console.info(`Resident invitations stored: ${stored}`);
  if (response.status !== 200 || requestMs > REQUEST_DEADLINE_MS) process.exitCode = 1;
}

runWithin(15 * 60_000, main);

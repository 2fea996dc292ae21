import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll } from "vitest";
import { describeFirestoreContract } from "../test/support/firestoreContract.js";
import { startInProcessFirestore } from "../test/support/inProcessFirestore.js";

/**
 * The Firestore contract (test/support/firestoreContract.ts) against the in-process Node server
 * (`@firestore-emulator/server` with this repository's patch), the one the unit tests and the
 * offline stack use.
 */
let started: { firestore: Firestore; stop: () => Promise<void> } | undefined;
beforeAll(async () => {
  started = await startInProcessFirestore();
});
afterAll(() => started?.stop());

describeFirestoreContract("the in-process Node Firestore server", () => {
  if (!started) throw new Error("the in-process Firestore is only available inside tests");
  return started.firestore;
});

import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll } from "vitest";
import { describeFirestoreContract } from "../test/support/firestoreContract.js";
import { exemptFromIndexCheck } from "../test/support/query-indexes.js";
import { startTestFirestore } from "../test/support/test-firestore.js";

// Its queries probe the engine on made-up collections, not the API's: no index is declared.
exemptFromIndexCheck();

/**
 * The Firestore contract (test/support/firestoreContract.ts): what the API relies on Firestore to
 * do, checked against the official emulator the tests and the stack run.
 */
let started: { firestore: Firestore; stop: () => Promise<void> } | undefined;
beforeAll(async () => {
  started = await startTestFirestore();
});
afterAll(() => started?.stop());

describeFirestoreContract("the official Firestore emulator", () => {
  if (!started) throw new Error("the test Firestore is only available inside tests");
  return started.firestore;
});

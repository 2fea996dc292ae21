import { describe, expect, it } from "vitest";
import { describeFirestoreContract } from "../support/firestoreContract.js";
import { admin } from "../support/stack.js";

/**
 * The Firestore contract (test/support/firestoreContract.ts), run with the Admin SDK against
 * whichever Firestore the launcher started (FIRESTORE_EMULATOR_HOST): the official emulator or
 * the Node server.
 */
describe("the stack's Firestore", () => {
  it("is the emulator the stack started", () => {
    expect(process.env.FIRESTORE_EMULATOR_HOST).toBe("127.0.0.1:8080");
  });
});

describeFirestoreContract(
  `the Firestore at ${process.env.FIRESTORE_EMULATOR_HOST ?? "(unset)"}`,
  () => admin().firestore,
);

import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll } from "vitest";
import {
  firestoreOrganizationStore,
  type OrganizationStore,
} from "../../src/firestore/organizations.js";
import { startInProcessFirestore } from "./inProcessFirestore.js";

/** An in-process Firestore for the calling test file, started before its tests and stopped after. */
export function useInProcessFirestore(): {
  readonly firestore: Firestore;
  readonly store: OrganizationStore;
} {
  let started:
    { firestore: Firestore; store: OrganizationStore; stop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    const { firestore, stop } = await startInProcessFirestore();
    started = { firestore, stop, store: firestoreOrganizationStore(firestore, 3_500) };
  });
  afterAll(() => started?.stop());
  const current = () => {
    if (!started) throw new Error("the in-process Firestore is only available inside tests");
    return started;
  };
  return {
    get firestore() {
      return current().firestore;
    },
    get store() {
      return current().store;
    },
  };
}

let uidCounter = 0;
/** A uid no other test uses. */
export const uniqueUid = (): string => `user-${++uidCounter}-${Date.now().toString(36)}`;

import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { PROJECT_ID } from "../../../../scripts/demo-data";
import { STACK_CLOCK_DOCUMENT } from "../../../../functions/src/platform/clock";

/** How long the functions may keep reading the old offset (their refresh interval, and some). */
const CLOCK_REFRESH_MS = 400;

const firestore = () => {
  process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
};

/**
 * Moves the local stack's server time (the functions' and the dispatcher's "now") to `instant`,
 * from this moment on; ID tokens are still checked against real time. Only specs of the
 * server-clock project, which runs after every other, move it: other tests never see it moved.
 */
export async function setServerTime(instant: Date): Promise<void> {
  await firestore()
    .doc(STACK_CLOCK_DOCUMENT)
    .set({ offsetMs: instant.getTime() - Date.now() });
  await new Promise((resolve) => setTimeout(resolve, CLOCK_REFRESH_MS));
}

/** Puts the server back on real time. */
export async function resetServerTime(): Promise<void> {
  await firestore().doc(STACK_CLOCK_DOCUMENT).delete();
  await new Promise((resolve) => setTimeout(resolve, CLOCK_REFRESH_MS));
}

import { STACK_CLOCK_DOCUMENT } from "../../../../functions/src/platform/clock";
import { adminFirestore as firestore } from "./firestore";

/** How long the functions may keep reading the old offset (their refresh interval, and some). */
const CLOCK_REFRESH_MS = 400;

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

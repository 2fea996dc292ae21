import type { Firestore } from "firebase-admin/firestore";

/** The one source of "now" for anything that depends on time, so tests can move time. */
export interface Clock {
  now(): Date;
  /**
   * Brings `now()` up to date before a request or a dispatcher run reads it: only the local
   * stack's movable clock (`stackClock`) has one.
   */
  sync?(): Promise<void>;
}

export const systemClock: Clock = { now: () => new Date() };

/** Where the local stack's clock offset is kept: `{offsetMs}`, milliseconds added to real time. */
export const STACK_CLOCK_DOCUMENT = "_stack/clock";

/** How long a read of the offset is used before `sync` reads it again. */
const STACK_CLOCK_REFRESH_MS = 200;
/** How long `sync` waits for the offset: a Firestore that does not answer must not hold it up. */
const STACK_CLOCK_WAIT_MS = 300;

/**
 * The local stack's clock (the emulators only, with `HOA_STACK_CLOCK=on`; never deployed): real
 * time plus the offset stored at `_stack/clock`, so end-to-end tests move the server's time (a
 * due date, a scheduled send) instead of waiting. ID tokens are still checked against real time.
 * The offset is read again by `sync` at most every 200 ms, waiting at most 300 ms for it (the last
 * one read stays when Firestore does not answer); a missing or unreadable one is 0.
 */
export function stackClock(
  firestore: () => Firestore,
  {
    base = systemClock,
    refreshMs = STACK_CLOCK_REFRESH_MS,
  }: { base?: Clock; refreshMs?: number } = {},
): Clock {
  let offsetMs = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;
  const read = async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const snapshot = await Promise.race([
        firestore().doc(STACK_CLOCK_DOCUMENT).get(),
        new Promise<null>(
          (resolve) => (timer = setTimeout(() => resolve(null), STACK_CLOCK_WAIT_MS)),
        ),
      ]);
      if (snapshot) {
        const value: unknown = snapshot.get("offsetMs");
        offsetMs = typeof value === "number" && Number.isFinite(value) ? value : 0;
      }
    } catch {
      // Keep the last offset: a failed read must not fail the request that waits for it.
    } finally {
      clearTimeout(timer);
      readAt = Date.now();
      reading = null;
    }
  };
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    sync: () => {
      if (Date.now() - readAt < refreshMs) return Promise.resolve();
      return (reading ??= read());
    },
  };
}

/** The clock of the functions: movable in the local stack only, real time everywhere else. */
export function configuredClock(env: NodeJS.ProcessEnv, firestore: () => Firestore): Clock {
  return env.FUNCTIONS_EMULATOR === "true" && env.HOA_STACK_CLOCK === "on"
    ? stackClock(firestore)
    : systemClock;
}

/**
 * The dispatcher of the local stack. In production each job of `dispatcherJobs` is its own
 * scheduled function (`work-billing`, `work-mail`, ...); the Functions emulator does not run
 * schedules (it would need the Pub/Sub emulator), so the launcher runs the same jobs in its own
 * process: once at start, then every minute (each job's schedule is a minute or more).
 */
import type { Firestore } from "firebase-admin/firestore";
import type { getStorage } from "firebase-admin/storage";
import { readConfig } from "../functions/src/config.js";
import {
  DISPATCH_INTERVAL_MS,
  runDispatcher,
  type DispatcherRun,
} from "../functions/src/dispatch.js";
import { smtpMailer } from "../functions/src/mail/sender.js";
import { STACK_CLOCK_DOCUMENT, stackClock } from "../functions/src/platform/clock.js";

/** How often the local dispatcher looks whether a test moved the stack's clock. */
const CLOCK_WATCH_MS = 500;
import { dataContext } from "../functions/src/platform/data-context.js";
import type { JobQueue } from "../functions/src/scheduler/job-queue.js";
import { bucketFileStore } from "../functions/src/platform/file-store.js";

export interface LocalDispatcher {
  /** Stops the schedule and waits for a run in progress. */
  stop(): Promise<void>;
  /** Runs now, or right after the run in progress (not on the interval's next tick). */
  runNow(): void;
}

/** What a run did worth a line: the counts that are not zero, and the jobs that failed. */
export function describeRun(run: DispatcherRun): { notes: string[]; errors: string[] } {
  const notes: string[] = [];
  const errors: string[] = [];
  for (const [job, outcome] of Object.entries(run)) {
    if ("error" in outcome) {
      errors.push(`${job}: ${outcome.error}`);
      continue;
    }
    const counts = Object.entries((outcome.result ?? {}) as Record<string, unknown>).filter(
      ([name, count]) => name !== "skipped" && typeof count === "number" && count > 0,
    );
    if (counts.length > 0) {
      notes.push(`${job}: ${counts.map(([name, count]) => `${String(count)} ${name}`).join(", ")}`);
    }
  }
  return { notes, errors };
}

/**
 * Runs `run` now and every `intervalMs`, one run at a time (a run still going when the next is
 * due makes that one skip). Prints what each run did and any failure; never throws and never stops
 * on a failure: the next run tries again.
 */
export function scheduleDispatcher(
  run: () => Promise<DispatcherRun>,
  {
    intervalMs = DISPATCH_INTERVAL_MS,
    log = (line: string) => console.info(`[stack] dispatcher: ${line}`),
    warn = (line: string) => console.error(`[stack] dispatcher: ${line}`),
  }: { intervalMs?: number; log?: (line: string) => void; warn?: (line: string) => void } = {},
): LocalDispatcher {
  let running: Promise<void> | null = null;
  let stopped = false;
  let again = false;
  /** A tick while a run is going is skipped, unless it asks to run right after (`runNow`). */
  const tick = (queue = false) => {
    if (stopped) return;
    if (running) {
      again ||= queue;
      return;
    }
    running = run()
      .then((outcome) => {
        const { notes, errors } = describeRun(outcome);
        for (const note of notes) log(note);
        for (const error of errors) warn(error);
      })
      .catch((error: unknown) => warn(error instanceof Error ? error.message : String(error)))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(() => tick(), intervalMs);
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    runNow: () => tick(true),
  };
}

/** The dispatcher over the stack's Firestore and Storage, sending through `smtpUrl` (MailDev). */
export function startLocalDispatcher(
  firestore: Firestore,
  bucket: ReturnType<ReturnType<typeof getStorage>["bucket"]>,
  smtpUrl: string,
  { jobs, ...options }: Parameters<typeof scheduleDispatcher>[1] & { jobs?: JobQueue } = {},
): LocalDispatcher {
  const config = readConfig({ ...process.env, SMTP_URL: smtpUrl });
  // The stack's movable clock, as the functions use it (end-to-end tests move both).
  const data = dataContext(
    firestore,
    config.dependencyDeadlineMs,
    stackClock(() => firestore),
  );
  const mailer = smtpMailer(smtpUrl, config.mail.from, { pool: true });
  const files = bucketFileStore(bucket, config.dependencyDeadlineMs);
  const dispatcher = scheduleDispatcher(
    () => runDispatcher({ data, mailer, files, consoleUrl: config.consoleUrl, jobs }),
    options,
  );
  // When an end-to-end test moves the stack's clock, what became due runs at once rather than
  // at the next minute.
  let offset: unknown;
  const watcher = setInterval(() => {
    firestore
      .doc(STACK_CLOCK_DOCUMENT)
      .get()
      .then((snapshot) => {
        const current: unknown = snapshot.get("offsetMs") ?? 0;
        if (offset !== undefined && current !== offset) dispatcher.runNow();
        offset = current;
      })
      .catch(() => undefined);
  }, CLOCK_WATCH_MS);
  return {
    async stop() {
      clearInterval(watcher);
      await dispatcher.stop();
      mailer.close();
    },
    runNow: dispatcher.runNow,
  };
}

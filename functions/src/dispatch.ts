import { logs } from "./logs.js";
import { dispatchDueMail } from "./mail/dispatcher.js";
import type { Mailer } from "./mail/sender.js";
import type { DataContext } from "./platform/data-context.js";
import type { FileStore } from "./platform/file-store.js";
import { runBilling } from "./resources/billing/jobs.js";
import { sendEventReminders } from "./resources/events/reminders.js";
import { sendWeeklySummaries } from "./resources/summary/weekly.js";
import { jobHandlers } from "./scheduler/handlers.js";
import { runDueJobs } from "./scheduler/jobs.js";
import { sweepDocumentFiles } from "./resources/documents/cleanup.js";
import { sweepMediaFiles, sweepMediaUploads } from "./resources/media/store.js";

/** How often the dispatcher runs: the scheduled function's schedule, and the local launcher's. */
export const DISPATCH_SCHEDULE = "every 1 minutes";
export const DISPATCH_INTERVAL_MS = 60_000;

/** Mail sent per run at most; the rest waits for the next run, oldest first. */
export const MAIL_PER_RUN = 1000;
/** Mail sent at once (the SMTP transport keeps a pool of connections). */
export const MAIL_CONCURRENCY = 8;

/** What the dispatcher's jobs work with. */
export interface DispatcherContext {
  data: DataContext;
  mailer: Mailer;
  /** The documents' files (Cloud Storage). */
  files: FileStore;
  /** Where the links in emails point (`ApiConfig.consoleUrl`). */
  consoleUrl: string;
}

/**
 * One recurring job of the dispatcher. Each run must be safe to repeat and to overlap with
 * another run (claim what you work on), and bounded (it leaves the rest to the next run).
 */
export interface DispatcherJob {
  name: string;
  run(context: DispatcherContext): Promise<unknown>;
}

/** Every job, in the order they run. Scheduled announcements, billing runs, ... go here. */
export const dispatcherJobs: readonly DispatcherJob[] = [
  // Monthly assessments, then late fees, of the organizations whose billing is due.
  { name: "billing", run: ({ data }) => runBilling(data) },
  // Document files no document holds (unused uploads, what a crashed delete left) and old links.
  { name: "documentFiles", run: ({ data, files }) => sweepDocumentFiles(data, files) },
  // Resumable media uploads left unfinished (their parts), expired album links, and media files
  // no item names (a crash between a file and its record).
  {
    name: "mediaFiles",
    run: async ({ data, files }) => ({
      uploads: await sweepMediaUploads(data, files),
      orphans: await sweepMediaFiles(data, files),
    }),
  },
  // Work scheduled for later (scheduled announcements); before the mail job, like the summaries.
  { name: "scheduledJobs", run: ({ data }) => runDueJobs(data, jobHandlers) },
  // Before the mail job, so the summaries it queues go out in the same run.
  { name: "weeklySummary", run: ({ data, consoleUrl }) => sendWeeklySummaries(data, consoleUrl) },
  { name: "eventReminders", run: ({ data, consoleUrl }) => sendEventReminders(data, consoleUrl) },
  {
    name: "mail",
    run: ({ data, mailer }) =>
      dispatchDueMail(data, mailer, { limit: MAIL_PER_RUN, concurrency: MAIL_CONCURRENCY }),
  },
];

/** What each job of one run did, or the error it failed with. */
export type DispatcherRun = Record<string, { result: unknown } | { error: string }>;

/**
 * One run of every dispatcher job: in production the scheduled function `dispatch` (every
 * minute), locally the launcher (every minute, and once at start). A job that fails is logged and
 * does not stop the others; the next run tries again. Never throws.
 */
export async function runDispatcher(
  context: DispatcherContext,
  jobs: readonly DispatcherJob[] = dispatcherJobs,
): Promise<DispatcherRun> {
  await context.data.clock.sync?.();
  const run: DispatcherRun = {};
  for (const job of jobs) {
    try {
      run[job.name] = { result: await job.run(context) };
    } catch (error) {
      logs.dispatcherJobFailed(job.name, error);
      run[job.name] = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  return run;
}

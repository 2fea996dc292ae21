import { logs } from "./logs.js";
import { dispatchDueMail } from "./mail/dispatcher.js";
import { refreshPendingSummaries } from "./mail/summaries.js";
import type { Mailer } from "./mail/sender.js";
import type { DataContext } from "./platform/data-context.js";
import type { FileStore } from "./platform/file-store.js";
import { runArcDeadlines } from "./resources/architectural-review/store.js";
import { runBilling } from "./resources/billing/jobs.js";
import { sendEventReminders } from "./resources/events/reminders.js";
import { sendWeeklySummaries } from "./resources/summary/weekly.js";
import { jobHandlers } from "./scheduler/handlers.js";
import { handOn, type JobQueue } from "./scheduler/job-queue.js";
import { runDueJobs } from "./scheduler/jobs.js";
import { expireInvitations } from "./resources/invitations/store.js";
import { sweepDocumentFiles } from "./resources/documents/cleanup.js";
import { sweepMediaFiles, sweepMediaUploads } from "./resources/media/store.js";

/** How often the local launcher runs every job (each has its own schedule in production). */
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
  /** Where a scheduled job with work left goes on at once (the task queue). */
  jobs?: JobQueue;
}

/**
 * One kind of background work, run on its own schedule: in production each is a scheduled
 * function (`work-{name}`), locally the launcher runs them all every minute. Each run finds what
 * is due with one indexed query on a due time (reading nothing more when nothing is due), is safe
 * to repeat and to overlap with another run (it claims what it works on), catches up after a gap,
 * and is bounded (it leaves the rest to the next run).
 */
export interface DispatcherJob {
  name: string;
  /** Cloud Scheduler's schedule of its function. */
  schedule: string;
  run(context: DispatcherContext): Promise<unknown>;
}

/** Every kind of background work, in the order the launcher runs them. */
export const dispatcherJobs: readonly DispatcherJob[] = [
  // Monthly assessments, then late fees, of the organizations whose billing is due. Due dates
  // are days: a quarter of an hour late at most is soon enough.
  { name: "billing", schedule: "every 15 minutes", run: ({ data }) => runBilling(data) },
  // Document files no document holds (unused uploads, what a crashed delete left) and old links.
  {
    name: "documentFiles",
    schedule: "every 60 minutes",
    run: ({ data, files }) => sweepDocumentFiles(data, files),
  },
  // Resumable media uploads left unfinished (their parts), expired album links, and media files
  // no item names (a crash between a file and its record).
  {
    name: "mediaFiles",
    schedule: "every 60 minutes",
    run: async ({ data, files }) => ({
      uploads: await sweepMediaUploads(data, files),
      orphans: await sweepMediaFiles(data, files),
    }),
  },
  // Work scheduled for a minute (scheduled announcements and communications).
  {
    name: "scheduledJobs",
    schedule: "every 1 minutes",
    run: ({ data, jobs }) =>
      runDueJobs(data, jobHandlers, { handOn: (jobId) => handOn(jobs, jobId) }),
  },
  {
    name: "weeklySummary",
    schedule: "every 15 minutes",
    run: ({ data, consoleUrl }) => sendWeeklySummaries(data, consoleUrl),
  },
  {
    name: "eventReminders",
    schedule: "every 5 minutes",
    run: ({ data, consoleUrl }) => sendEventReminders(data, consoleUrl),
  },
  // Architectural requests: reminders to reviewers before the response deadline, and what the
  // organization set once it passes undecided. Deadlines are days.
  {
    name: "architecturalReview",
    schedule: "every 15 minutes",
    run: ({ data, consoleUrl }) => runArcDeadlines(data, consoleUrl),
  },
  {
    name: "invitationExpiry",
    schedule: "every 1 minutes",
    run: ({ data }) => expireInvitations(data),
  },
  // Mail whose first try failed, due again (retries with backoff), mail abandoned mid-send, and
  // the delivery summaries of communications with emails pending.
  {
    name: "mail",
    schedule: "every 1 minutes",
    run: async ({ data, mailer }) => ({
      ...(await dispatchDueMail(data, mailer, {
        limit: MAIL_PER_RUN,
        concurrency: MAIL_CONCURRENCY,
      })),
      summaries: await refreshPendingSummaries(data),
    }),
  },
];

/** What each job of one run did, or the error it failed with. */
export type DispatcherRun = Record<string, { result: unknown } | { error: string }>;

/**
 * One run of the given jobs (every one by default): locally the launcher's (every minute, and
 * once at start). A job that fails is logged and does not stop the others; the next run tries
 * again. Never throws.
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

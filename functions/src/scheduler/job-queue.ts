import type { App } from "firebase-admin/app";
import { getFunctions } from "firebase-admin/functions";
import { REGION } from "../config.js";
import { logs } from "../logs.js";
import type { DataContext } from "../platform/data-context.js";
import { jobHandlers } from "./handlers.js";
import { runJob, type JobHandler } from "./jobs.js";

/**
 * Where a request hands a job that is due now (an announcement's or a communication's emails to
 * queue), so that it answers at once: in production and in the local stack the task queue of the
 * function `runJobTask` (Cloud Tasks; the Functions emulator's Cloud Tasks emulator locally),
 * whose rate limit and retries its declaration sets. A job it never gets (the queue down) is
 * still due in `jobs/{id}`: the scheduled `work-scheduledJobs` runs it within a minute.
 */
export interface JobQueue {
  enqueue(jobId: string): Promise<void>;
}

/** The function whose task queue runs jobs. */
export const JOB_TASK_FUNCTION = "runJobTask";

/**
 * The task queue of `runJobTask`, through the Admin SDK: Cloud Tasks, or the Functions emulator's
 * Cloud Tasks emulator where `CLOUD_TASKS_EMULATOR_HOST` says.
 */
export function cloudTasksJobQueue(app: App): JobQueue {
  return {
    enqueue: (jobId) =>
      getFunctions(app)
        .taskQueue<{ jobId: string }>(`locations/${REGION}/functions/${JOB_TASK_FUNCTION}`)
        .enqueue({ jobId }),
  };
}

/** How long one task works on its job before it hands the rest to a new task. */
export const JOB_TASK_BUDGET_MS = 240_000;

/**
 * One task of the queue: runs the job (claimed first, so a task and a scheduled run never work on
 * it at once) for up to `budgetMs`; a job with work left goes back on the queue.
 */
export async function runJobTask(
  data: DataContext,
  queue: JobQueue,
  jobId: string,
  {
    budgetMs = JOB_TASK_BUDGET_MS,
    handlers = jobHandlers,
  }: { budgetMs?: number; handlers?: Readonly<Record<string, JobHandler>> } = {},
): Promise<void> {
  const outcome = await runJob(data, handlers, jobId, Date.now() + budgetMs);
  if (outcome === "again") await queue.enqueue(jobId);
}

/**
 * Hands the job to the queue; never throws. What cannot be handed on is logged and left to the
 * scheduled run.
 */
export async function handOn(queue: JobQueue | undefined, jobId: string): Promise<void> {
  if (!queue) return;
  try {
    await queue.enqueue(jobId);
  } catch (error) {
    logs.jobNotQueued(jobId, error);
  }
}

/**
 * A queue that runs each job in the calling process, to the end, before `enqueue` returns: for an
 * API without a task queue (in-process tests), whose tests then read the outcome at once.
 */
export function inlineJobQueue(data: DataContext): JobQueue {
  const queue: JobQueue = {
    enqueue: (jobId) => runJobTask(data, queue, jobId),
  };
  return queue;
}

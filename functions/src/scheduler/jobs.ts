import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import { logs } from "../logs.js";
import type { DataContext } from "../platform/data-context.js";
import type { IndexDeclaration } from "../platform/lists.js";
import { runTransaction } from "../platform/transactions.js";

/**
 * `jobs/{id}`: work due later (a scheduled announcement, ...), kept in Firestore and run by the
 * dispatcher once its time has come. PENDING: waiting for `runAt`. RUNNING: claimed by one
 * dispatcher until `leaseExpireTime`. DONE, or FAILED after `MAX_JOB_ATTEMPTS` failures.
 */
export const JOBS_COLLECTION = "jobs";
export const JOB_STATES = ["PENDING", "RUNNING", "DONE", "FAILED"] as const;
export type JobState = (typeof JOB_STATES)[number];

/** How long a claimed job belongs to its dispatcher; a run stops well before (`budgetMs`). */
export const JOB_LEASE_MS = 2 * 60_000;
export const MAX_JOB_ATTEMPTS = 5;

export const jobRef = (db: Firestore, id: string): DocumentReference =>
  db.collection(JOBS_COLLECTION).doc(id);

/** What a job is: its kind (which handler runs it), and what it is about. */
export interface JobSpec {
  kind: string;
  orgId: string;
  targetId: string;
}

export interface ClaimedJob extends JobSpec {
  id: string;
  attempts: number;
}

/**
 * What a handler answers: `done`, or `again` when it stopped at its time budget with work left
 * (it runs again at the next dispatcher run). A handler must be idempotent: a dispatcher that
 * stops mid-run leaves the job RUNNING, and once its lease has run out the next run starts it
 * again from what was committed.
 */
export type JobHandler = (
  data: DataContext,
  job: ClaimedJob,
  deadline: number,
) => Promise<"done" | "again">;

/** Adds (or moves to `runAt`) the job `id`, PENDING, to a transaction or batch. */
export function scheduleJob(
  data: DataContext,
  writer: Transaction | WriteBatch,
  id: string,
  spec: JobSpec,
  runAt: Date,
): void {
  (writer as WriteBatch).set(jobRef(data.db, id), {
    ...spec,
    state: "PENDING" satisfies JobState,
    runAt: Timestamp.fromDate(runAt),
    attempts: 0,
    leaseExpireTime: null,
    error: null,
    createdAt: Timestamp.fromDate(data.clock.now()),
    doneAt: null,
  });
}

/** Removes the job `id` (a draft again, a deleted item) in a transaction or batch. */
export function cancelJob(data: DataContext, writer: Transaction | WriteBatch, id: string): void {
  (writer as WriteBatch).delete(jobRef(data.db, id));
}

/** The composite indexes of the dispatcher's two job queries (`firestore.indexes.json`). */
export const jobIndexes: IndexDeclaration[] = [
  ["state", "runAt"],
  ["state", "leaseExpireTime"],
].map(([state, time]) => ({
  collectionGroup: JOBS_COLLECTION,
  queryScope: "COLLECTION",
  fields: [
    { fieldPath: state!, order: "ASCENDING" },
    { fieldPath: time!, order: "ASCENDING" },
  ],
}));

/**
 * Claims the job if it is due (PENDING at or after `runAt`, or RUNNING past its lease): RUNNING,
 * one more attempt, leased. Of any number of dispatchers racing for it, one gets it.
 */
export async function claimJob(data: DataContext, id: string): Promise<ClaimedJob | null> {
  return runTransaction(data, async (transaction) => {
    const snapshot = await transaction.get(jobRef(data.db, id));
    if (!snapshot.exists) return null;
    const now = data.clock.now().getTime();
    const state = snapshot.get("state") as JobState;
    const runAt = (snapshot.get("runAt") as Timestamp | null)?.toMillis() ?? Infinity;
    const lease = (snapshot.get("leaseExpireTime") as Timestamp | null)?.toMillis() ?? Infinity;
    const due = (state === "PENDING" && runAt <= now) || (state === "RUNNING" && lease <= now);
    if (!due) return null;
    const attempts = (Number(snapshot.get("attempts")) || 0) + 1;
    transaction.update(snapshot.ref, {
      state: "RUNNING" satisfies JobState,
      attempts,
      leaseExpireTime: Timestamp.fromMillis(now + JOB_LEASE_MS),
    });
    return {
      id,
      kind: String(snapshot.get("kind")),
      orgId: String(snapshot.get("orgId")),
      targetId: String(snapshot.get("targetId")),
      attempts,
    };
  });
}

/** Writes a claimed job's outcome, if the job is still that claim's (same attempt). */
async function finish(data: DataContext, job: ClaimedJob, fields: Record<string, unknown>) {
  await runTransaction(data, async (transaction) => {
    const snapshot = await transaction.get(jobRef(data.db, job.id));
    if (!snapshot.exists || snapshot.get("attempts") !== job.attempts) return;
    if (snapshot.get("state") !== "RUNNING") return;
    transaction.update(snapshot.ref, { leaseExpireTime: null, ...fields });
  });
}

export interface JobsReport {
  done: number;
  again: number;
  failed: number;
  retried: number;
}

/**
 * Claims and runs one job with its kind's handler. `again` puts it back PENDING, due now; a
 * handler that throws is tried again a minute later, up to `MAX_JOB_ATTEMPTS` attempts.
 */
export async function runJob(
  data: DataContext,
  handlers: Readonly<Record<string, JobHandler>>,
  id: string,
  deadline: number,
): Promise<keyof JobsReport | null> {
  const job = await claimJob(data, id);
  if (!job) return null;
  const handler = handlers[job.kind];
  const now = () => Timestamp.fromDate(data.clock.now());
  try {
    if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
    const outcome = await handler(data, job, deadline);
    if (outcome === "done") {
      await finish(data, job, { state: "DONE", doneAt: now(), error: null });
      return "done";
    }
    // More to do: due again at once, and not counted as a failed attempt.
    await finish(data, job, { state: "PENDING", runAt: now(), attempts: job.attempts - 1 });
    return "again";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logs.dispatcherJobFailed(`${job.kind} ${job.id}`, error);
    if (job.attempts >= MAX_JOB_ATTEMPTS) {
      await finish(data, job, { state: "FAILED", error: message, doneAt: now() });
      return "failed";
    }
    const retryAt = Timestamp.fromMillis(data.clock.now().getTime() + 60_000);
    await finish(data, job, { state: "PENDING", runAt: retryAt, error: message });
    return "retried";
  }
}

/**
 * One dispatcher run of the scheduled jobs: every job that is due (PENDING past `runAt`, or
 * RUNNING past its lease, whose dispatcher stopped), oldest first, until `budgetMs` is spent.
 */
export async function runDueJobs(
  data: DataContext,
  handlers: Readonly<Record<string, JobHandler>>,
  {
    limit = 20,
    budgetMs = 40_000,
    handOn,
  }: {
    limit?: number;
    budgetMs?: number;
    /** Where a job with work left goes on at once (the task queue), rather than at the next run. */
    handOn?: (jobId: string) => Promise<void>;
  } = {},
): Promise<JobsReport> {
  const report: JobsReport = { done: 0, again: 0, failed: 0, retried: 0 };
  const deadline = Date.now() + budgetMs;
  const now = Timestamp.fromDate(data.clock.now());
  const jobs = data.db.collection(JOBS_COLLECTION);
  const [due, stalled] = await Promise.all([
    data.call(
      jobs
        .where("state", "==", "PENDING")
        .where("runAt", "<=", now)
        .orderBy("runAt")
        .limit(limit)
        .get(),
    ),
    data.call(
      jobs
        .where("state", "==", "RUNNING")
        .where("leaseExpireTime", "<=", now)
        .orderBy("leaseExpireTime")
        .limit(limit)
        .get(),
    ),
  ]);
  for (const snapshot of [...stalled.docs, ...due.docs]) {
    if (Date.now() >= deadline) break;
    const outcome = await runJob(data, handlers, snapshot.id, deadline);
    if (outcome) report[outcome] += 1;
    if (outcome === "again") await handOn?.(snapshot.id);
  }
  return report;
}

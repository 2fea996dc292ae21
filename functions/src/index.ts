import { getRequestListener } from "@hono/node-server";
import { initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { onRequest } from "firebase-functions/v2/https";
import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { createApi } from "./app.js";
import { firebaseAccounts } from "./auth/accounts.js";
import { firebaseIdTokenVerifier } from "./auth/idToken.js";
import { REGION, readConfig } from "./config.js";
import { dispatcherJobs, runDispatcher } from "./dispatch.js";
import { deliverMail } from "./mail/dispatcher.js";
import { MAIL_COLLECTION } from "./mail/queue.js";
import { smtpMailer, unconfiguredMailer, type Mailer } from "./mail/sender.js";
import { configuredClock, systemClock } from "./platform/clock.js";
import { dataContext } from "./platform/data-context.js";
import { bucketFileStore, type FileStore } from "./platform/file-store.js";
import {
  cloudTasksJobQueue,
  runJobTask as runQueuedJob,
  type JobQueue,
} from "./scheduler/job-queue.js";

const config = readConfig(process.env);

/**
 * `SMTP_URL` carries the SMTP password: in production it can come from Secret Manager
 * (`firebase functions:secrets:set SMTP_URL`) once `SMTP_URL_FROM_SECRET_MANAGER=true` is set in
 * `functions/.env.<project id>`; otherwise it is read from the environment like `MAIL_FROM`.
 */
const mailSecrets =
  process.env.SMTP_URL_FROM_SECRET_MANAGER === "true" ? { secrets: ["SMTP_URL"] } : {};
let firebaseApp: App | undefined;
let mailer: Mailer | undefined;
let listener: ReturnType<typeof getRequestListener> | undefined;
let fileStore: FileStore | undefined;

// The Admin SDK and the SMTP transport start with the first call rather than when the deploy
// step loads this module.
const app = (): App => (firebaseApp ??= initializeApp());

/** What the API and the dispatcher take as now (ID tokens are checked against real time). */
const clock = configuredClock(process.env, () => getFirestore(app()));
/** The project's default bucket (`storageBucket` of the Firebase config). */
const files = (): FileStore =>
  (fileStore ??= bucketFileStore(getStorage(app()).bucket(), config.dependencyDeadlineMs));

/** SMTP at `SMTP_URL`; without it every send fails temporarily ("SMTP_URL is not set"). */
const outgoingMail = (): Mailer =>
  (mailer ??= config.mail.smtpUrl
    ? smtpMailer(config.mail.smtpUrl, config.mail.from, { pool: true })
    : unconfiguredMailer);

function apiListener(): ReturnType<typeof getRequestListener> {
  if (!listener) {
    const api = createApi({
      config,
      firestore: getFirestore(app()),
      verifyIdToken: firebaseIdTokenVerifier(getAuth(app()), {
        clock: systemClock,
        revocationCacheMs: config.revocationCacheMs,
      }),
      clock,
      accounts: firebaseAccounts(getAuth(app())),
      // No mailer: the trigger below sends what the routes queue.
      files: files(),
      jobs: jobQueue,
    });
    // The platform has already read the body; the listener takes it from `rawBody`.
    listener = getRequestListener(api.fetch);
  }
  return listener;
}

/** The HTTPS API; Hosting rewrites `/api/**` to it and it receives the full path. */
export const api = onRequest(
  // `cors: false` keeps the SDK's own CORS layer out (the emulator turns it on for any origin):
  // the app decides CORS, for the dev server's origins only.
  { region: REGION, cors: false, ...mailSecrets },
  async (request, response) => {
    await apiListener()(request, response);
  },
);

/** The task queue of `runJobTask` (Cloud Tasks; the Functions emulator's locally). */
const jobQueue: JobQueue = {
  enqueue: (jobId) => cloudTasksJobQueue(app()).enqueue(jobId),
};

/**
 * Runs a job a request handed on (an announcement's or a communication's emails to queue, a
 * chunk of recipients per transaction), so the request answers at once. A job with work left at
 * the end of the task's budget goes back on the queue; a task that fails is retried with backoff;
 * and every job stays due in `jobs/{id}`, which `work-scheduledJobs` runs should the queue lose it.
 */
export const runJobTask = onTaskDispatched<{ jobId?: unknown }>(
  {
    region: REGION,
    timeoutSeconds: 300,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10 },
    // A few big sends at a time: each is a stream of transactions on its own record.
    rateLimits: { maxConcurrentDispatches: 6 },
  },
  async (request) => {
    const { jobId } = request.data;
    if (typeof jobId !== "string" || jobId === "") return;
    const data = dataContext(getFirestore(app()), config.dependencyDeadlineMs, clock);
    await runQueuedJob(data, jobQueue, jobId);
  },
);

/**
 * Sends each mail document as it is created (`mail/{mailId}`, the Trigger Email extension's
 * contract): claims it in a transaction (a lease, so a retried event or the scheduled retry never
 * sends it twice), sends it and records the outcome. A temporary failure leaves it RETRY with its
 * error and the time of its next try, which `work-mail` makes (1, 2, 4, 8 minutes, then ERROR).
 * Events are not retried: what this misses (a crash) `work-mail` sends as due mail.
 */
export const sendMail = onDocumentCreated(
  { document: `${MAIL_COLLECTION}/{mailId}`, region: REGION, retry: false, ...mailSecrets },
  async (event) => {
    const data = dataContext(getFirestore(app()), config.dependencyDeadlineMs, clock);
    await deliverMail(data, outgoingMail(), [event.params.mailId]);
  },
);

/**
 * The background work, each kind its own scheduled function (`work-billing`, `work-mail`, ...,
 * see `dispatcherJobs`): one run at a time each, a bounded batch well inside the timeout. The
 * Functions emulator does not run schedules; locally the launcher runs the same jobs.
 */
export const work = Object.fromEntries(
  dispatcherJobs.map((job) => [
    job.name,
    onSchedule(
      {
        schedule: job.schedule,
        region: REGION,
        timeoutSeconds: 120,
        maxInstances: 1,
        ...mailSecrets,
      },
      async () => {
        const data = dataContext(getFirestore(app()), config.dependencyDeadlineMs, clock);
        await runDispatcher(
          {
            data,
            mailer: outgoingMail(),
            files: files(),
            consoleUrl: config.consoleUrl,
            jobs: jobQueue,
          },
          [job],
        );
      },
    ),
  ]),
);

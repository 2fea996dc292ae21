import * as logger from "firebase-functions/logger";

/** The API's named log events: each one is written here and only here. */
export const logs = {
  organizationCreated(orgId: string, uid: string): void {
    logger.info("organization_created", { orgId, uid });
  },
  organizationAlreadyExists(uid: string): void {
    logger.info("organization_already_exists", { uid });
  },
  tokenRejected(reason: string): void {
    logger.warn("token_rejected", { reason });
  },
  dependencyUnavailable(route: string, reason: string): void {
    logger.warn("dependency_unavailable", { route, reason });
  },
  unexpectedError(route: string, error: unknown): void {
    logger.error("unexpected_error", { route, error: describeError(error) });
  },
  /** An invitation was accepted but Auth did not record the address as verified. */
  emailNotMarkedVerified(uid: string, error: unknown): void {
    logger.warn("email_not_marked_verified", { uid, error: describeError(error) });
  },
  mailSent(mailId: string, attempts: number): void {
    logger.info("mail_sent", { mailId, attempts });
  },
  /** A send failed: `retry` says whether it is tried again later or given up. */
  mailNotSent(mailId: string, attempts: number, reason: string, retry: boolean): void {
    (retry ? logger.warn : logger.error)("mail_not_sent", { mailId, attempts, reason, retry });
  },
  /** A mail left mid-send past its lease, given up without sending it again. */
  mailAbandoned(mailId: string): void {
    logger.error("mail_abandoned", { mailId });
  },
  /** An immediate delivery could not run (Firestore); the mail stays queued for the dispatcher. */
  mailDeliveryDeferred(mailId: string, error: unknown): void {
    logger.warn("mail_delivery_deferred", { mailId, error: describeError(error) });
  },
  /** A due job could not be handed to the task queue; the scheduled run takes it. */
  jobNotQueued(jobId: string, error: unknown): void {
    logger.warn("job_not_queued", { jobId, error: describeError(error) });
  },
  /** A document's delivery summary could not be refreshed now; its next mail refreshes it. */
  deliverySummaryDeferred(path: string, error: unknown): void {
    logger.warn("delivery_summary_deferred", { path, error: describeError(error) });
  },
  /** A deleted document's file could not be removed now; the dispatcher's sweep removes it. */
  fileRemovalDeferred(path: string, error: unknown): void {
    logger.warn("file_removal_deferred", { path, error: describeError(error) });
  },
  /** The sweep removed a file no document holds (an unused upload, what a delete left). */
  orphanFileRemoved(path: string): void {
    logger.info("orphan_file_removed", { path });
  },
  /** A dispatcher job failed; the next run tries again. */
  dispatcherJobFailed(job: string, error: unknown): void {
    logger.error("dispatcher_job_failed", { job, error: describeError(error) });
  },
};

/** What a log keeps of an error: its name, message and stack, or what was thrown as text. */
export function describeError(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) {
    return { name: error.name, message: error.message, stack: error.stack };
  }
  return { name: typeof error, message: String(error) };
}

import type { RouteKit } from "../http/route-kit.js";
import { pendingMailIds } from "../mail/queue.js";
import { handOn } from "../scheduler/job-queue.js";

/** Emails an API that sends mail itself sends at once; the trigger sends the rest. */
const SEND_AT_ONCE = 200;

/**
 * Starts an item going out now (an announcement published, a communication sent): the task queue
 * runs its job `jobId`, which queues its emails (the request answers at once, the item
 * "sending"); an API that sends mail itself then sends the first ones queued for `mailRef`.
 */
export async function startSending(
  kit: RouteKit,
  { jobId, mailRef }: { jobId: string; mailRef: string },
): Promise<void> {
  await handOn(kit.jobs, jobId);
  await kit.deliver(() => pendingMailIds(kit.data, mailRef, SEND_AT_ONCE));
}

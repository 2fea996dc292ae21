import { randomUUID } from "node:crypto";
import { queueMail } from "../../src/mail/queue.js";
import { renderEmail } from "../../src/mail/render.js";
import { systemClock } from "../../src/platform/clock.js";
import { dataContext } from "../../src/platform/data-context.js";
import { admin } from "./stack.js";

/** A recipient no other test uses, so the test finds its own email in the shared inbox. */
export const recipient = () => `mail-test-${randomUUID()}@example.test`;

/** Queues one email in the stack's Firestore the way a route does: in a batch, committed. */
export async function queued(to: string): Promise<string> {
  const batch = admin().firestore.batch();
  const id = queueMail(dataContext(admin().firestore, 5_000, systemClock), batch, {
    to,
    orgId: "maple-grove",
    kind: "test",
    message: {
      subject: "Welcome to Maple Grove HOA",
      ...renderEmail({
        organizationName: "Maple Grove HOA",
        heading: "Welcome",
        paragraphs: ["This email was sent by the mail integration test."],
        action: { label: "Open the console", url: "http://127.0.0.1:5000/" },
      }),
    },
  });
  await batch.commit();
  return id;
}

/** A mail document's delivery record (state, attempts, error, ...). */
export async function delivery(id: string): Promise<Record<string, unknown>> {
  return (await admin().firestore.doc(`mail/${id}`).get()).get("delivery") as Record<
    string,
    unknown
  >;
}

/** Waits until `condition` holds, looking every 200 ms; throws after `timeoutMs`. */
export async function waitUntil(
  condition: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * MailDev, the stack's SMTP server and inbox (`HOA_MAILDEV_URL`, REST API of maildev 2.2.1:
 * `GET /email`, `DELETE /email/all`). Tests find their own email by a recipient no other test
 * uses rather than clearing the inbox.
 */
export const maildevUrl = process.env.HOA_MAILDEV_URL ?? "http://127.0.0.1:1080";

/** The SMTP server the stack's functions send to (MailDev's). */
export const stackSmtpUrl = process.env.HOA_SMTP_URL ?? "smtp://127.0.0.1:1025";

interface Address {
  address: string;
  name: string;
}

/** An email as MailDev lists it (the fields tests read). */
export interface InboxEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  from: Address[];
  to: Address[];
  headers: Record<string, string>;
  envelope: { from: { address: string }; to: { address: string }[] };
}

/** Every email MailDev holds. */
export async function inbox(): Promise<InboxEmail[]> {
  const response = await fetch(`${maildevUrl}/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status} to GET /email`);
  return (await response.json()) as InboxEmail[];
}

/** The email sent to `address` (envelope recipient), in the order they arrived. */
export async function emailsTo(address: string): Promise<InboxEmail[]> {
  return (await inbox()).filter((email) =>
    email.envelope.to.some((recipient) => recipient.address === address),
  );
}

/**
 * Waits until `count` email to `address` arrived (MailDev stores one just after accepting it),
 * counting only those with `subject` when given: an address of the demo may hold earlier email.
 */
export async function waitForEmailsTo(
  address: string,
  count = 1,
  timeoutMs = 10_000,
  subject?: string,
): Promise<InboxEmail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await emailsTo(address)).filter(
      (email) => subject === undefined || email.subject === subject,
    );
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Empties the inbox. */
export async function clearInbox(): Promise<void> {
  const response = await fetch(`${maildevUrl}/email/all`, { method: "DELETE" });
  if (!response.ok) throw new Error(`MailDev answered ${response.status} to DELETE /email/all`);
}

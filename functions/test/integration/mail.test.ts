import { randomUUID } from "node:crypto";
import { createServer, type AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { deliverMail, dispatchDueMail } from "../../src/mail/dispatcher.js";
import { queueMail } from "../../src/mail/queue.js";
import { renderEmail } from "../../src/mail/render.js";
import { smtpMailer } from "../../src/mail/sender.js";
import { systemClock, type Clock } from "../../src/platform/clock.js";
import { dataContext } from "../../src/platform/data-context.js";
import { emailsTo, stackSmtpUrl, waitForEmailsTo } from "../support/maildev.js";
import { admin } from "../support/stack.js";

vi.mock("firebase-functions/logger");

const FROM = '"Maple Grove HOA" <board@maple.example>';

/** A recipient no other test uses, so the test finds its own email in the shared inbox. */
const recipient = () => `mail-test-${randomUUID()}@example.test`;

const data = (clock: Clock = systemClock) => dataContext(admin().firestore, 5_000, clock);

/** Queues one email the way a route does: in a batch, committed. */
async function queued(to: string, clock?: Clock): Promise<string> {
  const batch = admin().firestore.batch();
  const id = queueMail(data(clock), batch, {
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

async function delivery(id: string): Promise<Record<string, unknown>> {
  return (await admin().firestore.doc(`mail/${id}`).get()).get("delivery") as Record<
    string,
    unknown
  >;
}

/** An SMTP address nothing listens on: the SMTP server down, for this sender only. */
async function closedSmtpUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

/** A clock that starts now and moves when the test says. */
function movableClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => void (offset += ms),
  };
}

describe("mail through the stack's SMTP server (MailDev)", () => {
  it("delivers a queued mail to MailDev and records SUCCESS with the server's answer", async () => {
    const to = recipient();
    const id = await queued(to);

    expect(await deliverMail(data(), smtpMailer(stackSmtpUrl, FROM), [id])).toMatchObject({
      sent: 1,
    });

    const [email] = await waitForEmailsTo(to);
    expect(email).toMatchObject({
      subject: "Welcome to Maple Grove HOA",
      // MailDev lists the Message-ID without its angle brackets.
      messageId: `${id}@maple.example`,
      headers: expect.objectContaining({ "message-id": `<${id}@maple.example>` }) as unknown,
      to: [{ address: to }],
      from: [{ address: "board@maple.example", name: "Maple Grove HOA" }],
    });
    expect(email!.text).toContain("This email was sent by the mail integration test.");
    expect(email!.html).toContain('<html lang="en">');
    expect(email!.html).toContain(">Open the console</a>");
    expect(await delivery(id)).toMatchObject({
      state: "SUCCESS",
      attempts: 1,
      error: null,
      info: {
        messageId: `<${id}@maple.example>`,
        accepted: [to],
        rejected: [],
        response: expect.stringMatching(/^250 /u) as unknown as string,
      },
    });
  });

  it("keeps a mail queued (RETRY, attempts counted) while SMTP is down, and a later run delivers it once", async () => {
    const clock = movableClock();
    const to = recipient();
    const id = await queued(to, clock);

    // The SMTP server cannot be reached: the mail stays queued, with the attempt and the reason.
    const down = smtpMailer(await closedSmtpUrl(), FROM);
    expect(await deliverMail(data(clock), down, [id])).toMatchObject({ retried: 1 });
    const waiting = await delivery(id);
    expect(waiting).toMatchObject({ state: "RETRY", attempts: 1 });
    expect(waiting.error).toMatch(/ECONNREFUSED/u);
    expect(await emailsTo(to)).toEqual([]);

    // Not due yet: a dispatcher run leaves it alone, even with the server back.
    const up = smtpMailer(stackSmtpUrl, FROM);
    await dispatchDueMail(data(clock), up, { limit: 100 });
    expect(await delivery(id)).toMatchObject({ state: "RETRY", attempts: 1 });

    // A minute later the server is back: the next run delivers it, once.
    clock.advance(60_000);
    await dispatchDueMail(data(clock), up, { limit: 100 });
    expect(await delivery(id)).toMatchObject({ state: "SUCCESS", attempts: 2, error: null });
    expect(await waitForEmailsTo(to)).toHaveLength(1);

    await dispatchDueMail(data(clock), up, { limit: 100 });
    await deliverMail(data(clock), up, [id]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await emailsTo(to)).toHaveLength(1);
  });

  it("is sent by the stack's own dispatcher, within a minute, when nothing else sends it", async () => {
    const to = recipient();
    const id = await queued(to);

    const deadline = Date.now() + 75_000;
    while (Date.now() < deadline && (await delivery(id)).state !== "SUCCESS") {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    expect(await delivery(id)).toMatchObject({ state: "SUCCESS", attempts: 1 });
    const [email] = await waitForEmailsTo(to);
    // Its Message-ID names the mail document, at the domain of the launcher's MAIL_FROM.
    expect(email!.headers["message-id"]).toMatch(new RegExp(`^<${id}@[^>]+>$`, "u"));
  }, 90_000);
});

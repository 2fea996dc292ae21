import { createServer, type AddressInfo } from "node:net";
import type { Firestore } from "firebase-admin/firestore";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_DEADLINE_MS, testClock } from "../../test/support/api.js";
import { startTestFirestore } from "../../test/support/test-firestore.js";
import { dataContext } from "../platform/data-context.js";
import { deliverMail, dispatchDueMail } from "./dispatcher.js";
import { queueMail } from "./queue.js";
import { renderEmail } from "./render.js";
import {
  addressDomain,
  classifySendError,
  MailSendError,
  messageIdFor,
  smtpMailer,
  unconfiguredMailer,
} from "./sender.js";

const FROM = '"Maple Grove HOA" <board@maple.example>';

/** A real SMTP server in this process: what it received, and recipients it refuses. */
interface Received {
  from: string;
  to: string[];
  raw: string;
}
let smtp: SMTPServer;
let smtpUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    // Plain SMTP on loopback, as MailDev serves it: no STARTTLS to negotiate, no login.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("nobody@")) {
        callback(Object.assign(new Error("5.1.1 No such user"), { responseCode: 550 }));
      } else if (address.address.startsWith("full@")) {
        callback(Object.assign(new Error("4.2.2 Mailbox full, try later"), { responseCode: 452 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback(null, "Message queued as test-1");
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const email = (to: string) => ({
  to,
  subject: "Your invitation to Maple Grove HOA",
  text: "Hello,\n\nJoin us.\n",
  html: "<p>Hello,</p><p>Join us.</p>",
  messageId: "<mail-1@maple.example>",
});

describe("smtpMailer, through a real SMTP server", () => {
  it("sends text and HTML from MAIL_FROM with the mail document's Message-ID, and returns the server's answer", async () => {
    const info = await smtpMailer(smtpUrl, FROM).send(email("dana@example.com"));

    expect(info).toEqual({
      messageId: "<mail-1@maple.example>",
      accepted: ["dana@example.com"],
      rejected: [],
      response: expect.stringMatching(/^250 .*Message queued as test-1/u) as unknown as string,
    });
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.from).toBe("board@maple.example");
    expect(message!.to).toEqual(["dana@example.com"]);
    expect(message!.raw).toMatch(/^Message-ID: <mail-1@maple\.example>$/mu);
    expect(message!.raw).toMatch(/^From: "?Maple Grove HOA"? <board@maple\.example>$/mu);
    expect(message!.raw).toMatch(/^Subject: Your invitation to Maple Grove HOA$/mu);
    expect(message!.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/mu);
    expect(message!.raw).toMatch(/^Content-Type: text\/html; charset=utf-8$/mu);
    expect(message!.raw).toContain("<p>Join us.</p>");
  });

  it("refuses for good a recipient the server answers 5xx", async () => {
    const error = await smtpMailer(smtpUrl, FROM)
      .send(email("nobody@example.com"))
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(MailSendError);
    expect(error).toMatchObject({ temporary: false, responseCode: 550 });
    expect((error as Error).message).toContain("No such user");
    expect(received).toHaveLength(0);
  });

  it("fails temporarily on a 4xx answer", async () => {
    const error = await smtpMailer(smtpUrl, FROM)
      .send(email("full@example.com"))
      .catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ temporary: true, responseCode: 452, serverUnreachable: false });
  });

  it("fails temporarily when no server listens (connection refused)", async () => {
    const error = await smtpMailer(`smtp://127.0.0.1:${await closedPort()}`, FROM)
      .send(email("dana@example.com"))
      .catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ temporary: true, code: "ECONNREFUSED", serverUnreachable: true });
  });

  it("refuses for good an address that is not one, without reaching the server", async () => {
    const error = await smtpMailer(smtpUrl, FROM)
      .send(email("not an address"))
      .catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ temporary: false });
    expect(received).toHaveLength(0);
  });

  it("without SMTP_URL, fails every send temporarily, saying so", async () => {
    await expect(unconfiguredMailer.send(email("dana@example.com"))).rejects.toMatchObject({
      message: "SMTP_URL is not set",
      temporary: true,
    });
  });
});

describe("the mail path over SMTP", () => {
  let firestore: Firestore;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ firestore, stop } = await startTestFirestore());
  });
  afterAll(() => stop());

  it("queues a rendered email, delivers it right after the commit, and records what the server said", async () => {
    const data = dataContext(firestore, TEST_DEADLINE_MS, testClock());
    const batch = firestore.batch();
    const id = queueMail(data, batch, {
      to: "dana@example.com",
      orgId: "maple",
      kind: "invitation",
      message: {
        subject: "You are invited to Maple Grove HOA",
        ...renderEmail({
          organizationName: "Maple Grove HOA",
          heading: "You are invited",
          paragraphs: ["Join Maple Grove HOA on the admin console."],
          action: { label: "Accept the invitation", url: "https://hoa.example/invite#t" },
        }),
      },
    });
    await batch.commit();

    const mailer = smtpMailer(smtpUrl, FROM);
    expect(await deliverMail(data, mailer, [id])).toMatchObject({ sent: 1 });
    expect(await dispatchDueMail(data, mailer, { limit: 10 })).toMatchObject({ sent: 0 });

    expect(received).toHaveLength(1);
    expect(received[0]!.raw).toContain(`Message-ID: <${id}@maple.example>`);
    expect(received[0]!.raw).toContain("Accept the invitation");
    const delivery = (await firestore.doc(`mail/${id}`).get()).get("delivery") as Record<
      string,
      unknown
    >;
    expect(delivery).toMatchObject({
      state: "SUCCESS",
      attempts: 1,
      error: null,
      info: {
        messageId: `<${id}@maple.example>`,
        accepted: ["dana@example.com"],
        rejected: [],
        response: expect.stringMatching(/^250 /u) as unknown as string,
      },
    });
  });

  it("keeps a mail queued (RETRY) while the server is down, and sends it once it is back", async () => {
    const clock = testClock();
    const data = dataContext(firestore, TEST_DEADLINE_MS, clock);
    const batch = firestore.batch();
    const id = queueMail(data, batch, {
      to: "erin@example.com",
      orgId: "maple",
      kind: "invitation",
      message: { subject: "Hello", text: "Hello\n", html: "<p>Hello</p>" },
    });
    await batch.commit();

    const down = smtpMailer(`smtp://127.0.0.1:${await closedPort()}`, FROM);
    expect(await deliverMail(data, down, [id])).toMatchObject({ retried: 1 });
    const waiting = (await firestore.doc(`mail/${id}`).get()).get("delivery") as Record<
      string,
      unknown
    >;
    expect(waiting).toMatchObject({ state: "RETRY", attempts: 1 });
    expect(waiting.error).toContain("ECONNREFUSED");

    clock.advance(60_000);
    expect(await dispatchDueMail(data, smtpMailer(smtpUrl, FROM), { limit: 10 })).toMatchObject({
      sent: 1,
    });
    expect(received.map((message) => message.to)).toEqual([["erin@example.com"]]);
    expect((await firestore.doc(`mail/${id}`).get()).get("delivery")).toMatchObject({
      state: "SUCCESS",
      attempts: 2,
      error: null,
    });
  });
});

describe("classifySendError", () => {
  const failure = (fields: Record<string, unknown>) =>
    classifySendError(Object.assign(new Error("failed"), fields));

  it("takes connection failures and 4xx answers as temporary", () => {
    for (const code of ["ECONNREFUSED", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNECTION"]) {
      expect(failure({ code }).temporary, code).toBe(true);
    }
    expect(failure({ code: "ESOCKET", originalCode: "ECONNREFUSED" }).code).toBe("ECONNREFUSED");
    expect(failure({ code: "EENVELOPE", responseCode: 451 }).temporary).toBe(true);
    expect(failure({ code: "EAUTH", responseCode: 454 }).temporary).toBe(true);
  });

  it("takes 5xx answers and refused envelopes as permanent", () => {
    expect(failure({ code: "EENVELOPE", responseCode: 550 }).temporary).toBe(false);
    expect(failure({ code: "EMESSAGE", responseCode: 554 }).temporary).toBe(false);
    expect(failure({ code: "EAUTH", responseCode: 535 }).temporary).toBe(false);
    expect(failure({ code: "EENVELOPE" }).temporary).toBe(false);
  });

  it("takes anything else as temporary, to be tried a few times", () => {
    expect(classifySendError(new TypeError("boom")).temporary).toBe(true);
    expect(classifySendError("a string").message).toBe("a string");
  });
});

describe("Message-ID", () => {
  it("is the mail document's id at the sender's domain", () => {
    expect(messageIdFor("abc123", FROM)).toBe("<abc123@maple.example>");
    expect(messageIdFor("abc123", "no-reply@HOA.Local")).toBe("<abc123@hoa.local>");
    expect(messageIdFor("abc123", "nobody")).toBe("<abc123@hoa.local>");
    expect(addressDomain('"A <b@c>" <x@y.example>')).toBe("y.example");
  });
});

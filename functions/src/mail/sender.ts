import type { Transporter } from "nodemailer";
import { DEFAULT_MAIL_FROM } from "../config.js";

/** One email as handed to the SMTP server. */
export interface OutgoingEmail {
  to: string;
  /** The sender; the mailer's own (`MAIL_FROM`) when left out. */
  from?: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, `<id@domain>`: the same for every attempt of one mail document. */
  messageId: string;
}

/** What the SMTP server answered to an email it accepted. */
export interface SentInfo {
  messageId: string;
  accepted: string[];
  rejected: string[];
  response: string;
}

/** Sends one email; a failure is a `MailSendError` saying whether trying again may succeed. */
export interface Mailer {
  send(mail: OutgoingEmail): Promise<SentInfo>;
  /** The sender it sends as when a mail names none; its domain ends each Message-ID. */
  readonly from?: string;
}

/**
 * A failed send. `temporary`: the same email may go through later (the server could not be
 * reached, or answered 4xx). Otherwise it never will (5xx, an address that is not one).
 */
export class MailSendError extends Error {
  readonly temporary: boolean;
  /** The SMTP reply code, when the server answered. */
  readonly responseCode: number | undefined;
  /** The library's or the system's error code (`ECONNREFUSED`, `EENVELOPE`, ...). */
  readonly code: string | undefined;

  constructor(
    message: string,
    {
      temporary,
      responseCode,
      code,
      cause,
    }: { temporary: boolean; responseCode?: number; code?: string; cause?: unknown },
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = "MailSendError";
    this.temporary = temporary;
    this.responseCode = responseCode;
    this.code = code;
  }

  /** Whether the server could not be reached at all (rather than refusing this one email). */
  get serverUnreachable(): boolean {
    return this.temporary && this.responseCode === undefined;
  }
}

/** Failures of the connection, not of the email: the server may be back later. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ESOCKET",
  "ECONNECTION",
  "EDNS",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
]);

const property = (error: unknown, name: string): unknown =>
  typeof error === "object" && error !== null && name in error
    ? (error as Record<string, unknown>)[name]
    : undefined;

/**
 * Whether a send failure is temporary: a connection that failed (refused, timed out, reset, a
 * name that did not resolve) or an SMTP 4xx reply. A 5xx reply and an envelope the library
 * refuses (an address that is not one) are permanent. Anything else is taken as temporary: it is
 * tried again a few times, then given up.
 */
export function classifySendError(error: unknown): MailSendError {
  if (error instanceof MailSendError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code =
    typeof property(error, "code") === "string" ? (property(error, "code") as string) : undefined;
  const originalCode = property(error, "originalCode");
  const reply = property(error, "responseCode");
  const responseCode = typeof reply === "number" && reply >= 200 && reply < 600 ? reply : undefined;
  let temporary: boolean;
  if (responseCode !== undefined) {
    // RFC 5321: 4yz is a transient failure, 5yz a permanent one.
    temporary = responseCode < 500;
  } else if (
    (code !== undefined && CONNECTION_CODES.has(code)) ||
    (typeof originalCode === "string" && CONNECTION_CODES.has(originalCode))
  ) {
    temporary = true;
  } else if (code === "EENVELOPE" || code === "EMESSAGE" || code === "ECONFIG") {
    // Refused before anything was sent: no recipient the library accepts as an address.
    temporary = false;
  } else {
    temporary = true;
  }
  return new MailSendError(message, {
    temporary,
    ...(responseCode === undefined ? {} : { responseCode }),
    ...(code === undefined ? {} : { code: typeof originalCode === "string" ? originalCode : code }),
    cause: error,
  });
}

/** The domain of an address (`"Name" <user@domain>` or `user@domain`), lowercased. */
export function addressDomain(address: string): string | null {
  const match = /@([^@\s<>"]+)>?\s*$/u.exec(address.trim());
  return match?.[1]?.toLowerCase() ?? null;
}

/** The Message-ID of a mail document: `<{mailId}@{domain of from}>`, the same on every attempt. */
export const messageIdFor = (mailId: string, from: string): string =>
  `<${mailId}@${addressDomain(from) ?? "hoa.local"}>`;

const addresses = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.map((entry: unknown) =>
        typeof entry === "string" ? entry : String(property(entry, "address") ?? entry),
      )
    : [];

/**
 * A mailer over SMTP (`smtp://user:pass@host:port`, `smtps://...` for implicit TLS). Each send
 * opens its own connection, and gives up within about a minute at worst (connection and greeting
 * 10 s each, 40 s of silence), well inside the two minutes a claimed mail document is leased for.
 * The SMTP library loads with the first send, not with the API (a cold start of a function that
 * sends nothing does not pay for it).
 */
export function smtpMailer(
  smtpUrl: string,
  from: string = DEFAULT_MAIL_FROM,
  { pool = false }: { pool?: boolean } = {},
): Mailer & { close(): void } {
  let transport: Promise<Transporter> | undefined;
  const transportOf = () =>
    (transport ??= import("nodemailer").then(({ createTransport }) =>
      createTransport({
        url: smtpUrl,
        // A long-lived sender keeps a few connections for many messages (a bulk announcement is
        // not one connection per email); `close` ends them.
        ...(pool ? { pool: true, maxConnections: 5 } : {}),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 40_000,
        dnsTimeout: 10_000,
      }),
    ));
  return {
    from,
    close: () => void transport?.then((opened) => opened.close()),
    async send(mail) {
      try {
        const opened = await transportOf();
        const info = await opened.sendMail({
          from: mail.from ?? from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
        });
        return {
          messageId: typeof info.messageId === "string" ? info.messageId : mail.messageId,
          accepted: addresses(info.accepted),
          rejected: addresses(info.rejected),
          response: typeof info.response === "string" ? info.response : "",
        };
      } catch (error) {
        throw classifySendError(error);
      }
    },
  };
}

/** The mailer when no SMTP server is configured: every send fails, temporarily. */
export const unconfiguredMailer: Mailer = {
  send: () =>
    Promise.reject(
      new MailSendError("SMTP_URL is not set", { temporary: true, code: "ENOTCONFIGURED" }),
    ),
};

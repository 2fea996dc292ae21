import type { Mailer, OutgoingEmail, SentInfo } from "../../src/mail/sender.js";

/** A mailer that records what it is asked to send, and fails or waits when a test says so. */
export interface RecordingMailer extends Mailer {
  /** Every email it accepted, in order. */
  readonly sent: OutgoingEmail[];
  /** How many sends were attempted, failed ones included. */
  readonly attempts: number;
  /** The next sends fail with these errors, one each, in order; then sends succeed again. */
  failNext(...errors: unknown[]): void;
  /** Every send fails with this error until `failNext`/`reset` says otherwise (`null`: none). */
  failAlways(error: unknown): void;
  /** Sends wait for the returned function to be called before they answer. */
  hold(): () => void;
  /** Forgets what was sent and every failure. */
  reset(): void;
}

export function recordingMailer(from = '"Test HOA" <no-reply@test.hoa>'): RecordingMailer {
  const sent: OutgoingEmail[] = [];
  let attempts = 0;
  let failures: unknown[] = [];
  let always: unknown = null;
  let gate: Promise<void> | null = null;
  return {
    from,
    sent,
    get attempts() {
      return attempts;
    },
    async send(mail): Promise<SentInfo> {
      attempts += 1;
      if (gate) await gate;
      if (failures.length > 0) throw failures.shift();
      if (always !== null) throw always;
      sent.push(mail);
      return {
        messageId: mail.messageId,
        accepted: [mail.to],
        rejected: [],
        response: "250 OK: queued",
      };
    },
    failNext(...errors) {
      failures.push(...errors);
    },
    failAlways(error) {
      always = error;
    },
    hold() {
      let release: () => void = () => undefined;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
    reset() {
      sent.length = 0;
      attempts = 0;
      failures = [];
      always = null;
      gate = null;
    },
  };
}

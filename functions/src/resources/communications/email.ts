import type { MailMessage } from "../../mail/queue.js";
import { renderEmail } from "../../mail/render.js";

const oneLine = (value: string): string => value.replace(/\s+/gu, " ").trim();

/** A composed email or an email notification as its recipients receive it. Urgent says so first. */
export function communicationEmail(content: {
  organizationName: string;
  subject: string;
  message: string;
  priority: string;
}): MailMessage {
  const organization = oneLine(content.organizationName);
  const subject = oneLine(content.subject);
  const urgent = content.priority === "urgent";
  const fullSubject = `${urgent ? "[Urgent] " : ""}${subject}`;
  const { text, html } = renderEmail({
    organizationName: organization,
    preheader: fullSubject,
    heading: urgent ? `Urgent: ${subject}` : subject,
    paragraphs: content.message.split(/\n\s*\n/u).filter((part) => part.trim() !== ""),
    footer: `A message from the administrators of ${organization}.`,
  });
  return { subject: fullSubject, text, html };
}

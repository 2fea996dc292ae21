import type { MailMessage } from "../../mail/queue.js";
import { messageEmail } from "../../mail/render.js";

/** A composed email or an email notification as its recipients receive it. Urgent says so first. */
export function communicationEmail(content: {
  organizationName: string;
  subject: string;
  message: string;
  priority: string;
}): MailMessage {
  return messageEmail({
    organizationName: content.organizationName,
    title: content.subject,
    message: content.message,
    urgent: content.priority === "urgent",
    footer: (organization) => `A message from the administrators of ${organization}.`,
  });
}

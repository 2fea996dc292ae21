import type { MailMessage } from "../../mail/queue.js";
import { messageEmail } from "../../mail/render.js";

/** An announcement as the residents of its audience receive it. Urgent ones say so first. */
export function announcementEmail(announcement: {
  organizationName: string;
  title: string;
  message: string;
  priority: string;
  audience: string;
}): MailMessage {
  return messageEmail({
    organizationName: announcement.organizationName,
    title: announcement.title,
    message: announcement.message,
    urgent: announcement.priority === "Urgent",
    footer: (organization) =>
      `An announcement of ${organization} to ${announcement.audience.toLowerCase()}. You receive it as a resident in its directory.`,
  });
}

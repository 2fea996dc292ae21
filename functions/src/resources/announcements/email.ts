import type { MailMessage } from "../../mail/queue.js";
import { renderEmail } from "../../mail/render.js";

const oneLine = (value: string): string => value.replace(/\s+/gu, " ").trim();

/** An announcement as the residents of its audience receive it. Urgent ones say so first. */
export function announcementEmail(announcement: {
  organizationName: string;
  title: string;
  message: string;
  priority: string;
  audience: string;
}): MailMessage {
  const organization = oneLine(announcement.organizationName);
  const title = oneLine(announcement.title);
  const urgent = announcement.priority === "Urgent";
  const subject = `${urgent ? "[Urgent] " : ""}${title}`;
  const { text, html } = renderEmail({
    organizationName: organization,
    preheader: subject,
    heading: urgent ? `Urgent: ${title}` : title,
    paragraphs: announcement.message.split(/\n\s*\n/u).filter((part) => part.trim() !== ""),
    footer: `An announcement of ${organization} to ${announcement.audience.toLowerCase()}. You receive it as a resident in its directory.`,
  });
  return { subject, text, html };
}

import type { MailMessage } from "../../mail/queue.js";
import { oneLine, renderEmail } from "../../mail/render.js";

/** The administrators' email about a new ticket, with a link to it in the console. */
export function newTicketEmail(ticket: {
  organizationName: string;
  number: number;
  subject: string;
  fromName: string;
  link: string;
}): MailMessage {
  const organization = oneLine(ticket.organizationName);
  const subject = `New support ticket #${ticket.number}: ${oneLine(ticket.subject)}`;
  const { text, html } = renderEmail({
    organizationName: organization,
    preheader: subject,
    heading: `Ticket #${ticket.number}`,
    paragraphs: [
      `${oneLine(ticket.fromName)} opened a support ticket: ${oneLine(ticket.subject)}.`,
    ],
    action: { label: "Open the ticket", url: ticket.link },
    footer: `You receive this email as an administrator of ${organization} while its Support tickets notifications are on (Settings).`,
  });
  return { subject, text, html };
}

/** The console's page of a ticket. */
export const ticketLink = (consoleUrl: string, ticketId: string): string =>
  `${consoleUrl.replace(/\/+$/u, "")}/support/tickets/${encodeURIComponent(ticketId)}`;

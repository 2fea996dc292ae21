import type { MailMessage } from "../../mail/queue.js";
import { oneLine, renderEmail } from "../../mail/render.js";

/** The administrators' email about a payment recorded, with a link to the property's account. */
export function paymentRecordedEmail(payment: {
  organizationName: string;
  /** Formatted amounts (`formatCents`). */
  amount: string;
  balance: string;
  method: string;
  /** The date received, `YYYY-MM-DD`. */
  date: string;
  propertyLabel: string;
  recordedBy: string;
  link: string;
}): MailMessage {
  const organization = oneLine(payment.organizationName);
  const property = oneLine(payment.propertyLabel);
  const subject = `Payment of ${payment.amount} recorded for ${property}`;
  const { text, html } = renderEmail({
    organizationName: organization,
    preheader: subject,
    heading: `Payment of ${payment.amount}`,
    paragraphs: [
      `${oneLine(payment.recordedBy)} recorded a payment of ${payment.amount} (${payment.method}, received ${payment.date}) for ${property}.`,
      `The property's balance is now ${payment.balance}.`,
    ],
    action: { label: "Open the account", url: payment.link },
    footer: `You receive this email as an administrator of ${organization} while its Payments notifications are on (Settings).`,
  });
  return { subject, text, html };
}

/** The console's page of a property's account. */
export const propertyAccountLink = (consoleUrl: string, propertyId: string): string =>
  `${consoleUrl.replace(/\/+$/u, "")}/billing/properties/${encodeURIComponent(propertyId)}`;

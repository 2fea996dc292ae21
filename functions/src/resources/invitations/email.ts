import type { InvitationRecordRole, TimeZone } from "@hoa/validation";
import { dateTimeInZoneWords, invitedRoleWords } from "@hoa/validation/invitation-wording";
import type { MailMessage } from "../../mail/queue.js";
import { oneLine, renderEmail } from "../../mail/render.js";

/**
 * The page of the console that opens an invitation: `{consoleUrl}/invite/{token}`, with the
 * invited address (`?email=`) when given, so that creating an account from it starts with that
 * address filled in.
 */
export const invitationLink = (consoleUrl: string, token: string, email?: string): string =>
  `${consoleUrl.replace(/\/+$/u, "")}/invite/${encodeURIComponent(token)}` +
  (email ? `?${new URLSearchParams({ email })}` : "");

/** What an invitation to the portal lets a resident see. */
const PORTAL_WORDS = "to see your household's account, announcements, events and requests";

/**
 * The invitation email: who invites whom to which organization, with which role, the personal
 * message, the link and when it stops working. Nothing else of the organization is in it (the
 * recipient is not a member yet). Every value is escaped into the HTML by `renderEmail`.
 */
export function invitationEmail(invitation: {
  organizationName: string;
  inviterName: string;
  role: InvitationRecordRole;
  /** The resident's property, for an invitation to the portal. */
  residentProperty?: { address: string; unit: string } | null;
  message: string;
  link: string;
  expiresAt: Date;
  /** The organization's time zone, in which the expiry is written. */
  timeZone: TimeZone;
}): MailMessage {
  const organization = oneLine(invitation.organizationName);
  const inviter = oneLine(invitation.inviterName) || "An administrator";
  const subject = `${inviter} invited you to join ${organization}`;
  const role = invitedRoleWords(invitation.role, invitation.residentProperty);
  const purpose = invitation.role === "resident" ? `, ${PORTAL_WORDS}` : "";
  const paragraphs = [
    `${inviter} invited you to join ${organization} as ${oneLine(role)}${purpose}.`,
    ...(invitation.message ? [`${inviter} wrote:\n${invitation.message}`] : []),
    `This invitation expires on ${dateTimeInZoneWords(invitation.expiresAt, invitation.timeZone)}. Sign in or create an account with this email address to accept it.`,
  ];
  const { text, html } = renderEmail({
    organizationName: organization,
    preheader: subject,
    heading: `Join ${organization}`,
    paragraphs,
    action: { label: "Open the invitation", url: invitation.link },
    footer:
      "You received this email because someone invited this address. If you did not expect it, you can ignore it: nothing happens unless you accept.",
  });
  return { subject, text, html };
}

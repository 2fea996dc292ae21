import { ROLES, type InvitationRecordRole } from "@hoa/validation";
import type { MailMessage } from "../../mail/queue.js";
import { oneLine, renderEmail } from "../../mail/render.js";

/** The page of the console that opens an invitation: `{consoleUrl}/invite/{token}`. */
export const invitationLink = (consoleUrl: string, token: string): string =>
  `${consoleUrl.replace(/\/+$/u, "")}/invite/${encodeURIComponent(token)}`;

const roleWords: Record<InvitationRecordRole, string> = {
  [ROLES.admin]: "an administrator",
  [ROLES.member]: "a member",
  [ROLES.resident]:
    "a resident, to see your household's account, announcements, events and requests",
};

/** A date as the email says it: "Sunday, November 29, 2026 at 12:00 PM UTC". */
const expiryWords = (expiresAt: Date): string =>
  expiresAt.toLocaleString("en-US", {
    timeZone: "UTC",
    dateStyle: "full",
    timeStyle: "short",
  }) + " UTC";

/**
 * The invitation email: who invites whom to which organization, with which role, the personal
 * message, the link and when it stops working. Nothing else of the organization is in it (the
 * recipient is not a member yet). Every value is escaped into the HTML by `renderEmail`.
 */
export function invitationEmail(invitation: {
  organizationName: string;
  inviterName: string;
  role: InvitationRecordRole;
  message: string;
  link: string;
  expiresAt: Date;
}): MailMessage {
  const organization = oneLine(invitation.organizationName);
  const inviter = oneLine(invitation.inviterName) || "An administrator";
  const subject = `${inviter} invited you to join ${organization}`;
  const paragraphs = [
    `${inviter} invited you to join ${organization} as ${roleWords[invitation.role]}.`,
    ...(invitation.message ? [`${inviter} wrote:\n${invitation.message}`] : []),
    `This invitation expires on ${expiryWords(invitation.expiresAt)}. Sign in or create an account with this email address to accept it.`,
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

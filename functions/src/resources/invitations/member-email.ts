import { ROLES, type InvitationRecordRole } from "@hoa/validation";
import type { MailMessage } from "../../mail/queue.js";
import { oneLine, renderEmail } from "../../mail/render.js";

/** The administrators' email about someone who accepted an invitation and joined. */
export function newMemberEmail(member: {
  organizationName: string;
  name: string;
  email: string;
  role: InvitationRecordRole;
  link: string;
}): MailMessage {
  const organization = oneLine(member.organizationName);
  const name = oneLine(member.name) || member.email;
  const role =
    member.role === ROLES.admin
      ? "an administrator"
      : member.role === ROLES.resident
        ? "a resident"
        : "a member";
  const subject = `${name} joined ${organization}`;
  const { text, html } = renderEmail({
    organizationName: organization,
    preheader: subject,
    heading: "A new member",
    paragraphs: [`${name} (${member.email}) accepted an invitation and joined as ${role}.`],
    action: { label: "See the members", url: member.link },
    footer: `You receive this email as an administrator of ${organization} while its New residents notifications are on (Settings).`,
  });
  return { subject, text, html };
}

/** The console's Members view. */
export const membersLink = (consoleUrl: string): string =>
  `${consoleUrl.replace(/\/+$/u, "")}/people/members`;

import { waitForEmailsTo } from "./maildev.js";
import { consoleUrl } from "./stack.js";

/**
 * The token of the invitation link in the `count`th email that reached the inbox (MailDev) of
 * `email`: the latest link once an invitation was sent again.
 */
export async function invitationTokenOf(email: string, count = 1): Promise<string> {
  const mails = await waitForEmailsTo(email, count);
  const text = mails[count - 1]?.text ?? "(no email)";
  const token = new RegExp(`${consoleUrl}/invite/([A-Za-z0-9_-]{43})`, "u").exec(text)?.[1];
  if (!token) throw new Error(`no link to ${consoleUrl}/invite/ in ${text}`);
  return token;
}

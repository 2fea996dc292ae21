import type { MailMessage } from "./queue.js";

/**
 * One simple, accessible email layout: plain text, and HTML with a language, a title, plain
 * headings and paragraphs, a real link text, high-contrast colours and no images. Every value is
 * escaped into the HTML; the caller adds the subject.
 */
export interface EmailContent {
  /** Shown in the header and the title: who the email is from. */
  organizationName: string;
  /** The summary some mail programs show after the subject; hidden in the body. */
  preheader?: string;
  heading: string;
  paragraphs: string[];
  /** The one thing to do: a link whose label says where it goes ("Accept the invitation"). */
  action?: { label: string; url: string };
  /** A closing line in smaller print (why the recipient got it, what to do if it was a mistake). */
  footer?: string;
}

/** The text and HTML bodies of one email. */
export interface RenderedEmail {
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** The text as HTML text or attribute value: `& < > " '` escaped. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/gu, (character) => HTML_ESCAPES[character] ?? character);

/** Only http(s) links are made clickable; anything else (`javascript:`, `data:`) is not a link. */
function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * A value on one line, its runs of spaces and line breaks one space: line breaks in a name or a
 * subject never start a new header-like line of an email.
 */
export const oneLine = (value: string): string => value.replace(/\s+/gu, " ").trim();

/**
 * The product's primary colour (the light theme's `--color-primary`), for the organization's name
 * above each email and its button: white on it is 6:1, dark-on-white text stays as is.
 */
export const PRIMARY = "#1f6f54";

export function renderEmail(content: EmailContent): RenderedEmail {
  return { text: renderText(content), html: renderHtml(content) };
}

/**
 * The email of a message an administrator wrote (an announcement, a composed email): its title as
 * subject and heading, which say "[Urgent]" / "Urgent:" first when it is urgent, its paragraphs as
 * written (a blank line between two), and the `footer` made from the organization's name.
 */
export function messageEmail(content: {
  organizationName: string;
  title: string;
  message: string;
  urgent: boolean;
  footer: (organization: string) => string;
}): MailMessage {
  const organization = oneLine(content.organizationName);
  const title = oneLine(content.title);
  const subject = `${content.urgent ? "[Urgent] " : ""}${title}`;
  const { text, html } = renderEmail({
    organizationName: organization,
    preheader: subject,
    heading: content.urgent ? `Urgent: ${title}` : title,
    paragraphs: content.message.split(/\n\s*\n/u).filter((part) => part.trim() !== ""),
    footer: content.footer(organization),
  });
  return { subject, text, html };
}

function renderText({ organizationName, heading, paragraphs, action, footer }: EmailContent) {
  const lines = [oneLine(organizationName), "", oneLine(heading), ""];
  for (const paragraph of paragraphs) lines.push(paragraph.trim(), "");
  if (action) {
    const url = safeUrl(action.url);
    lines.push(url ? `${oneLine(action.label)}: ${url}` : oneLine(action.label), "");
  }
  if (footer) lines.push("--", footer.trim(), "");
  return `${lines.join("\n").trimEnd()}\n`;
}

function renderHtml({
  organizationName,
  preheader,
  heading,
  paragraphs,
  action,
  footer,
}: EmailContent): string {
  const organization = escapeHtml(oneLine(organizationName));
  const title = `${escapeHtml(oneLine(heading))} – ${organization}`;
  const url = action ? safeUrl(action.url) : null;
  const body = [
    preheader
      ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(oneLine(preheader))}</div>`
      : "",
    // One main landmark holds everything a reader sees (a mail program may drop it; it harms none).
    `<main style="display:block;max-width:600px;margin:0 auto;padding:24px;background:#ffffff;color:#1a1a1a">`,
    `<p style="margin:0 0 16px;padding-top:12px;border-top:4px solid ${PRIMARY};font-size:14px;font-weight:bold;color:${PRIMARY}">${organization}</p>`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1a1a1a">${escapeHtml(oneLine(heading))}</h1>`,
    ...paragraphs.map(
      (paragraph) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(paragraph.trim()).replace(/\r?\n/gu, "<br>")}</p>`,
    ),
    action
      ? url
        ? `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:${PRIMARY};color:#ffffff;font-size:16px;font-weight:bold;text-decoration:underline;border-radius:4px">${escapeHtml(oneLine(action.label))}</a></p>` +
          `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#333333">If the link does not open, copy this address into your browser: <span style="word-break:break-all">${escapeHtml(url)}</span></p>`
        : `<p style="margin:24px 0;font-size:16px">${escapeHtml(oneLine(action.label))}</p>`
      : "",
    footer
      ? `<hr style="border:0;border-top:1px solid #cccccc;margin:24px 0"><p style="margin:0;font-size:14px;line-height:1.5;color:#333333">${escapeHtml(footer.trim()).replace(/\r?\n/gu, "<br>")}</p>`
      : "",
    `</main>`,
  ].filter((part) => part !== "");
  return [
    "<!DOCTYPE html>",
    `<html lang="en">`,
    "<head>",
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${title}</title>`,
    "</head>",
    `<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif">`,
    ...body,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

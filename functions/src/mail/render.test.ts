import { describe, expect, it } from "vitest";
import { escapeHtml, renderEmail } from "./render.js";

const invitation = {
  organizationName: "Maple Grove HOA",
  preheader: "Dana invited you to join Maple Grove HOA.",
  heading: "You are invited to Maple Grove HOA",
  paragraphs: ["Dana Board invited you to join as a member.", "The invitation expires in 7 days."],
  action: { label: "Accept the invitation", url: "https://hoa.example/invite?org=maple#token" },
  footer: "If you did not expect this email, you can ignore it.",
};

/** The HTML without its markup: what a screen reader or a text view would read. */
const visibleText = (html: string) =>
  html
    .replace(/<head>[\s\S]*<\/head>/u, "")
    .replace(/<div style="display:none[^>]*>[^<]*<\/div>/u, "")
    .replace(/<[^>]+>/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();

describe("renderEmail", () => {
  it("renders a plain-text body with the organization, the heading, the paragraphs, the link and the footer", () => {
    expect(renderEmail(invitation).text).toBe(
      [
        "Maple Grove HOA",
        "",
        "You are invited to Maple Grove HOA",
        "",
        "Dana Board invited you to join as a member.",
        "",
        "The invitation expires in 7 days.",
        "",
        "Accept the invitation: https://hoa.example/invite?org=maple#token",
        "",
        "--",
        "If you did not expect this email, you can ignore it.",
        "",
      ].join("\n"),
    );
  });

  it("renders simple, accessible HTML: a language, a title, a heading, a link that says where it goes, no images", () => {
    const { html } = renderEmail(invitation);
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain("<title>You are invited to Maple Grove HOA – Maple Grove HOA</title>");
    expect(html).toMatch(/<h1 [^>]*>You are invited to Maple Grove HOA<\/h1>/u);
    expect(html).toMatch(
      /<a href="https:\/\/hoa\.example\/invite\?org=maple#token"[^>]*>Accept the invitation<\/a>/u,
    );
    expect(html).not.toMatch(/<img|<table|role=|<script/u);
    // Dark text on white, white on a dark blue button: both well above 4.5:1.
    expect(html).toContain("background:#ffffff;color:#1a1a1a");
    expect(html).toContain("background:#1f6f54;color:#ffffff");
    expect(visibleText(html)).toBe(
      "Maple Grove HOA You are invited to Maple Grove HOA Dana Board invited you to join as a " +
        "member. The invitation expires in 7 days. Accept the invitation If the link does not " +
        "open, copy this address into your browser: https://hoa.example/invite?org=maple#token " +
        "If you did not expect this email, you can ignore it.",
    );
  });

  it("keeps the preheader out of the visible body", () => {
    expect(renderEmail(invitation).html).toContain(
      '<div style="display:none;max-height:0;overflow:hidden">Dana invited you to join Maple Grove HOA.</div>',
    );
    expect(renderEmail({ ...invitation, preheader: undefined }).html).not.toContain("display:none");
  });

  it("escapes every value into the HTML, so hostile names and texts stay text", () => {
    const hostile = '<script>alert("x")</script>&\'"';
    const { html, text } = renderEmail({
      organizationName: `Evil ${hostile} HOA`,
      preheader: hostile,
      heading: hostile,
      paragraphs: [hostile, "<img src=x onerror=alert(1)>"],
      action: {
        label: `"><a href="https://evil.example">${hostile}`,
        url: 'https://ok.example/"><b>',
      },
      footer: hostile,
    });
    expect(html).not.toMatch(/<script|<img|<b>|<a href="https:\/\/evil/u);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;&quot;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    // The URL is normalized and escaped: its quote cannot end the attribute.
    expect(html).toContain('href="https://ok.example/%22%3E%3Cb%3E"');
    expect(html.match(/<a /gu)).toHaveLength(1);
    // The text body is not HTML: it carries the values as they are.
    expect(text).toContain(hostile);
  });

  it("makes no link of a URL that is not http(s)", () => {
    const { html, text } = renderEmail({
      ...invitation,
      action: { label: "Open", url: "javascript:alert(1)" },
    });
    expect(html).not.toContain("<a ");
    expect(html).not.toContain("javascript:");
    expect(text).not.toContain("javascript:");
  });

  it("keeps a value on one line in the header lines, and paragraphs' line breaks as <br>", () => {
    const { html, text } = renderEmail({
      organizationName: "Maple\nGrove",
      heading: "Hello\r\nthere",
      paragraphs: ["Line one\nLine two"],
    });
    expect(text.split("\n").slice(0, 3)).toEqual(["Maple Grove", "", "Hello there"]);
    expect(html).toContain("Line one<br>Line two");
  });
});

describe("escapeHtml", () => {
  it("escapes the five characters that matter in text and attribute values", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
    expect(escapeHtml("Zoë & José")).toBe("Zoë &amp; José");
  });
});

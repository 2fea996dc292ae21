import { describe, expect, it } from "vitest";
import { invitationEmail, invitationLink } from "./email.js";

const base = {
  organizationName: "Maple Grove HOA",
  inviterName: "Karen Mitchell",
  message: "",
  link: invitationLink("https://hoa.example/", "tok_en", "ana@example.org"),
  // 01:00 UTC on December 5th is 5:00 PM on December 4th in Pacific Time.
  expiresAt: new Date("2026-12-05T01:00:00.000Z"),
};

describe("the invitation email", () => {
  it("gives the expiry as a date and time in the organization's zone, naming the zone", () => {
    const { text } = invitationEmail({ ...base, role: "admin", timeZone: "America/Los_Angeles" });
    expect(text).toContain(
      "Karen Mitchell invited you to join Maple Grove HOA as an administrator.",
    );
    expect(text).toContain(
      "This invitation expires on 4 December 2026 at 5:00 PM Pacific Time. Sign in or create an account",
    );
    const eastern = invitationEmail({ ...base, role: "member", timeZone: "America/New_York" });
    expect(eastern.text).toContain("as a member.");
    expect(eastern.text).toContain("expires on 4 December 2026 at 8:00 PM Eastern Time.");
    expect(eastern.html).toContain("4 December 2026 at 8:00 PM Eastern Time");
  });

  it("names a resident's property, and links with the invited address", () => {
    const { text, html } = invitationEmail({
      ...base,
      role: "resident",
      residentProperty: { address: "12 Oak Lane", unit: "" },
      timeZone: "America/Los_Angeles",
    });
    expect(text).toContain(
      "Karen Mitchell invited you to join Maple Grove HOA as a resident of 12 Oak Lane, to see your household's account",
    );
    expect(text).toContain("https://hoa.example/invite/tok_en?email=ana%40example.org");
    expect(html).toContain('href="https://hoa.example/invite/tok_en?email=ana%40example.org"');
  });

  it("uses the product's primary colour for its heading and button", () => {
    const { html } = invitationEmail({ ...base, role: "admin", timeZone: "America/Los_Angeles" });
    expect(html).toContain("background:#1f6f54;color:#ffffff");
    expect(html).toContain("border-top:4px solid #1f6f54");
    expect(html).not.toContain("#0b57d0");
  });
});

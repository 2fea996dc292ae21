import { describe, expect, it } from "vitest";
import { waitForEmailsTo } from "../support/maildev.js";
import { delivery, queued, recipient, waitUntil } from "../support/stack-mail.js";

describe("mail through the stack's SMTP server (MailDev)", () => {
  it("is sent by the mail trigger as its document is created, and records SUCCESS with the server's answer", async () => {
    const to = recipient();
    const id = await queued(to);

    await waitUntil(async () => (await delivery(id)).state === "SUCCESS", 15_000);
    const [email] = await waitForEmailsTo(to);
    expect(email).toMatchObject({
      subject: "Welcome to Maple Grove HOA",
      to: [{ address: to }],
    });
    // Its Message-ID names the mail document, at the domain of the launcher's MAIL_FROM.
    expect(email!.headers["message-id"]).toMatch(new RegExp(`^<${id}@[^>]+>$`, "u"));
    expect(email!.text).toContain("This email was sent by the mail integration test.");
    expect(email!.html).toContain('<html lang="en">');
    expect(email!.html).toContain(">Open the console</a>");
    expect(await delivery(id)).toMatchObject({
      state: "SUCCESS",
      attempts: 1,
      error: null,
      info: {
        accepted: [to],
        rejected: [],
        response: expect.stringMatching(/^250 /u) as unknown as string,
      },
    });
  });

  it.each([8, 16, 32])(
    "sends each of %i mail documents created at once exactly once",
    async (count) => {
      const recipients = Array.from({ length: count }, recipient);
      const ids = await Promise.all(recipients.map((to) => queued(to)));
      await waitUntil(
        async () => (await Promise.all(ids.map(delivery))).every((d) => d.state === "SUCCESS"),
        30_000,
      );
      for (const to of recipients) expect(await waitForEmailsTo(to)).toHaveLength(1);
    },
  );
});

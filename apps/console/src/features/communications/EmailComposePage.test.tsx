import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "../../test/api-server";
import { currentUrl } from "../../test/render-app";
import { fake, ORG, renderAt, resetFake } from "./test-api";

async function renderPage() {
  const user = await renderAt("/communications/email");
  await screen.findByRole("button", { name: "Send Email" });
  return user;
}

beforeEach(resetFake);

describe("EmailComposePage", () => {
  it("requires recipient, subject and message and focuses the recipient first", async () => {
    const user = await renderPage();
    await user.click(screen.getByRole("button", { name: "Send Email" }));

    const to = screen.getByRole("textbox", { name: "To" });
    expect(to).toHaveAttribute("aria-invalid", "true");
    expect(to).toHaveAccessibleDescription("Recipient email is required");
    expect(to).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Subject" })).toHaveAccessibleDescription(
      "Subject is required",
    );
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(
      "Message is required",
    );
    expect(fake.posted).toEqual([]);
  });

  it("rejects a recipient that is not an email address", async () => {
    const user = await renderPage();
    await user.type(screen.getByRole("textbox", { name: "To" }), "board at maplegrove");
    await user.click(screen.getByRole("button", { name: "Send Email" }));

    expect(screen.getByRole("textbox", { name: "To" })).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
  });

  it("clears a field's error as soon as that field is edited", async () => {
    const user = await renderPage();
    await user.click(screen.getByRole("button", { name: "Send Email" }));
    await user.type(screen.getByRole("textbox", { name: "Subject" }), "P");

    expect(screen.getByRole("textbox", { name: "Subject" })).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("Message is required")).toBeInTheDocument();
  });

  it("offers the four priorities with normal chosen", async () => {
    await renderPage();
    const priority = screen.getByRole("combobox", { name: "Priority" });

    expect(priority).toHaveValue("normal");
    expect(
      within(priority)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Low", "Normal", "High", "Urgent"]);
  });

  it("sends to a typed address and opens the sent email", async () => {
    const user = await renderPage();
    await user.type(screen.getByRole("textbox", { name: "To" }), "treasurer@maplegrove.org");
    await user.type(screen.getByRole("textbox", { name: "Subject" }), "Pool hours");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Open until 9 pm.");
    await user.selectOptions(screen.getByRole("combobox", { name: "Priority" }), "High");
    await user.click(screen.getByRole("button", { name: "Send Email" }));

    expect(await screen.findByText("Email sent to treasurer@maplegrove.org.")).toBeVisible();
    expect(fake.posted).toEqual([
      {
        path: "emails",
        body: expect.objectContaining({
          recipientType: "address",
          to: "treasurer@maplegrove.org",
          subject: "Pool hours",
          message: "Open until 9 pm.",
          priority: "high",
        }),
      },
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Pool hours" })).toBeVisible();
    expect(currentUrl()).toBe("/communications/history/c1");
    // Sending is saving: the sent email's page opens without asking about unsaved edits.
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("asks before a written email is left, and stays on Stay", async () => {
    const user = await renderPage();
    await user.type(screen.getByRole("textbox", { name: "Subject" }), "Pool hours");
    expect(screen.getByText("Unsaved changes")).toBeVisible();
    await user.click(screen.getByRole("link", { name: "Settings" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Stay" }));
    expect(currentUrl()).toBe("/communications/email");
    expect(screen.getByRole("textbox", { name: "Subject" })).toHaveValue("Pool hours");
  });

  it("sends one Idempotency-Key with every try of one email, and a new one once it is changed", async () => {
    const user = await renderPage();
    let refused = 0;
    server.use(
      http.post(`*/api/orgs/${ORG}/communications/emails`, ({ request }) => {
        if (refused >= 2) return undefined;
        refused += 1;
        fake.keys.push(request.headers.get("idempotency-key"));
        return HttpResponse.json(
          { error: "The service is temporarily unavailable." },
          { status: 503 },
        );
      }),
    );
    await user.type(screen.getByRole("textbox", { name: "To" }), "treasurer@maplegrove.org");
    await user.type(screen.getByRole("textbox", { name: "Subject" }), "Pool hours");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Open until 9 pm.");
    await user.click(screen.getByRole("button", { name: "Send Email" }));
    expect(await screen.findByText("The service is temporarily unavailable.")).toBeVisible();
    await user.type(screen.getByRole("textbox", { name: "Message" }), "!");
    await user.click(screen.getByRole("button", { name: "Send Email" }));
    await user.click(screen.getByRole("button", { name: "Send Email" }));
    expect(await screen.findByText("Email sent to treasurer@maplegrove.org.")).toBeVisible();

    const [first, changed, retried] = fake.keys;
    expect(fake.keys).toHaveLength(3);
    expect(first).toMatch(/^[0-9a-f-]{36}$/u);
    expect(changed).not.toBe(first);
    expect(retried).toBe(changed);
    expect(fake.posted).toHaveLength(1);
  });

  it("picks one resident from the directory, and says when they opted out of non-urgent email", async () => {
    const user = await renderPage();
    await user.click(screen.getByRole("radio", { name: "A resident" }));
    await user.click(screen.getByRole("button", { name: "Send Email" }));
    expect(screen.getByRole("combobox", { name: "Resident" })).toHaveAccessibleDescription(
      expect.stringContaining("Choose the resident to write to"),
    );

    await user.type(screen.getByRole("combobox", { name: "Resident" }), "Ben");
    await user.click(await screen.findByRole("option", { name: /Ben Ortiz/u }));
    expect(
      screen.getByText(
        "Ben Ortiz opted out of non-urgent email: only an Urgent email reaches them.",
      ),
    ).toBeVisible();
    await user.type(screen.getByRole("textbox", { name: "Subject" }), "Your parking permit");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "It is ready.");
    await user.click(screen.getByRole("button", { name: "Send Email" }));

    expect(await screen.findByText("Email sent to Ben Ortiz.")).toBeVisible();
    expect(fake.posted[0]?.body).toMatchObject({ recipientType: "resident", residentId: "ben" });
  });

  it("writes to a group or the board", async () => {
    const user = await renderPage();
    await user.click(screen.getByRole("radio", { name: "A group or the board" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Group" }), "Board Members");
    await user.type(screen.getByRole("textbox", { name: "Subject" }), "Agenda");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Attached below.");
    await user.click(screen.getByRole("button", { name: "Send Email" }));

    expect(await screen.findByText("Email sent to Board Members.")).toBeVisible();
    expect(fake.posted[0]?.body).toMatchObject({
      recipientType: "audience",
      audience: "Board Members",
    });
  });
});

import { expect, test } from "@playwright/test";
import { generateCommunity } from "../../../scripts/demo-community";
import { giveDemoAdminSession } from "./support/auth";

// The seeded community: a resident to raise the ticket (names do not depend on the date).
const community = generateCommunity({ now: new Date() });
const resident = community.residents[3]!;

test.describe("support tickets, as the demo admin", () => {
  test.beforeEach(async ({ page }) => {
    await giveDemoAdminSession(page);
  });

  test("creates a ticket and works it Open → In Progress → Resolved → reopened, with comments", async ({
    page,
  }) => {
    const subject = `Broken mailbox ${Date.now().toString(36)}`;
    await page.goto("/support");
    await page.getByRole("button", { name: "New ticket" }).click();
    const dialog = page.getByRole("dialog", { name: "New ticket" });
    await dialog.getByLabel("Subject").fill(subject);
    await dialog.getByRole("combobox", { name: "From" }).fill(resident.name);
    await page
      .getByRole("option", { name: new RegExp(resident.name) })
      .first()
      .click();
    await dialog.getByLabel("Description").fill("The lock is jammed.");
    await dialog.getByRole("combobox", { name: "Priority" }).selectOption("High");
    await dialog.getByRole("button", { name: "Create ticket" }).click();

    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText(subject);
    await expect(page).toHaveURL(/\/support\/tickets\/[^/]+$/);
    const details = page.getByRole("region", { name: "Details" });
    await expect(details.getByText("Open", { exact: true })).toBeVisible();
    await expect(details.getByText(resident.name)).toBeVisible();

    await page.getByRole("button", { name: "Start work" }).click();
    await expect(details.getByText("In Progress", { exact: true })).toBeVisible();
    const conversation = page.getByRole("region", { name: "Conversation" });
    await expect(conversation.getByText("Status changed from Open to In Progress")).toBeVisible();

    await conversation.getByRole("textbox", { name: "Comment" }).fill("A new lock is ordered.");
    await conversation.getByRole("button", { name: "Add comment" }).click();
    await expect(
      conversation.getByRole("list", { name: "Conversation" }).getByText("A new lock is ordered."),
    ).toBeVisible();
    await expect(conversation.getByRole("textbox", { name: "Comment" })).toHaveValue("");

    await page.getByRole("button", { name: "Resolve" }).click();
    await expect(details.getByText("Resolved", { exact: true }).first()).toBeVisible();
    await expect(
      conversation.getByText("Status changed from In Progress to Resolved"),
    ).toBeVisible();

    await page.getByRole("button", { name: "Reopen" }).click();
    await expect(details.getByText("Open", { exact: true })).toBeVisible();
    await expect(conversation.getByText("Reopened the ticket")).toBeVisible();

    // The list finds it by its subject, with its status and priority.
    await page.goto(`/support?q=${encodeURIComponent(subject)}`);
    const row = page.getByRole("main").getByRole("row", { name: new RegExp(subject) });
    await expect(row.getByText("Open", { exact: true })).toBeVisible();
    await expect(row.getByText("High", { exact: true })).toBeVisible();
  });
});

import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { inbox } from "../../../functions/test/support/maildev";
import { DEMO_ANNOUNCEMENTS } from "../../../scripts/demo-announcements";
import { demoMember, demoOrganization } from "../../../scripts/demo-data";
import { signIn, signInAsDemoAdmin } from "./support/auth";
import { residentEmails } from "./support/firestore";
import { seriousViolationsInEveryThemeAndWidth } from "./support/axe";

const main = (page: Page) => page.getByRole("main");

/** The addresses MailDev received an email with this subject for, lower case and sorted. */
const recipientsOf = async (subject: string) =>
  (await inbox())
    .filter((email) => email.subject === subject)
    .flatMap((email) => email.envelope.to.map((to) => to.address.toLowerCase()))
    .sort();

test.describe("announcements, as the demo admin", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsDemoAdmin(page);
  });

  test("publishing to Property Owners emails exactly the owners in the directory", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const title = `Gate code changes ${randomUUID().slice(0, 6)}`;
    const owners = await residentEmails(demoOrganization.id, {
      field: "relationship",
      value: "Owner",
    });
    expect(owners.length).toBeGreaterThan(10);

    await page.goto("/announcements");
    await main(page).getByRole("button", { name: "New announcement" }).click();
    const dialog = page.getByRole("dialog", { name: "New announcement" });
    await dialog.getByRole("textbox", { name: "Title" }).fill(title);
    await dialog.getByRole("textbox", { name: "Message" }).fill("The new code works from Monday.");
    await dialog.getByRole("combobox", { name: "Audience" }).selectOption("Property Owners");
    await dialog.getByRole("button", { name: "Publish" }).click();
    // The request answers once the task queue has the emails to queue.
    await expect(page.getByText(/^Announcement published/u)).toBeVisible({ timeout: 20_000 });
    await expect(main(page).getByRole("heading", { level: 1, name: title })).toBeVisible();

    // The task queue queues them, and the mail trigger sends each.
    await expect
      .poll(() => recipientsOf(title), { timeout: 120_000, intervals: [1_000] })
      .toEqual(owners);

    // The list shows it published, and its page counts every email delivered.
    await page.reload();
    await expect(main(page).getByText(String(owners.length)).first()).toBeVisible();
    await page.goto("/announcements");
    await main(page).getByRole("searchbox", { name: "Search announcements" }).fill(title);
    const row = main(page).getByRole("row", { name: new RegExp(title, "u") });
    await expect(row).toContainText("Published");
    await expect(row).toContainText(`${owners.length} emailed`);
  });
});

test.describe("announcements, as a member", () => {
  test("the announcements for them, and one opened, have no serious accessibility violations, light and dark, 1280 and 390 px", async ({
    page,
  }) => {
    const first = DEMO_ANNOUNCEMENTS[0]!;
    await signIn(page, demoMember.email, demoMember.password);
    await page.goto("/announcements");
    await expect(main(page).getByRole("heading", { name: "For you" })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: first.title })).toBeVisible();
    expect(await seriousViolationsInEveryThemeAndWidth(page), "list").toEqual([]);

    await main(page)
      .getByRole("link", { name: `Open ${first.title}` })
      .click();
    await expect(main(page).getByRole("heading", { level: 1, name: first.title })).toBeVisible();
    await expect(main(page).getByText("Please store some water the night before.")).toBeVisible();
    expect(await seriousViolationsInEveryThemeAndWidth(page), "page").toEqual([]);
  });
});

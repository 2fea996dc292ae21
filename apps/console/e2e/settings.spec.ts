import { expect, test, type Page } from "@playwright/test";
import { demoOrganization } from "../../../scripts/demo-data";
import { signInAsDemoAdmin } from "./support/auth";
import { chooseTimeZone, createOwnOrganization } from "./support/settings";

const nameField = (page: Page) => page.getByRole("textbox", { name: "Organization name" });

async function saveName(page: Page, name: string) {
  await nameField(page).fill(name);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
}

test.describe("settings, as the demo admin", () => {
  test("renames the organization and the sidebar title follows at once", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsDemoAdmin(page, "/settings");
    const sidebar = page.getByRole("navigation").filter({ hasText: "Settings" }).first();
    const renamed = `${demoOrganization.name} ${Date.now().toString(36)}`;
    try {
      await saveName(page, renamed);
      await expect(page.getByText(renamed).filter({ visible: true }).first()).toBeVisible();
      await expect(sidebar).toBeVisible();
      await page.reload();
      await expect(nameField(page)).toHaveValue(renamed);
    } finally {
      // The demo organization is shared with the other tests: give it its name back.
      await page.goto("/settings");
      await saveName(page, demoOrganization.name);
    }
    await expect(
      page.getByText(demoOrganization.name, { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
  });

  test("asks before unsaved edits are left by a link or by Back, and keeps them on Stay", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsDemoAdmin(page, "/settings");
    // Back inside the console: Activity is opened by its link, then Settings again by Back.
    await page.getByRole("link", { name: "View activity" }).click();
    await expect(page.getByRole("heading", { name: "Activity", level: 1 })).toBeVisible();
    await page.goBack();
    await nameField(page).fill("A name not saved");
    await expect(page.getByText("Unsaved changes")).toBeVisible();

    const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await page.goForward().catch(() => undefined);
    await expect(leave).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/u);
    await leave.getByRole("button", { name: "Stay" }).click();
    await expect(nameField(page)).toHaveValue("A name not saved");

    await page.getByRole("navigation").getByRole("link", { name: "Properties" }).first().click();
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: "Leave" }).click();
    await expect(page).toHaveURL(/\/properties$/u);
    await expect(page.getByRole("heading", { name: "Properties", level: 1 })).toBeVisible();
  });

  test("signs an idle administrator out after the session timeout, warning a minute before", async ({
    page,
  }) => {
    await page.clock.install();
    await signInAsDemoAdmin(page, "/settings");
    // The seeded organization keeps the default timeout, 1 hour.
    await expect(page.getByRole("combobox", { name: "Session timeout" })).toHaveValue("1h");

    await page.clock.fastForward("58:00");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await page.clock.fastForward("01:05");
    const warning = page.getByRole("alertdialog", { name: "You will be signed out in 1 minute" });
    await expect(warning).toBeVisible();
    await warning.getByRole("button", { name: "Stay signed in" }).click();
    await expect(warning).toHaveCount(0);

    await page.clock.fastForward("59:05");
    await expect(warning).toBeVisible();
    await page.clock.fastForward("01:00");
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByText("You have been signed out successfully")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in with email" })).toBeVisible();
  });
});

test("an organization in Arizona finds its zone by typing and keeps it, and billing reads days there", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // An organization of its own: the demo organization's zone is shared with the billing tests.
  await createOwnOrganization(page, "Desert Springs");
  await page.goto("/settings");
  const timeZone = page.getByRole("combobox", { name: "Time zone" });
  await expect(timeZone).toHaveValue("Pacific Time (PT)");
  await chooseTimeZone(page, "Phoenix", "America/Phoenix");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();

  await page.reload();
  await expect(timeZone).toHaveValue("America/Phoenix");
  await page.goto("/billing");
  await expect(page.getByRole("main").getByText(/as of .+ \(America\/Phoenix\)\./u)).toBeVisible();
});

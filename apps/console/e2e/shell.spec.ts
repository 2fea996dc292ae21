import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { demoOrganization } from "../../../scripts/demo-data";
import { signInAsDemoAdmin } from "./support/auth";

test("keeps the chosen theme across a reload, without a flash of the other one", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await signInAsDemoAdmin(page);
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-theme", "light");

  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(html).toHaveAttribute("data-theme", "dark");

  // Record every theme the page shows from its very first moment.
  await page.addInitScript(() => {
    const seen: (string | null)[] = [];
    (window as unknown as { themesSeen: typeof seen }).themesSeen = seen;
    new MutationObserver(() =>
      seen.push(document.documentElement.getAttribute("data-theme")),
    ).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-theme"] });
  });
  await page.reload();
  await expect(page.getByText(demoOrganization.name).first()).toBeAttached();
  await expect(html).toHaveAttribute("data-theme", "dark");
  const themesSeen = await page.evaluate(
    () => (window as unknown as { themesSeen: string[] }).themesSeen,
  );
  expect(themesSeen.length).toBeGreaterThan(0);
  expect(new Set(themesSeen)).toEqual(new Set(["dark"]));
});

test("keeps a toast for its five seconds when the system asks for reduced motion", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signInAsDemoAdmin(page, "/properties");
  await page.getByRole("main").getByRole("button", { name: "Add property" }).click();
  const dialog = page.getByRole("dialog", { name: "Add property" });
  const street = `Quiet Lane ${randomUUID().slice(0, 6)}`;
  await dialog.getByLabel("Address").fill(street);
  await dialog.getByLabel("Unit").fill("1");
  await dialog.getByRole("button", { name: "Add property" }).click();
  const toast = page.getByText(`${street}, 1 was added.`);
  await expect(toast).toBeVisible();
  // Still there two seconds on (it closed at once: its timer is an animation), gone after five.
  await page.waitForTimeout(2_000);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 6_000 });
});

test("shows the 404 page for an unknown path, and goes home from it", async ({ page }) => {
  await signInAsDemoAdmin(page);
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404: Not Found" })).toBeVisible();
  await expect(page.getByText("Oops, we couldn't find that page.")).toBeVisible();
  await expect(page.locator("canvas")).toHaveCount(1);

  await page.getByRole("link", { name: "Go home" }).click();
  await expect(page).toHaveURL("/website");
});

test("shows search results instead of the page while searching", async ({ page }) => {
  await signInAsDemoAdmin(page);
  await page.getByRole("searchbox", { name: "Search" }).fill("  pool  ");
  await expect(page.getByText("Showing search results for: pool")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill("");
  await expect(page.getByText("Showing search results for:")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens the sidebar with the burger, closes it on navigation and with Back", async ({
    page,
  }) => {
    await signInAsDemoAdmin(page);
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect(sidebar).toBeHidden();

    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole("link", { name: "People" }).click();
    await expect(page).toHaveURL("/people");
    await expect(sidebar).toBeHidden();

    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole("button", { name: "Back" }).click();
    await expect(sidebar).toBeHidden();
  });
});

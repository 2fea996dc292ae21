import { expect, test, type Page } from "@playwright/test";
import { generateCommunity } from "../../../scripts/demo-community";
import { demoAdmin, demoMember } from "../../../scripts/demo-data";
import { signIn, signInAsDemoAdmin } from "./support/auth";

// The seeded community: names and roles do not depend on the date it was generated for.
const community = generateCommunity({ now: new Date() });
const adminNames = community.members
  .filter((member) => member.role === "admin")
  .map((member) => member.displayName)
  .sort();

const rows = (page: Page) => page.getByRole("main").getByRole("table").locator("tbody tr");
const firstRowText = async (page: Page) => (await rows(page).first().innerText()).trim();

test.describe("the Members view of People, as the demo admin", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsDemoAdmin(page);
  });

  test("lists the organization's members from the API, with their roles", async ({ page }) => {
    await page.goto("/people");
    await page
      .getByRole("navigation", { name: "People views" })
      .getByRole("link", { name: "Members" })
      .click();
    await expect(page).toHaveURL(/\/people\/members$/);
    await expect(rows(page)).toHaveCount(community.members.length);
    for (const member of community.members) {
      await expect(rows(page).filter({ hasText: member.email })).toHaveCount(1);
    }
  });

  test("keeps its search and filter in the URL through a reload and the Back button", async ({
    page,
  }) => {
    await page.goto("/people/members");
    await expect(rows(page)).toHaveCount(community.members.length);

    const search = page.getByRole("search", { name: "Search members" });
    await search.getByRole("searchbox").fill("MORG");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=MORG/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(demoMember.displayName);

    await page.reload();
    await expect(search.getByRole("searchbox")).toHaveValue("MORG");
    await expect(rows(page)).toHaveCount(1);

    await search.getByRole("searchbox").fill("");
    await search.getByRole("button", { name: "Search" }).click();
    await page.getByRole("combobox", { name: "Role" }).selectOption({ label: "Administrators" });
    await expect(page).toHaveURL(/role=admin/);
    await expect(rows(page)).toHaveCount(adminNames.length);
    for (const name of adminNames)
      await expect(rows(page).filter({ hasText: name })).toHaveCount(1);

    await page.reload();
    await expect(page.getByRole("combobox", { name: "Role" })).toHaveValue("admin");
    await expect(rows(page)).toHaveCount(adminNames.length);
  });

  test("says when a search matches nobody", async ({ page }) => {
    await page.goto("/people/members?q=zzzz-nobody");
    await expect(page.getByText("No members match")).toBeVisible();
  });
});

test.describe("the Activity page, as the demo admin", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsDemoAdmin(page);
  });

  test("is reached from Settings and pages through the audit trail, newest first", async ({
    page,
  }) => {
    await page.goto("/settings");
    await page.getByRole("link", { name: "View activity" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
    await expect(rows(page)).toHaveCount(25);
    const times = await rows(page)
      .locator("time")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("datetime") ?? ""));
    expect(times).toEqual([...times].sort().reverse());

    const firstPage = await firstRowText(page);
    await page
      .getByRole("navigation", { name: "Recent changes pages" })
      .getByRole("button", { name: "Next" })
      .click();
    await expect(page).toHaveURL(/cursor=/);
    await expect.poll(() => firstRowText(page)).not.toBe(firstPage);
    const secondPage = await firstRowText(page);

    await page.reload();
    await expect.poll(() => firstRowText(page)).toBe(secondPage);

    await page.goBack();
    await expect(page).not.toHaveURL(/cursor=/);
    await expect.poll(() => firstRowText(page)).toBe(firstPage);
  });

  test("filters by kind of change and keeps the filter on reload", async ({ page }) => {
    await page.goto("/settings/activity");
    await page.getByRole("combobox", { name: "Kind of change" }).selectOption({ label: "Removed" });
    await expect(page).toHaveURL(/action=delete/);
    await expect(rows(page).first()).toContainText("Removed");
    const removed = await rows(page).count();
    expect(removed).toBeGreaterThan(0);
    for (const text of await rows(page).allInnerTexts()) expect(text).toMatch(/^Removed /);

    await page.reload();
    await expect(page.getByRole("combobox", { name: "Kind of change" })).toHaveValue("delete");
    await expect(rows(page)).toHaveCount(removed);
  });
});

test.describe("as a member who is not an administrator", () => {
  test("sees the members but not the activity, and is told why", async ({ page }) => {
    await signIn(page, demoMember.email, demoMember.password);
    await page.goto("/people/members");
    await expect(rows(page).filter({ hasText: demoAdmin.email })).toHaveCount(1);

    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View activity" })).toHaveCount(0);

    await page.goto("/settings/activity");
    await expect(
      page.getByText("Only an administrator of this organization can do this."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});

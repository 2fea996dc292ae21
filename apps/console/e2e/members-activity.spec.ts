import { expect, test, type Page } from "@playwright/test";
import { generateCommunity } from "../../../scripts/demo-community";
import { demoAdmin, demoMember } from "../../../scripts/demo-data";
import { giveDemoAdminSession, signIn, signInAsDemoAdmin } from "./support/auth";

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
    await giveDemoAdminSession(page);
  });

  test("lists the organization's members from the API, with their roles", async ({ page }) => {
    await page.goto("/people");
    await page
      .getByRole("navigation", { name: "People views" })
      .getByRole("link", { name: "Members" })
      .click();
    await expect(page).toHaveURL(/\/people\/members$/);
    // The seeded members at least: another test may be accepting an invitation meanwhile.
    for (const member of community.members) {
      await expect(rows(page).filter({ hasText: member.email })).toHaveCount(1);
    }
  });

  test("keeps its search and filter in the URL through a reload and the Back button", async ({
    page,
  }) => {
    await page.goto("/people/members");
    await expect(rows(page).filter({ hasText: demoAdmin.email })).toHaveCount(1);

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

    // Away to another view inside the console, then Back: the same filtered list.
    await page
      .getByRole("navigation", { name: "People views" })
      .getByRole("link", { name: "Residents" })
      .click();
    await expect(page).toHaveURL(/\/people$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/people\/members\?role=admin$/);
    await expect(page.getByRole("combobox", { name: "Role" })).toHaveValue("admin");
    await expect(rows(page)).toHaveCount(adminNames.length);
    for (const name of adminNames)
      await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
  });

  test("says when a search matches nobody", async ({ page }) => {
    await page.goto("/people/members?q=zzzz-nobody");
    await expect(page.getByText("No members match")).toBeVisible();
  });
});

test.describe("changing a member's role, as the demo admin", () => {
  // A seeded member nobody signs in as, so no other test depends on their role.
  const rafael = community.members.find((member) => member.email === "rafael.souza@example.net")!;
  const row = (page: Page) => rows(page).filter({ hasText: rafael.email });

  test.beforeEach(async ({ page }) => {
    await signInAsDemoAdmin(page, `/people/members?q=${encodeURIComponent(rafael.email)}`);
    await expect(row(page)).toContainText("Member");
  });

  test("asks first, then shows the new role at once and keeps it", async ({ page }) => {
    await row(page)
      .getByRole("button", { name: /^Make administrator/ })
      .click();
    const dialog = page.getByRole("alertdialog", {
      name: `Make ${rafael.displayName} an administrator?`,
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page)).toContainText("Member");

    await row(page)
      .getByRole("button", { name: /^Make administrator/ })
      .click();
    await dialog.getByRole("button", { name: "Make administrator" }).click();
    await expect(row(page)).toContainText("Administrator");
    await expect(page.getByText(`${rafael.displayName} is now an administrator.`)).toBeVisible();
    await page.reload();
    await expect(row(page)).toContainText("Administrator");

    // And back, so the seeded community stays as it was.
    await row(page)
      .getByRole("button", { name: /^Make member/ })
      .click();
    await page
      .getByRole("alertdialog", { name: `Make ${rafael.displayName} a member?` })
      .getByRole("button", { name: "Make member" })
      .click();
    await expect(row(page)).toContainText("Member");
    await expect(page.getByText(`${rafael.displayName} is now a member.`)).toBeVisible();
  });

  test("puts the role back and says why when the server refuses the change", async ({
    page,
    context,
  }) => {
    // Another tab changes Rafael twice (to administrator and back): this tab's copy is now stale.
    const other = await context.newPage();
    await other.goto(`/people/members?q=${encodeURIComponent(rafael.email)}`);
    for (const [action, confirm] of [
      ["Make administrator", "Make administrator"],
      ["Make member", "Make member"],
    ] as const) {
      await row(other)
        .getByRole("button", { name: new RegExp(`^${action}`) })
        .click();
      // The row changes at once (optimistically): wait for the server's answer, not the row.
      const answered = other.waitForResponse(
        (response) =>
          response.request().method() === "PATCH" && response.url().includes("/members/"),
      );
      await other.getByRole("alertdialog").getByRole("button", { name: confirm }).click();
      expect((await answered).ok()).toBe(true);
      await expect(other.getByRole("alertdialog")).toBeHidden();
      await expect(row(other)).toContainText(
        action === "Make administrator" ? "Administrator" : "Member",
      );
    }
    await other.close();

    // The server takes a moment to answer, so the change can be seen before it is refused.
    await page.route("**/api/orgs/*/members/*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await row(page)
      .getByRole("button", { name: /^Make administrator/ })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Make administrator" }).click();
    await expect(row(page)).toContainText("Administrator");
    await expect(
      page.getByText("Someone else changed this item since you opened it.", { exact: false }),
    ).toBeVisible();
    await expect(row(page)).toContainText("Member");
    await expect(row(page).getByRole("button", { name: /^Make administrator/ })).toBeVisible();
  });

  test("sorts by a column's heading, and the sort stays in the URL", async ({ page }) => {
    // Each row's first cell (the name), in the order shown. Other tests may add members
    // meanwhile, so the order is checked rather than which names are first and last.
    // The invitees other specs add meanwhile ("Pat Lee") are left out: they join while the list
    // is read, so only the members already there show the order.
    const shownNames = async () =>
      (
        await rows(page).evaluateAll((nodes) =>
          nodes.map((node) => node.querySelector("th, td")?.textContent?.trim() ?? ""),
        )
      ).filter((name) => !name.startsWith("Pat Lee"));
    // Two members may share a name (invitees who gave the same one), so equal neighbours are in order.
    const inOrder = (names: string[], direction: 1 | -1) =>
      names.length > 1 &&
      names.every(
        (name, i) => i === 0 || (direction === 1 ? names[i - 1]! <= name : names[i - 1]! >= name),
      );
    await page.goto("/people/members");
    await expect.poll(async () => inOrder(await shownNames(), 1)).toBe(true);
    await expect(rows(page).first()).toContainText(demoAdmin.displayName);

    await page.getByRole("columnheader", { name: "Name" }).getByRole("button").click();
    await expect(page).toHaveURL(/sort=-name/);
    await expect(page.getByRole("columnheader", { name: "Name" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await expect.poll(async () => inOrder(await shownNames(), -1)).toBe(true);
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("-name");

    await page.reload();
    await expect.poll(async () => inOrder(await shownNames(), -1)).toBe(true);
  });
});

test.describe("the Activity page, as the demo admin", () => {
  test.beforeEach(async ({ page }) => {
    await giveDemoAdminSession(page);
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

    // Back on the first page, read again: other tests may have added changes above it since,
    // so the row that led it is on it, not necessarily first.
    await page.goBack();
    await expect(page).not.toHaveURL(/cursor=/);
    await expect
      .poll(async () => (await rows(page).allInnerTexts()).map((text) => text.trim()))
      .toContain(firstPage);
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

    // Told at once, without asking the API for what it would refuse.
    await page.goto("/settings/activity");
    await expect(page.getByText("Only administrators see the activity.")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  });
});

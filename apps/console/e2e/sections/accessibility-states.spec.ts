import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { submitSignIn } from "../support/auth";
import { createUser } from "../support/users";
import { seriousViolationsInEveryThemeAndWidth, viewports } from "../support/axe";
import { openInApp } from "../support/navigation";
import { openPage, signedInAdminPage } from "./accessibility-checks";
import { searchTerm, sectionRoutes } from "./section-routes";

// Each section's route is in accessibility-routes-1.spec.ts and accessibility-routes-2.spec.ts;
// here, the states of forms and dialogs, and the screens outside the app, each in both themes at
// both widths (switched in place, so what is open stays open).
test.describe.configure({ mode: "serial" });

const desktop = viewports[0];

test.describe("signed in as an organization admin: forms and dialogs", () => {
  const signedIn = signedInAdminPage();

  test.beforeEach(async () => {
    await signedIn().setViewportSize({ width: desktop.width, height: desktop.height });
  });

  test("the communications forms stay accessible while showing their errors", async () => {
    const page = signedIn();
    for (const [path, heading, submit] of [
      ["/communications/email", "Compose Email", "Send Email"],
      ["/communications/notify", "Bulk Notification", "Send Now"],
    ] as const) {
      await page.setViewportSize({ width: desktop.width, height: desktop.height });
      await openInApp(page, path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await page.getByRole("button", { name: submit }).click();
      await expect(page.getByText("Message is required")).toBeVisible();

      expect(await seriousViolationsInEveryThemeAndWidth(page), path).toEqual([]);
    }
  });

  test("the create dialogs stay accessible while showing their errors", async () => {
    const page = signedIn();
    // Every create dialog of the sections, four checks each: past one check's usual time.
    test.setTimeout(120_000);
    for (const { path, heading, createForm: form } of sectionRoutes) {
      if (!form) continue;
      await page.setViewportSize({ width: desktop.width, height: desktop.height });
      await openInApp(page, path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await page.getByRole("button", { name: form.opener, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: form.dialog, exact: true });
      await dialog.getByRole("button", { name: form.submit, exact: true }).click();
      await expect(dialog.getByText(form.firstError, { exact: true })).toBeVisible();

      expect(await seriousViolationsInEveryThemeAndWidth(page), form.dialog).toEqual([]);
    }
  });

  test("the import preview stays accessible in either theme and width", async () => {
    const page = signedIn();
    const csv = "name,email,unit\nAxe Tester,axe@example.org,1A\n,not-an-email,1A\n";
    await openInApp(page, "/people/import");
    await page.locator('input[type="file"]').setInputFiles({
      name: "residents.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await expect(page.getByText("Name is required")).toBeVisible();

    expect(await seriousViolationsInEveryThemeAndWidth(page)).toEqual([]);
  });

  test("the navbar search's results stay accessible in either theme and width", async () => {
    const page = signedIn();
    await openInApp(page, "/people");
    await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill(searchTerm);
    await expect(page.getByText(`Showing search results for: ${searchTerm}`)).toBeVisible();
    for (const group of ["Residents", "Properties"]) {
      await expect(
        page.getByRole("main").getByRole("region", { name: group }).getByRole("link").first(),
      ).toBeVisible();
    }

    expect(await seriousViolationsInEveryThemeAndWidth(page)).toEqual([]);
  });

  test("the confirm dialog stays accessible in either theme and width", async () => {
    const page = signedIn();
    await openInApp(page, "/people/members");
    await page
      .getByRole("button", { name: /^Make member/ })
      .first()
      .click();
    await expect(page.getByRole("alertdialog")).toBeVisible();

    expect(await seriousViolationsInEveryThemeAndWidth(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("alertdialog")).toBeHidden();
  });
});

test.describe("outside the app", () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    ({ context, page } = await openPage(browser));
    await page.goto("/sign-in");
  });

  test.afterAll(async () => {
    await context.close();
  });

  test.beforeEach(async () => {
    await page.setViewportSize({ width: desktop.width, height: desktop.height });
  });

  test("the auth screens have no serious or critical violations in either theme or width", async () => {
    for (const [path, heading] of [
      ["/sign-in", "Sign in"],
      ["/create-account", "Create account"],
      ["/reset-password", "Reset password"],
    ] as const) {
      await openInApp(page, path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      expect(await seriousViolationsInEveryThemeAndWidth(page), path).toEqual([]);
    }
  });

  test("the Add your HOA screen has no serious or critical violations in either theme or width", async () => {
    const user = await createUser("axe-add-hoa");
    // A user with no organization stays wherever the gate stopped them, so wait for the screen
    // itself rather than for a new URL.
    await submitSignIn(page, user.email, user.password);
    await expect(page.getByRole("heading", { name: "Add your HOA" })).toBeVisible();

    expect(await seriousViolationsInEveryThemeAndWidth(page)).toEqual([]);
  });

  test("an invitation link's screen has no serious or critical violations in either theme or width", async () => {
    // The screen of a link that names no invitation: the card every state of the link shares,
    // opened by a user with no organization (the link's page opens before the access gate).
    const user = await createUser("axe-invitation");
    // Whoever an earlier test signed in is signed out first (the parameter goes once done).
    await page.goto("/sign-in?signout=1");
    await expect(page).toHaveURL(/\/sign-in$/);
    await submitSignIn(page, user.email, user.password);
    await expect(page.getByRole("heading", { name: "Add your HOA" })).toBeVisible();
    await page.goto(`/invite/${"x".repeat(43)}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "This invitation link is not valid" }),
    ).toBeVisible();

    expect(await seriousViolationsInEveryThemeAndWidth(page)).toEqual([]);
  });
});

/**
 * What the accessibility specs share: a page of its own per group, signed in or not, and the
 * check of every section's route. Each screen is checked in both themes at both widths, switched
 * in place (`seriousViolationsInEveryThemeAndWidth`); the checks are split over several spec
 * files so that both workers share them.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { signInAsDemoAdmin } from "../support/auth";
import { seriousViolationsInEveryThemeAndWidth } from "../support/axe";
import { openInApp } from "../support/navigation";
import { sectionRoutes } from "./section-routes";

/** A context of its own per group, its pictures' host unreachable as in the tests' stack. */
export async function openPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route("https://picsum.photos/**", (route) => route.abort());
  return { context, page };
}

/**
 * In the enclosing `describe`: one page of its own, signed in as the demo admin before its first
 * test and closed after its last. The page is read through the function (it exists once the hook
 * ran).
 */
export function signedInAdminPage(): () => Page {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    ({ context, page } = await openPage(browser));
    await signInAsDemoAdmin(page);
  });

  test.afterAll(async () => {
    await context.close();
  });

  return () => page;
}

/**
 * Section routes `part` of `parts` (and, in the first part, the 404 page) have no serious or
 * critical violations in either theme or width, signed in as the demo admin.
 */
export function checkSectionRoutes(part: number, parts: number): void {
  test.describe.configure({ mode: "serial" });

  test.describe(`signed in as an organization admin, section routes (part ${part} of ${parts})`, () => {
    const signedIn = signedInAdminPage();
    const size = Math.ceil(sectionRoutes.length / parts);

    for (const route of sectionRoutes.slice((part - 1) * size, part * size)) {
      test(`${route.path} has no serious or critical accessibility violations`, async () => {
        const page = signedIn();
        await page.setViewportSize({ width: 1280, height: 800 });
        await openInApp(page, route.path);
        await expect(
          page.getByRole("heading", { level: 1, name: route.heading, exact: true }),
        ).toBeVisible();

        expect(await seriousViolationsInEveryThemeAndWidth(page)).toEqual([]);
      });
    }

    if (part === 1) {
      test("the 404 page has no serious or critical accessibility violations", async () => {
        const page = signedIn();
        await openInApp(page, "/no-such-page");
        await expect(page.getByRole("heading", { name: "404: Not Found" })).toBeVisible();

        expect(await seriousViolationsInEveryThemeAndWidth(page)).toEqual([]);
      });
    }
  });
}

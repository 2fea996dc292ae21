/**
 * What the accessibility specs share: the themes and widths every screen is checked in, and a
 * page of its own per group, signed in or not. The checks are split over
 * several spec files so that both workers share them.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { signInAsDemoAdmin } from "../support/auth";
import { seriousViolations } from "../support/axe";
import { sectionRoutes } from "./section-routes";

export type Theme = (typeof themes)[number];
export type Viewport = (typeof viewports)[number];

export const themes = ["light", "dark"] as const;
export const viewports = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** A context of its own per group: axe opens a helper page in the same context. */
export async function openPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route("https://picsum.photos/**", (route) => route.abort());
  return { context, page };
}

export async function applyThemeAndViewport(
  page: Page,
  theme: Theme,
  viewport: Viewport,
): Promise<void> {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await page.evaluate((value) => localStorage.setItem("theme", value), theme);
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
 * Every section's route and the 404 page have no serious or critical violations, signed in as the
 * demo admin, in `theme` at both widths: one spec file per theme.
 */
export function checkSectionRoutes(theme: Theme): void {
  test.describe.configure({ mode: "serial" });

  test.describe(`signed in as an organization admin, ${theme} theme`, () => {
    const signedIn = signedInAdminPage();

    for (const viewport of viewports) {
      test.describe(`${theme} theme, ${viewport.name}`, () => {
        test.beforeAll(async () => {
          await applyThemeAndViewport(signedIn(), theme, viewport);
        });

        for (const route of sectionRoutes) {
          test(`${route.path} has no serious or critical accessibility violations`, async () => {
            const page = signedIn();
            await page.goto(route.path);
            await expect(
              page.getByRole("heading", { level: 1, name: route.heading, exact: true }),
            ).toBeVisible();
            await expect(page.locator("html")).toHaveAttribute("data-theme", theme);

            expect(await seriousViolations(page)).toEqual([]);
          });
        }

        test("the 404 page has no serious or critical accessibility violations", async () => {
          const page = signedIn();
          await page.goto("/no-such-page");
          await expect(page.getByRole("heading", { name: "404: Not Found" })).toBeVisible();

          expect(await seriousViolations(page)).toEqual([]);
        });
      });
    }
  });
}

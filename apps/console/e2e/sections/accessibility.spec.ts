import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { signInAsDemoAdmin } from "../support/auth";
import { sectionRoutes } from "./section-routes";

test.describe.configure({ mode: "serial" });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  // A page of its own context: axe opens a helper page in the same context.
  context = await browser.newContext();
  page = await context.newPage();
  await page.route("https://picsum.photos/**", (route) => route.abort());
  await signInAsDemoAdmin(page);
});

test.afterAll(async () => {
  await context.close();
});

async function seriousViolations(): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeAll(async () => {
      await page.evaluate((value) => localStorage.setItem("theme", value), theme);
    });

    for (const route of sectionRoutes) {
      test(`${route.path} has no serious or critical accessibility violations`, async () => {
        await page.goto(route.path);
        await expect(
          page.getByRole("heading", { level: 1, name: route.heading, exact: true }),
        ).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);

        expect(await seriousViolations()).toEqual([]);
      });
    }
  });
}

test("the communications forms stay accessible while showing their errors", async () => {
  for (const [path, heading, submit] of [
    ["/communications/email", "Compose Email", "Send Email"],
    ["/communications/notify", "Bulk Notification", "Send Now"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.getByRole("button", { name: submit }).click();
    await expect(page.getByText("Message is required")).toBeVisible();

    expect(await seriousViolations()).toEqual([]);
  }
});

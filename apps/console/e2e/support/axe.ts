import axe from "axe-core";
import { expect, type Page } from "@playwright/test";

type AxeWindow = { axe?: typeof axe };

/**
 * Every accessibility violation axe finds in what the page shows, each with the elements it names
 * (a failing check says where to look).
 *
 * axe-core runs in the page: it is injected once per page load (a later check of the same page
 * reuses it) and collects violations only, not the passing nodes. That is what the console needs
 * (it has no frames to merge) in about half the time of a full run with its helper page (0.7 s
 * instead of 3.2 s for a page of 25 residents on two cores). With `rules`, only those run.
 */
export async function violations(page: Page, rules?: readonly string[]): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe === "object"))) {
    await page.evaluate(axe.source);
  }
  const results = await page.evaluate(
    (only) =>
      (window as AxeWindow).axe!.run(document, {
        resultTypes: ["violations"],
        ...(only ? { runOnly: { type: "rule", values: only } } : {}),
      }),
    rules ? [...rules] : null,
  );
  return results.violations;
}

const described = (violation: axe.Result) =>
  `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
    .map((node) => `${node.target.join(" ")} (${node.failureSummary ?? ""})`)
    .join(", ")}`;

/** Every violation, described: for what must have none at all (an email's HTML). */
export async function allViolations(page: Page): Promise<string[]> {
  return (await violations(page)).map(described);
}

/** The serious and critical violations (of `rules` only, when given), described. */
export async function seriousViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  return (await violations(page, rules))
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(described);
}

export type Theme = (typeof themes)[number];
export type Viewport = (typeof viewports)[number];

/** The themes and widths every screen is checked in. */
export const themes = ["light", "dark"] as const;
export const viewports = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

/**
 * Shows the page in `theme` the way a visitor's system does: the console follows the system's
 * colour scheme live, so the page switches without a reload. Motion is reduced, so no colour is
 * caught halfway through a transition.
 */
export async function showTheme(page: Page, theme: Theme): Promise<void> {
  const html = page.locator("html");
  if ((await html.getAttribute("data-theme")) !== theme) {
    // A change of the system's scheme is what the console follows (a saved choice may differ
    // from the scheme emulated now): from the other scheme to this one is always a change.
    await page.emulateMedia({
      colorScheme: theme === "dark" ? "light" : "dark",
      reducedMotion: "reduce",
    });
  }
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
  await expect(html).toHaveAttribute("data-theme", theme);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * The rules whose outcome depends on colours: all that can change between the themes, which
 * differ only in their colour tokens.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"] as const;

/**
 * The serious and critical violations of what the page shows now, in each theme at each width,
 * switched in place (no reload: what the test opened, a dialog or a form's errors, stays open).
 * At each width every rule runs in the first theme and the colour rules in the second. Each is
 * prefixed with the theme and width it shows in. The page is left at the last width and theme
 * (phone, dark).
 */
export async function seriousViolationsInEveryThemeAndWidth(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const [index, theme] of themes.entries()) {
      await showTheme(page, theme);
      const rules = index === 0 ? undefined : COLOUR_RULES;
      for (const violation of await seriousViolations(page, rules)) {
        found.push(`${theme}, ${viewport.name}: ${violation}`);
      }
    }
  }
  return found;
}

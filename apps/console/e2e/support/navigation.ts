import type { Page } from "@playwright/test";

/**
 * Opens `path` in the console already loaded in `page` as its links do: the router follows the
 * browser's history, and the app, its session and the scripts a check injected stay loaded. A
 * spec that walks many routes in one page spends its time on the routes, not on loading the same
 * app again for each (about a second of the browser's time per load).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state = history.state as { idx?: number } | null;
    history.pushState({ usr: null, key: `e2e-${Date.now()}`, idx: (state?.idx ?? 0) + 1 }, "", to);
    dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
  }, path);
}

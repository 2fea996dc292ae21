import type { Page } from "@playwright/test";

/**
 * Answers Leave to the browser's question before a page with unsaved edits is unloaded (a form
 * page asks while it holds edits): for a spec that leaves a form it filled without sending it,
 * by `goto` or `reload`. Any other browser dialog is dismissed, as Playwright does by default.
 */
export function leaveEditedFormsWhenAsked(page: Page): void {
  page.on("dialog", (dialog) => {
    void (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss());
  });
}

import { expect, test } from "@playwright/test";
import { signInAsDemoAdmin } from "./support/auth";
import { seriousViolationsInEveryThemeAndWidth } from "./support/axe";

// The dialogs of Support and Settings, over their pages, in both themes and on both screens.
test("New ticket and the session timeout warning have no serious or critical accessibility violations", async ({
  page,
}) => {
  await page.clock.install();
  await signInAsDemoAdmin(page, "/support");
  await page.getByRole("button", { name: "New ticket" }).click();
  await expect(page.getByRole("dialog", { name: "New ticket" })).toBeVisible();
  expect(await seriousViolationsInEveryThemeAndWidth(page), "New ticket").toEqual([]);
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await page.clock.fastForward("59:05");
  await expect(
    page.getByRole("alertdialog", { name: "You will be signed out in 1 minute" }),
  ).toBeVisible();
  expect(await seriousViolationsInEveryThemeAndWidth(page), "timeout warning").toEqual([]);
});

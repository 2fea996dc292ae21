import { expect, test, type Page } from "@playwright/test";
import { resetServerTime, setServerTime } from "../support/server-clock";
import { chooseTimeZone } from "../support/settings";
import { TEST_PASSWORD, uniqueEmail } from "../support/users";

const main = (page: Page) => page.getByRole("main");

/**
 * The next instant, at least an hour away, at 06:30 UTC on the 1st of a month: the evening of
 * the month's last day in Pacific Time, and already the 1st in Eastern Time.
 */
function evenOfMonthEnd(): { instant: Date; lastDay: Date } {
  const now = new Date();
  let instant = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 6, 30));
  if (instant.getTime() - now.getTime() < 3_600_000) {
    instant = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1, 6, 30));
  }
  return { instant, lastDay: new Date(instant.getTime() - 86_400_000) };
}

const shortDate = (date: Date) =>
  new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(date);

test.afterEach(async () => {
  await resetServerTime();
});

test("changing the time zone moves the due date: the last evening of a month in PT is already the 1st in ET", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // An organization of its own, so no other test's data sees the moved clock.
  await page.goto("/create-account");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("treasurer"));
  await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel("Name", { exact: true }).fill("Pat Lee");
  await page.getByLabel("Verify password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByLabel("Organization Name").fill(`Month End ${Date.now()}`);
  await page.getByRole("button", { name: "Create Organization" }).click();
  await expect(page.getByText("Organization created successfully!")).toBeVisible();

  await page.goto("/billing");
  const form = main(page).getByRole("form", { name: "Dues and fees" });
  await form
    .getByRole("combobox", { name: "Due day" })
    .selectOption({ label: "Last day of month" });
  await form.getByRole("button", { name: "Save billing settings" }).click();
  await expect(page.getByText("Billing settings saved.")).toBeVisible();

  const { instant, lastDay } = evenOfMonthEnd();
  const nextMonthEnd = new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth() + 1, 0));
  await setServerTime(instant);

  await page.goto("/billing");
  await expect(
    main(page).getByText(`Next due date: ${shortDate(lastDay)} (Pacific Time (PT)).`),
  ).toBeVisible();

  await page.goto("/settings");
  await chooseTimeZone(page, "Eastern", "Eastern Time (ET)");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();

  await page.goto("/billing");
  await expect(
    main(page).getByText(`Next due date: ${shortDate(nextMonthEnd)} (Eastern Time (ET)).`),
  ).toBeVisible();
});

import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { emailsTo } from "../../../functions/test/support/maildev";
import { demoAdmin } from "../../../scripts/demo-data";
import { giveDemoAdminSession } from "./support/auth";
import { chooseTimeZone } from "./support/settings";

const main = (page: Page) => page.getByRole("main");

/** A local date `days` before today, as the date field takes it. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A new property of its own (no ledger yet), and its billing page open. */
async function newPropertyBilling(page: Page): Promise<{ street: string; label: string }> {
  const street = `Ledger Lane ${randomUUID().slice(0, 6)}`;
  await page.goto("/properties");
  await main(page).getByRole("button", { name: "Add property" }).click();
  const dialog = page.getByRole("dialog", { name: "Add property" });
  await dialog.getByLabel("Address").fill(street);
  await dialog.getByLabel("Unit").fill("1");
  await dialog.getByRole("button", { name: "Add property" }).click();
  await expect(dialog).toBeHidden();
  await page.goto("/billing");
  await main(page)
    .getByRole("searchbox", { name: /Find a property/u })
    .fill(street);
  const balances = main(page).getByRole("table", { name: "Balances" });
  await balances.getByRole("link", { name: `${street}, 1` }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: `${street}, 1` })).toBeVisible();
  return { street, label: `${street}, 1` };
}

const stat = (page: Page, label: string) =>
  main(page).locator(".ui-stat").filter({ hasText: label }).locator(".ui-stat__value");

test.describe("billing, as the demo admin", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await giveDemoAdminSession(page);
  });

  test("a payment changes the balance, the aging and the statement", async ({ page }) => {
    const { street, label } = await newPropertyBilling(page);
    await expect(main(page).getByText("No entries yet")).toBeVisible();

    // A charge due two days ago: current, and within the grace days (no late fee meanwhile:
    // the stack's scheduler runs every minute).
    await main(page).getByRole("button", { name: "Add charge" }).click();
    const charge = page.getByRole("dialog", { name: "Add charge" });
    await charge.getByRole("textbox", { name: "Amount" }).fill("150.00");
    await charge.getByLabel("Due date").fill(daysAgo(2));
    await charge.getByLabel("Memo").fill("Gate repair");
    await charge.getByRole("button", { name: "Add charge" }).click();
    await expect(page.getByText("Charge of $150.00 added.")).toBeVisible();
    await expect(stat(page, "Balance")).toHaveText("$150.00");

    await page.goto("/billing");
    const find = main(page).getByRole("searchbox", { name: /Find a property/u });
    await find.fill(street);
    const agingRow = main(page)
      .getByRole("table", { name: "Aging" })
      .getByRole("row")
      .filter({ hasText: street });
    await expect(agingRow).toContainText("$150.00");

    await agingRow.getByRole("link", { name: label }).click();
    await main(page).getByRole("button", { name: "Record payment" }).click();
    const payment = page.getByRole("dialog", { name: "Record payment" });
    await expect(
      payment.getByText(
        "Online card payments are not available; record card payments taken elsewhere.",
      ),
    ).toBeVisible();
    await payment.getByRole("textbox", { name: "Amount" }).fill("100");
    await payment.getByLabel("Method").selectOption("check");
    await payment.getByRole("textbox", { name: /Reference/u }).fill("#2041");
    await payment.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByText("Payment of $100.00 recorded.")).toBeVisible();
    await expect(stat(page, "Balance")).toHaveText("$50.00");
    const ledger = main(page).getByRole("table", { name: "Ledger" });
    await expect(ledger.getByRole("row").nth(1)).toContainText("-$100.00");
    await expect(ledger.getByRole("row").nth(1)).toContainText("#2041");
    // The administrators are emailed (the demo's Payments notifications are on).
    await expect
      .poll(async () => (await emailsTo(demoAdmin.email)).map((email) => email.subject))
      .toContain(`Payment of $100.00 recorded for ${label}`);

    await main(page).getByRole("link", { name: "Statement" }).click();
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(`Statement: ${label}`);
    await expect(main(page).getByText("$50.00").first()).toBeVisible();
    await expect(main(page).getByRole("table", { name: "Account activity" })).toContainText(
      "Gate repair",
    );

    await page.goto("/billing");
    await find.fill(street);
    await expect(agingRow).toContainText("$50.00");
    await expect(agingRow).not.toContainText("$150.00");
  });

  test("a reversal puts the balance back, and the reversed entry says so", async ({ page }) => {
    await newPropertyBilling(page);
    await main(page).getByRole("button", { name: "Add credit" }).click();
    const credit = page.getByRole("dialog", { name: "Add credit" });
    await credit.getByRole("textbox", { name: "Amount" }).fill("20");
    await credit.getByRole("button", { name: "Add credit" }).click();
    await expect(stat(page, "Balance")).toHaveText("$20.00 credit");
    await main(page)
      .getByRole("button", { name: /^Reverse Credit/u })
      .click();
    await page
      .getByRole("alertdialog", { name: "Reverse Credit?" })
      .getByRole("button", { name: "Reverse entry" })
      .click();
    await expect(page.getByText("Entry reversed.")).toBeVisible();
    await expect(stat(page, "Balance")).toHaveText("$0.00");
    await expect(main(page).getByRole("table", { name: "Ledger" })).toContainText("Reversed");
  });

  test("the billing settings follow the organization's time zone", async ({ page }) => {
    const saveZone = async (search: string, label: string) => {
      await page.goto("/settings");
      await chooseTimeZone(page, search, label);
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText("Settings saved.")).toBeVisible();
    };
    try {
      await saveZone("Eastern", "Eastern Time (ET)");
      await page.goto("/billing");
      await expect(
        main(page).getByText(/Next due date: .+ \(Eastern Time \(ET\)\)\./u),
      ).toBeVisible();
      await expect(main(page).getByText(/as of .+ \(Eastern Time \(ET\)\)\./u)).toBeVisible();
    } finally {
      await saveZone("Pacific", "Pacific Time (PT)");
    }
    await page.goto("/billing");
    await expect(
      main(page).getByText(/Next due date: .+ \(Pacific Time \(PT\)\)\./u),
    ).toBeVisible();
  });
});

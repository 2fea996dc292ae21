import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { giveDemoAdminSession } from "./support/auth";

const main = (page: Page) => page.getByRole("main");
const rows = (page: Page) => main(page).locator("tbody tr");
const stat = (page: Page, label: string) =>
  main(page).locator(".ui-stat").filter({ hasText: label }).locator(".ui-stat__value");

test.describe("archiving a property, as the demo admin", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await giveDemoAdminSession(page);
  });

  test("a property with billing history is archived instead of deleted, keeps its balance and takes its final payment", async ({
    page,
  }) => {
    const street = `Archive Way ${randomUUID().slice(0, 6)}`;
    const label = `${street}, 1`;
    await page.goto("/properties");
    await main(page).getByRole("button", { name: "Add property" }).click();
    const add = page.getByRole("dialog", { name: "Add property" });
    await add.getByLabel("Address").fill(street);
    await add.getByLabel("Unit").fill("1");
    await add.getByRole("button", { name: "Add property" }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: street })).toBeVisible();
    const propertyUrl = page.url();

    // Billing history: one charge.
    await main(page).getByRole("link", { name: "Ledger and balance" }).click();
    await main(page).getByRole("button", { name: "Add charge" }).click();
    const charge = page.getByRole("dialog", { name: "Add charge" });
    await charge.getByRole("textbox", { name: "Amount" }).fill("80.00");
    await charge.getByRole("button", { name: "Add charge" }).click();
    await expect(page.getByText("Charge of $80.00 added.")).toBeVisible();

    // Deleting it is not offered: archiving is.
    await page.goto(propertyUrl);
    await main(page).getByRole("button", { name: "Delete" }).click();
    const refusal = page.getByRole("dialog", { name: `${label} cannot be deleted` });
    await expect(refusal).toContainText("It has billing history (1 ledger entry)");
    await refusal.getByRole("button", { name: "Archive property" }).click();
    await expect(page.getByText(`${label} was archived.`)).toBeVisible();
    await expect(main(page).getByText(/^Archived on /u)).toBeVisible();

    // Its account takes the final payment, and no new charge.
    await main(page).getByRole("link", { name: "Ledger and balance" }).click();
    await expect(main(page).getByText(/This property is archived/u)).toBeVisible();
    await expect(main(page).getByRole("button", { name: "Add charge" })).toHaveCount(0);
    await expect(stat(page, "Balance")).toHaveText("$80.00");
    await main(page).getByRole("button", { name: "Record payment" }).click();
    const payment = page.getByRole("dialog", { name: "Record payment" });
    await payment.getByRole("textbox", { name: "Amount" }).fill("80.00");
    await payment.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByText("Payment of $80.00 recorded.")).toBeVisible();
    await expect(stat(page, "Balance")).toHaveText("$0.00");

    // Still in the billing report and in the list of properties, marked Archived.
    await page.goto("/billing");
    await main(page)
      .getByRole("searchbox", { name: /Find a property/u })
      .fill(street);
    await main(page).getByRole("combobox", { name: "Show" }).selectOption("archived");
    const balances = main(page).getByRole("table", { name: "Balances" });
    await expect(balances.locator("tbody tr")).toHaveCount(1);
    await expect(balances.locator("tbody tr").first()).toContainText("Archived");
    await page.goto(`/properties?status=Archived&q=${encodeURIComponent(street)}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Archived");

    // Restored, it is Vacant again.
    await rows(page).first().getByRole("link").click();
    await main(page).getByRole("button", { name: "Restore" }).click();
    await page
      .getByRole("alertdialog", { name: `Restore ${label}?` })
      .getByRole("button", { name: "Restore property" })
      .click();
    await expect(page.getByText(`${label} was restored.`)).toBeVisible();
    await expect(main(page).getByText("Vacant", { exact: true }).first()).toBeVisible();
  });
});

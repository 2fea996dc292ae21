import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { waitForEmailsTo } from "../../../functions/test/support/maildev";
import { demoOrganization } from "../../../scripts/demo-data";
import { giveDemoAdminSession } from "./support/auth";
import { leaveEditedFormsWhenAsked } from "./support/unsaved";
import { adminFirestore } from "./support/firestore";
import { seriousViolationsInEveryThemeAndWidth } from "./support/axe";

const main = (page: Page) => page.getByRole("main");

/** A resident of the demo directory with an email address, who receives non-urgent email. */
async function aResidentWithEmail(): Promise<{ name: string; email: string }> {
  const residents = await adminFirestore()
    .collection(`orgs/${demoOrganization.id}/residents`)
    .orderBy("name")
    .limit(50)
    .get();
  const found = residents.docs
    .map((doc) => ({
      name: String(doc.get("name") ?? ""),
      email: String(doc.get("email") ?? "").trim(),
      optedOut: doc.get("emailOptOut") === true,
    }))
    .find((resident) => resident.email.includes("@") && !resident.optedOut);
  if (!found) throw new Error("The demo directory has no resident with an email address");
  return { name: found.name, email: found.email };
}

test.describe("communications, as the demo admin", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await giveDemoAdminSession(page);
  });

  test("an email composed to one resident of the directory reaches them, and its delivery shows", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const recipient = await aResidentWithEmail();
    const subject = `Parking permit ${randomUUID().slice(0, 6)}`;

    await page.goto("/communications/email");
    await main(page).getByRole("radio", { name: "A resident" }).check();
    await main(page).getByRole("combobox", { name: "Resident" }).fill(recipient.name);
    await page
      .getByRole("option", { name: new RegExp(recipient.name, "u") })
      .first()
      .click();
    await main(page).getByRole("textbox", { name: "Subject" }).fill(subject);
    await main(page).getByRole("textbox", { name: "Message" }).fill("Your permit is ready.");
    await main(page).getByRole("button", { name: "Send Email" }).click();

    await expect(page.getByText(`Email sent to ${recipient.name}.`)).toBeVisible({
      timeout: 20_000,
    });
    await expect(main(page).getByRole("heading", { level: 1, name: subject })).toBeVisible();

    const received = await waitForEmailsTo(recipient.email.toLowerCase(), 1, 30_000, subject);
    expect(received).toHaveLength(1);
    expect(received[0]?.text).toContain("Your permit is ready.");

    // The record shows its one recipient delivered, and the history lists it.
    await expect
      .poll(
        async () => {
          await page.reload();
          return main(page)
            .getByRole("table", { name: "Recipients" })
            .getByRole("row", { name: new RegExp(recipient.email, "iu") })
            .textContent();
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toContain("Delivered");
    await main(page).getByRole("link", { name: "← Sent messages" }).click();
    await main(page).getByRole("searchbox", { name: "Search sent messages" }).fill(subject);
    const row = main(page).getByRole("row", { name: new RegExp(subject, "u") });
    await expect(row).toContainText(recipient.name);
    await expect(row).toContainText("1 emailed · 1 delivered");
  });

  test("a sent message's page and the notification form with its provider notes stay accessible, light and dark, 1280 and 390 px", async ({
    page,
  }) => {
    // The refused notification below is left with its edits for the email form.
    leaveEditedFormsWhenAsked(page);
    await page.goto("/communications/email");
    await main(page).getByRole("textbox", { name: "To" }).fill("axe@example.test");
    await main(page).getByRole("textbox", { name: "Subject" }).fill("Accessibility check");
    await main(page).getByRole("textbox", { name: "Message" }).fill("Checked.");
    await main(page).getByRole("button", { name: "Send Email" }).click();
    await expect(
      main(page).getByRole("heading", { level: 1, name: "Accessibility check" }),
    ).toBeVisible({ timeout: 20_000 });
    // Its one email is queued after the answer; the page reads its recipients again meanwhile.
    await expect(main(page).getByRole("table", { name: "Recipients" })).toBeVisible({
      timeout: 20_000,
    });
    expect(await seriousViolationsInEveryThemeAndWidth(page), "record").toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/communications/notify");
    await main(page).getByRole("checkbox", { name: "SMS" }).check();
    await main(page).getByRole("checkbox", { name: "Push" }).check();
    await main(page).getByRole("button", { name: "Send Now" }).click();
    await expect(main(page).getByText("Title is required")).toBeVisible();
    expect(await seriousViolationsInEveryThemeAndWidth(page), "notify").toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/communications/email");
    await main(page).getByRole("radio", { name: "A resident" }).check();
    expect(await seriousViolationsInEveryThemeAndWidth(page), "compose").toEqual([]);
  });
});

import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { waitForEmailsTo } from "../../../functions/test/support/maildev";
import { demoResident } from "../../../scripts/demo-data";
import { asDemoAdmin } from "./support/api";
import { signInAsDemoAdmin, submitSignIn } from "./support/auth";
import { TEST_PASSWORD, uniqueEmail } from "./support/users";

type Created = { data: { id: string } };

/** A date `days` from today (before it when negative), as the API takes it. */
const dateIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A household of its own: a new property with a charge and a credit in its ledger (balance
 * $174.50), its resident with an address no other test uses, an upcoming event, and the id of
 * another household's property. Made through the API as the demo admin.
 */
async function newHousehold() {
  const suffix = randomUUID().slice(0, 6);
  const street = `Portal Path ${suffix}`;
  const email = uniqueEmail("portal-resident");
  const name = `Robin Portal ${suffix}`;
  const eventTitle = `Garden social ${suffix}`;
  const [property, event, others] = await Promise.all([
    asDemoAdmin<Created>("/properties", {
      method: "POST",
      json: { address: street, unit: "1", type: "Townhouse" },
    }),
    asDemoAdmin<Created>("/events", {
      method: "POST",
      json: {
        title: eventTitle,
        type: "Social Gathering",
        location: "Clubhouse lawn",
        date: dateIn(10),
        time: "18:00",
      },
    }),
    asDemoAdmin<{ data: { items: { id: string }[] } }>("/properties?limit=1"),
  ]);
  const propertyId = property.data.id;
  // Dated yesterday: within the grace days, so the scheduler adds no late fee meanwhile.
  const adjust = (kind: "charge" | "credit", amount: string, memo: string) =>
    asDemoAdmin(`/billing/properties/${propertyId}/adjustments`, {
      method: "POST",
      json: { kind, amount, date: dateIn(-1), memo },
    });
  await adjust("charge", "250.00", "Pool season fee");
  await adjust("credit", "75.50", "Clean-up day credit");
  const resident = await asDemoAdmin<Created>("/residents", {
    method: "POST",
    json: { name, email, propertyId, relationship: "Owner" },
  });
  const otherPropertyId = others.data.items[0]!.id;
  expect(otherPropertyId).not.toBe(propertyId);
  return {
    address: `${street}, 1`,
    propertyId,
    residentId: resident.data.id,
    email,
    name,
    eventTitle,
    eventId: event.data.id,
    otherPropertyId,
  };
}

/** The `/invite/{token}` path of the invitation email sent to `email`, read from MailDev. */
async function invitationPathFor(email: string): Promise<string> {
  const [mail] = await waitForEmailsTo(email);
  expect(mail, `an invitation email to ${email}`).toBeDefined();
  const link = /https?:\/\/\S+\/invite\/[A-Za-z0-9_-]{43}/u.exec(mail!.text)?.[0];
  expect(link, "the invitation link in the email's text").toBeDefined();
  return new URL(link!).pathname;
}

/** One of the portal's bottom tabs on a phone. */
const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Tabs" }).getByRole("link", { name, exact: true });

const main = (page: Page) => page.getByRole("main");

test.describe("the resident portal", () => {
  test("an invited resident signs up on a phone, sees their balance, replies to an event, opens a ticket, and cannot open another household's statement", async ({
    browser,
    page: adminPage,
  }) => {
    const household = await newHousehold();
    // The administrator invites them from their page in the console.
    await signInAsDemoAdmin(adminPage, `/people/residents/${household.residentId}`);
    const access = adminPage.getByRole("region", { name: "Portal access" });
    await access.getByRole("button", { name: "Invite to the portal" }).click();
    await expect(
      adminPage.getByText(`${household.name} was invited at ${household.email}.`),
    ).toBeVisible();
    await expect(access.getByRole("button", { name: "Resend invitation" })).toBeVisible();
    const path = await invitationPathFor(household.email);

    // The emailed link, opened on a phone by someone signed out: create an account, accept.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page).toHaveURL(`/sign-in?${new URLSearchParams({ redirect: path })}`);
    await page.getByRole("link", { name: "Don't have account?" }).click();
    await page.getByLabel("Email", { exact: true }).fill(household.email);
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel("Name", { exact: true }).fill("Pat Lee");
    await page.getByLabel("Verify password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(path);
    await page.getByRole("button", { name: "Accept invitation" }).click();

    // The portal's home: their household and its balance.
    await expect(page).toHaveURL("/portal");
    const residents = main(page).getByRole("list", { name: `Residents of ${household.address}` });
    await expect(residents.getByText(household.name)).toBeVisible();

    // Account: the balance shown is the API's, and the ledger has both entries.
    await tab(page, "Account").click();
    await expect(main(page).getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    const { data: account } = await asDemoAdmin<{ data: { balanceCents: number } }>(
      `/billing/properties/${household.propertyId}`,
    );
    expect(account.balanceCents).toBe(17_450);
    const balance = main(page).locator(".ui-stat").filter({ hasText: "Balance" });
    await expect(balance.locator(".ui-stat__value")).toHaveText("$174.50");
    await expect(main(page).getByText("Pool season fee")).toBeVisible();
    await expect(main(page).getByText("Clean-up day credit")).toBeVisible();

    // Events: the upcoming one, and a reply to it.
    await tab(page, "Events").click();
    await main(page).getByRole("link", { name: household.eventTitle }).first().click();
    await expect(page).toHaveURL(`/portal/events/${household.eventId}`);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(household.eventTitle);
    await main(page).getByRole("button", { name: "Going", exact: true }).click();
    await expect(main(page).getByText(/^You replied: Going/u)).toBeVisible();

    // Support: a new ticket, then it among their tickets.
    const subject = `Gate code ${randomUUID().slice(0, 6)}`;
    await tab(page, "More").click();
    await main(page).getByRole("link", { name: "Support" }).click();
    await main(page).getByRole("button", { name: "New ticket" }).click();
    const dialog = page.getByRole("dialog", { name: "New ticket" });
    await dialog.getByLabel("Subject").fill(subject);
    await dialog.getByLabel("Description").fill("The side gate's code stopped working.");
    await dialog.getByRole("button", { name: "Create ticket" }).click();
    await expect(main(page).getByRole("heading", { level: 1 })).toContainText(subject);
    await expect(page).toHaveURL(/\/portal\/support\/tickets\/[^/]+$/u);
    await page.goBack();
    await expect(main(page).getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
    await expect(main(page).getByText(subject)).toBeVisible();

    // Another household's statement, by its address: the API answers 404, the page says so.
    const answer = page.waitForResponse((response) =>
      response.url().includes(`/billing/properties/${household.otherPropertyId}`),
    );
    await page.goto(`/portal/account/${household.otherPropertyId}/statement`);
    expect((await answer).status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404: Not Found" })).toBeVisible();
    await context.close();
  });

  test("the demo resident signs in to their household's home: their property and its balance", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await submitSignIn(page, demoResident.email, demoResident.password);
    await expect(page).toHaveURL("/portal");
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(/^Welcome, /u);
    await expect(main(page).getByRole("heading", { name: "My household" })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Balance" })).toBeVisible();
    await expect(
      main(page)
        .getByText(/^-?\$[\d,]+\.\d{2}$/u)
        .first(),
    ).toBeVisible();
    await expect(tab(page, "Home")).toHaveAttribute("aria-current", "page");
    await context.close();
  });
});

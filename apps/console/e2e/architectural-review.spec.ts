import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { inbox } from "../../../functions/test/support/maildev";
import { testPhoto } from "../../../functions/test/support/photos";
import { demoOtherMembers } from "../../../scripts/demo-community";
import { PROJECT_ID, demoMember, demoOrganization, demoResident } from "../../../scripts/demo-data";
import { idTokenOf } from "./support/api";
import { signIn, signInAsDemoAdmin, submitSignIn } from "./support/auth";
import { seriousViolationsInEveryThemeAndWidth } from "./support/axe";
import { consoleUrl } from "./support/browser";
import { adminFirestore } from "./support/firestore";
import { TEST_PASSWORD } from "./support/users";

const main = (page: Page) => page.getByRole("main");

/** The demo resident's property: the request is theirs. */
const PROPERTY_ID = "property-0001";

/** The other two members of the demo committee (Hannah Schmidt, Rafael Souza) with a password. */
async function otherReviewers(): Promise<string[]> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= "127.0.0.1:9099";
  const auth = getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
  return Promise.all(
    demoOtherMembers.map(async (member) => {
      await auth.updateUser(member.uid, { password: TEST_PASSWORD });
      return idTokenOf(member.email, TEST_PASSWORD);
    }),
  );
}

/** The addresses an email with `subject` went to, lower case. */
const recipientsOf = async (subject: string) =>
  (await inbox())
    .filter((email) => email.subject === subject)
    .flatMap((email) => email.envelope.to.map((to) => to.address.toLowerCase()));

test("a homeowner asks for a change with a photo on a phone; three reviewers vote; the letter arrives and the change joins the property's record", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const marker = randomUUID().slice(0, 6);
  const title = `Pergola over the back patio ${marker}`;
  const firestore = adminFirestore();
  const property = await firestore
    .doc(`orgs/${demoOrganization.id}/properties/${PROPERTY_ID}`)
    .get();
  const unit = String(property.get("unit") ?? "");
  const label = `${String(property.get("address"))}${unit ? `, ${unit}` : ""}`;
  const owners = (
    await firestore
      .collection(`orgs/${demoOrganization.id}/residents`)
      .where("propertyId", "==", PROPERTY_ID)
      .where("relationship", "==", "Owner")
      .get()
  ).docs
    .map((doc) => String(doc.get("email") ?? "").toLowerCase())
    .filter((email) => email.includes("@"));
  expect(owners.length).toBeGreaterThan(0);

  // The homeowner, on a phone: the portal's Home changes, a new request with a photo.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const resident = await phone.newPage();
  await submitSignIn(resident, demoResident.email, demoResident.password);
  await expect(resident).toHaveURL("/portal");
  await resident
    .getByRole("navigation", { name: "Tabs" })
    .getByRole("link", { name: "More", exact: true })
    .click();
  await main(resident).getByRole("link", { name: "Home changes" }).click();
  await expect(main(resident).getByRole("heading", { level: 1 })).toHaveText(
    "Changes to your home",
  );
  await main(resident).getByRole("link", { name: "Request a change" }).click();
  const form = main(resident).getByRole("form", { name: "Request a change" });
  await expect(form.getByLabel("Title")).toBeVisible();
  expect(await seriousViolationsInEveryThemeAndWidth(resident)).toEqual([]);
  await form.getByLabel("Category").selectOption({ label: "Addition" });
  await form.getByLabel("Title").fill(title);
  await form
    .getByLabel("Description")
    .fill("A cedar pergola, 10 ft by 12 ft, stained to match the fence, over the back patio.");
  await form.getByLabel("Planned start").fill("2027-03-01");
  await form.getByLabel("Planned finish").fill("2027-03-10");
  await form.locator('input[type="file"]').setInputFiles({
    name: "patio.jpg",
    mimeType: "image/jpeg",
    buffer: await testPhoto(1600, 1200, "jpeg"),
  });
  await form.getByRole("button", { name: "Submit request" }).click();
  await expect(
    resident.getByText("Your request was sent to the architectural committee."),
  ).toBeVisible();
  await expect(resident).toHaveURL(/\/portal\/architectural-requests\/[^/]+$/u);
  const requestId = resident.url().split("/").at(-1)!;
  await expect(main(resident).getByRole("heading", { level: 1 })).toContainText(title);
  await expect(main(resident).getByText("Submitted", { exact: true }).first()).toBeVisible();
  // No horizontal scrolling on the phone.
  expect(
    await resident.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);

  // The first reviewer (the demo member) votes in the console: approve, with a condition.
  await signIn(page, demoMember.email, demoMember.password);
  await page.goto(`/architectural-review/${requestId}`);
  await expect(main(page).getByRole("heading", { level: 1 })).toContainText(title);
  const vote = main(page).getByRole("form", { name: "Your vote" });
  await vote.getByRole("radio", { name: /^Approve with conditions/u }).check();
  await vote.getByLabel("Conditions, one per line").fill("The posts are painted to match the trim");
  await vote.getByRole("button", { name: "Cast vote" }).click();
  await page
    .getByRole("alertdialog", { name: "Vote Approve with conditions?" })
    .getByRole("button", { name: "Cast vote" })
    .click();
  await expect(main(page).getByText("You voted: Approve with conditions")).toBeVisible();
  await expect(
    main(page).getByText("1 of 3 reviewers has voted. Votes stay secret until the decision."),
  ).toBeVisible();

  // The two others vote from their own devices (the API, as the console sends it).
  const tokens = await otherReviewers();
  for (const token of tokens) {
    const answer = await fetch(
      `${consoleUrl}/api/orgs/${demoOrganization.id}/architectural-requests/${requestId}/votes`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ vote: "approve", comment: "" }),
      },
    );
    expect(answer.status).toBe(200);
  }

  // Decided: the votes show, with the decision.
  await page.reload();
  await expect(main(page).getByText("Decision: Approved with conditions")).toBeVisible();
  await expect(main(page).getByRole("rowheader", { name: "Hannah Schmidt" })).toBeVisible();
  expect(await seriousViolationsInEveryThemeAndWidth(page)).toEqual([]);

  // The decision letter reached the owners on file, through the SMTP server.
  const subject = `Approved with conditions: Addition: ${title} at ${label}`;
  await expect
    .poll(() => recipientsOf(subject), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(owners));

  // The homeowner sees the decision and its condition.
  await resident.reload();
  await expect(
    main(resident).getByText("The posts are painted to match the trim", { exact: true }),
  ).toBeVisible();
  expect(await seriousViolationsInEveryThemeAndWidth(resident)).toEqual([]);
  await phone.close();

  // The change joins the property's modification record.
  await signInAsDemoAdmin(page, `/properties/${PROPERTY_ID}`);
  const record = main(page).getByRole("region", { name: "Modification record" });
  const change = record.getByRole("listitem").filter({ hasText: title });
  await expect(change.getByText(title)).toBeVisible();
  await expect(
    change.getByText("The posts are painted to match the trim", { exact: true }),
  ).toBeVisible();
});

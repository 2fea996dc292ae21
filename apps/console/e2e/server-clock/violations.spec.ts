import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { inbox } from "../../../../functions/test/support/maildev";
import { testPhoto } from "../../../../functions/test/support/photos";
import { demoOrganization, demoResident } from "../../../../scripts/demo-data";
import { signInAsDemoAdmin, submitSignIn } from "../support/auth";
import { adminFirestore } from "../support/firestore";
import { resetServerTime, setServerTime } from "../support/server-clock";

const main = (page: Page) => page.getByRole("main");

/** The demo resident's property: the violation is theirs, so they see it on the portal. */
const PROPERTY_ID = "property-0001";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The local date ("2026-11-23") of `instant` in Pacific Time, the demo's zone. */
const pacificDate = (instant: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Los_Angeles",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);

const subjects = async (subject: string) =>
  (await inbox())
    .filter((email) => email.subject === subject)
    .flatMap((email) => email.envelope.to.map((to) => to.address.toLowerCase()));

test.afterEach(async () => {
  await resetServerTime();
});

test("a violation from an inspection on a phone to a fine on the statement, with the resident's reply", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const property = await adminFirestore()
    .doc(`orgs/${demoOrganization.id}/properties/${PROPERTY_ID}`)
    .get();
  const street = String(property.get("address"));
  const unit = String(property.get("unit") ?? "");
  const label = unit ? `${street}, ${unit}` : street;
  const marker = randomUUID().slice(0, 8);
  const description = `Boat trailer on the street overnight ${marker}`;

  // The inspection, on a phone: reported with its photo.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemoAdmin(page, "/violations");
  await main(page).getByRole("button", { name: "Report violation" }).click();
  const report = page.getByRole("dialog", { name: "Report violation" });
  await report.getByRole("combobox", { name: "Property" }).fill(street);
  await page
    .getByRole("option", { name: new RegExp(`^${street}`, "u") })
    .first()
    .click();
  await report.getByLabel("Category").selectOption({ label: "Parking" });
  await report.getByRole("textbox", { name: /Description/u }).fill(description);
  await report.locator('input[type="file"]').setInputFiles({
    name: "trailer.jpg",
    mimeType: "image/jpeg",
    buffer: await testPhoto(1200, 900, "jpeg"),
  });
  await expect(report.getByRole("img", { name: "Preview of trailer.jpg" })).toBeVisible();
  await report.getByRole("button", { name: "Report violation" }).click();
  await expect(main(page).getByRole("heading", { level: 1 })).toContainText("Parking");
  const violationUrl = page.url();
  const violationId = violationUrl.split("/").at(-1)!;
  const photos = main(page).getByRole("region", { name: "Photos" });
  await expect(photos.getByRole("button", { name: /^Inspection photo/u })).toBeVisible();
  // Read with the token and shown from its bytes (the page's policy lets it show).
  await expect
    .poll(() =>
      photos
        .getByRole("img")
        .first()
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);

  // The courtesy notice reaches the owners' inboxes.
  await main(page).getByRole("button", { name: "Send courtesy notice" }).click();
  const notice = page.getByRole("dialog", { name: "Send courtesy notice" });
  await notice.getByRole("button", { name: "Send courtesy notice" }).click();
  await expect(page.getByText("The courtesy notice was sent.")).toBeVisible();
  const noticeSubject = `Courtesy notice: Parking at ${label}`;
  await expect
    .poll(async () => (await subjects(noticeSubject)).length, { timeout: 20_000 })
    .toBeGreaterThan(0);

  // A hearing 7 days out is refused with California's citation; 11 days out is noticed.
  const now = Date.now();
  await main(page).getByRole("button", { name: "Notice hearing" }).click();
  const hearing = page.getByRole("dialog", { name: "Notice hearing" });
  await hearing.getByLabel("Date", { exact: true }).fill(pacificDate(new Date(now + 7 * DAY_MS)));
  await hearing.getByLabel("Time", { exact: true }).fill("18:00");
  await hearing.getByRole("textbox", { name: "Location" }).fill("Clubhouse");
  await hearing.getByRole("button", { name: "Send hearing notice" }).click();
  // Refused on the date field itself, with the rule it cites.
  await expect(hearing.getByLabel("Date", { exact: true })).toHaveAccessibleDescription(
    /Civil Code 5855 requires 10 days' notice/u,
  );
  const hearingDate = pacificDate(new Date(now + 11 * DAY_MS));
  await hearing.getByLabel("Date", { exact: true }).fill(hearingDate);
  await hearing.getByRole("button", { name: "Send hearing notice" }).click();
  await expect(page.getByText(/^The hearing notice was sent for /u)).toBeVisible();

  // The resident replies from the portal, on their phone.
  const residentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const resident = await residentContext.newPage();
  await submitSignIn(resident, demoResident.email, demoResident.password);
  await expect(resident).toHaveURL("/portal");
  await resident.goto(`/portal/violations/${violationId}`);
  const form = resident.getByRole("form", { name: "Write to the board" });
  await form.getByRole("radio", { name: /^Ask for more time/u }).check();
  await form
    .getByRole("textbox", { name: "Message" })
    .fill(`The trailer goes to storage on Monday ${marker}.`);
  await form.getByRole("button", { name: "Send" }).click();
  await expect(resident.getByText("Your message was sent to the board.")).toBeVisible();
  // The courtesy notice as a PDF to print.
  const download = resident.waitForEvent("download");
  await resident.getByRole("button", { name: `Download PDF ${noticeSubject}` }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^violation-\d+-courtesy-notice\.pdf$/u);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await residentContext.close();
  await page.reload();
  await expect(
    main(page).getByText(`The trailer goes to storage on Monday ${marker}.`),
  ).toBeVisible();

  // The day after the hearing (the server's clock moved), the board fines.
  await setServerTime(new Date(now + 12 * DAY_MS));
  await page.reload();
  await main(page).getByRole("button", { name: "Record decision" }).click();
  const decision = page.getByRole("dialog", { name: "Record decision" });
  await decision.getByRole("radio", { name: "Fine" }).check();
  await decision.getByRole("textbox", { name: /^Fine/u }).fill("75.00");
  await decision.getByRole("button", { name: "Record decision" }).click();
  await expect(page.getByText("The decision was recorded: a fine of $75.00.")).toBeVisible();
  // Its notice is sent at once (kept in the timeline; the inbox is busy with the month's billing
  // the moved clock just ran, so the courtesy notice above is the one looked for there).
  await expect(main(page).getByText("Decision notice sent")).toBeVisible();

  // The fine is on the property's ledger and its statement.
  await main(page).getByRole("link", { name: "Billing account" }).click();
  const ledger = main(page).getByRole("table", { name: "Ledger" });
  await expect(ledger).toContainText(/Fine: violation \d+, Parking/u);
  await main(page).getByRole("link", { name: "Statement" }).click();
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(`Statement: ${label}`);
  await expect(main(page).getByRole("table", { name: "Account activity" })).toContainText(
    /Fine: violation \d+, Parking/u,
  );
});

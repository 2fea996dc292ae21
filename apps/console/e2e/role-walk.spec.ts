import { expect, test, type Browser, type Page } from "@playwright/test";
import { demoMember, demoOrganization, demoResident } from "../../../scripts/demo-data";
import { signIn } from "./support/auth";
import { adminFirestore } from "./support/firestore";
import { createUser } from "./support/users";

/**
 * The architectural review's, the amenities' and the elections' pages, walked by each kind of caller who is not
 * an administrator: a board member reads them without the administrators' actions, a resident is
 * taken to the portal (and reaches the household's own pages there), and someone of no
 * organization is asked to set one up, whatever the address.
 */

const main = (page: Page) => page.getByRole("main");

async function seededIds() {
  const db = adminFirestore();
  const org = `orgs/${demoOrganization.id}`;
  const [requests, amenities, bookings] = await Promise.all([
    // Another household's than the demo resident's.
    db
      .collection(`${org}/architecturalRequests`)
      .where("propertyId", "!=", "property-0001")
      .limit(1)
      .get(),
    db.collection(`${org}/amenities`).limit(1).get(),
    db.collection(`${org}/bookings`).where("kind", "==", "booking").limit(1).get(),
  ]);
  return {
    request: requests.docs[0]!.id,
    amenity: amenities.docs[0]!.id,
    booking: bookings.docs[0]!.id,
  };
}

async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  return page;
}

test("a board member reads the new sections without the administrators' actions", async ({
  browser,
}) => {
  const ids = await seededIds();
  const page = await signedIn(browser, demoMember.email, demoMember.password);
  const pages: readonly [string, string][] = [
    ["/architectural-review", "Architectural review"],
    ["/architectural-review/settings", "Architectural review"],
    ["/amenities", "Amenities"],
    ["/amenities/bookings", "Amenities"],
    ["/elections", "Elections"],
    ["/elections/settings", "Elections"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(heading);
  }
  await page.goto("/architectural-review");
  await expect(main(page).getByRole("table")).toBeVisible();
  await expect(main(page).getByRole("button", { name: "New request" })).toHaveCount(0);
  await page.goto("/architectural-review/settings");
  await expect(main(page).getByRole("checkbox").first()).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save settings" })).toHaveCount(0);
  await page.goto(`/architectural-review/${ids.request}`);
  await expect(main(page).getByRole("heading", { level: 1 })).toContainText("Request");
  await expect(main(page).getByRole("button", { name: "Withdraw" })).toHaveCount(0);
  await page.goto("/amenities");
  await expect(main(page).getByRole("table")).toBeVisible();
  await expect(main(page).getByRole("button", { name: "New amenity" })).toHaveCount(0);
  await page.goto(`/amenities/${ids.amenity}`);
  await expect(main(page).getByRole("heading", { name: "Calendar" })).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Book for a household" })).toHaveCount(0);
  await expect(main(page).getByRole("button", { name: "Block time" })).toHaveCount(0);
  await page.goto(`/amenities/bookings/${ids.booking}`);
  await expect(main(page).getByRole("heading", { name: "Details" })).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
  await page.goto("/elections");
  await expect(main(page).getByRole("link", { name: "New election" })).toHaveCount(0);
  await expect(main(page).getByRole("button", { name: "New election" })).toHaveCount(0);
  await page.goto("/elections/settings");
  await expect(page.getByRole("button", { name: "Save rules" })).toHaveCount(0);
  // The portal is not a board member's.
  await page.goto("/portal/bookings");
  await expect(page.getByRole("heading", { level: 1, name: "404: Not Found" })).toBeVisible();
  await page.context().close();
});

test("a resident is taken from the board's new pages to the portal, where their own are", async ({
  browser,
}) => {
  const ids = await seededIds();
  const page = await signedIn(browser, demoResident.email, demoResident.password);
  for (const path of [
    "/architectural-review",
    "/architectural-review/settings",
    `/architectural-review/${ids.request}`,
    "/amenities",
    `/amenities/${ids.amenity}`,
    "/amenities/bookings",
    `/amenities/bookings/${ids.booking}`,
    "/elections",
    "/elections/new",
    "/elections/settings",
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL("/portal");
  }
  for (const [path, heading] of [
    ["/portal/architectural-requests", "Changes to your home"],
    ["/portal/architectural-requests/new", "Request a change"],
    ["/portal/bookings", "Bookings"],
    ["/portal/bookings/new", "Book an amenity"],
    ["/portal/elections", "Elections"],
  ] as const) {
    await page.goto(path);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(heading);
  }
  // Another household's request is not found, and says nothing of it.
  await page.goto(`/portal/architectural-requests/${ids.request}`);
  await expect(main(page).getByText("Request not found")).toBeVisible();
  await page.context().close();
});

test("someone of no organization is asked to set one up at every new address", async ({
  browser,
}) => {
  const ids = await seededIds();
  const user = await createUser("no-organization");
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/sign-in");
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in with email" }).click();
  await expect(page.getByRole("heading", { name: "Add your HOA" })).toBeVisible();
  for (const path of [
    "/architectural-review",
    `/architectural-review/${ids.request}`,
    "/amenities",
    `/amenities/bookings/${ids.booking}`,
    "/portal/architectural-requests",
    "/portal/bookings",
    "/elections",
    "/portal/elections",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Add your HOA" }), path).toBeVisible();
  }
  // An election's inspection is the inspector's alone, and a ballot needs its link.
  await page.goto(`/inspector/${demoOrganization.id}/no-such-election`);
  await expect(page.getByText("This election is not yours to inspect")).toBeVisible();
  await page.goto("/ballot/no-such-ballot-link-0000000000000000000000");
  await expect(page.getByRole("heading", { name: "This ballot link is not valid" })).toBeVisible();
  await context.close();
});

import { expect, test, type Page } from "@playwright/test";
import { bookingWords } from "@hoa/validation/amenities";
import { demoOrganization, demoResident } from "../../../../scripts/demo-data";
import { signInAsDemoAdmin, submitSignIn } from "../support/auth";
import { seriousViolationsInEveryThemeAndWidth } from "../support/axe";
import { adminFirestore } from "../support/firestore";
import { resetServerTime, setServerTime } from "../support/server-clock";

const main = (page: Page) => page.getByRole("main");

/** The demo resident's property: the booking is their household's. */
const PROPERTY_ID = "property-0001";
const DAY_MS = 24 * 60 * 60 * 1000;
const ZONE = "America/Los_Angeles";

/** The local date ("2026-11-25") of `instant` in Pacific Time. */
const pacificDate = (instant: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);

/** The parts of `instant`'s local date in Pacific Time, the demo's zone. */
function pacific(instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: ZONE,
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    weekday: parts.weekday!,
    month: parts.month!,
    day: Number(parts.day),
    year: parts.year!,
  };
}

test.afterEach(async () => {
  await resetServerTime();
});

test("a resident books the clubhouse on a phone, the fee and deposit reach their statement once approved, and the deposit comes back after the event", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  // The demo clubhouse: approval required, a $150.00 fee and a $250.00 refundable deposit,
  // booked at least 48 hours ahead.
  const name = "Clubhouse";
  // Four days ago, the resident books yesterday's evening (then more than two days ahead): the
  // server's clock and the phone's are both moved back, so the party is over by now.
  const now = Date.now();
  const then = new Date(now - 4 * DAY_MS);
  const party = pacific(new Date(now - DAY_MS));
  // What the ledger's entries of this booking start with ("Clubhouse booking, Wed 25 Nov 2026 6:00 PM").
  const words = bookingWords(name, pacificDate(new Date(now - DAY_MS)), "18:00");
  await setServerTime(then);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const resident = await phone.newPage();
  await resident.clock.install({ time: then });
  await submitSignIn(resident, demoResident.email, demoResident.password);
  await expect(resident).toHaveURL("/portal");
  await resident
    .getByRole("navigation", { name: "Tabs" })
    .getByRole("link", { name: "More", exact: true })
    .click();
  await main(resident).getByRole("link", { name: "Bookings", exact: true }).click();
  await main(resident).getByRole("link", { name: "Book an amenity" }).click();
  await main(resident)
    .getByRole("link", { name: `Choose ${name}` })
    .click();
  const form = main(resident).getByRole("form", { name: `Book ${name}` });
  if (pacific(then).month !== party.month) {
    await form.getByRole("button", { name: "Go to the Next Month" }).click();
  }
  await form
    .getByRole("button", {
      name: new RegExp(`^${party.day} ${party.month} ${party.year}, ${party.weekday}`, "u"),
    })
    .click();
  await form.getByRole("radio", { name: "6:00 PM – 10:00 PM" }).check();
  await expect(
    form.getByText(
      "$150.00 fee and a $250.00 refundable deposit will be added to your account once the board approves the booking.",
    ),
  ).toBeVisible();
  await form.getByRole("checkbox", { name: "I accept the terms" }).check();
  expect(await seriousViolationsInEveryThemeAndWidth(resident)).toEqual([]);
  await form.getByRole("button", { name: "Book" }).click();
  await expect(
    resident.getByText("Requested: the board will approve or decline it."),
  ).toBeVisible();

  // The board approves it from the approval queue: the fee and deposit are charged.
  const booking = (
    await adminFirestore()
      .collection(`orgs/${demoOrganization.id}/bookings`)
      .where("propertyId", "==", PROPERTY_ID)
      .where("status", "==", "pending")
      .get()
  ).docs.find((doc) => doc.get("amenity.name") === name)!;
  await signInAsDemoAdmin(page, "/amenities/bookings?status=pending");
  const row = main(page).getByRole("row").filter({ hasText: "300 Maple Grove Lane, 1A" });
  await row.getByRole("button", { name: "Approve" }).click();
  await page
    .getByRole("dialog", { name: "Approve booking" })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(page.getByText("The booking was approved.")).toBeVisible();

  const statement = async () => {
    await resident.goto(`/portal/account/${PROPERTY_ID}/statement`);
    await expect(main(resident).getByRole("heading", { level: 1 })).toBeVisible();
    return main(resident);
  };
  const charged = await statement();
  await expect(charged.getByText(`${words}: fee`, { exact: true })).toBeVisible();
  await expect(charged.getByText(`${words}: refundable deposit`, { exact: true })).toBeVisible();

  // Today, the party over: the board releases the whole deposit from the booking's page.
  await resetServerTime();
  await page.goto(`/amenities/bookings/${booking.id}`);
  await main(page).getByRole("button", { name: "Release deposit" }).click();
  const release = page.getByRole("dialog", { name: "Release deposit" });
  await release.getByRole("button", { name: "Release deposit" }).click();
  await expect(page.getByText("The deposit was released.")).toBeVisible();

  // The statement shows the deposit back.
  await resident.clock.setSystemTime(new Date());
  const released = await statement();
  await expect(released.getByText(`${words}: deposit released`, { exact: true })).toBeVisible();
  await phone.close();
});

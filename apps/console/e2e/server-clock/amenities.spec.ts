import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { demoOrganization, demoResident } from "../../../../scripts/demo-data";
import { asDemoAdmin } from "../support/api";
import { signInAsDemoAdmin, submitSignIn } from "../support/auth";
import { seriousViolationsInEveryThemeAndWidth } from "../support/axe";
import { adminFirestore } from "../support/firestore";
import { resetServerTime, setServerTime } from "../support/server-clock";

const main = (page: Page) => page.getByRole("main");

/** The demo resident's property: the booking is their household's. */
const PROPERTY_ID = "property-0001";
const DAY_MS = 24 * 60 * 60 * 1000;
const ZONE = "America/Los_Angeles";

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

test("a resident books on a phone, the fee and deposit reach their statement once approved, and the deposit comes back after the event", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const marker = randomUUID().slice(0, 6);
  const name = `Party room ${marker}`;
  await asDemoAdmin("/amenities", {
    method: "POST",
    json: {
      name,
      description: "The clubhouse's small room, for parties of up to 20.",
      location: "Clubhouse, upstairs",
      slotMinutes: 240,
      opens: "10:00",
      closes: "22:00",
      days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
      capacity: 1,
      bookAheadDays: 60,
      minNoticeHours: 0,
      cancelHours: 72,
      approval: "required",
      fee: "150.00",
      deposit: "250.00",
      terms: "Leave the room as you found it; music ends at 10 PM.",
    },
  });

  // Three days ago, the resident books yesterday's evening (then two days ahead): the server's
  // clock and the phone's are both moved back, so the party is over by now.
  const now = Date.now();
  const then = new Date(now - 3 * DAY_MS);
  const party = pacific(new Date(now - DAY_MS));
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
      { exact: false },
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
      .where("amenity.name", "==", name)
      .get()
  ).docs[0]!;
  await signInAsDemoAdmin(page, "/amenities/bookings?status=pending");
  const row = main(page).getByRole("row").filter({ hasText: name });
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
  await expect(charged.getByText(new RegExp(`^${name} booking, .*: fee$`, "u"))).toBeVisible();
  await expect(
    charged.getByText(new RegExp(`^${name} booking, .*: refundable deposit$`, "u")),
  ).toBeVisible();

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
  await expect(
    released.getByText(new RegExp(`^${name} booking, .*: deposit released$`, "u")),
  ).toBeVisible();
  await phone.close();
});

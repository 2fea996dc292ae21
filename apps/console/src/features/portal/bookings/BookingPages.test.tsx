import { amenityMessages as m } from "@hoa/validation/amenities";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, vi } from "vitest";
import { server } from "../../../test/api-server";
import { TEST_ORG } from "../../../test/render-app";
import { openPortalAs, ownResident } from "../test-api";
import { BOOKING_NOW, bookingOf, pool } from "./booking-fixtures";

const ORG = `*/api/orgs/${TEST_ORG.id}`;

/** Confirmed, 11 days ahead: inside the free cancellation window (72 hours before). */
const party = bookingOf({ id: "b1", date: "2026-12-12", start: "18:00", note: "Birthday" });
/** Confirmed, the day after tomorrow at 6 PM: the free cancellation window has ended. */
const soon = bookingOf({ id: "b2", date: "2026-12-03", start: "18:00" });
/** Awaiting approval, a weekend morning at the pool. */
const swim = bookingOf({ id: "b3", date: "2026-12-05", start: "09:00", status: "pending" }, pool);
/** Last month's, its deposit released after it. */
const past = bookingOf({
  id: "b4",
  date: "2026-11-14",
  start: "14:00",
  depositState: "released",
});
/** Declined by the board. */
const declined = bookingOf({
  id: "b5",
  date: "2026-12-19",
  start: "10:00",
  status: "declined",
  depositState: "none",
  reason: "The clubhouse is being painted",
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(BOOKING_NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("Bookings", () => {
  it("lists upcoming bookings soonest first, then past and cancelled ones, with their money", async () => {
    openPortalAs("/portal/bookings", { bookings: { bookings: [past, party, declined, swim] } });
    expect(await screen.findByRole("heading", { name: "Bookings", level: 1 })).toBeVisible();
    expect(screen.getByText(/Times are Pacific Time \(PT\)\./)).toBeVisible();
    expect(screen.getByRole("link", { name: "Book an amenity" })).toHaveAttribute(
      "href",
      "/portal/bookings/new",
    );

    const upcoming = await screen.findByRole("list", { name: "Upcoming bookings" });
    const [first, second] = within(upcoming).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(within(first).getByRole("heading").textContent).toBe("Pool");
    expect(within(first).getByText("Awaiting approval")).toBeVisible();
    expect(within(first).getByText("Sat, Dec 5, 2026 · 9:00 AM – 10:00 AM")).toBeVisible();
    expect(within(second).getByRole("heading").textContent).toBe("Clubhouse");
    expect(within(second).getByText("Confirmed")).toBeVisible();
    expect(within(second).getByText("Sat, Dec 12, 2026 · 6:00 PM – 10:00 PM")).toBeVisible();
    expect(within(second).getByText("$150.00 fee · $200.00 deposit held")).toBeVisible();
    expect(
      within(second).getByRole("link", {
        name: "View booking Clubhouse, Sat, Dec 12, 2026 · 6:00 PM – 10:00 PM",
      }),
    ).toHaveAttribute("href", "/portal/bookings/b1");
    expect(
      within(second).getByRole("button", { name: "Add to calendar Clubhouse, Sat, Dec 12, 2026" }),
    ).toBeVisible();
    expect(
      within(second).getByRole("button", { name: "Cancel booking Clubhouse, Sat, Dec 12, 2026" }),
    ).toBeVisible();

    const older = screen.getByRole("list", { name: "Past and cancelled bookings" });
    const rows = within(older).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(within(rows[0]).getByText("Declined")).toBeVisible();
    expect(within(rows[0]).getByText("Nothing was charged")).toBeVisible();
    expect(within(rows[1]).getByText("$150.00 fee · $200.00 deposit released")).toBeVisible();
    // Nothing to download or cancel once it has passed or was declined.
    expect(within(older).queryByRole("button")).toBeNull();
  });

  it("says what to do when the household has none", async () => {
    openPortalAs("/portal/bookings");
    expect(await screen.findByText("No bookings yet")).toBeVisible();
    expect(
      screen.getByText(
        "Choose Book an amenity to pick an amenity, a day and a time. Your household's bookings show here.",
      ),
    ).toBeVisible();
  });

  it("is in the phone's More and the sidebar", async () => {
    const { user } = openPortalAs("/portal/more", { bookings: { bookings: [party] } });
    const more = await screen.findByRole("navigation", { name: "More" });
    await user.click(within(more).getByRole("link", { name: "Bookings" }));
    expect(await screen.findByRole("heading", { name: "Bookings", level: 1 })).toBeVisible();
    expect(window.location.pathname).toBe("/portal/bookings");
  });

  it("saves a booking's .ics from the household's own route with the resident's token", async () => {
    const { user, api } = openPortalAs("/portal/bookings", { bookings: { bookings: [party] } });
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      await user.click(
        await screen.findByRole("button", { name: "Add to calendar Clubhouse, Sat, Dec 12, 2026" }),
      );
      await waitFor(() => expect(saved).toEqual(["clubhouse-2026-12-12.ics"]));
      const asked = api.requests.find((request) => request.path.endsWith("/ics"));
      expect(asked?.path).toBe(`/api/orgs/${TEST_ORG.id}/me/bookings/b1/ics`);
      expect(asked?.authorization).toMatch(/^Bearer /);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it("cancels inside the free window: the fee and the deposit are refunded", async () => {
    const { user, api } = openPortalAs("/portal/bookings", { bookings: { bookings: [party] } });
    await user.click(
      await screen.findByRole("button", { name: "Cancel booking Clubhouse, Sat, Dec 12, 2026" }),
    );
    const dialog = await screen.findByRole("alertdialog", {
      name: "Cancel your Clubhouse booking?",
    });
    expect(
      within(dialog).getByText(
        /^Your \$150\.00 fee will be refunded: free cancellation runs until Dec 9, 2026, 6:00 PM PT\. Your \$200\.00 deposit will be refunded\.$/,
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    expect(await screen.findByText("Booking cancelled.")).toBeVisible();
    expect(api.requests.find((request) => request.method === "POST")?.path).toBe(
      `/api/orgs/${TEST_ORG.id}/me/bookings/b1/cancel`,
    );
    const older = await screen.findByRole("list", { name: "Past and cancelled bookings" });
    expect(within(older).getByText("Cancelled")).toBeVisible();
    expect(
      within(older).getByText("$150.00 fee refunded · $200.00 deposit refunded"),
    ).toBeVisible();
    expect(screen.getByText("Nothing booked ahead.")).toBeVisible();
  });

  it("cancels after the free window: the fee is kept, the deposit refunded", async () => {
    const { user } = openPortalAs("/portal/bookings", { bookings: { bookings: [soon] } });
    await user.click(
      await screen.findByRole("button", { name: "Cancel booking Clubhouse, Thu, Dec 3, 2026" }),
    );
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText(
        /^The \$150\.00 fee will not be refunded: free cancellation ended Nov 30, 2026, 6:00 PM PT\. Your \$200\.00 deposit will be refunded\.$/,
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    const older = await screen.findByRole("list", { name: "Past and cancelled bookings" });
    expect(within(older).getByText("$150.00 fee kept · $200.00 deposit refunded")).toBeVisible();
  });

  it("says nothing was charged when cancelling a booking awaiting approval", async () => {
    const { user } = openPortalAs("/portal/bookings", { bookings: { bookings: [swim] } });
    await user.click(
      await screen.findByRole("button", { name: "Cancel booking Pool, Sat, Dec 5, 2026" }),
    );
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText(
        "The board has not approved it yet, so nothing was charged. The time is freed for others.",
      ),
    ).toBeVisible();
  });

  it("shows the API's refusal of a cancellation and reads the bookings again", async () => {
    const { user } = openPortalAs("/portal/bookings", { bookings: { bookings: [party] } });
    // Cancelled by the board meanwhile: the household's cancel is refused.
    const meanwhile = { ...party, status: "cancelled" as const, feeRefunded: true };
    let refused = false;
    server.use(
      http.post(`${ORG}/me/bookings/b1/cancel`, () => {
        refused = true;
        return HttpResponse.json({ error: m.notCancellable }, { status: 409 });
      }),
      http.get(`${ORG}/me/bookings`, () =>
        HttpResponse.json({ data: [refused ? meanwhile : party] }),
      ),
    );
    await user.click(
      await screen.findByRole("button", { name: "Cancel booking Clubhouse, Sat, Dec 12, 2026" }),
    );
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    expect(await screen.findByText(m.notCancellable)).toBeVisible();
    expect(screen.queryByText("Booking cancelled.")).not.toBeInTheDocument();
    expect(await screen.findByRole("list", { name: "Past and cancelled bookings" })).toBeVisible();
  });
});

/** Chooses a day of the open month's grid ("12 December 2026, Saturday"). */
async function chooseDay(user: ReturnType<typeof openPortalAs>["user"], day: RegExp) {
  await user.click(await screen.findByRole("button", { name: day }));
}

describe("booking an amenity", () => {
  it("books the clubhouse: amenity, day, time, terms, then Booked and back to the list", async () => {
    const { user, api } = openPortalAs("/portal/bookings", {
      bookings: { full: ["2026-12-12 14:00"], blocked: ["2026-12-12 10:00"] },
    });
    await user.click(await screen.findByRole("link", { name: "Book an amenity" }));
    expect(await screen.findByRole("heading", { name: "Book an amenity", level: 1 })).toBeVisible();

    const card = (await screen.findByRole("heading", { name: "Clubhouse" })).closest("li")!;
    expect(within(card).getByText("100 Maple Grove Lane")).toBeVisible();
    expect(within(card).getByText("$150.00")).toBeVisible();
    expect(within(card).getByText("$200.00, refundable")).toBeVisible();
    expect(within(card).getByText("1 (the whole amenity)")).toBeVisible();
    const poolCard = screen.getByRole("heading", { name: "Pool" }).closest("li")!;
    expect(within(poolCard).getByText("Approval required")).toBeVisible();
    expect(within(card).queryByText("Approval required")).toBeNull();
    await user.click(within(card).getByRole("link", { name: "Choose Clubhouse" }));
    expect(window.location.search).toBe("?amenity=clubhouse");

    const form = await screen.findByRole("form", { name: "Book Clubhouse" });
    expect(within(form).getByText("Choose a day to see its times.")).toBeVisible();
    // Past days cannot be chosen, nor a month before this one.
    expect(screen.getByRole("button", { name: "Go to the Previous Month" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await chooseDay(user, /^12 December 2026,/);

    const times = await within(form).findByRole("group", {
      name: "Times on Saturday, December 12, 2026",
    });
    const blocked = within(times).getByRole("radio", { name: "10:00 AM – 2:00 PM" });
    const full = within(times).getByRole("radio", { name: "2:00 PM – 6:00 PM" });
    const open = within(times).getByRole("radio", { name: "6:00 PM – 10:00 PM" });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription("Blocked");
    expect(full).toBeDisabled();
    expect(full).toHaveAccessibleDescription("Full");
    expect(open).toBeEnabled();
    expect(open).toHaveAccessibleDescription("Available");
    await user.click(open);

    expect(within(form).getByText(/^Leave the clubhouse as you found it\./)).toBeVisible();
    expect(
      within(form).getByText(
        "$150.00 fee and a $200.00 refundable deposit will be added to your account.",
      ),
    ).toBeVisible();
    expect(
      within(form).getByText(
        /^The fee is refunded if you cancel at least 72 hours before the start\./,
      ),
    ).toBeVisible();
    await user.click(within(form).getByRole("checkbox", { name: "I accept the terms" }));
    await user.type(within(form).getByRole("textbox", { name: /^Note/ }), "Birthday party");
    await user.click(within(form).getByRole("button", { name: "Book" }));

    expect(await screen.findByText("Booked.")).toBeVisible();
    expect(api.requests.find((request) => request.method === "POST")?.body).toEqual({
      amenityId: "clubhouse",
      date: "2026-12-12",
      start: "18:00",
      acceptTerms: true,
      termsVersion: 3,
      note: "Birthday party",
      propertyId: "",
    });
    await waitFor(() => expect(window.location.pathname).toBe("/portal/bookings"));
    const upcoming = await screen.findByRole("list", { name: "Upcoming bookings" });
    expect(within(upcoming).getByText("Sat, Dec 12, 2026 · 6:00 PM – 10:00 PM")).toBeVisible();
  });

  it("requests a pool slot that the board approves, with its places left", async () => {
    const { user, api } = openPortalAs("/portal/bookings/new?amenity=pool");
    const form = await screen.findByRole("form", { name: "Book Pool" });
    expect(within(form).getByText("There is no fee or deposit.")).toBeVisible();
    expect(within(form).queryByRole("checkbox", { name: "I accept the terms" })).toBeNull();
    // The pool is open on weekends only.
    expect(screen.getByRole("button", { name: /^7 December 2026, Monday/ })).toBeDisabled();
    await chooseDay(user, /^5 December 2026,/);
    const times = await within(form).findByRole("group", { name: /^Times on/ });
    const nine = within(times).getByRole("radio", { name: "9:00 AM – 10:00 AM" });
    expect(nine).toHaveAccessibleDescription("4 of 4 places left");
    await user.click(nine);
    await user.click(within(form).getByRole("button", { name: "Book" }));
    expect(
      await screen.findByText("Requested: the board will approve or decline it."),
    ).toBeVisible();
    expect(api.requests.find((request) => request.method === "POST")?.body).toMatchObject({
      amenityId: "pool",
      acceptTerms: false,
      termsVersion: null,
    });
    const upcoming = await screen.findByRole("list", { name: "Upcoming bookings" });
    expect(within(upcoming).getByText("Awaiting approval")).toBeVisible();
  });

  it("disables the times that have passed or are too soon, saying why", async () => {
    const { user } = openPortalAs("/portal/bookings/new?amenity=clubhouse");
    await screen.findByRole("form", { name: "Book Clubhouse" });
    await chooseDay(user, /^1 December 2026,/);
    const times = await screen.findByRole("group", { name: /^Times on/ });
    for (const name of ["10:00 AM – 2:00 PM", "2:00 PM – 6:00 PM", "6:00 PM – 10:00 PM"]) {
      const slot = within(times).getByRole("radio", { name });
      expect(slot).toBeDisabled();
      expect(slot).toHaveAccessibleDescription(m.tooSoon(24));
    }
  });

  it("asks for a time and for the terms before sending anything", async () => {
    const { user, api } = openPortalAs("/portal/bookings/new?amenity=clubhouse");
    const form = await screen.findByRole("form", { name: "Book Clubhouse" });
    await user.click(within(form).getByRole("button", { name: "Book" }));
    expect(await within(form).findByText(m.notASlot)).toBeVisible();
    expect(within(form).getByText(m.termsRequired)).toBeVisible();
    expect(within(form).getByRole("checkbox", { name: "I accept the terms" })).toBeInvalid();

    await chooseDay(user, /^12 December 2026,/);
    await user.click(await within(form).findByRole("radio", { name: "6:00 PM – 10:00 PM" }));
    await user.click(within(form).getByRole("button", { name: "Book" }));
    expect(await within(form).findByText(m.termsRequired)).toBeVisible();
    expect(within(form).queryByText(m.notASlot)).toBeNull();
    expect(api.requests.some((request) => request.method === "POST")).toBe(false);
  });

  it("says so when the last place was just taken, and reads the times again", async () => {
    const { user, api, bookings } = openPortalAs("/portal/bookings/new?amenity=clubhouse");
    const form = await screen.findByRole("form", { name: "Book Clubhouse" });
    await chooseDay(user, /^12 December 2026,/);
    const open = await within(form).findByRole("radio", { name: "6:00 PM – 10:00 PM" });
    expect(open).toHaveAccessibleDescription("Available");
    await user.click(open);
    await user.click(within(form).getByRole("checkbox", { name: "I accept the terms" }));
    // Another household books the last place first.
    bookings.fill("2026-12-12 18:00");
    await user.click(within(form).getByRole("button", { name: "Book" }));

    const times = within(form).getByRole("group", { name: /^Times on/ });
    expect(await within(times).findByRole("alert")).toHaveTextContent(m.slotTaken);
    await waitFor(() =>
      expect(within(times).getByRole("radio", { name: "6:00 PM – 10:00 PM" })).toBeDisabled(),
    );
    expect(
      within(times).getByRole("radio", { name: "6:00 PM – 10:00 PM" }),
    ).toHaveAccessibleDescription("Full");
    expect(within(times).getByRole("radio", { name: "6:00 PM – 10:00 PM" })).not.toBeChecked();
    expect(window.location.pathname).toBe("/portal/bookings/new");
    expect(screen.queryByText("Booked.")).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === "POST")).toHaveLength(1);
  });

  it("shows the API's message when the household is at its limit", async () => {
    const { user } = openPortalAs("/portal/bookings/new?amenity=clubhouse");
    server.use(
      http.post(`${ORG}/me/bookings`, () =>
        HttpResponse.json({ error: m.perMonthReached(2) }, { status: 409 }),
      ),
    );
    const form = await screen.findByRole("form", { name: "Book Clubhouse" });
    await chooseDay(user, /^12 December 2026,/);
    await user.click(await within(form).findByRole("radio", { name: "6:00 PM – 10:00 PM" }));
    await user.click(within(form).getByRole("checkbox", { name: "I accept the terms" }));
    await user.click(within(form).getByRole("button", { name: "Book" }));
    const times = within(form).getByRole("group", { name: /^Times on/ });
    expect(await within(times).findByRole("alert")).toHaveTextContent(m.perMonthReached(2));
    expect(window.location.pathname).toBe("/portal/bookings/new");
  });

  it("asks which property the booking is for when the household has several", async () => {
    const { user, api } = openPortalAs("/portal/bookings/new?amenity=pool");
    const second = { id: "p2", address: "14 Oak Lane", unit: "", residents: [] };
    server.use(
      http.get(`${ORG}/me`, () =>
        HttpResponse.json({
          data: {
            residents: [ownResident, { ...ownResident, id: "r9", propertyId: "p2" }],
            properties: [
              { id: "p1", address: "12 Oak Lane", unit: "", residents: [ownResident] },
              second,
            ],
          },
        }),
      ),
    );
    const form = await screen.findByRole("form", { name: "Book Pool" });
    await chooseDay(user, /^5 December 2026,/);
    await user.click(await within(form).findByRole("radio", { name: "9:00 AM – 10:00 AM" }));
    await user.click(within(form).getByRole("button", { name: "Book" }));
    expect(await within(form).findByText(m.chooseProperty)).toBeVisible();
    expect(api.requests.some((request) => request.method === "POST")).toBe(false);
    await user.selectOptions(within(form).getByRole("combobox", { name: "Property" }), "p2");
    await user.click(within(form).getByRole("button", { name: "Book" }));
    await screen.findByText("Requested: the board will approve or decline it.");
    expect(api.requests.find((request) => request.method === "POST")?.body).toMatchObject({
      propertyId: "p2",
    });
  });

  it("offers the other amenities when the one named is not taking bookings", async () => {
    openPortalAs("/portal/bookings/new?amenity=tennis");
    expect(await screen.findByText(`${m.inactive}. Choose another.`)).toBeVisible();
    expect(screen.getByRole("link", { name: "Choose Clubhouse" })).toBeVisible();
  });
});

describe("a booking", () => {
  it("shows when and where, the money and the terms accepted, with its actions", async () => {
    openPortalAs("/portal/bookings/b1", { bookings: { bookings: [party] } });
    expect(
      await screen.findByRole("heading", { name: "Clubhouse booking", level: 1 }),
    ).toBeVisible();
    const details = screen.getByRole("region", { name: "Booking" });
    expect(within(details).getByText("Saturday, December 12, 2026")).toBeVisible();
    expect(within(details).getByText("6:00 PM – 10:00 PM, Pacific Time (PT)")).toBeVisible();
    expect(within(details).getByText("100 Maple Grove Lane")).toBeVisible();
    expect(within(details).getByText("$150.00 fee · $200.00 deposit held")).toBeVisible();
    expect(within(details).getByText("Until Dec 9, 2026, 6:00 PM PT")).toBeVisible();
    expect(within(details).getByText("Birthday")).toBeVisible();
    expect(within(details).getByText(/^Version 3, /)).toBeVisible();
    expect(
      screen.getByRole("button", { name: "Add to calendar Clubhouse, Sat, Dec 12, 2026" }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "← Bookings" })).toHaveAttribute(
      "href",
      "/portal/bookings",
    );
  });

  it("shows why a booking was declined, and offers no actions", async () => {
    openPortalAs("/portal/bookings/b5", { bookings: { bookings: [declined] } });
    const details = await screen.findByRole("region", { name: "Booking" });
    expect(within(details).getByText("The clubhouse is being painted")).toBeVisible();
    expect(within(details).getByText("Nothing was charged")).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Cancel booking/ })).toBeNull();
  });

  it("is not found when it is not the household's", async () => {
    openPortalAs("/portal/bookings/someone-else", { bookings: { bookings: [party] } });
    expect(
      await screen.findByRole("heading", { name: "Booking not found", level: 1 }),
    ).toBeVisible();
  });

  it("shows on the portal's home while it is to come", async () => {
    openPortalAs("/portal", { bookings: { bookings: [past, party] } });
    const card = await screen.findByRole("region", { name: "Next booking: Clubhouse" });
    expect(within(card).getByText("Sat, Dec 12, 2026 · 6:00 PM – 10:00 PM")).toBeVisible();
    expect(within(card).getByRole("link", { name: "View booking Clubhouse" })).toHaveAttribute(
      "href",
      "/portal/bookings/b1",
    );
  });
});

import { amenityMessages } from "@hoa/validation/amenities";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "../../test/api-server";
import { currentUrl, openConsoleAs } from "../../test/render-app";
import type { Booking } from "./api";
import { API, amenityFixture, bookingFixture, page } from "./test-fixtures";

/** The bookings list's reads: the amenities (its filter) and the bookings, each query recorded. */
function bookingsHandlers(bookings: () => Booking[]) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(`${API}/amenities`, () =>
      HttpResponse.json({
        data: [amenityFixture(), amenityFixture({ id: "a2", name: "Clubhouse" })],
      }),
    ),
    http.get(`${API}/bookings`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return page(bookings());
    }),
  );
  return queries;
}

/** Records each step's request: its path, `If-Match` and body. */
function recordSteps(answer: (step: string) => Response) {
  const steps: { step: string; ifMatch: string | null; body: unknown }[] = [];
  server.use(
    http.post(`${API}/bookings/:bookingId/:step`, async ({ request, params }) => {
      const step = String(params.step);
      steps.push({ step, ifMatch: request.headers.get("if-match"), body: await request.json() });
      return answer(step);
    }),
  );
  return steps;
}

describe("BookingsPage", () => {
  it("opens the approval queue soonest first, and approves a booking from its row", async () => {
    const { user } = openConsoleAs("admin", "/amenities/bookings?status=pending");
    let pending = [
      bookingFixture(),
      bookingFixture({ id: "b2", propertyLabel: "3 Elm Street" }, 5),
    ];
    const queries = bookingsHandlers(() => pending);
    const steps = recordSteps(() => {
      const approved = bookingFixture({ status: "confirmed", depositState: "held", version: 2 });
      pending = pending.filter((booking) => booking.id !== "b1");
      return HttpResponse.json({ data: approved });
    });

    const table = await screen.findByRole("table", { name: "Bookings" });
    expect(currentUrl()).toBe("/amenities/bookings?status=pending&sort=startsAt");
    expect(queries).toContainEqual({ status: "pending", sort: "startsAt" });
    expect(screen.getByText(/The approval queue/)).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveDisplayValue(
      "Awaiting approval",
    );
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveDisplayValue("Soonest first");
    const row = within(table).getByRole("row", { name: /14 Birch Court/ });
    expect(within(row).getByText(/· Pool$/u)).toBeVisible();
    expect(within(row).getByText("Rita Owner")).toBeVisible();
    expect(within(row).getByText("Awaiting approval")).toBeVisible();
    expect(within(row).getByText("$25.00 on approval")).toBeVisible();
    expect(within(row).getByText("$200.00 on approval")).toBeVisible();

    await user.click(within(row).getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve booking" });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining("the $25.00 fee and the $200.00 deposit posted"),
    );
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("The booking was approved.")).toBeInTheDocument();
    expect(steps).toEqual([{ step: "approve", ifMatch: '"1"', body: { note: "" } }]);
    await waitFor(() =>
      expect(within(table).queryByRole("row", { name: /14 Birch Court/ })).not.toBeInTheDocument(),
    );
  });

  it("asks a reason to decline before sending, and shows the server's refusal", async () => {
    const { user } = openConsoleAs("admin", "/amenities/bookings?status=pending&sort=startsAt");
    bookingsHandlers(() => [bookingFixture()]);
    const steps = recordSteps(() =>
      HttpResponse.json({ error: amenityMessages.notPending }, { status: 409 }),
    );

    const table = await screen.findByRole("table", { name: "Bookings" });
    await user.click(within(table).getByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline booking" });
    await user.click(within(dialog).getByRole("button", { name: "Decline booking" }));
    expect(await within(dialog).findByText(amenityMessages.reasonRequired)).toBeInTheDocument();
    expect(steps).toEqual([]);

    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Pool closed");
    await user.click(within(dialog).getByRole("button", { name: "Decline booking" }));
    expect(await within(dialog).findByText(amenityMessages.notPending)).toBeInTheDocument();
    expect(steps).toEqual([{ step: "decline", ifMatch: '"1"', body: { reason: "Pool closed" } }]);
  });

  it("releases a deposit after the booking, keeping part of it only with a reason", async () => {
    const { user } = openConsoleAs("admin", "/amenities/bookings");
    const ended = bookingFixture(
      {
        status: "confirmed",
        depositState: "held",
        ledgerEntryIds: ["booking-b1-fee", "booking-b1-deposit"],
        version: 2,
      },
      -2,
    );
    const queries = bookingsHandlers(() => [ended]);
    const steps = recordSteps(() =>
      HttpResponse.json({
        data: { ...ended, depositState: "kept", depositKept: "50.00", version: 3 },
      }),
    );

    const table = await screen.findByRole("table", { name: "Bookings" });
    expect(queries[0]).toEqual({});
    const row = within(table).getByRole("row", { name: /14 Birch Court/ });
    expect(within(row).getByText("Held $200.00")).toBeVisible();
    expect(within(row).queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Release deposit" }));
    const dialog = await screen.findByRole("dialog", { name: "Release deposit" });
    const kept = within(dialog).getByRole("textbox", { name: /Amount kept/ });
    expect(kept).toHaveValue("0.00");

    await user.clear(kept);
    await user.type(kept, "250");
    await user.click(within(dialog).getByRole("button", { name: "Release deposit" }));
    expect(
      await within(dialog).findByText(amenityMessages.keptOverDeposit(20_000)),
    ).toBeInTheDocument();
    await user.clear(kept);
    await user.type(kept, "50");
    await user.click(within(dialog).getByRole("button", { name: "Release deposit" }));
    expect(await within(dialog).findByText(amenityMessages.keptReasonRequired)).toBeInTheDocument();
    expect(steps).toEqual([]);

    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Cleaning");
    await user.click(within(dialog).getByRole("button", { name: "Release deposit" }));
    expect(
      await screen.findByText("$50.00 of the deposit was kept; the rest was released."),
    ).toBeInTheDocument();
    expect(steps).toEqual([
      { step: "release-deposit", ifMatch: '"2"', body: { kept: "50", reason: "Cleaning" } },
    ]);
  });

  it("filters by amenity, and offers a member only the calendar file", async () => {
    const { user } = openConsoleAs("member", "/amenities/bookings");
    const queries = bookingsHandlers(() => [
      bookingFixture({ status: "confirmed", depositState: "released", feeRefunded: null }),
      bookingFixture(
        {
          id: "k1",
          kind: "block",
          status: "confirmed",
          propertyId: "",
          propertyLabel: "",
          householdName: "",
          reason: "Pool maintenance",
        },
        4,
      ),
    ]);

    const table = await screen.findByRole("table", { name: "Bookings" });
    const booked = within(table).getByRole("row", { name: /14 Birch Court/ });
    expect(within(booked).getByText("Released")).toBeVisible();
    expect(within(booked).getByText("$25.00")).toBeVisible();
    expect(within(booked).queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    expect(within(booked).getByRole("button", { name: /Download .ics of/ })).toBeEnabled();
    const blocked = within(table).getByRole("row", { name: /Blocked time/ });
    expect(within(blocked).getByText("Pool maintenance")).toBeVisible();
    expect(within(blocked).getByText("Blocked")).toBeVisible();

    await user.selectOptions(screen.getByRole("combobox", { name: "Amenity" }), "Clubhouse");
    await waitFor(() => expect(queries).toContainEqual({ amenityId: "a2" }));
    expect(currentUrl()).toBe("/amenities/bookings?amenityId=a2");
  });
});

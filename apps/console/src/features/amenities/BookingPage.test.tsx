import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { captureDownloads, textOf } from "../../lib/csv/test-downloads";
import { server } from "../../test/api-server";
import { openConsoleAs } from "../../test/render-app";
import type { Booking } from "./api";
import { API, bookingFixture, page } from "./test-fixtures";

const STALE =
  "Someone else changed this item since you opened it. Reload it to see their changes, then try again.";

function bookingHandlers(booking: () => Booking) {
  server.use(
    http.get(`${API}/bookings/b1`, () => HttpResponse.json({ data: booking() })),
    http.get(`${API}/audit`, () => page([])),
  );
}

function recordCancels(answer: () => Response) {
  const sent: { ifMatch: string | null; body: unknown }[] = [];
  server.use(
    http.post(`${API}/bookings/b1/cancel`, async ({ request }) => {
      sent.push({ ifMatch: request.headers.get("if-match"), body: await request.json() });
      return answer();
    }),
  );
  return sent;
}

const confirmed = (days: number, fields: Partial<Booking> = {}) =>
  bookingFixture(
    {
      status: "confirmed",
      depositState: "held",
      ledgerEntryIds: ["booking-b1-fee", "booking-b1-deposit"],
      decidedBy: { uid: "u-ana", name: "Ana Ruiz" },
      decidedAt: "2026-11-21T18:00:00.000Z",
      version: 2,
      ...fields,
    },
    days,
  );

describe("BookingPage", () => {
  it("shows who booked, the terms accepted, the money and the ledger entries it made", async () => {
    openConsoleAs("admin", "/amenities/bookings/b1");
    bookingHandlers(() => confirmed(3, { note: "Birthday party" }));

    const details = await screen.findByRole("region", { name: "Details" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      /^Pool, .+ 8:00 AM to 10:00 AM$/,
    );
    expect(within(details).getByRole("link", { name: "Pool" })).toHaveAttribute(
      "href",
      "/amenities/a1",
    );
    expect(within(details).getByRole("link", { name: "14 Birch Court" })).toHaveAttribute(
      "href",
      "/properties/p-2",
    );
    expect(within(details).getByText(/Pacific Time \(PT\)/)).toBeVisible();
    expect(within(details).getByText(/^Rita Owner, a resident, /)).toBeVisible();
    expect(within(details).getByText(/^Version 2, Nov 20, 2026, .+ by Rita Owner$/)).toBeVisible();
    expect(within(details).getByText("Birthday party")).toBeVisible();
    expect(within(details).getByText(/^Ana Ruiz, Nov 21, 2026/)).toBeVisible();

    const money = screen.getByRole("region", { name: "Fee and deposit" });
    expect(within(money).getByText("$25.00")).toBeVisible();
    expect(within(money).getByText("Held $200.00")).toBeVisible();
    const entries = within(money).getByRole("list", { name: "Ledger entries" });
    expect(within(entries).getByText("Fee charged")).toBeVisible();
    expect(within(entries).getByText("Refundable deposit charged")).toBeVisible();
    expect(within(money).getByRole("link", { name: "Billing account" })).toHaveAttribute(
      "href",
      "/billing/properties/p-2",
    );
    expect(screen.getByRole("button", { name: "Cancel booking" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Download .ics" })).toBeVisible();
    // Not ended yet: its deposit cannot be released.
    expect(screen.queryByRole("button", { name: "Release deposit" })).not.toBeInTheDocument();
  });

  it("cancels within the free window with the fee refunded by default", async () => {
    const { user } = openConsoleAs("admin", "/amenities/bookings/b1");
    let booking = confirmed(3);
    bookingHandlers(() => booking);
    const sent = recordCancels(() => {
      booking = confirmed(3, {
        status: "cancelled",
        depositState: "released",
        feeRefunded: true,
        reason: "Family emergency",
        ledgerEntryIds: [
          "booking-b1-fee",
          "booking-b1-deposit",
          "reversal-booking-b1-fee",
          "reversal-booking-b1-deposit",
        ],
        cancelledBy: { uid: "u-ana", name: "Ana Ruiz" },
        cancelledAt: "2026-11-27T18:00:00.000Z",
        version: 3,
      });
      return HttpResponse.json({ data: booking });
    });

    await user.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel booking" });
    const refund = within(dialog).getByRole("checkbox", { name: "Refund the fee" });
    expect(refund).toBeChecked();
    expect(refund).toHaveAccessibleDescription(
      expect.stringContaining("within the free cancellation window"),
    );
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Family emergency");
    await user.click(within(dialog).getByRole("button", { name: "Cancel booking" }));

    expect(await screen.findByText("The booking was cancelled.")).toBeInTheDocument();
    expect(sent).toEqual([
      { ifMatch: '"2"', body: { reason: "Family emergency", refundFee: true } },
    ]);
    const money = screen.getByRole("region", { name: "Fee and deposit" });
    expect(await within(money).findByText("$25.00 refunded")).toBeVisible();
    expect(within(money).getByText("Fee refunded")).toBeVisible();
    expect(within(money).getByText("Deposit given back in full")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Cancel booking" })).not.toBeInTheDocument();
  });

  it("keeps the fee after the free window unless ticked, and reloads a booking changed meanwhile", async () => {
    const { user } = openConsoleAs("admin", "/amenities/bookings/b1");
    let booking = confirmed(1);
    bookingHandlers(() => booking);
    const sent = recordCancels(() => {
      booking = confirmed(1, { status: "cancelled", version: 3 });
      return HttpResponse.json({ error: STALE }, { status: 412 });
    });

    await user.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel booking" });
    const refund = within(dialog).getByRole("checkbox", { name: "Refund the fee" });
    expect(refund).not.toBeChecked();
    expect(refund).toHaveAccessibleDescription(
      expect.stringContaining("The free cancellation window ended"),
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel booking" }));

    expect(await within(dialog).findByText(STALE)).toBeInTheDocument();
    expect(sent).toEqual([{ ifMatch: '"2"', body: { reason: "", refundFee: false } }]);
    // The booking as it is now: cancelled by someone else.
    await waitFor(() =>
      expect(
        within(screen.getByRole("region", { name: "Details" })).getByText("Cancelled"),
      ).toBeVisible(),
    );
  });

  it("downloads the booking's .ics for a member, who has no other action", async () => {
    const { user } = openConsoleAs("member", "/amenities/bookings/b1");
    bookingHandlers(() => bookingFixture());
    server.use(
      http.get(`${API}/bookings/b1/ics`, () => {
        return new HttpResponse("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", {
          headers: {
            "Content-Type": "text/calendar; charset=utf-8",
            "Content-Disposition": 'attachment; filename="pool-booking.ics"',
          },
        });
      }),
    );
    const { downloads } = captureDownloads();

    await user.click(await screen.findByRole("button", { name: "Download .ics" }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.filename).toBe("pool-booking.ics");
    expect(await textOf(downloads[0]!.blob)).toContain("BEGIN:VCALENDAR");
    for (const name of ["Approve", "Decline", "Cancel booking"]) {
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    }
    const money = screen.getByRole("region", { name: "Fee and deposit" });
    expect(
      within(money).getByText("Nothing is posted until the booking is approved."),
    ).toBeVisible();
    expect(within(money).queryByRole("link", { name: "Billing account" })).not.toBeInTheDocument();
  });
});

import { addDays } from "@hoa/validation";
import { amenityMessages, weekOf } from "@hoa/validation/amenities";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "../../test/api-server";
import { currentUrl, openConsoleAs } from "../../test/render-app";
import { API, amenityFixture, amenityPageHandlers, today } from "./test-fixtures";

/** Today's first slot holds two households, its second is blocked; tomorrow's second is full. */
const fill = (date: string, start: string) => {
  const tomorrow = addDays(today(), 1);
  if (date === today() && start === "08:00") {
    return {
      taken: 2,
      bookings: [
        {
          id: "b1",
          kind: "booking" as const,
          status: "confirmed" as const,
          propertyId: "p-2",
          propertyLabel: "14 Birch Court",
          householdName: "Rita Owner",
          reason: "",
        },
        {
          id: "b2",
          kind: "booking" as const,
          status: "pending" as const,
          propertyId: "p-3",
          propertyLabel: "3 Elm Street",
          householdName: "Sam Lee",
          reason: "",
        },
      ],
    };
  }
  if (date === tomorrow && start === "10:00") return { taken: 4 };
  if (date === today() && start === "10:00") {
    return {
      blocked: true,
      bookings: [
        {
          id: "k1",
          kind: "block" as const,
          status: "confirmed" as const,
          propertyId: "",
          propertyLabel: "",
          householdName: "",
          reason: "Pool maintenance",
        },
      ],
    };
  }
  return {};
};

const dayRegion = (date: string) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const name = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return screen.getByRole("region", { name: new RegExp(`, ${name}$`) });
};

describe("AmenityPage", () => {
  it("shows the rules in words, the terms and the week's slots with the bookings in them", async () => {
    openConsoleAs("member", "/amenities/a1");
    const amenity = amenityFixture();
    const { handlers, calendarReads } = amenityPageHandlers(() => amenity, fill);
    server.use(...handlers);

    expect(await screen.findByRole("heading", { name: "Pool", level: 1 })).toBeVisible();
    const rules = screen.getByRole("region", { name: "Rules" });
    expect(within(rules).getByText("Every day")).toBeVisible();
    expect(within(rules).getByText("8:00 AM to 12:00 PM")).toBeVisible();
    expect(within(rules).getByText("4 bookings per slot")).toBeVisible();
    expect(within(rules).getByText("1 a day, 2 a week (Monday to Sunday)")).toBeVisible();
    expect(
      within(rules).getByText("Up to 30 days ahead, at least 24 hours before it starts"),
    ).toBeVisible();
    expect(
      within(rules).getByText(
        "The fee is refunded when cancelled at least 48 hours before the start, and kept after that. A deposit always comes back when a booking is cancelled.",
      ),
    ).toBeVisible();
    const terms = screen.getByRole("region", { name: "Terms of use" });
    expect(within(terms).getByText("No glass near the pool.")).toBeVisible();
    expect(within(terms).getByText(/Version 2/)).toBeVisible();

    const monday = weekOf(today());
    await waitFor(() =>
      expect(calendarReads).toContainEqual({ from: monday, to: addDays(monday, 6) }),
    );
    const day = await waitFor(() => dayRegion(today()));
    expect(within(day).getByText("Today")).toBeVisible();
    expect(within(day).getByText("2 of 4 left")).toBeVisible();
    expect(within(day).getByText("Blocked")).toBeVisible();
    expect(within(day).getByRole("link", { name: "Blocked: Pool maintenance" })).toHaveAttribute(
      "href",
      "/amenities/bookings/k1",
    );
    expect(within(day).getByRole("link", { name: "14 Birch Court" })).toHaveAttribute(
      "href",
      "/amenities/bookings/b1",
    );
    expect(within(day).getByRole("link", { name: "3 Elm Street" })).toBeVisible();
    expect(within(day).getByText("Awaiting approval")).toBeVisible();
    expect(within(day).getByText("Confirmed")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Book for a household" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Block time" })).not.toBeInTheDocument();
  });

  it("moves a week at a time and back to today, the week in the address", async () => {
    const { user } = openConsoleAs("admin", "/amenities/a1");
    const amenity = amenityFixture();
    const { handlers, calendarReads } = amenityPageHandlers(() => amenity, fill);
    server.use(...handlers);
    const monday = weekOf(today());

    await user.click(await screen.findByRole("button", { name: "Next week" }));
    await waitFor(() =>
      expect(calendarReads).toContainEqual({ from: addDays(monday, 7), to: addDays(monday, 13) }),
    );
    expect(currentUrl()).toBe(`/amenities/a1?week=${addDays(monday, 7)}`);
    const nextMonday = await waitFor(() => dayRegion(addDays(monday, 7)));
    expect(within(nextMonday).getAllByText("4 of 4 left")).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Previous week" }));
    await user.click(screen.getByRole("button", { name: "Previous week" }));
    await waitFor(() =>
      expect(calendarReads).toContainEqual({ from: addDays(monday, -7), to: addDays(monday, -1) }),
    );
    await user.click(screen.getByRole("button", { name: "Today" }));
    await waitFor(() => expect(currentUrl()).toBe("/amenities/a1"));
    const todays = await waitFor(() => dayRegion(today()));
    expect(within(todays).getByText("Today")).toBeVisible();
  });

  it("books a slot for a household, the property picked from the directory", async () => {
    const { user, api } = openConsoleAs("admin", "/amenities/a1");
    const amenity = amenityFixture();
    server.use(
      ...amenityPageHandlers(() => amenity, fill).handlers,
      http.get(`${API}/properties`, () =>
        HttpResponse.json({
          data: {
            items: [
              {
                id: "p-2",
                address: "14 Birch Court",
                unit: "",
                type: "Single family",
                status: "Active",
                residentCount: 1,
                createdAt: "2026-01-01T00:00:00.000Z",
                updatedAt: "2026-01-01T00:00:00.000Z",
                version: 1,
              },
            ],
            nextCursor: null,
          },
        }),
      ),
      http.post(`${API}/bookings`, async ({ request }) => {
        const body = (await request.json()) as { date: string; start: string };
        if (body.start === "10:00") {
          return HttpResponse.json({ error: amenityMessages.slotTaken }, { status: 409 });
        }
        return HttpResponse.json(
          {
            data: {
              id: "b9",
              propertyLabel: "14 Birch Court",
              date: body.date,
              start: body.start,
            },
          },
          { status: 201 },
        );
      }),
    );

    await user.click(await screen.findByRole("button", { name: "Book for a household" }));
    const dialog = await screen.findByRole("dialog", { name: "Book for a household" });
    await user.click(within(dialog).getByRole("button", { name: "Book" }));
    expect(await within(dialog).findByText(amenityMessages.propertyRequired)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === "POST")).toEqual([]);

    await user.type(within(dialog).getByRole("combobox", { name: /Property/ }), "Birch");
    await user.click(await within(dialog).findByRole("option", { name: /14 Birch Court/ }));
    const tomorrow = addDays(today(), 1);
    await user.type(within(dialog).getByLabelText("Date"), tomorrow);
    const time = within(dialog).getByRole("combobox", { name: /Time/ });
    await waitFor(() =>
      expect(
        within(time).getByRole("option", { name: "10:00 AM to 12:00 PM · Full" }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(time, "10:00");
    await user.click(within(dialog).getByRole("button", { name: "Book" }));
    expect(await within(dialog).findByText(amenityMessages.slotTaken)).toBeInTheDocument();

    await user.selectOptions(time, "08:00");
    await user.click(within(dialog).getByRole("button", { name: "Book" }));
    expect(await screen.findByText(/14 Birch Court is booked for/)).toBeInTheDocument();
    const posts = api.requests.filter((request) => request.method === "POST");
    expect(posts.at(-1)?.body).toEqual({
      amenityId: "a1",
      propertyId: "p-2",
      date: tomorrow,
      start: "08:00",
      note: "",
    });
  });

  it("shows a block's refusal naming the booked slots in its dialog, and blocks once they are free", async () => {
    const { user, api } = openConsoleAs("admin", "/amenities/a1");
    const amenity = amenityFixture();
    server.use(...amenityPageHandlers(() => amenity, fill).handlers);
    const refusal = amenityMessages.blockOverBookings(["Sat 5 Dec 2026 8:00 AM (14 Birch Court)"]);
    let refuse = true;
    server.use(
      http.post(`${API}/amenities/a1/blocks`, () =>
        refuse
          ? HttpResponse.json({ error: refusal }, { status: 409 })
          : HttpResponse.json({ data: [{ id: "k1" }, { id: "k2" }] }, { status: 201 }),
      ),
    );

    await user.click(await screen.findByRole("button", { name: "Block time" }));
    const dialog = await screen.findByRole("dialog", { name: "Block time" });
    await user.type(within(dialog).getByLabelText("From"), "2026-12-05");
    await user.type(within(dialog).getByLabelText("To"), "2026-12-04");
    await user.click(within(dialog).getByRole("button", { name: "Block time" }));
    expect(await within(dialog).findByText(amenityMessages.reasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(amenityMessages.toBeforeFrom)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === "POST")).toEqual([]);

    await user.clear(within(dialog).getByLabelText("To"));
    await user.type(within(dialog).getByLabelText("To"), "2026-12-06");
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Pool maintenance");
    await user.click(within(dialog).getByRole("button", { name: "Block time" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(refusal);
    expect(api.requests.filter((request) => request.method === "POST").at(-1)?.body).toEqual({
      from: "2026-12-05",
      to: "2026-12-06",
      reason: "Pool maintenance",
    });

    refuse = false;
    await user.type(within(dialog).getByLabelText(/Start time/), "08:00");
    await user.click(within(dialog).getByRole("button", { name: "Block time" }));
    expect(await screen.findByText("2 slots were blocked.")).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === "POST").at(-1)?.body).toEqual({
      from: "2026-12-05",
      to: "2026-12-06",
      start: "08:00",
      reason: "Pool maintenance",
    });
  });

  it("explains why an amenity with bookings cannot be deleted", async () => {
    const { user } = openConsoleAs("admin", "/amenities/a1");
    const amenity = amenityFixture();
    server.use(
      ...amenityPageHandlers(() => amenity).handlers,
      http.delete(`${API}/amenities/a1`, ({ request }) =>
        request.headers.get("if-match") === '"3"'
          ? HttpResponse.json({ error: amenityMessages.hasBookings }, { status: 409 })
          : HttpResponse.json({ error: "wrong version" }, { status: 412 }),
      ),
    );

    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Pool?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete amenity" }));
    expect(await screen.findByText(amenityMessages.hasBookings)).toBeInTheDocument();
    expect(currentUrl()).toBe("/amenities/a1");
  });

  it("reads the amenity again when an edit was made to a stale version", async () => {
    const { user } = openConsoleAs("admin", "/amenities/a1");
    let amenity = amenityFixture();
    const stale =
      "Someone else changed this item since you opened it. Reload it to see their changes, then try again.";
    server.use(
      ...amenityPageHandlers(() => amenity).handlers,
      http.patch(`${API}/amenities/a1`, () => {
        amenity = amenityFixture({ name: "Lap pool", version: 4 });
        return HttpResponse.json({ error: stale }, { status: 412 });
      }),
    );

    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit amenity" });
    expect(within(dialog).getByRole("textbox", { name: /^Name/ })).toHaveValue("Pool");
    await user.click(within(dialog).getByRole("button", { name: "Save amenity" }));
    expect(await within(dialog).findByText(stale)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Lap pool", level: 1 })).toBeVisible();
  });
});

import { amenityMessages } from "@hoa/validation/amenities";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "../../test/api-server";
import { currentUrl, openConsoleAs } from "../../test/render-app";
import { API, amenityFixture, amenityPageHandlers } from "./test-fixtures";

const clubhouse = amenityFixture({
  id: "a2",
  name: "Clubhouse",
  location: "12 Maple Grove Lane",
  slotMinutes: 240,
  opens: "10:00",
  closes: "22:00",
  days: ["fri", "sat", "sun"],
  capacity: 1,
  approval: "automatic",
  fee: "150.00",
  deposit: "0.00",
  active: false,
});

describe("AmenitiesPage", () => {
  it("lists the amenities with their rules at a glance, read-only to a member", async () => {
    openConsoleAs("member", "/amenities");
    server.use(
      http.get(`${API}/amenities`, () =>
        HttpResponse.json({ data: [clubhouse, amenityFixture()] }),
      ),
    );

    expect(await screen.findByRole("heading", { name: "Amenities", level: 1 })).toBeVisible();
    expect(screen.getByRole("link", { name: "Bookings" })).toHaveAttribute(
      "href",
      "/amenities/bookings",
    );
    const table = await screen.findByRole("table", { name: "Amenities" });
    const pool = within(table).getByRole("row", { name: /Pool/ });
    expect(within(pool).getByRole("link", { name: "Pool" })).toHaveAttribute(
      "href",
      "/amenities/a1",
    );
    expect(within(pool).getByText("8:00 AM to 12:00 PM")).toBeVisible();
    expect(within(pool).getByText("Every day · slots of 2 hours")).toBeVisible();
    expect(within(pool).getByText("$25.00 fee")).toBeVisible();
    expect(within(pool).getByText("$200.00 deposit")).toBeVisible();
    expect(within(pool).getByText("Approval required")).toBeVisible();
    expect(within(pool).getByText("Taking bookings")).toBeVisible();
    const club = within(table).getByRole("row", { name: /Clubhouse/ });
    expect(within(club).getByText("Friday to Sunday · slots of 4 hours")).toBeVisible();
    expect(within(club).getByText("No deposit")).toBeVisible();
    expect(within(club).getByText("Automatic")).toBeVisible();
    expect(within(club).getByText("Inactive")).toBeVisible();
    expect(screen.queryByRole("button", { name: "New amenity" })).not.toBeInTheDocument();
  });

  it("refuses an amenity the API would refuse, with its messages, before sending it", async () => {
    const { user, api } = openConsoleAs("admin", "/amenities");
    server.use(http.get(`${API}/amenities`, () => HttpResponse.json({ data: [] })));

    expect(await screen.findByText("No amenities yet")).toBeVisible();
    await user.click(screen.getAllByRole("button", { name: "New amenity" })[0]!);
    const dialog = await screen.findByRole("dialog", { name: "New amenity" });
    await user.clear(within(dialog).getByLabelText("Closes"));
    await user.type(within(dialog).getByLabelText("Closes"), "08:00");
    await user.type(within(dialog).getByRole("textbox", { name: /Per week/ }), "0");
    await user.click(within(dialog).getByRole("checkbox", { name: "Saturday" }));
    await user.click(within(dialog).getByRole("button", { name: "Add amenity" }));

    const name = within(dialog).getByRole("textbox", { name: /^Name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(amenityMessages.nameRequired));
    expect(name).toHaveFocus();
    const perWeek = within(dialog).getByRole("textbox", { name: /Per week/ });
    expect(perWeek).toHaveAccessibleDescription(
      expect.stringContaining(amenityMessages.limitInvalid),
    );

    // Once every field reads, the hours are checked together, as the API checks them.
    await user.type(name, "Pool");
    await user.clear(perWeek);
    await user.click(within(dialog).getByRole("button", { name: "Add amenity" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Closes")).toHaveAccessibleDescription(
        expect.stringContaining(amenityMessages.closesBeforeOpens),
      ),
    );
    expect(api.requests.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("adds an amenity with every rule and opens its page", async () => {
    const { user, api } = openConsoleAs("admin", "/amenities");
    let saved = amenityFixture({ id: "a1", name: "Tennis court" });
    server.use(
      http.get(`${API}/amenities`, () => HttpResponse.json({ data: [] })),
      http.post(`${API}/amenities`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saved = amenityFixture({ name: String(body.name) });
        return HttpResponse.json({ data: saved }, { status: 201 });
      }),
      ...amenityPageHandlers(() => saved).handlers,
    );

    await user.click(await screen.findByRole("button", { name: "New amenity" }));
    const dialog = await screen.findByRole("dialog", { name: "New amenity" });
    expect(within(dialog).getByRole("group", { name: "Hours and slots" })).toBeVisible();
    expect(within(dialog).getByRole("group", { name: "Limits per household" })).toBeVisible();
    expect(
      within(dialog).getByRole("group", { name: "Booking window and cancellation" }),
    ).toBeVisible();
    expect(within(dialog).getByRole("group", { name: "Money" })).toBeVisible();
    expect(within(dialog).getByRole("group", { name: "Terms" })).toBeVisible();
    await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Tennis court");
    await user.type(within(dialog).getByRole("textbox", { name: /Per day/ }), "1");
    await user.click(within(dialog).getByRole("radio", { name: /Approval required/ }));
    await user.clear(within(dialog).getByRole("textbox", { name: /^Fee/ }));
    await user.type(within(dialog).getByRole("textbox", { name: /^Fee/ }), "10");
    await user.type(within(dialog).getByRole("textbox", { name: /Terms of use/ }), "Bring balls.");
    await user.click(within(dialog).getByRole("button", { name: "Add amenity" }));

    expect(await screen.findByText("Tennis court was added.")).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe("/amenities/a1"));
    const posted = api.requests.find((request) => request.method === "POST");
    expect(posted?.body).toEqual({
      name: "Tennis court",
      description: "",
      location: "",
      slotMinutes: "60",
      opens: "09:00",
      closes: "21:00",
      days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
      capacity: "1",
      limits: { perDay: "1", perWeek: "", perMonth: "" },
      bookAheadDays: "30",
      minNoticeHours: "24",
      cancelHours: "48",
      approval: "required",
      fee: "10",
      deposit: "0.00",
      terms: "Bring balls.",
      active: true,
    });
  });
});

import { violationMessages } from "@hoa/validation/violations";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "../../test/api-server";
import { currentUrl, openConsoleAs } from "../../test/render-app";
import {
  API,
  page,
  parkingCategory,
  violationFixture,
  violationPageHandlers,
} from "./test-fixtures";
import type { Violation } from "./api";

const hearingNoticed = violationFixture({
  id: "v2",
  number: 13,
  status: "hearing",
  propertyLabel: "300 Maple Grove Lane, 1A",
  category: { id: "c2", name: "Landscaping", rule: "", cureDays: 14, fine: "0.00" },
  observedOn: "2026-11-02",
  noticedAt: "2026-11-03T17:00:00.000Z",
  cureBy: "2026-11-17",
  hearing: {
    at: "2026-12-11T02:00:00.000Z",
    date: "2026-12-10",
    time: "18:00",
    location: "Clubhouse",
    noticedAt: "2026-11-20T17:00:00.000Z",
  },
});

const fined = violationFixture({
  id: "v3",
  number: 9,
  status: "closed",
  outcome: "fined",
  fined: "100.00",
  observedOn: "2026-10-01",
});

describe("ViolationsPage", () => {
  it("lists violations with their status, observed date, next deadline and outcome, filtered by status", async () => {
    const statuses: (string | null)[] = [];
    const { user } = openConsoleAs("member", "/violations");
    server.use(
      http.get(`${API}/violations`, ({ request }) => {
        const status = new URL(request.url).searchParams.get("status");
        statuses.push(status);
        const items = [violationFixture(), hearingNoticed, fined];
        return page(status ? items.filter((item) => item.status === status) : items);
      }),
    );

    const table = await screen.findByRole("table", { name: "Violations" });
    const reported = within(table).getByRole("row", { name: /#12 Parking/ });
    expect(within(reported).getByRole("link", { name: "#12 Parking" })).toHaveAttribute(
      "href",
      "/violations/v1",
    );
    for (const text of ["14 Birch Court, 2", "Reported", "Nov 20, 2026"]) {
      expect(within(reported).getByText(text)).toBeInTheDocument();
    }
    const hearing = within(table).getByRole("row", { name: /Landscaping/ });
    expect(within(hearing).getByText("Hearing noticed")).toBeInTheDocument();
    expect(within(hearing).getByText("Hearing Dec 10, 2026")).toBeInTheDocument();
    const closed = within(table).getByRole("row", { name: /#9 Parking/ });
    expect(within(closed).getByText("Fined $100.00")).toBeInTheDocument();
    // Tabs lead to the categories; a member reports nothing.
    expect(screen.getByRole("link", { name: "Categories" })).toHaveAttribute(
      "href",
      "/violations/categories",
    );
    expect(screen.queryByRole("button", { name: "Report violation" })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "hearing");
    await waitFor(() => expect(statuses).toContain("hearing"));
    await waitFor(() =>
      expect(within(table).queryByRole("row", { name: /#12 Parking/ })).not.toBeInTheDocument(),
    );
    expect(within(table).getByRole("row", { name: /Landscaping/ })).toBeInTheDocument();
    expect(currentUrl()).toContain("status=hearing");
  });

  it("says so when no violation has been reported", async () => {
    openConsoleAs("admin", "/violations");
    server.use(http.get(`${API}/violations`, () => page([])));
    expect(await screen.findByText("No violations reported")).toBeVisible();
  });

  it("reports a violation from the header's dialog and opens its page", async () => {
    let reported: Violation | null = null;
    const { user, api } = openConsoleAs("admin", "/violations");
    server.use(
      http.get(`${API}/violations`, () => page([])),
      http.get(`${API}/violation-categories`, () => page([parkingCategory])),
      http.get(`${API}/properties`, () =>
        page([
          {
            id: "p-2",
            address: "14 Birch Court",
            unit: "2",
            type: "Townhouse",
            status: "Occupied",
            residentCount: 1,
            archivedAt: null,
            createdAt: "2026-03-01T12:00:00.000Z",
            updatedAt: "2026-03-01T12:00:00.000Z",
            version: 1,
          },
        ]),
      ),
      http.post(`${API}/violations`, async ({ request }) => {
        const body = (await request.json()) as { location: string; observedOn: string };
        reported = violationFixture({ location: body.location, observedOn: body.observedOn });
        return HttpResponse.json({ data: reported }, { status: 201 });
      }),
      ...violationPageHandlers(() => reported ?? violationFixture()),
    );

    await user.click(await screen.findByRole("button", { name: "Report violation" }));
    const dialog = await screen.findByRole("dialog", { name: "Report violation" });
    await user.click(within(dialog).getByRole("button", { name: "Report violation" }));
    expect(await within(dialog).findByText(violationMessages.propertyRequired)).toBeVisible();
    expect(within(dialog).getByText(violationMessages.categoryRequired)).toBeVisible();
    expect(api.requests.filter((request) => request.method === "POST")).toEqual([]);

    await user.type(within(dialog).getByRole("combobox", { name: "Property" }), "birch");
    const choices = within(dialog).getByRole("listbox");
    await user.click(await within(choices).findByRole("option", { name: /14 Birch Court/u }));
    const category = within(dialog).getByRole("combobox", { name: "Category" });
    await waitFor(() =>
      expect(within(category).getByRole("option", { name: "Parking" })).toBeInTheDocument(),
    );
    await user.selectOptions(category, "c1");
    const description = within(dialog).getByRole("textbox", { name: /Description/ });
    expect(description).toHaveAttribute("placeholder", "Parked on the street overnight.");
    const observed = within(dialog).getByLabelText("Observed on");
    await user.clear(observed);
    await user.type(observed, "2026-11-20");
    await user.type(within(dialog).getByRole("textbox", { name: /Location/ }), "Street");
    await user.click(within(dialog).getByRole("button", { name: "Report violation" }));

    expect(
      await screen.findByRole("heading", {
        name: "Violation 12: Parking at 14 Birch Court, 2",
        level: 1,
      }),
    ).toBeVisible();
    expect(currentUrl()).toBe("/violations/v1");
    expect(api.requests.find((request) => request.method === "POST")?.body).toEqual({
      propertyId: "p-2",
      categoryId: "c1",
      observedOn: "2026-11-20",
      location: "Street",
      description: "",
    });
  });

  it("offers to add categories when there are none to report in", async () => {
    const { user } = openConsoleAs("admin", "/violations");
    server.use(
      http.get(`${API}/violations`, () => page([])),
      http.get(`${API}/violation-categories`, () => page([])),
      http.get(`${API}/properties`, () => page([])),
    );
    await user.click(await screen.findByRole("button", { name: "Report violation" }));
    const dialog = await screen.findByRole("dialog", { name: "Report violation" });
    expect(await within(dialog).findByRole("link", { name: "Add categories" })).toHaveAttribute(
      "href",
      "/violations/categories",
    );
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockApi, server } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { renderApp } from "../../test/render-app";
import type { CommunityEvent } from "./api/list-events";
import type { Rsvp } from "./api/list-rsvps";

const event = (
  fields: Partial<CommunityEvent> & Pick<CommunityEvent, "id" | "title">,
): CommunityEvent => ({
  type: "Community Meeting",
  location: "Clubhouse",
  date: "2026-12-05",
  time: "18:30",
  timeZone: "America/Los_Angeles",
  startsAt: "2026-12-06T02:30:00.000Z",
  maxAttendees: 2,
  description: "Budget and elections.",
  status: "scheduled",
  cancelledAt: null,
  going: 0,
  waitlisted: 0,
  notGoing: 0,
  seatsLeft: 2,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  version: 1,
  ...fields,
});

const page = (items: unknown[]) => HttpResponse.json({ data: { items, nextCursor: null } });

function signIn(role: "admin" | "member") {
  const api = mockApi({
    roles: { orgId: "maple-grove", role, permissions: role === "admin" ? ["admin"] : [] },
    organizations: { "maple-grove": { id: "maple-grove", name: "Maple Grove HOA" } },
  });
  fakeAuth.signInAs(makeUser(role));
  return api;
}

/** The events list, the month and the feed, as the page reads them. */
function eventsPageHandlers(items: CommunityEvent[]) {
  return [
    http.get("*/api/orgs/maple-grove/events", () => page(items)),
    http.get("*/api/orgs/maple-grove/events/calendar", ({ request }) =>
      HttpResponse.json({
        data: {
          month: new URL(request.url).searchParams.get("month"),
          timeZone: "America/Los_Angeles",
          items,
        },
      }),
    ),
    http.get("*/api/orgs/maple-grove/events/feed", () =>
      HttpResponse.json({ data: { active: false, createdAt: null, url: null } }),
    ),
  ];
}

describe("EventsPage", () => {
  it("lists upcoming events with their day and time in the organization's zone and attendance", async () => {
    signIn("admin");
    server.use(
      ...eventsPageHandlers([
        event({ id: "e1", title: "Annual meeting", going: 2, waitlisted: 1 }),
      ]),
    );
    renderApp("/events");

    const table = await screen.findByRole("table", { name: /upcoming events/i });
    const row = within(table).getByRole("row", { name: /Annual meeting/ });
    for (const text of [
      "Sat, Dec 5, 2026",
      "6:30 PM PST",
      "Community Meeting",
      "2 of 2 seats · 1 waiting",
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole("heading", { name: "Calendar" })).toBeVisible();
    expect(screen.getByRole("grid")).toBeInTheDocument();
  });

  it("creates an event from the header's dialog, validated by the shared rules", async () => {
    const api = signIn("admin");
    const created = event({ id: "e2", title: "Spring clean-up", type: "Maintenance" });
    server.use(
      ...eventsPageHandlers([]),
      http.post("*/api/orgs/maple-grove/events", () =>
        HttpResponse.json({ data: created }, { status: 201 }),
      ),
      http.get("*/api/orgs/maple-grove/events/e2", () => HttpResponse.json({ data: created })),
      http.get("*/api/orgs/maple-grove/events/e2/rsvp", () =>
        HttpResponse.json({ data: { rsvp: null } }),
      ),
      http.get("*/api/orgs/maple-grove/events/e2/rsvps", () => page([])),
      http.get("*/api/orgs/maple-grove/audit", () => page([])),
      http.get("*/api/orgs/maple-grove/residents", () => page([])),
    );
    const user = userEvent.setup();
    renderApp("/events");

    await user.click(await screen.findByRole("button", { name: "New event" }));
    const drawer = await screen.findByRole("dialog", { name: "Create event" });
    await user.click(within(drawer).getByRole("button", { name: "Create event" }));
    expect(await within(drawer).findByText("Title is required")).toBeVisible();
    expect(within(drawer).getByText("Location is required")).toBeVisible();

    await user.type(within(drawer).getByRole("textbox", { name: "Title" }), "Spring clean-up");
    await user.selectOptions(within(drawer).getByRole("combobox", { name: "Type" }), "Maintenance");
    await user.type(within(drawer).getByRole("textbox", { name: "Location" }), "East lot");
    await user.type(within(drawer).getByLabelText("Date"), "2026-12-05");
    await user.type(within(drawer).getByLabelText("Time"), "09:00");
    await user.type(within(drawer).getByRole("textbox", { name: /Max attendees/ }), "2");
    await user.click(within(drawer).getByRole("button", { name: "Create event" }));

    expect(await screen.findByRole("heading", { name: "Spring clean-up", level: 1 })).toBeVisible();
    const post = api.requests.find((request) => request.method === "POST");
    expect(post?.body).toEqual({
      title: "Spring clean-up",
      type: "Maintenance",
      location: "East lot",
      date: "2026-12-05",
      time: "09:00",
      maxAttendees: "2",
      description: "",
    });
  });

  it("shows a member no New event button and no calendar feed", async () => {
    signIn("member");
    server.use(...eventsPageHandlers([]));
    renderApp("/events");
    expect(await screen.findByText("No upcoming events")).toBeVisible();
    expect(screen.queryByRole("button", { name: "New event" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Calendar feed" })).not.toBeInTheDocument();
  });

  it("makes a calendar feed address, shows it once with Copy, and asks before regenerating", async () => {
    const api = signIn("admin");
    let feed = { active: false, createdAt: null as string | null, url: null as string | null };
    server.use(
      ...eventsPageHandlers([]),
      http.get("*/api/orgs/maple-grove/events/feed", () => HttpResponse.json({ data: feed })),
      http.post("*/api/orgs/maple-grove/events/feed", () => {
        feed = {
          active: true,
          createdAt: "2026-11-22T12:00:00.000Z",
          url: `https://hoa.example/api/calendar/${"a".repeat(42)}${api.requests.length}.ics`,
        };
        return HttpResponse.json({ data: feed });
      }),
    );
    const user = userEvent.setup();
    renderApp("/events");

    await user.click(await screen.findByRole("button", { name: "Make a feed address" }));
    const address = await screen.findByRole("textbox", { name: "Feed address" });
    expect((address as HTMLInputElement).value).toMatch(/\/api\/calendar\/.+\.ics$/u);
    expect(screen.getByRole("button", { name: "Copy" })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Regenerate" }));
    const confirm = await screen.findByRole("alertdialog", {
      name: "Regenerate the feed address?",
    });
    await user.click(within(confirm).getByRole("button", { name: "Regenerate" }));
    expect(api.requests.filter((request) => request.method === "POST")).toHaveLength(2);
  });
});

describe("EventPage", () => {
  it("lets a member reply Going and says when they are on the waiting list", async () => {
    const api = signIn("member");
    const shown = event({ id: "e1", title: "Annual meeting", going: 2, seatsLeft: 0 });
    const mine: Rsvp = {
      id: "member-member",
      kind: "member",
      residentId: null,
      uid: "member",
      name: "Morgan Member",
      response: "going",
      guests: 1,
      seats: 2,
      status: "waitlisted",
      waitlistPosition: 1,
      respondedAt: "2026-11-22T12:00:00.000Z",
    };
    let own: Rsvp | null = null;
    server.use(
      http.get("*/api/orgs/maple-grove/events/e1", () => HttpResponse.json({ data: shown })),
      http.get("*/api/orgs/maple-grove/events/e1/rsvp", () =>
        HttpResponse.json({ data: { rsvp: own } }),
      ),
      http.put("*/api/orgs/maple-grove/events/e1/rsvp", () => {
        own = mine;
        return HttpResponse.json({ data: { rsvp: mine, event: { ...shown, waitlisted: 2 } } });
      }),
      http.get("*/api/orgs/maple-grove/events", () => page([])),
    );
    const user = userEvent.setup();
    renderApp("/events/e1");

    expect(await screen.findByRole("heading", { name: "Annual meeting", level: 1 })).toBeVisible();
    expect(await screen.findByText("You have not replied yet.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    const guests = screen.getByRole("textbox", { name: /Guests/ });
    await user.clear(guests);
    await user.type(guests, "1");
    await user.click(screen.getByRole("button", { name: "Going" }));

    expect(await screen.findByText("You replied: Waiting list (#1), with 1 guest.")).toBeVisible();
    const put = api.requests.find((request) => request.method === "PUT");
    expect(put?.body).toEqual({ response: "going", guests: "1" });
    expect(screen.getByText("2 of 2 seats · 2 waiting")).toBeVisible();
  });

  it("shows the replies to an administrator and cancels the event after asking", async () => {
    const api = signIn("admin");
    let shown = event({ id: "e1", title: "Annual meeting", going: 1 });
    const ana: Rsvp = {
      id: "resident-r1",
      kind: "resident",
      residentId: "r1",
      uid: null,
      name: "Ana Ruiz",
      response: "going",
      guests: 0,
      seats: 1,
      status: "going",
      waitlistPosition: null,
      respondedAt: "2026-11-22T12:00:00.000Z",
    };
    server.use(
      http.get("*/api/orgs/maple-grove/events/e1", () => HttpResponse.json({ data: shown })),
      http.get("*/api/orgs/maple-grove/events/e1/rsvp", () =>
        HttpResponse.json({ data: { rsvp: null } }),
      ),
      http.get("*/api/orgs/maple-grove/events/e1/rsvps", () => page([ana])),
      http.get("*/api/orgs/maple-grove/audit", () => page([])),
      http.get("*/api/orgs/maple-grove/residents", () => page([])),
      http.get("*/api/orgs/maple-grove/events", () => page([])),
      http.post("*/api/orgs/maple-grove/events/e1/cancel", () => {
        shown = {
          ...shown,
          status: "cancelled",
          cancelledAt: "2026-11-22T12:00:00.000Z",
          version: 2,
        };
        return HttpResponse.json({ data: shown });
      }),
    );
    const user = userEvent.setup();
    renderApp("/events/e1");

    const replies = await screen.findByRole("table", { name: "Replies" });
    expect(await within(replies).findByText("Ana Ruiz")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Cancel event" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Cancel Annual meeting?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel event" }));

    expect(await screen.findAllByText("Cancelled")).not.toHaveLength(0);
    const cancel = api.requests.find((request) => request.path.endsWith("/cancel"));
    expect(cancel?.method).toBe("POST");
    expect(screen.queryByRole("button", { name: "Cancel event" })).not.toBeInTheDocument();
  });
});

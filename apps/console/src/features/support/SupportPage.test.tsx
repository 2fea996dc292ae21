import { messages } from "@hoa/validation";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockApi, server } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { renderApp } from "../../test/render-app";
import type { Ticket } from "./api/list-tickets";

const ticket = (fields: Partial<Ticket> & Pick<Ticket, "id" | "number" | "subject">): Ticket => ({
  description: "",
  from: { residentId: "r1", name: "Ana Ruiz" },
  status: "open",
  priority: "medium",
  assignee: null,
  createdBy: { uid: "admin", name: "Avery Admin" },
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  resolvedAt: null,
  version: 1,
  ...fields,
});

/** The counts by status the page shows above its list. */
const summaryHandler = (counts = { open: 1, inProgress: 1, resolved: 0 }) =>
  http.get("*/api/orgs/maple-grove/tickets/summary", () => HttpResponse.json({ data: counts }));

function signInAsAdmin() {
  const api = mockApi({
    roles: { orgId: "maple-grove", role: "admin", permissions: ["admin"] },
    organizations: { "maple-grove": { id: "maple-grove", name: "Maple Grove HOA" } },
  });
  fakeAuth.signInAs(makeUser("admin"));
  return api;
}

describe("SupportPage", () => {
  it("lists the tickets with their number, subject, sender, status, priority and assignee, and filters by status", async () => {
    const api = signInAsAdmin();
    const gate = ticket({
      id: "t2",
      number: 2,
      subject: "Pool gate does not latch",
      status: "inProgress",
      priority: "high",
      assignee: { uid: "admin", name: "Avery Admin" },
    });
    server.use(
      summaryHandler({ open: 1, inProgress: 1, resolved: 0 }),
      http.get("*/api/orgs/maple-grove/tickets", ({ request }) => {
        const status = new URL(request.url).searchParams.get("status");
        const items = [gate, ticket({ id: "t1", number: 1, subject: "Parking permit" })].filter(
          (item) => !status || item.status === status,
        );
        return HttpResponse.json({ data: { items, nextCursor: null } });
      }),
    );
    const user = userEvent.setup();
    renderApp("/support");

    const table = await screen.findByRole("table", { name: /tickets/i });
    const row = within(table).getByRole("row", { name: /Pool gate does not latch/ });
    for (const text of ["#2", "Ana Ruiz", "In Progress", "High", "Avery Admin"]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "In Progress");
    expect(await screen.findByText("Pool gate does not latch")).toBeVisible();
    expect(screen.queryByText("Parking permit")).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.path.endsWith("/tickets"))).toBe(true);
  });
});

describe("TicketPage", () => {
  it("starts work on an open ticket and shows the conversation with a new comment", async () => {
    const api = signInAsAdmin();
    let shown = ticket({ id: "t1", number: 7, subject: "Streetlight out" });
    const conversation: unknown[] = [];
    server.use(
      http.get("*/api/orgs/maple-grove/tickets/t1", () => HttpResponse.json({ data: shown })),
      http.patch("*/api/orgs/maple-grove/tickets/t1", async ({ request }) => {
        const changes = (await request.json()) as Partial<Ticket>;
        shown = { ...shown, ...changes, version: shown.version + 1 };
        conversation.push({
          id: `e${conversation.length}`,
          kind: "event",
          author: { uid: "admin", name: "Avery Admin" },
          body: "Status changed from Open to In Progress",
          createdAt: "2026-11-20T11:00:00.000Z",
        });
        return HttpResponse.json({ data: shown });
      }),
      http.get("*/api/orgs/maple-grove/tickets/t1/comments", () =>
        HttpResponse.json({ data: { items: conversation, nextCursor: null } }),
      ),
      http.post("*/api/orgs/maple-grove/tickets/t1/comments", async ({ request }) => {
        const { body } = (await request.json()) as { body: string };
        const comment = {
          id: `c${conversation.length}`,
          kind: "comment",
          author: { uid: "admin", name: "Avery Admin" },
          body,
          createdAt: "2026-11-20T12:00:00.000Z",
        };
        conversation.push(comment);
        return HttpResponse.json({ data: comment }, { status: 201 });
      }),
      http.get("*/api/orgs/maple-grove/members", () =>
        HttpResponse.json({ data: { items: [], nextCursor: null } }),
      ),
      http.get("*/api/orgs/maple-grove/audit", () =>
        HttpResponse.json({ data: { items: [], nextCursor: null } }),
      ),
    );
    const user = userEvent.setup();
    renderApp("/support/tickets/t1");

    expect(
      await screen.findByRole("heading", { name: "#7 Streetlight out", level: 1 }),
    ).toBeVisible();
    expect(await screen.findByText("No comments yet.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Start work" }));

    expect(await screen.findByRole("button", { name: "Resolve" })).toBeVisible();
    const patch = api.requests.find((request) => request.method === "PATCH");
    expect(patch?.body).toEqual({ status: "inProgress" });
    expect(await screen.findByText("Status changed from Open to In Progress")).toBeVisible();

    await user.type(
      screen.getByRole("textbox", { name: "Comment" }),
      "A locksmith comes Thursday.",
    );
    await user.click(screen.getByRole("button", { name: "Add comment" }));
    expect(await screen.findByText("A locksmith comes Thursday.")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Comment" })).toHaveValue("");
  });
});

describe("A ticket's times", () => {
  it("tells the conversation's times in the organization's zone, naming it", async () => {
    mockApi({
      roles: { orgId: "maple-grove", role: "admin", permissions: ["admin"] },
      organizations: {
        "maple-grove": { id: "maple-grove", name: "Maple Grove HOA", timeZone: "Pacific/Honolulu" },
      },
    });
    fakeAuth.signInAs(makeUser("admin"));
    server.use(
      http.get("*/api/orgs/maple-grove/tickets/t1", () =>
        HttpResponse.json({
          data: ticket({
            id: "t1",
            number: 7,
            subject: "Streetlight out",
            createdAt: "2026-11-21T03:00:00.000Z",
          }),
        }),
      ),
      http.get("*/api/orgs/maple-grove/tickets/t1/comments", () =>
        HttpResponse.json({
          data: {
            items: [
              {
                id: "c1",
                kind: "comment",
                author: { uid: "admin", name: "Avery Admin" },
                body: "A locksmith comes Thursday.",
                createdAt: "2026-11-21T03:30:00.000Z",
              },
            ],
            nextCursor: null,
          },
        }),
      ),
      http.get("*/api/orgs/maple-grove/members", () =>
        HttpResponse.json({ data: { items: [], nextCursor: null } }),
      ),
      http.get("*/api/orgs/maple-grove/audit", () =>
        HttpResponse.json({ data: { items: [], nextCursor: null } }),
      ),
    );
    renderApp("/support/tickets/t1");

    // 03:30 UTC on the 21st is 5:30 PM on the 20th in Honolulu.
    expect(await screen.findByText("Nov 20, 2026, 5:30 PM HST")).toBeVisible();
    expect(screen.getByText(/Created Nov 20, 2026$/)).toBeVisible();
    expect(screen.getByText("Nov 20, 2026, 5:00 PM HST")).toBeVisible();
  });
});

describe("New ticket, as an administrator", () => {
  it("asks for the resident the ticket is from before anything is sent", async () => {
    const api = signInAsAdmin();
    server.use(
      summaryHandler({ open: 0, inProgress: 0, resolved: 0 }),
      http.get("*/api/orgs/maple-grove/tickets", () =>
        HttpResponse.json({ data: { items: [], nextCursor: null } }),
      ),
      http.get("*/api/orgs/maple-grove/residents", () =>
        HttpResponse.json({ data: { items: [], nextCursor: null } }),
      ),
      http.post("*/api/orgs/maple-grove/tickets", () =>
        HttpResponse.json({ error: "unexpected" }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderApp("/support");

    await user.click(await screen.findByRole("button", { name: "New ticket" }));
    const dialog = await screen.findByRole("dialog", { name: "New ticket" });
    await user.type(within(dialog).getByRole("textbox", { name: "Subject" }), "Gate");
    await user.click(within(dialog).getByRole("button", { name: "Create ticket" }));

    expect(await within(dialog).findByText(messages.ticketResidentRequired)).toBeVisible();
    expect(
      api.requests.some(
        (request) => request.method === "POST" && request.path.endsWith("/tickets"),
      ),
    ).toBe(false);
  });
});

describe("Support, as a member", () => {
  it("opens a ticket from themselves, without choosing a resident, and cannot change its status", async () => {
    const api = mockApi({
      roles: { orgId: "maple-grove", role: "member", permissions: [] },
      organizations: { "maple-grove": { id: "maple-grove", name: "Maple Grove HOA" } },
    });
    fakeAuth.signInAs(makeUser("member"));
    const mine = ticket({
      id: "t9",
      number: 9,
      subject: "Noisy neighbours",
      from: { residentId: null, name: "Morgan Member" },
    });
    server.use(
      summaryHandler({ open: 0, inProgress: 0, resolved: 0 }),
      http.get("*/api/orgs/maple-grove/tickets", () =>
        HttpResponse.json({ data: { items: [], nextCursor: null } }),
      ),
      http.post("*/api/orgs/maple-grove/tickets", () =>
        HttpResponse.json({ data: mine }, { status: 201 }),
      ),
      http.get("*/api/orgs/maple-grove/tickets/t9", () => HttpResponse.json({ data: mine })),
      http.get("*/api/orgs/maple-grove/tickets/t9/comments", () =>
        HttpResponse.json({ data: { items: [], nextCursor: null } }),
      ),
    );
    const user = userEvent.setup();
    renderApp("/support");

    await user.click(await screen.findByRole("button", { name: "New ticket" }));
    const dialog = await screen.findByRole("dialog", { name: "New ticket" });
    expect(within(dialog).queryByRole("combobox", { name: "From" })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Subject" }), "Noisy neighbours");
    await user.click(within(dialog).getByRole("button", { name: "Create ticket" }));

    expect(
      await screen.findByRole("heading", { name: "#9 Noisy neighbours", level: 1 }),
    ).toBeVisible();
    const created = api.requests.find(
      (request) => request.method === "POST" && request.path.endsWith("/tickets"),
    );
    expect(created?.body).toEqual({
      subject: "Noisy neighbours",
      description: "",
      priority: "medium",
    });
    expect(screen.queryByRole("button", { name: "Start work" })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Assignee" })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Comment" })).toBeVisible();
  });
});

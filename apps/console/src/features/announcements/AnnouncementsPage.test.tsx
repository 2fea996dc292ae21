import { messages } from "@hoa/validation";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, server } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { renderApp } from "../../test/render-app";
import type { InboxItem } from "./api/inbox";
import type { Announcement } from "./api/list-announcements";

const ORG = "maple-grove";

const announcement = (overrides: Partial<Announcement> = {}): Announcement => ({
  id: "a1",
  title: "Pool opens Saturday",
  message: "The pool opens at 9.",
  priority: "Normal",
  audience: "All Residents",
  status: "published",
  publishAt: null,
  publishedAt: "2026-11-20T17:00:00.000Z",
  createdBy: { uid: "admin", name: "Dana Admin" },
  updatedAt: "2026-11-20T17:00:00.000Z",
  version: 2,
  delivery: { state: "sent", recipients: 140, read: 12, email: null },
  ...overrides,
});

let stored: Announcement[] = [];
let posted: unknown[] = [];
let reads: string[] = [];
let listQueries: URLSearchParams[] = [];

const inboxItem = (): InboxItem => ({
  id: "a1",
  title: "Water off Tuesday",
  message: "From 9 to 11.",
  priority: "Urgent",
  audience: "All Residents",
  publishedAt: "2026-11-20T17:00:00.000Z",
  from: "Dana Admin",
  read: reads.includes("a1"),
});

function announcementsApi() {
  server.use(
    http.get(`*/api/orgs/${ORG}/announcements`, ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: { items: stored, nextCursor: null } });
    }),
    http.get(`*/api/orgs/${ORG}/announcements/:id`, ({ params }) => {
      const found = stored.find((item) => item.id === params.id);
      return found
        ? HttpResponse.json({
            data: {
              ...found,
              delivery: { ...found.delivery, email: { delivered: 139, failed: 1, pending: 0 } },
            },
          })
        : HttpResponse.json({ error: "Announcement not found." }, { status: 404 });
    }),
    http.post(`*/api/orgs/${ORG}/announcements`, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      posted.push(body);
      const created = announcement({
        id: `a${stored.length + 1}`,
        title: body.title,
        message: body.message,
        status:
          body.action === "publish"
            ? "published"
            : body.action === "schedule"
              ? "scheduled"
              : "draft",
        delivery: { state: "sent", recipients: 87, read: 0, email: null },
      });
      stored.push(created);
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.get(`*/api/orgs/${ORG}/inbox`, () =>
      HttpResponse.json({ data: { items: [inboxItem()], nextCursor: null } }),
    ),
    http.get(`*/api/orgs/${ORG}/inbox/:id`, ({ params }) =>
      params.id === "a1"
        ? HttpResponse.json({ data: inboxItem() })
        : HttpResponse.json({ error: "Announcement not found." }, { status: 404 }),
    ),
    http.post(`*/api/orgs/${ORG}/inbox/:id/read`, ({ params }) => {
      reads.push(String(params.id));
      return HttpResponse.json({ data: { id: params.id, read: true } });
    }),
  );
}

async function renderAt(url: string, role: "admin" | "member" = "admin") {
  mockApi({
    roles: { orgId: ORG, role, permissions: role === "admin" ? ["admin"] : ["read"] },
    organizations: { [ORG]: { id: ORG, name: "Maple Grove HOA", timeZone: "America/New_York" } },
  });
  announcementsApi();
  fakeAuth.signInAs(makeUser(role));
  const user = userEvent.setup();
  renderApp(url);
  return user;
}

beforeEach(() => {
  stored = [announcement(), announcement({ id: "a2", title: "Budget draft", status: "draft" })];
  posted = [];
  reads = [];
  listQueries = [];
});

describe("AnnouncementsPage, as an administrator", () => {
  it("lists every announcement with its status, audience and reach", async () => {
    await renderAt("/announcements");
    const table = await screen.findByRole("table", { name: "All announcements" });
    const published = within(table).getByRole("row", { name: /Pool opens Saturday/u });
    expect(published).toHaveTextContent("Published");
    expect(published).toHaveTextContent("Nov 20, 2026, 12:00 PM ET");
    expect(published).toHaveTextContent("140 emailed · 12 read");
    expect(within(table).getByRole("row", { name: /Budget draft/u })).toHaveTextContent("Draft");
  });

  it("sorts by the latest change, the oldest or the title, as the API allows", async () => {
    const user = await renderAt("/announcements");
    await screen.findByRole("table", { name: "All announcements" });
    const sortBy = screen.getByRole("combobox", { name: "Sort by" });
    const options = () =>
      within(sortBy)
        .getAllByRole("option")
        .map((option) => option.textContent);
    expect(sortBy).toHaveValue("-updatedAt");
    expect(options()).toEqual([
      "Latest change first",
      "Oldest change first",
      "Title A to Z",
      "Title Z to A",
    ]);

    await user.selectOptions(sortBy, "Title A to Z");
    await waitFor(() => expect(listQueries.at(-1)?.get("sort")).toBe("title"));
    expect(window.location.search).toContain("sort=title");
    await user.selectOptions(sortBy, "Oldest change first");
    await waitFor(() => expect(listQueries.at(-1)?.get("sort")).toBe("updatedAt"));

    // A filtered list sorts by its changes only, and the note under the bar says so.
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Draft");
    await waitFor(() => expect(listQueries.at(-1)?.get("status")).toBe("draft"));
    expect(options()).toEqual(["Latest change first", "Oldest change first"]);
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveAccessibleDescription(
      "Fewer sorts while filtered",
    );
  });

  it("publishes from the header's dialog and opens the announcement with its delivery figures", async () => {
    const user = await renderAt("/announcements");
    await user.click(await screen.findByRole("button", { name: "New announcement" }));
    const dialog = screen.getByRole("dialog", { name: "New announcement" });
    expect(within(dialog).getByRole("radio", { name: "Publish now" })).toBeChecked();
    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Gate code changes");
    await user.type(
      within(dialog).getByRole("textbox", { name: "Message" }),
      "New code on Monday.",
    );
    await user.selectOptions(
      within(dialog).getByRole("combobox", { name: "Audience" }),
      "Property Owners",
    );
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));

    expect(await screen.findByText("Announcement published to 87 residents.")).toBeVisible();
    expect(posted).toEqual([
      expect.objectContaining({
        title: "Gate code changes",
        audience: "Property Owners",
        action: "publish",
      }),
    ]);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Gate code changes" }),
    ).toBeVisible();
    expect(await screen.findByText("139")).toBeVisible();
  });

  it("says the emails are being sent while the answer has not counted them yet", async () => {
    const user = await renderAt("/announcements");
    // After the page's own handlers, so that this answer wins.
    server.use(
      http.post(`*/api/orgs/${ORG}/announcements`, () =>
        HttpResponse.json(
          {
            data: announcement({
              id: "a9",
              title: "Water off Thursday",
              delivery: { state: "sending", recipients: 0, read: 0, email: null },
            }),
          },
          { status: 201 },
        ),
      ),
    );
    await user.click(await screen.findByRole("button", { name: "New announcement" }));
    const dialog = screen.getByRole("dialog", { name: "New announcement" });
    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Water off Thursday");
    await user.type(within(dialog).getByRole("textbox", { name: "Message" }), "From 9 to 1.");
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));

    expect(
      await screen.findByText("Announcement published; its emails are being sent."),
    ).toBeVisible();
    expect(screen.queryByText(/published to 0 residents/u)).toBeNull();
  });

  it("needs a date and time to schedule, and sends nothing until they are given", async () => {
    const user = await renderAt("/announcements");
    await user.click(await screen.findByRole("button", { name: "New announcement" }));
    const dialog = screen.getByRole("dialog", { name: "New announcement" });
    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Board meeting");
    await user.type(within(dialog).getByRole("textbox", { name: "Message" }), "Thursday at 7.");
    await user.click(within(dialog).getByRole("radio", { name: "Schedule" }));
    expect(within(dialog).getByText(/Eastern Time \(ET\)/u)).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Schedule" }));
    expect(within(dialog).getByLabelText(/^Date/u)).toHaveAccessibleDescription(
      messages.publishDateRequired,
    );
    expect(within(dialog).getByLabelText(/^Time/u)).toHaveAccessibleDescription(
      messages.publishTimeRequired,
    );
    expect(posted).toEqual([]);
  });
});

describe("AnnouncementsPage, as a member", () => {
  it("shows the announcements for them, an urgent one marked, and marks one read", async () => {
    const user = await renderAt("/announcements", "member");
    const item = (await screen.findByRole("heading", { name: "Water off Tuesday" })).closest("li")!;
    expect(within(item).getByText("Urgent")).toBeVisible();
    expect(within(item).getByText("New")).toBeVisible();
    expect(screen.queryByRole("button", { name: "New announcement" })).not.toBeInTheDocument();
    await user.click(within(item).getByRole("button", { name: "Mark as read" }));
    expect(reads).toEqual(["a1"]);
    expect(await screen.findByRole("heading", { name: "Water off Tuesday" })).toBeVisible();
  });

  it("opens one from the list, which counts as reading it", async () => {
    const user = await renderAt("/announcements", "member");
    const item = (await screen.findByRole("heading", { name: "Water off Tuesday" })).closest("li")!;
    await user.click(within(item).getByRole("link", { name: "Open Water off Tuesday" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Water off Tuesday" }),
    ).toBeVisible();
    expect(screen.getByText("From 9 to 11.")).toBeVisible();
    expect(screen.getByText("Published Nov 20, 2026, 12:00 PM ET")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(reads).toEqual(["a1"]));
  });

  it("says an announcement not for them does not exist", async () => {
    await renderAt("/announcements/for-the-board", "member");
    expect(await screen.findByText("This announcement does not exist")).toBeVisible();
    expect(reads).toEqual([]);
  });
});

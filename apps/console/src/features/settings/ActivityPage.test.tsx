import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../api/list-audit-entries";
import { server } from "../../test/api-server";
import { TEST_ORG, currentUrl, openConsoleAs } from "../../test/render-app";

const ORG = TEST_ORG.id;
const entry = (
  id: string,
  action: AuditEntry["action"],
  resource: AuditEntry["resource"],
  label: string,
): AuditEntry => ({
  id,
  at: "2026-03-01T12:00:00.000Z",
  actor: { uid: "ana", displayName: "Ana Lima", email: "ana@example.org" },
  action,
  resource,
  resourceId: `${resource}-${id}`,
  label,
  changes: [{ field: "status", before: "Vacant", after: "Occupied" }],
});
const entries = [
  entry("e1", "update", "properties", "300 Maple Grove Lane, 2B"),
  entry("e2", "create", "residents", "Ben Ortiz"),
  entry("e3", "delete", "residents", "Cleo Park"),
];

/** What the fake server was asked, and how many reads are still to fail. */
let listRequests: URLSearchParams[];
let failLists: number;

const auditEndpoint = http.get(`*/api/orgs/${ORG}/audit`, ({ request }) => {
  const query = new URL(request.url).searchParams;
  listRequests.push(query);
  if (failLists > 0) {
    failLists -= 1;
    return HttpResponse.json({ error: "The service is temporarily unavailable." }, { status: 503 });
  }
  const matching = entries.filter(
    (item) =>
      (!query.get("resource") || item.resource === query.get("resource")) &&
      (!query.get("action") || item.action === query.get("action")),
  );
  // Two to a page: the cursor is the index of the next entry.
  const start = Number(query.get("cursor") ?? 0);
  const nextCursor = start + 2 < matching.length ? String(start + 2) : null;
  return HttpResponse.json({ data: { items: matching.slice(start, start + 2), nextCursor } });
});

function openActivity(url = "/settings/activity", { fail = 0 } = {}) {
  listRequests = [];
  failLists = fail;
  server.use(auditEndpoint);
  return openConsoleAs("admin", url).user;
}

const changes = async () =>
  within(await screen.findByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.querySelector(".ui-stacked-text > span")?.textContent);

describe("the Activity page", () => {
  it("lists the audit trail, paging with Next and Previous and keeping the cursor in the URL", async () => {
    const user = openActivity();
    await waitFor(async () =>
      expect(await changes()).toEqual([
        "Changed property 300 Maple Grove Lane, 2B",
        "Added resident Ben Ortiz",
      ]),
    );
    expect(screen.getAllByText(/by Ana Lima/)).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(async () => expect(await changes()).toEqual(["Removed resident Cleo Park"]));
    expect(currentUrl()).toBe("/settings/activity?cursor=2");
    expect(Object.fromEntries(listRequests.at(-1)!)).toMatchObject({ cursor: "2" });

    await user.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(async () => expect(await changes()).toHaveLength(2));
    expect(currentUrl()).toBe("/settings/activity");
  });

  it("reads its filters from the URL, asks the server for them, and writes a new choice back", async () => {
    const user = openActivity("/settings/activity?resource=residents&action=delete");
    await waitFor(async () => expect(await changes()).toEqual(["Removed resident Cleo Park"]));
    expect(Object.fromEntries(listRequests.at(-1)!)).toMatchObject({
      resource: "residents",
      action: "delete",
    });
    expect(screen.getByRole("combobox", { name: "Show" })).toHaveValue("residents");
    expect(screen.getByRole("combobox", { name: "Kind of change" })).toHaveValue("delete");

    await user.selectOptions(screen.getByRole("combobox", { name: "Kind of change" }), "create");
    await waitFor(async () => expect(await changes()).toEqual(["Added resident Ben Ortiz"]));
    expect(currentUrl()).toBe("/settings/activity?resource=residents&action=create");
  });

  it("tells each change in the product's words, never the stored values or (empty)", async () => {
    const worded: AuditEntry[] = [
      {
        ...entry("w1", "update", "tickets", "#12 Leaking gutter"),
        changes: [
          { field: "status", before: "open", after: "inProgress" },
          { field: "assignee", before: null, after: "Ana Lima" },
        ],
      },
      {
        ...entry("w2", "update", "events", "Pool party"),
        changes: [{ field: "rsvp", before: null, after: "Ben Ortiz: waitlisted #1" }],
      },
    ];
    server.use(
      http.get(`*/api/orgs/${ORG}/audit`, () =>
        HttpResponse.json({ data: { items: worded, nextCursor: null } }),
      ),
    );
    openConsoleAs("admin", "/settings/activity");
    const table = await screen.findByRole("table");
    await waitFor(() => expect(within(table).getByText(/#12 Leaking gutter/)).toBeInTheDocument());
    const items = within(table)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual([
      "Status: Open → In Progress",
      "Assignee: none → Ana Lima",
      "RSVP: none → Ben Ortiz: Waiting list #1",
    ]);
    expect(table).not.toHaveTextContent(/inProgress|waitlisted|\(empty\)/);
  });

  it("leaves out the fields an added item left empty", async () => {
    const added: AuditEntry = {
      ...entry("a1", "create", "properties", "12 Oak Lane"),
      changes: [
        { field: "address", before: null, after: "12 Oak Lane" },
        { field: "unit", before: null, after: "" },
        { field: "status", before: null, after: "Vacant" },
      ],
    };
    server.use(
      http.get(`*/api/orgs/${ORG}/audit`, () =>
        HttpResponse.json({ data: { items: [added], nextCursor: null } }),
      ),
    );
    const user = openConsoleAs("admin", "/settings/activity").user;
    await user.click(await screen.findByText("2 fields"));
    const items = within(screen.getByRole("table"))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual(["Address: 12 Oak Lane", "Status: Vacant"]);
  });

  it("tells when each change was made in the organization's zone, naming it", async () => {
    listRequests = [];
    failLists = 0;
    server.use(auditEndpoint);
    openConsoleAs("admin", "/settings/activity", { timeZone: "Pacific/Honolulu" });
    const times = await within(await screen.findByRole("table")).findAllByText(/2026/);
    // 12:00 UTC is 2:00 AM in Honolulu, whatever the browser's own zone.
    expect(times[0]).toHaveTextContent("Mar 1, 2026, 2:00 AM HST");
    expect(times[0]).toHaveAttribute("dateTime", "2026-03-01T12:00:00.000Z");
  });

  it("says when no change is of the chosen kind", async () => {
    openActivity("/settings/activity?resource=tickets");
    expect(await screen.findByText("No changes of this kind")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows the server's reason when the trail cannot be read, and reads it again on retry", async () => {
    const user = openActivity("/settings/activity", { fail: 1 });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The activity could not be loaded");
    expect(alert).toHaveTextContent("The service is temporarily unavailable.");

    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(async () => expect(await changes()).toHaveLength(2));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(listRequests).toHaveLength(2);
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { Resident } from "../../api/list-residents";
import { residentFixture } from "../../test/api-fixtures";
import { mockApi, server } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { currentUrl, renderApp } from "../../test/render-app";

const ORG = "maple-grove";
const resident = residentFixture;
const ana = resident("ana", "Ana Lima", { boardMember: true });
const ben = resident("ben", "Ben Ortiz", { email: null, phone: null, relationship: "Tenant" });

let residents: Resident[];
let listQueries: URLSearchParams[];
let refuseDelete: { status: number; error: string } | null;

const directoryEndpoints = [
  http.get(`*/api/orgs/${ORG}/residents`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    listQueries.push(query);
    return HttpResponse.json({ data: { items: residents, nextCursor: null } });
  }),
  http.get(`*/api/orgs/${ORG}/directory/summary`, () =>
    HttpResponse.json({
      data: {
        properties: { total: 1, occupied: 1, vacant: 0, archived: 0 },
        residents: { total: residents.length, active: residents.length, pending: 0, board: 1 },
      },
    }),
  ),
  http.delete(`*/api/orgs/${ORG}/residents/:id`, ({ params, request }) => {
    if (refuseDelete) return HttpResponse.json({ error: refuseDelete.error }, refuseDelete);
    if (request.headers.get("If-Match") !== '"1"') {
      return HttpResponse.json({ error: "stale" }, { status: 412 });
    }
    residents = residents.filter((item) => item.id !== params.id);
    return HttpResponse.json({ data: { id: params.id } });
  }),
];

function openResidents(role: "admin" | "member", url = "/people") {
  residents = [ana, ben];
  listQueries = [];
  refuseDelete = null;
  mockApi({
    roles: { orgId: ORG, role, permissions: role === "admin" ? ["admin"] : [] },
    organizations: { [ORG]: { id: ORG, name: "Maple Grove HOA" } },
  });
  server.use(...directoryEndpoints);
  fakeAuth.signInAs(makeUser("ana"));
  const user = userEvent.setup();
  renderApp(url);
  return user;
}

const table = () => screen.findByRole("table", { name: "Residents directory" });
const rowOf = async (name: string) =>
  within(await table()).getByRole("row", { name: new RegExp(name) });

describe("the residents directory", () => {
  it("lists residents from the API with their formatted phone, and says what a resident hides", async () => {
    openResidents("admin");
    const anaRow = await rowOf("Ana Lima");
    expect(anaRow).toHaveTextContent("(503) 555-0142");
    expect(anaRow).toHaveTextContent("Board member");
    expect(await rowOf("Ben Ortiz")).toHaveTextContent("Email hidden by the resident");
    const stat = (label: string) =>
      screen.getByText(label, { selector: ".ui-stat__label" }).closest(".ui-stat");
    await waitFor(() => expect(stat("Residents")).toHaveTextContent("Residents2"));
    expect(stat("Board members")).toHaveTextContent("Board members1");
  });

  it("asks the server for the search, filters and sort of the URL, as far as they go together", async () => {
    openResidents("admin", "/people?board=yes&relationship=Tenant&sort=-name");
    await table();
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(0));
    expect(Object.fromEntries(listQueries.at(-1)!)).toEqual({
      board: "yes",
      relationship: "Tenant",
      sort: "-name",
    });
  });

  it("asks for a searched list in the default order, and a filtered one by name only", async () => {
    openResidents("admin", "/people?q=lima&board=yes&sort=-name");
    await table();
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(0));
    expect(Object.fromEntries(listQueries.at(-1)!)).toEqual({ q: "lima", board: "yes" });
  });

  it("sends no sort by unit while filtered, and offers the sorts by name only", async () => {
    openResidents("admin", "/people?status=Active&sort=unit");
    await table();
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(0));
    expect(Object.fromEntries(listQueries.at(-1)!)).toEqual({ status: "Active" });
    const sortBy = screen.getByRole("combobox", { name: "Sort by" });
    expect(
      within(sortBy)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Name, A to Z", "Name, Z to A"]);
    expect(sortBy).toHaveValue("name");
  });

  it("removes a resident after asking, at once, and keeps it removed once the server agrees", async () => {
    const user = openResidents("admin");
    await user.click(
      within(await rowOf("Ben Ortiz")).getByRole("button", { name: "Remove Ben Ortiz" }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: "Remove Ben Ortiz?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove resident" }));
    await waitFor(async () =>
      expect(within(await table()).queryByText("Ben Ortiz")).not.toBeInTheDocument(),
    );
    expect(await screen.findByText("Ben Ortiz was removed.")).toBeInTheDocument();
    expect(residents.map((item) => item.id)).toEqual(["ana"]);
  });

  it("puts the resident back and says why when the server refuses", async () => {
    const user = openResidents("admin");
    refuseDelete = { status: 503, error: "The service is temporarily unavailable." };
    await user.click(
      within(await rowOf("Ana Lima")).getByRole("button", { name: "Remove Ana Lima" }),
    );
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Remove resident",
      }),
    );
    expect(await screen.findByText("The service is temporarily unavailable.")).toBeInTheDocument();
    expect(await rowOf("Ana Lima")).toBeInTheDocument();
  });

  it("changes nothing when the question is cancelled", async () => {
    const user = openResidents("admin");
    await user.click(
      within(await rowOf("Ana Lima")).getByRole("button", { name: "Remove Ana Lima" }),
    );
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }),
    );
    expect(await rowOf("Ana Lima")).toBeInTheDocument();
    expect(residents).toHaveLength(2);
  });

  it("adds a resident: the form checks its fields, the picker searches properties, and a taken email shows on its field", async () => {
    const user = openResidents("admin");
    const propertySearches: (string | null)[] = [];
    let created: unknown = null;
    server.use(
      http.get(`*/api/orgs/${ORG}/properties`, ({ request }) => {
        const q = new URL(request.url).searchParams.get("q");
        propertySearches.push(q);
        const items = [
          { id: "p-1", address: "300 Maple Grove Lane", unit: "2B", type: "Condo" },
          { id: "p-2", address: "14 Birch Court", unit: "14", type: "Townhouse" },
        ].filter((item) => !q || item.address.toLowerCase().includes(q.toLowerCase()));
        return HttpResponse.json({
          data: {
            items: items.map((item) => ({
              ...item,
              status: "Occupied",
              residentCount: 1,
              createdAt: "2026-03-01T12:00:00.000Z",
              updatedAt: "2026-03-01T12:00:00.000Z",
              version: 1,
            })),
            nextCursor: null,
          },
        });
      }),
      http.post(`*/api/orgs/${ORG}/residents`, async ({ request }) => {
        created = await request.json();
        return HttpResponse.json(
          {
            error: "Another resident already has this email address",
            fields: { email: "Another resident already has this email address" },
          },
          { status: 409 },
        );
      }),
    );
    await table();
    await user.click(screen.getByRole("button", { name: "Add resident" }));
    const drawer = await screen.findByRole("dialog", { name: "Add resident" });
    await user.click(within(drawer).getByRole("button", { name: "Add resident" }));
    expect(within(drawer).getByText("Name is required")).toBeInTheDocument();
    expect(within(drawer).getByText("Choose the resident's property")).toBeInTheDocument();
    expect(within(drawer).getByRole("textbox", { name: "Name" })).toHaveFocus();

    await user.type(within(drawer).getByRole("textbox", { name: "Name" }), "Cleo Park");
    await user.type(within(drawer).getByRole("textbox", { name: /^Email/u }), "ana@example.org");
    await user.type(within(drawer).getByRole("combobox", { name: "Property" }), "birch");
    await waitFor(() => expect(propertySearches).toContain("birch"));
    const choices = within(drawer).getByRole("listbox");
    await waitFor(() => expect(within(choices).getAllByRole("option")).toHaveLength(1));
    await user.click(within(choices).getByRole("option", { name: /14 Birch Court/u }));
    await user.click(within(drawer).getByRole("button", { name: "Add resident" }));

    await waitFor(() => expect(created).toMatchObject({ name: "Cleo Park", propertyId: "p-2" }));
    const email = within(drawer).getByRole("textbox", { name: /^Email/u });
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription("Another resident already has this email address");
  });

  it("invites every resident the search and filters match to the portal, after asking, and counts what it did", async () => {
    const user = openResidents("admin", "/people?q=lima&board=yes&sort=-name");
    const invited: unknown[] = [];
    server.use(
      http.post(`*/api/orgs/${ORG}/residents/invitations`, async ({ request }) => {
        invited.push(await request.json());
        return HttpResponse.json({
          data: { sent: 3, alreadyPending: 1, alreadyLinked: 2, withoutEmail: 4 },
        });
      }),
    );
    await table();
    await user.click(screen.getByRole("button", { name: "Invite to the portal" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Invite to the portal" });
    expect(dialog).toHaveTextContent(
      "Invite every resident that matches the current search and filters, has an email and no access yet?",
    );
    await user.click(within(dialog).getByRole("button", { name: "Send invitations" }));
    expect(
      await screen.findByText(
        "3 invitations sent. Already invited: 1. Already with access: 2. Without email: 4.",
      ),
    ).toBeInTheDocument();
    expect(invited).toEqual([{ q: "lima", board: "yes" }]);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("sends no invitation when the question is cancelled", async () => {
    const user = openResidents("admin");
    await table();
    await user.click(screen.getByRole("button", { name: "Invite to the portal" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }),
    );
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("offers a member no way to add, import, export, edit or remove", async () => {
    openResidents("member");
    await rowOf("Ana Lima");
    expect(screen.getByText(/You see the directory as a member/u)).toBeInTheDocument();
    for (const name of [
      "Add resident",
      "Export CSV",
      "Invite to the portal",
      "Edit Ana Lima",
      "Remove Ana Lima",
    ]) {
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole("link", { name: "Import" })).not.toBeInTheDocument();
    expect(currentUrl()).toBe("/people");
  });
});

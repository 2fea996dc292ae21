import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { Member } from "./api/list-members";
import { mockApi, server } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { currentUrl, renderApp } from "../../test/render-app";

const ORG = "maple-grove";
const member = (uid: string, displayName: string, role: Member["role"] = "member"): Member => ({
  id: uid,
  uid,
  email: `${uid}@example.org`,
  displayName,
  role,
  joinedAt: "2026-03-01T12:00:00.000Z",
  version: 1,
});
const ana = member("ana", "Ana Lima", "admin");
const ben = member("ben", "Ben Ortiz");
const cleo = member("cleo", "Cleo Park");

/** The members the fake server holds, and what it was asked. */
let members: Member[];
let listRequests: URLSearchParams[];
let failLists: number;
let refuseRoleChange: { status: number; error: string } | null;
let refuseRemoval: { status: number; error: string } | null;
let removals: { id: string; ifMatch: string | null }[];
/** While set, a role change or a removal waits for it before the server answers. */
let holdRoleChange: Promise<void> | null;
/** While set, a list read waits for it. */
let holdLists: Promise<void> | null;

/** The members endpoints, over the fake server's state. */
const membersEndpoints = [
  http.get(`*/api/orgs/${ORG}/members`, async ({ request }) => {
    const query = new URL(request.url).searchParams;
    listRequests.push(query);
    if (holdLists) await holdLists;
    if (failLists > 0) {
      failLists -= 1;
      return HttpResponse.json(
        { error: "The service is temporarily unavailable." },
        { status: 503 },
      );
    }
    const q = query.get("q")?.toLowerCase();
    const matching = members.filter(
      (item) =>
        (!q || item.displayName.toLowerCase().includes(q)) &&
        (!query.get("role") || item.role === query.get("role")),
    );
    const sorted = [...matching].sort((a, b) => a.displayName.localeCompare(b.displayName));
    if (query.get("sort") === "-name") sorted.reverse();
    // Two to a page: the cursor is the index of the next item.
    const start = Number(query.get("cursor") ?? 0);
    const items = sorted.slice(start, start + 2);
    const nextCursor = start + 2 < sorted.length ? String(start + 2) : null;
    return HttpResponse.json({ data: { items, nextCursor } });
  }),
  http.patch(`*/api/orgs/${ORG}/members/:memberId`, async ({ request, params }) => {
    const body = (await request.json()) as { role: Member["role"] };
    if (holdRoleChange) await holdRoleChange;
    if (refuseRoleChange) {
      return HttpResponse.json(
        { error: refuseRoleChange.error },
        { status: refuseRoleChange.status },
      );
    }
    const current = members.find((item) => item.id === params.memberId)!;
    if (request.headers.get("If-Match") !== `"${current.version}"`) {
      return HttpResponse.json({ error: "stale" }, { status: 412 });
    }
    const changed = { ...current, role: body.role, version: current.version + 1 };
    members = members.map((item) => (item.id === changed.id ? changed : item));
    return HttpResponse.json({ data: changed });
  }),
  http.delete(`*/api/orgs/${ORG}/members/:memberId`, async ({ request, params }) => {
    removals.push({ id: String(params.memberId), ifMatch: request.headers.get("If-Match") });
    if (holdRoleChange) await holdRoleChange;
    if (refuseRemoval) {
      return HttpResponse.json({ error: refuseRemoval.error }, { status: refuseRemoval.status });
    }
    members = members.filter((item) => item.id !== params.memberId);
    return HttpResponse.json({ data: { id: params.memberId } });
  }),
];

async function openMembers(
  url = "/people/members",
  options: { members?: Member[]; failLists?: number } = {},
) {
  members = options.members ?? [ana, ben, cleo];
  listRequests = [];
  failLists = options.failLists ?? 0;
  refuseRoleChange = null;
  refuseRemoval = null;
  removals = [];
  holdRoleChange = null;
  holdLists = null;
  mockApi({
    roles: { orgId: ORG, role: "admin", permissions: ["admin"] },
    organizations: { [ORG]: { id: ORG, name: "Maple Grove HOA" } },
  });
  server.use(...membersEndpoints);
  fakeAuth.signInAs(makeUser("ana"));
  const user = userEvent.setup();
  renderApp(url);
  return user;
}

const table = () => screen.findByRole("table", { name: "Members" });
const rowNames = async () =>
  within(await table())
    .getAllByRole("rowheader")
    .map((cell) => cell.querySelector(".ui-stacked-text > span")?.textContent);
const rowOf = async (name: string) =>
  within(await table()).getByRole("row", { name: new RegExp(name) });

describe("the Members view", () => {
  it("pages with Next and Previous, keeping the cursor in the URL", async () => {
    const user = await openMembers();
    await waitFor(async () => expect(await rowNames()).toEqual(["Ana Lima", "Ben Ortiz"]));

    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(async () => expect(await rowNames()).toEqual(["Cleo Park"]));
    expect(currentUrl()).toBe("/people/members?cursor=2");
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(async () => expect(await rowNames()).toEqual(["Ana Lima", "Ben Ortiz"]));
    expect(currentUrl()).toBe("/people/members");
  });

  it("reads its search, filter and sort from the URL and asks the server for them", async () => {
    await openMembers("/people/members?role=member&sort=-name&bogus=1");
    await waitFor(async () => expect(await rowNames()).toEqual(["Cleo Park", "Ben Ortiz"]));
    expect(Object.fromEntries(listRequests.at(-1)!)).toEqual({ role: "member", sort: "-name" });
    expect(screen.getByRole("combobox", { name: "Role" })).toHaveValue("member");
    expect(screen.getByRole("columnheader", { name: /Name/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
  });

  it("asks for a search in the default order, whatever sort the URL has", async () => {
    await openMembers("/people/members?q=ben&role=member&sort=-name");
    await waitFor(async () => expect(await rowNames()).toEqual(["Ben Ortiz"]));
    expect(Object.fromEntries(listRequests.at(-1)!)).toEqual({ q: "ben", role: "member" });
    expect(screen.getByRole("searchbox", { name: "Search members" })).toHaveValue("ben");
    const name = screen.getByRole("columnheader", { name: /Name/ });
    expect(name).toHaveAttribute("aria-sort", "ascending");
    expect(within(name).queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("name");
    expect(screen.getByText("Search results keep the default order")).toBeInTheDocument();
  });

  it("sorts from a heading, starting again at the first page", async () => {
    const user = await openMembers("/people/members?cursor=2");
    await waitFor(async () => expect(await rowNames()).toEqual(["Cleo Park"]));

    await user.click(
      within(screen.getByRole("columnheader", { name: /Name/ })).getByRole("button"),
    );

    await waitFor(async () => expect(await rowNames()).toEqual(["Cleo Park", "Ben Ortiz"]));
    expect(currentUrl()).toBe("/people/members?sort=-name");
  });

  it("says when nothing matches a search", async () => {
    await openMembers("/people/members?q=zed");
    expect(await screen.findByText("No members match")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says when there is nobody at all", async () => {
    await openMembers("/people/members", { members: [] });
    expect(await screen.findByText("No members yet")).toBeInTheDocument();
  });

  it("shows the server's reason when the list cannot be read, and reads it again on retry", async () => {
    const user = await openMembers("/people/members", { failLists: 1 });

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The members could not be loaded");
    expect(alert).toHaveTextContent("The service is temporarily unavailable.");

    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(async () => expect(await rowNames()).toEqual(["Ana Lima", "Ben Ortiz"]));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(listRequests).toHaveLength(2);
  });

  it("asks before changing a role, shows it at once and keeps it once the server agrees", async () => {
    const user = await openMembers();
    await user.click(
      within(await rowOf("Ben Ortiz")).getByRole("button", { name: /Make administrator/ }),
    );

    const dialog = screen.getByRole("alertdialog", { name: "Make Ben Ortiz an administrator?" });
    await user.click(within(dialog).getByRole("button", { name: "Make administrator" }));

    await waitFor(async () =>
      expect(within(await rowOf("Ben Ortiz")).getByText("Administrator")).toBeInTheDocument(),
    );
    expect(await screen.findByText("Ben Ortiz is now an administrator.")).toBeInTheDocument();
    expect(members.find((item) => item.id === "ben")).toMatchObject({ role: "admin", version: 2 });
  });

  it("puts the role back and says why when the server refuses", async () => {
    const user = await openMembers();
    let answer = () => {};
    holdRoleChange = new Promise((resolve) => (answer = resolve));
    refuseRoleChange = {
      status: 409,
      error:
        "An organization needs at least one administrator. Make someone else an administrator first.",
    };
    await user.click(within(await rowOf("Ana Lima")).getByRole("button", { name: /Make member/ }));
    await user.click(
      within(screen.getByRole("alertdialog", { name: "Stop being an administrator?" })).getByRole(
        "button",
        {
          name: "Stop being an administrator",
        },
      ),
    );

    // Shown at once, before the server has answered...
    await waitFor(async () =>
      expect(within(await rowOf("Ana Lima")).getByText("Member")).toBeInTheDocument(),
    );
    // The list is not read again before the refusal is shown: what puts the role back is the
    // rollback, not a fresh read.
    let readLists = () => {};
    holdLists = new Promise((resolve) => (readLists = resolve));
    answer();
    // ...and put back when it refuses, with its reason.
    expect(
      await screen.findByText(
        "An organization needs at least one administrator. Make someone else an administrator first.",
      ),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await rowOf("Ana Lima")).getByText("Administrator")).toBeInTheDocument(),
    );
    readLists();
  });

  it("changes nothing when the question is cancelled", async () => {
    const user = await openMembers();
    await user.click(
      within(await rowOf("Ben Ortiz")).getByRole("button", { name: /Make administrator/ }),
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(within(await rowOf("Ben Ortiz")).getByText("Member")).toBeInTheDocument();
    expect(members.find((item) => item.id === "ben")?.version).toBe(1);
  });

  it("asks before removing a member, naming them and when their access ends", async () => {
    const user = await openMembers();
    await user.click(
      within(await rowOf("Ben Ortiz")).getByRole("button", { name: "Remove Ben Ortiz" }),
    );

    const question = screen.getByRole("alertdialog", { name: "Remove Ben Ortiz?" });
    expect(question).toHaveAccessibleDescription(
      "Ben Ortiz will no longer be a member of Maple Grove HOA: their access ends at their next request. You can invite them again later.",
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(removals).toEqual([]);
    expect(await rowOf("Ben Ortiz")).toBeInTheDocument();
  });

  it("removes a member at once, to the version shown, and says so once the server agrees", async () => {
    const user = await openMembers();
    let answer = () => {};
    holdRoleChange = new Promise((resolve) => (answer = resolve));
    await user.click(
      within(await rowOf("Ben Ortiz")).getByRole("button", { name: "Remove Ben Ortiz" }),
    );
    await user.click(screen.getByRole("button", { name: "Remove member" }));

    // Gone before the server has answered...
    await waitFor(async () => expect(await rowNames()).toEqual(["Ana Lima"]));
    answer();
    expect(await screen.findByText("Ben Ortiz was removed.")).toBeInTheDocument();
    expect(removals).toEqual([{ id: "ben", ifMatch: '"1"' }]);
    expect(members.map((item) => item.id)).toEqual(["ana", "cleo"]);
  });

  it("puts the member back and shows the server's reason when it refuses (409)", async () => {
    const user = await openMembers();
    let answer = () => {};
    holdRoleChange = new Promise((resolve) => (answer = resolve));
    refuseRemoval = {
      status: 409,
      error:
        "An organization needs at least one administrator. Make someone else an administrator first.",
    };
    await user.click(
      within(await rowOf("Ana Lima")).getByRole("button", { name: "Remove Ana Lima" }),
    );
    const question = screen.getByRole("alertdialog", {
      name: "Remove yourself from Maple Grove HOA?",
    });
    expect(question).toHaveAccessibleDescription(
      "Your access ends at your next request. Only another administrator can invite you back.",
    );
    await user.click(within(question).getByRole("button", { name: "Remove member" }));
    // The first page (two to a page) without Ana, before the server has answered.
    await waitFor(async () => expect(await rowNames()).toEqual(["Ben Ortiz"]));

    // What puts the row back is the rollback, not a fresh read.
    let readLists = () => {};
    holdLists = new Promise((resolve) => (readLists = resolve));
    answer();

    expect(
      await screen.findByText(
        "An organization needs at least one administrator. Make someone else an administrator first.",
      ),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await rowNames()).toEqual(["Ana Lima", "Ben Ortiz"]));
    readLists();
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { Resident } from "../../api/list-residents";
import { mockApi, server } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { renderApp } from "../../test/render-app";
import type { Member } from "./api/list-members";

const ORG = "maple-grove";
const member = (uid: string, displayName: string): Member => ({
  id: uid,
  uid,
  email: `${uid}@example.org`,
  displayName,
  role: "member",
  joinedAt: "2026-03-01T12:00:00.000Z",
  version: 1,
});
const dana = member("dana", "Dana Board");
const eli = member("eli", "Eli Owner");

let bea: Resident;
let links: { ifMatch: string | null; body: unknown }[];

function openResident(role: "admin" | "member") {
  bea = {
    id: "bea",
    name: "Bea Board",
    email: "bea@example.org",
    phone: "",
    propertyId: "p-1",
    address: "300 Maple Grove Lane",
    unit: "2B",
    relationship: "Owner",
    boardMember: true,
    status: "Active",
    privacy: { hideEmail: false, hidePhone: false },
    emailOptOut: false,
    reminderOptOut: false,
    accountUid: null,
    createdAt: "2026-03-01T12:00:00.000Z",
    updatedAt: "2026-03-01T12:00:00.000Z",
    version: 1,
  };
  links = [];
  mockApi({
    roles: { orgId: ORG, role, permissions: role === "admin" ? ["admin"] : [] },
    organizations: { [ORG]: { id: ORG, name: "Maple Grove HOA" } },
  });
  server.use(
    http.get(`*/api/orgs/${ORG}/residents/bea`, () => HttpResponse.json({ data: bea })),
    http.get(`*/api/orgs/${ORG}/members`, () =>
      HttpResponse.json({ data: { items: [dana, eli], nextCursor: null } }),
    ),
    http.get(`*/api/orgs/${ORG}/audit`, () =>
      HttpResponse.json({ data: { items: [], nextCursor: null } }),
    ),
    http.put(`*/api/orgs/${ORG}/residents/bea/account`, async ({ request }) => {
      const body = (await request.json()) as { uid: string | null };
      links.push({ ifMatch: request.headers.get("If-Match"), body });
      if (body.uid === "eli") {
        return HttpResponse.json(
          { error: "That account is not a member of this organization" },
          { status: 400 },
        );
      }
      bea = { ...bea, accountUid: body.uid, version: bea.version + 1 };
      return HttpResponse.json({ data: bea });
    }),
  );
  fakeAuth.signInAs(makeUser("admin"));
  const user = userEvent.setup();
  renderApp("/people/residents/bea");
  return user;
}

const accountRow = async () => {
  const term = await screen.findByText("Console account");
  return term.parentElement as HTMLElement;
};

describe("a resident's console account", () => {
  it("links the resident to a member's account made to the version shown, then unlinks them", async () => {
    const user = openResident("admin");
    const row = await accountRow();
    expect(within(row).getByText("Not linked")).toBeInTheDocument();

    await user.click(within(row).getByRole("button", { name: "Link account" }));
    const dialog = await screen.findByRole("dialog", { name: "Console account" });
    const select = within(dialog).getByRole("combobox", { name: /Member's account/ });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Not linked", "Dana Board (dana@example.org)", "Eli Owner (eli@example.org)"]);
    await user.selectOptions(select, "dana");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(links).toEqual([{ ifMatch: '"1"', body: { uid: "dana" } }]));
    expect(await screen.findByText("Bea Board is linked to the account.")).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await accountRow()).getByText("Dana Board (dana@example.org)")).toBeVisible(),
    );

    await user.click(within(await accountRow()).getByRole("button", { name: "Change" }));
    const again = await screen.findByRole("dialog", { name: "Console account" });
    await user.selectOptions(within(again).getByRole("combobox"), "");
    await user.click(within(again).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(links.at(-1)).toEqual({ ifMatch: '"2"', body: { uid: null } }));
    await waitFor(async () =>
      expect(within(await accountRow()).getByText("Not linked")).toBeVisible(),
    );
  });

  it("keeps the dialog open and says why when the server refuses the account", async () => {
    const user = openResident("admin");
    await user.click(within(await accountRow()).getByRole("button", { name: "Link account" }));
    const dialog = await screen.findByRole("dialog", { name: "Console account" });
    await user.selectOptions(within(dialog).getByRole("combobox"), "eli");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("That account is not a member of this organization"),
    ).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Console account" })).toBeInTheDocument();
  });

  it("is not shown to a member", async () => {
    openResident("member");
    expect(await screen.findByRole("heading", { level: 1, name: "Bea Board" })).toBeVisible();
    expect(screen.queryByText("Console account")).not.toBeInTheDocument();
  });
});

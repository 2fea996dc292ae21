import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { Invitation } from "../../api/list-invitations";
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
const bee: Member = { ...member("bee", "Bea at home"), role: "resident" };

let bea: Resident;
let links: { ifMatch: string | null; body: unknown }[];
let invitations: Invitation[];
let portalRequests: { method: string; path: string; ifMatch: string | null }[];

const invitation = (extra: Partial<Invitation> = {}): Invitation => ({
  id: "inv-1",
  email: "bea@example.org",
  role: "resident",
  residentId: "bea",
  message: "",
  status: "pending",
  invitedBy: { uid: "admin", name: "Ada Admin" },
  sentAt: "2026-03-02T12:00:00.000Z",
  expiresAt: "2026-03-09T12:00:00.000Z",
  delivery: "SUCCESS",
  acceptedAt: null,
  acceptedBy: null,
  revokedAt: null,
  declinedAt: null,
  createdAt: "2026-03-02T12:00:00.000Z",
  updatedAt: "2026-03-02T12:00:00.000Z",
  version: 1,
  ...extra,
});

/** The portal's routes as the API answers them, recording each change asked of them. */
const portalEndpoints = () => {
  const record = (request: Request) =>
    portalRequests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      ifMatch: request.headers.get("If-Match"),
    });
  return [
    http.get(`*/api/orgs/${ORG}/invitations`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const items = invitations.filter(
        (item) =>
          item.residentId === query.get("residentId") && item.status === query.get("status"),
      );
      return HttpResponse.json({ data: { items, nextCursor: null } });
    }),
    http.post(`*/api/orgs/${ORG}/residents/bea/invitation`, ({ request }) => {
      record(request);
      const sent = invitation();
      invitations = [sent];
      return HttpResponse.json({ data: sent }, { status: 201 });
    }),
    http.post(`*/api/orgs/${ORG}/invitations/:id/:action`, ({ request, params }) => {
      record(request);
      invitations = invitations.map((item) => ({
        ...item,
        status: params.action === "revoke" ? "revoked" : "pending",
        sentAt: params.action === "resend" ? "2026-03-05T12:00:00.000Z" : item.sentAt,
        version: item.version + 1,
      }));
      return HttpResponse.json({ data: invitations[0] });
    }),
    http.delete(`*/api/orgs/${ORG}/members/:uid`, ({ request }) => {
      record(request);
      bea = { ...bea, accountUid: null, version: bea.version + 1 };
      return HttpResponse.json({ data: { id: "bee" } });
    }),
  ];
};

function openResident(
  role: "admin" | "member",
  extra: Partial<Resident> = {},
  members: Member[] = [dana, eli],
) {
  invitations = [];
  portalRequests = [];
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
    ...extra,
  };
  links = [];
  mockApi({
    roles: { orgId: ORG, role, permissions: role === "admin" ? ["admin"] : [] },
    organizations: { [ORG]: { id: ORG, name: "Maple Grove HOA" } },
  });
  server.use(
    http.get(`*/api/orgs/${ORG}/residents/bea`, () => HttpResponse.json({ data: bea })),
    http.get(`*/api/orgs/${ORG}/members`, () =>
      HttpResponse.json({ data: { items: members, nextCursor: null } }),
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
    ...portalEndpoints(),
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

const portalCard = () => screen.findByRole("region", { name: "Portal access" });

describe("a resident's portal access", () => {
  it("invites a resident without access, then resends and revokes the invitation", async () => {
    const user = openResident("admin");
    const card = await portalCard();
    expect(within(card).getByText("No access")).toBeVisible();

    await user.click(within(card).getByRole("button", { name: "Invite to the portal" }));
    expect(await screen.findByText("Bea Board was invited at bea@example.org.")).toBeVisible();
    await waitFor(() => expect(within(card).getByText("Invited")).toBeVisible());
    expect(within(card).getByText("Mar 2, 2026 to bea@example.org")).toBeVisible();

    await user.click(within(card).getByRole("button", { name: "Resend invitation" }));
    expect(
      await screen.findByText("The invitation was sent again to bea@example.org."),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(card).getByText("Mar 5, 2026 to bea@example.org")).toBeVisible(),
    );

    await user.click(within(card).getByRole("button", { name: "Revoke invitation" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Revoke Bea Board's invitation?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Revoke invitation" }));
    expect(await screen.findByText("The invitation was revoked.")).toBeVisible();
    await waitFor(() => expect(within(card).getByText("No access")).toBeVisible());

    expect(portalRequests).toEqual([
      { method: "POST", path: `/api/orgs/${ORG}/residents/bea/invitation`, ifMatch: null },
      { method: "POST", path: `/api/orgs/${ORG}/invitations/inv-1/resend`, ifMatch: '"1"' },
      { method: "POST", path: `/api/orgs/${ORG}/invitations/inv-1/revoke`, ifMatch: '"2"' },
    ]);
  });

  it("cannot invite a resident without an email address, and says why", async () => {
    openResident("admin", { email: null });
    const card = await portalCard();
    expect(within(card).getByRole("button", { name: "Invite to the portal" })).toBeDisabled();
    expect(
      within(card).getByText("Bea Board has no email address: add one to invite them."),
    ).toBeVisible();
  });

  it("removes a resident member's access by removing the member", async () => {
    const user = openResident("admin", { accountUid: "bee" }, [dana, eli, bee]);
    const card = await portalCard();
    expect(within(card).getByText("Active")).toBeVisible();
    expect(await within(card).findByText("Bea at home (bee@example.org)")).toBeVisible();

    await user.click(within(card).getByRole("button", { name: "Remove access" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove Bea Board's access?" });
    expect(
      within(dialog).getByText(
        "Bea at home (bee@example.org) is removed from the organization and can no longer sign in to the portal.",
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Remove access" }));
    expect(await screen.findByText("Bea Board no longer has access.")).toBeVisible();
    await waitFor(() => expect(within(card).getByText("No access")).toBeVisible());
    expect(portalRequests).toEqual([
      { method: "DELETE", path: `/api/orgs/${ORG}/members/bee`, ifMatch: '"1"' },
    ]);
    expect(links).toEqual([]);
  });

  it("only unlinks the account of a board member, who stays a member", async () => {
    const user = openResident("admin", { accountUid: "dana" });
    const card = await portalCard();
    expect(await within(card).findByText("Dana Board (dana@example.org)")).toBeVisible();

    await user.click(within(card).getByRole("button", { name: "Remove access" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove Bea Board's access?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove access" }));
    await waitFor(() => expect(links).toEqual([{ ifMatch: '"1"', body: { uid: null } }]));
    await waitFor(() => expect(within(card).getByText("No access")).toBeVisible());
    expect(portalRequests).toEqual([]);
  });

  it("is not offered to a member", async () => {
    openResident("member");
    expect(await screen.findByRole("heading", { level: 1, name: "Bea Board" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Portal access" })).not.toBeInTheDocument();
  });
});

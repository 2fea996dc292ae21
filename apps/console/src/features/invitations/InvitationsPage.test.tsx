import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formatMessage, invitationEmailKey, messages } from "@hoa/validation";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockApi, server } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { currentUrl, renderApp } from "../../test/render-app";
import type { Invitation } from "../../api/list-invitations";

type User = ReturnType<typeof userEvent.setup>;

const ORG = "maple-grove";
const STALE =
  "Someone else changed this item since you opened it. Reload it to see their changes, then try again.";

const invitation = (id: string, email: string, extra: Partial<Invitation> = {}): Invitation => ({
  id,
  email,
  role: "member",
  residentId: null,
  message: "",
  status: "pending",
  invitedBy: { uid: "ana", name: "Ana Lima" },
  sentAt: "2026-03-10T12:00:00.000Z",
  expiresAt: "2026-03-17T12:00:00.000Z",
  delivery: "SUCCESS",
  acceptedAt: null,
  acceptedBy: null,
  revokedAt: null,
  declinedAt: null,
  createdAt: "2026-03-10T12:00:00.000Z",
  updatedAt: "2026-03-10T12:00:00.000Z",
  version: 1,
  ...extra,
});
const karen = invitation("i-karen", "karen@example.com");
const tom = invitation("i-tom", "tom@example.com", {
  role: "admin",
  status: "expired",
  invitedBy: { uid: "ben", name: "Ben Ortiz" },
  sentAt: "2026-02-01T12:00:00.000Z",
  expiresAt: "2026-02-08T12:00:00.000Z",
});
const olivia = invitation("i-olivia", "olivia@example.com", {
  status: "accepted",
  sentAt: "2026-01-20T12:00:00.000Z",
});

/** The invitations the fake server holds, the members' addresses, and what it was asked. */
let invitations: Invitation[];
let memberEmails: string[];
let listQueries: URLSearchParams[];
let createBodies: unknown[];
let actionRequests: { action: string; id: string; ifMatch: string | null }[];
/** While set, a resend or revoke waits for it; then, if set, it is refused. */
let holdAction: Promise<void> | null;
let refuseAction: { status: number; error: string } | null;
/** While set, a list read waits for it. */
let holdLists: Promise<void> | null;

const summaryOf = () => ({
  pending: invitations.filter((item) => item.status === "pending").length,
  accepted: invitations.filter((item) => item.status === "accepted").length,
  expired: invitations.filter((item) => item.status === "expired").length,
});

const invitationEndpoints = [
  http.get(`*/api/orgs/${ORG}/invitations/summary`, () => HttpResponse.json({ data: summaryOf() })),
  http.get(`*/api/orgs/${ORG}/invitations`, async ({ request }) => {
    const query = new URL(request.url).searchParams;
    listQueries.push(query);
    if (holdLists) await holdLists;
    const q = query.get("q")?.toLowerCase();
    const items = invitations
      .filter(
        (item) =>
          (!q || item.email.includes(q)) &&
          (!query.get("status") || item.status === query.get("status")) &&
          (!query.get("role") || item.role === query.get("role")),
      )
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt));
    return HttpResponse.json({ data: { items, nextCursor: null } });
  }),
  http.post(`*/api/orgs/${ORG}/invitations`, async ({ request }) => {
    const body = (await request.json()) as { emails: string[]; role: Invitation["role"] };
    createBodies.push(body);
    const results = body.emails.map((email) => {
      if (memberEmails.includes(invitationEmailKey(email))) {
        return {
          email,
          outcome: "alreadyMember",
          message: formatMessage(messages.invitationAlreadyMember, { email }),
        };
      }
      if (invitations.some((item) => item.email === email && item.status === "pending")) {
        return {
          email,
          outcome: "alreadyPending",
          message: formatMessage(messages.invitationAlreadyPending, { email }),
        };
      }
      const sent = invitation(`i-${email}`, email, {
        role: body.role,
        sentAt: "2026-03-20T12:00:00.000Z",
      });
      invitations = [...invitations, sent];
      return {
        email,
        outcome: "sent",
        invitation: sent,
        message: formatMessage(messages.invitationSent, { email }),
      };
    });
    return HttpResponse.json({ data: { results } });
  }),
  http.post(`*/api/orgs/${ORG}/invitations/:id/:action`, async ({ request, params }) => {
    const id = String(params.id);
    const action = String(params.action);
    actionRequests.push({ action, id, ifMatch: request.headers.get("If-Match") });
    if (holdAction) await holdAction;
    if (refuseAction) {
      return HttpResponse.json({ error: refuseAction.error }, { status: refuseAction.status });
    }
    const current = invitations.find((item) => item.id === id)!;
    if (request.headers.get("If-Match") !== `"${current.version}"`) {
      return HttpResponse.json({ error: STALE }, { status: 412 });
    }
    const changed: Invitation =
      action === "revoke"
        ? { ...current, status: "revoked", version: current.version + 1 }
        : {
            ...current,
            status: "pending",
            sentAt: "2026-03-21T12:00:00.000Z",
            expiresAt: "2026-03-28T12:00:00.000Z",
            version: current.version + 1,
          };
    invitations = invitations.map((item) => (item.id === id ? changed : item));
    return HttpResponse.json({ data: changed });
  }),
];

function openInvitations(
  url = "/invitations",
  { role = "admin" }: { role?: "admin" | "member" } = {},
): User {
  invitations = [karen, tom, olivia];
  memberEmails = ["ben@example.org"];
  listQueries = [];
  createBodies = [];
  actionRequests = [];
  holdAction = null;
  refuseAction = null;
  holdLists = null;
  mockApi({
    roles: { orgId: ORG, role, permissions: role === "admin" ? ["admin"] : [] },
    organizations: { [ORG]: { id: ORG, name: "Maple Grove HOA" } },
  });
  server.use(...invitationEndpoints);
  fakeAuth.signInAs(makeUser("ana"));
  const user = userEvent.setup();
  renderApp(url);
  return user;
}

const table = () => screen.findByRole("table", { name: "Sent invitations" });
const rowOf = async (email: string) =>
  within(await table()).getByRole("row", { name: new RegExp(email) });
const figure = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

/** Opens "Invite people" from the header; returns its dialog. */
async function openInvite(user: User) {
  await user.click(await screen.findByRole("button", { name: "Invite people" }));
  return screen.getByRole("dialog", { name: "Invite people" });
}

describe("the Invitations page", () => {
  it("shows the pending, accepted and expired counts and each invitation with its status", async () => {
    openInvitations();

    const karenRow = await rowOf("karen@example.com");
    expect(within(karenRow).getByText("Pending")).toHaveClass("ui-pill");
    expect(within(karenRow).getByText("Member")).toBeInTheDocument();
    expect(within(karenRow).getByText("Ana Lima")).toBeInTheDocument();
    expect(within(karenRow).getByText("Mar 10, 2026")).toBeInTheDocument();
    expect(within(karenRow).getByText("Mar 17, 2026")).toBeInTheDocument();
    const tomRow = await rowOf("tom@example.com");
    expect(within(tomRow).getByText("Expired")).toBeInTheDocument();
    expect(within(tomRow).getByText("Admin")).toBeInTheDocument();
    expect(within(tomRow).getByText("Ben Ortiz")).toBeInTheDocument();
    expect(within(await rowOf("olivia@example.com")).getByText("Accepted")).toBeInTheDocument();

    await waitFor(() => expect(figure("Pending")).toBe("1"));
    expect(figure("Accepted")).toBe("1");
    expect(figure("Expired")).toBe("1");
  });

  it("offers Resend for pending and expired invitations and Revoke for pending ones only", async () => {
    openInvitations();

    const karenRow = await rowOf("karen@example.com");
    expect(
      within(karenRow).getByRole("button", { name: "Resend: karen@example.com" }),
    ).toBeVisible();
    expect(
      within(karenRow).getByRole("button", { name: "Revoke: karen@example.com" }),
    ).toBeVisible();
    const tomRow = await rowOf("tom@example.com");
    expect(within(tomRow).getByRole("button", { name: /Resend/ })).toBeVisible();
    expect(within(tomRow).queryByRole("button", { name: /Revoke/ })).not.toBeInTheDocument();
    expect(within(await rowOf("olivia@example.com")).queryByRole("button")).not.toBeInTheDocument();
  });

  it("filters by status and role and searches by address, keeping them in the URL", async () => {
    const user = openInvitations("/invitations?status=expired");
    await waitFor(async () => expect(within(await table()).getAllByRole("row")).toHaveLength(2));
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("expired");

    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Any status");
    await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "Members");
    const search = screen.getByRole("searchbox", { name: "Search invitations" });
    await user.type(search, "kar{Enter}");

    await waitFor(() => expect(currentUrl()).toBe("/invitations?role=member&q=kar"));
    await waitFor(async () => expect(within(await table()).getAllByRole("row")).toHaveLength(2));
    expect(await rowOf("karen@example.com")).toBeInTheDocument();
    expect(Object.fromEntries(listQueries.at(-1)!)).toEqual({ role: "member", q: "kar" });
  });

  it("sorts by a column's heading", async () => {
    const user = openInvitations();
    await table();

    await user.click(
      within(screen.getByRole("columnheader", { name: /Email/ })).getByRole("button"),
    );

    await waitFor(() => expect(currentUrl()).toBe("/invitations?sort=email"));
    expect(listQueries.at(-1)?.get("sort")).toBe("email");
  });

  it("invites several addresses at once and shows what became of each", async () => {
    const user = openInvitations();
    const dialog = await openInvite(user);
    const addresses = within(dialog).getByRole("textbox", { name: "Email addresses" });
    expect(addresses).toHaveFocus();

    await user.type(
      addresses,
      "new.one@example.com, karen@example.com{Enter}Ben@example.org new.two@example.com",
    );
    expect(within(dialog).getByText("4 addresses recognized")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "Admin" }));
    await user.type(
      within(dialog).getByRole("textbox", { name: "Personal message (optional)" }),
      "Welcome!",
    );
    expect(within(dialog).getByText("8 of 1000 characters")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Send invitations" }));

    const results = await screen.findByRole("list", { name: "Invitation results" });
    expect(
      within(results)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Invitation sent to new.one@example.comSent",
      "karen@example.com already has a pending invitationNot sent",
      "Ben@example.org is already a memberNot sent",
      "Invitation sent to new.two@example.comSent",
    ]);
    expect(screen.getByRole("dialog", { name: "Invite people" })).toHaveAccessibleDescription(
      "2 of 4 invitations sent.",
    );
    expect(createBodies).toEqual([
      {
        emails: [
          "new.one@example.com",
          "karen@example.com",
          "Ben@example.org",
          "new.two@example.com",
        ],
        role: "admin",
        message: "Welcome!",
      },
    ]);
    expect(await screen.findByText("2 invitations sent")).toBeInTheDocument();

    // The list and the counts are read again.
    expect(await rowOf("new.two@example.com")).toBeInTheDocument();
    await waitFor(() => expect(figure("Pending")).toBe("3"));

    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says whom the invitation was sent to when it is one address, and Invite more starts again", async () => {
    const user = openInvitations();
    let dialog = await openInvite(user);
    await user.type(
      within(dialog).getByRole("textbox", { name: "Email addresses" }),
      "solo@example.com",
    );
    expect(within(dialog).getByText("1 address recognized")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Send invitations" }));

    // Said in the results and in the toast.
    await waitFor(() =>
      expect(screen.getAllByText("Invitation sent to solo@example.com")).toHaveLength(2),
    );
    expect(createBodies).toEqual([{ emails: ["solo@example.com"], role: "member", message: "" }]);

    await user.click(screen.getByRole("button", { name: "Invite more" }));
    dialog = screen.getByRole("dialog", { name: "Invite people" });
    expect(within(dialog).getByRole("textbox", { name: "Email addresses" })).toHaveValue("");
  });

  it("refuses what the API would, with its messages, and names what is not an address", async () => {
    const user = openInvitations();
    const dialog = await openInvite(user);
    const addresses = within(dialog).getByRole("textbox", { name: "Email addresses" });
    const send = within(dialog).getByRole("button", { name: "Send invitations" });

    await user.click(send);
    expect(addresses).toHaveAccessibleDescription(
      expect.stringContaining(messages.invitationEmailsRequired),
    );
    expect(addresses).toHaveFocus();

    await user.type(addresses, "good@example.com, neighbor@, also bad");
    expect(
      within(dialog).getByText("1 address recognized. Not an address: neighbor@, also, bad"),
    ).toBeInTheDocument();
    expect(addresses).not.toHaveAttribute("aria-invalid");
    await user.click(send);

    expect(within(dialog).getByText(messages.emailInvalid)).toBeInTheDocument();
    expect(addresses).toBeInvalid();
    expect(addresses).toHaveFocus();
    expect(createBodies).toEqual([]);
  });

  it("refuses a personal message over 1000 characters", async () => {
    const user = openInvitations();
    const dialog = await openInvite(user);
    await user.type(
      within(dialog).getByRole("textbox", { name: "Email addresses" }),
      "someone@example.com",
    );
    const message = within(dialog).getByRole("textbox", { name: "Personal message (optional)" });
    await user.click(message);
    await user.paste("a".repeat(1001));
    expect(within(dialog).getByText("1001 of 1000 characters")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Send invitations" }));

    expect(within(dialog).getByText(messages.personalMessageTooLong)).toBeInTheDocument();
    expect(createBodies).toEqual([]);
  });

  it("asks before resending, then sends it again to the version shown", async () => {
    const user = openInvitations();
    await user.click(
      within(await rowOf("tom@example.com")).getByRole("button", { name: /Resend/ }),
    );

    const question = screen.getByRole("alertdialog", {
      name: "Resend the invitation to tom@example.com?",
    });
    expect(question).toHaveAccessibleDescription(
      "tom@example.com gets a new link that works for 7 days; the link sent before stops working.",
    );
    await user.click(within(question).getByRole("button", { name: "Resend invitation" }));

    expect(await screen.findByText("Invitation sent to tom@example.com")).toBeInTheDocument();
    expect(actionRequests).toEqual([{ action: "resend", id: "i-tom", ifMatch: '"1"' }]);
    await waitFor(async () =>
      expect(within(await rowOf("tom@example.com")).getByText("Pending")).toBeInTheDocument(),
    );
    await waitFor(() => expect(figure("Expired")).toBe("0"));
  });

  it("asks before revoking, shows it revoked at once and keeps it once the server agrees", async () => {
    const user = openInvitations();
    let answer = () => {};
    holdAction = new Promise((resolve) => (answer = resolve));
    await user.click(
      within(await rowOf("karen@example.com")).getByRole("button", { name: /Revoke/ }),
    );
    const question = screen.getByRole("alertdialog", {
      name: "Revoke the invitation to karen@example.com?",
    });
    expect(question).toHaveAccessibleDescription(
      "Its link stops working at once. You can invite karen@example.com again later.",
    );
    await user.click(within(question).getByRole("button", { name: "Revoke invitation" }));

    await waitFor(async () =>
      expect(within(await rowOf("karen@example.com")).getByText("Revoked")).toBeInTheDocument(),
    );
    answer();
    expect(
      await screen.findByText("The invitation to karen@example.com was revoked."),
    ).toBeInTheDocument();
    expect(actionRequests).toEqual([{ action: "revoke", id: "i-karen", ifMatch: '"1"' }]);
    expect(invitations.find((item) => item.id === "i-karen")?.status).toBe("revoked");
  });

  it("puts the row back, says why and reads the list again when the server refuses (412)", async () => {
    const user = openInvitations();
    let answer = () => {};
    holdAction = new Promise((resolve) => (answer = resolve));
    refuseAction = { status: 412, error: STALE };
    await user.click(
      within(await rowOf("karen@example.com")).getByRole("button", { name: /Revoke/ }),
    );
    await user.click(screen.getByRole("button", { name: "Revoke invitation" }));
    await waitFor(async () =>
      expect(within(await rowOf("karen@example.com")).getByText("Revoked")).toBeInTheDocument(),
    );
    const readsBefore = listQueries.length;
    // What puts the row back is the rollback, not a fresh read: reads wait until it is shown.
    let readLists = () => {};
    holdLists = new Promise((resolve) => (readLists = resolve));

    answer();

    expect(await screen.findByText(STALE)).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await rowOf("karen@example.com")).getByText("Pending")).toBeInTheDocument(),
    );
    readLists();
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(readsBefore));
  });

  it("changes nothing when the question is cancelled", async () => {
    const user = openInvitations();
    await user.click(
      within(await rowOf("karen@example.com")).getByRole("button", { name: /Revoke/ }),
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(actionRequests).toEqual([]);
  });

  it("tells a member that only administrators see invitations, without asking the API", async () => {
    openInvitations("/invitations", { role: "member" });

    expect(
      await screen.findByText(/Only administrators see and send invitations/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Invite people" })).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(listQueries).toEqual([]);
  });
});

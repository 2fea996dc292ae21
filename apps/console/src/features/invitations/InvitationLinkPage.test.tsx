import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  invitationRefusalMessage,
  maskEmail,
  messages,
  type InvitationRefusalReason,
} from "@hoa/validation";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { Roles } from "../../api/get-roles";
import { mockApi, server, type Reply } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { currentUrl, renderApp } from "../../test/render-app";
import type { InvitationPreview } from "./api/get-invitation";

const TOKEN = "tK4-dW9_x2Yq8LmN3pRs7VbZc1HjF6gA0eUoIiPyTwE";
const LINK = `/invite/${TOKEN}`;
const ORG = "maple-grove";
const MAPLE_GROVE = { id: ORG, name: "Maple Grove HOA" };
const OAK_RIDGE = { id: "oak-ridge", name: "Oak Ridge HOA" };
const NEW_USER = makeUser("newcomer", { email: "jane@example.com" });

const openPreview: InvitationPreview = {
  organizationName: "Maple Grove HOA",
  role: "member",
  invitedByName: "Ana Lima",
  email: "jane@example.com",
  status: "pending",
  expiresAt: "2026-03-17T12:00:00.000Z",
  timeZone: "America/New_York",
  residentProperty: null,
  canAccept: true,
  reason: null,
  message: null,
};

/** The preview of an invitation the caller cannot accept, as the API words it. */
const refused = (
  reason: InvitationRefusalReason,
  extra: Partial<InvitationPreview> = {},
): InvitationPreview => {
  const email = extra.email ?? openPreview.email;
  return {
    ...openPreview,
    ...extra,
    canAccept: false,
    reason,
    message: invitationRefusalMessage(reason, email),
  };
};

/** What the fake server answers for the link, in turn (the last one repeats). */
let previews: (InvitationPreview | Reply)[];
let answers: string[];
let refuseAnswer: Reply | null;
/** What the API knows; accepting changes the caller's roles. */
let apiOptions: ReturnType<typeof mockApi>["options"];

const isReply = (value: InvitationPreview | Reply): value is Reply =>
  !("organizationName" in value);

const linkEndpoints = [
  http.get(`*/api/invitations/${TOKEN}`, () => {
    const next = previews.length > 1 ? previews.shift()! : previews[0]!;
    return isReply(next)
      ? HttpResponse.json(next.body ?? null, { status: next.status })
      : HttpResponse.json({ data: next });
  }),
  http.post(`*/api/invitations/${TOKEN}/:answer`, ({ params }) => {
    answers.push(String(params.answer));
    if (refuseAnswer) return HttpResponse.json(refuseAnswer.body ?? null, refuseAnswer);
    if (params.answer === "accept")
      apiOptions.roles = { orgId: ORG, role: "member", permissions: [] };
    return HttpResponse.json({
      data: params.answer === "accept" ? { orgId: ORG, role: "member" } : { status: "declined" },
    });
  }),
];

function openLink(
  preview: InvitationPreview | Reply | (InvitationPreview | Reply)[],
  { roles = null, user = NEW_USER }: { roles?: Partial<Roles> | null; user?: typeof NEW_USER } = {},
) {
  previews = Array.isArray(preview) ? [...preview] : [preview];
  answers = [];
  refuseAnswer = null;
  const api = mockApi({
    roles,
    organizations: { [ORG]: MAPLE_GROVE, [OAK_RIDGE.id]: OAK_RIDGE },
  });
  apiOptions = api.options;
  server.use(...linkEndpoints);
  fakeAuth.signInAs(user);
  const person = userEvent.setup();
  renderApp(LINK);
  return { user: person, api };
}

const detail = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
const heading = (name: string) => screen.findByRole("heading", { level: 1, name });

describe("an invitation's link", () => {
  it("sends a visitor who is not signed in to sign in, and back to the link afterwards", async () => {
    fakeAuth.signInAs(null);
    renderApp(LINK);

    await waitFor(() => expect(currentUrl()).toBe(`/sign-in?redirect=${encodeURIComponent(LINK)}`));
    expect(screen.getByRole("link", { name: "Don't have account?" })).toHaveAttribute(
      "href",
      `/create-account?redirect=${encodeURIComponent(LINK)}`,
    );
  });

  it("shows a user without an organization the invitation, not Add your HOA", async () => {
    openLink(openPreview);

    expect(await heading("Maple Grove HOA invited you as a member")).toBeInTheDocument();
    expect(screen.queryByText("Add your HOA")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign out" })).toHaveAttribute(
      "href",
      "/sign-in?signout=1",
    );
    expect(detail("Role")).toMatch(/^Member.*read-only/);
    expect(detail("Invited by")).toBe("Ana Lima");
    expect(detail("Invited address")).toBe("jane@example.com");
    // In the organization's zone, named: noon UTC is 8:00 AM in New York in March.
    expect(detail("Expires")).toBe(
      "Mar 17, 2026, 8:00 AM ETMaple Grove HOA's time: Eastern Time (ET)",
    );
  });

  it("names the household's property to a resident invited to the portal", async () => {
    openLink({
      ...openPreview,
      role: "resident",
      residentProperty: { address: "12 Oak Lane", unit: "4" },
    });

    expect(
      await heading("Maple Grove HOA invited you as a resident of 12 Oak Lane, Unit 4"),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Ana Lima sent this invitation. Accept to open your household's portal."),
    ).toBeInTheDocument();
    expect(detail("Invited by")).toBe("Ana Lima");
  });

  it("accepts: joins, refreshes the roles and organization, welcomes and opens the console", async () => {
    const { user, api } = openLink(openPreview);
    await user.click(await screen.findByRole("button", { name: "Accept invitation" }));

    expect(await screen.findByText("Welcome to Maple Grove HOA")).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe("/website"));
    expect(answers).toEqual(["accept"]);
    const rolesReads = api.requests.filter((request) => request.path === "/api/roles");
    expect(rolesReads.length).toBeGreaterThanOrEqual(2);
    expect(api.requests.some((request) => request.path === `/api/orgs/${ORG}`)).toBe(true);
  });

  it("shows why when accepting is refused meanwhile, and where the invitation stands now", async () => {
    const { user } = openLink([openPreview, refused("used")]);
    refuseAnswer = { status: 409, body: { error: messages.invitationUsed } };

    await user.click(await screen.findByRole("button", { name: "Accept invitation" }));

    expect(await heading(messages.invitationUsed)).toBeInTheDocument();
    expect(currentUrl()).toBe(LINK);
  });

  it("asks before declining, then says it was declined with the ways on", async () => {
    const { user } = openLink(openPreview);
    await user.click(await screen.findByRole("button", { name: "Decline" }));

    const question = screen.getByRole("alertdialog", { name: "Decline this invitation?" });
    await user.click(within(question).getByRole("button", { name: "Decline invitation" }));

    expect(await heading("You declined the invitation")).toBeInTheDocument();
    expect(answers).toEqual(["decline"]);
    expect(screen.getByRole("link", { name: "Sign out" })).toHaveAttribute(
      "href",
      "/sign-in?signout=1",
    );
    expect(screen.getByRole("link", { name: "Create your own organization" })).toHaveAttribute(
      "href",
      "/",
    );
  });

  it("declines nothing when the question is cancelled", async () => {
    const { user } = openLink(openPreview);
    await user.click(await screen.findByRole("button", { name: "Decline" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(answers).toEqual([]);
  });

  it("says a link it does not know is not valid", async () => {
    openLink({ status: 404, body: { error: messages.invitationNotValid } });

    expect(await heading("This invitation link is not valid")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create your own organization" })).toBeVisible();
  });

  it.each([
    ["expired", /Ask Ana Lima to send it again/],
    ["revoked", /Maple Grove HOA withdrew this invitation/],
    ["used", /An invitation link can be accepted once/],
    ["declined", /ask Ana Lima for a new invitation/],
  ] as const)("says when the invitation is %s, with a way on", async (reason, explanation) => {
    openLink(refused(reason, { status: reason === "used" ? "accepted" : reason }));

    expect(await heading(invitationRefusalMessage(reason))).toBeInTheDocument();
    expect(screen.getByText(explanation)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept invitation" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign out" })).toBeVisible();
  });

  it("shows someone signed in with another address the invited one masked, and how to switch", async () => {
    const masked = maskEmail("jane@example.com");
    openLink(refused("emailMismatch", { email: masked }), {
      user: makeUser("someone", { email: "sam@example.net" }),
    });

    expect(await heading("This invitation is for another account")).toBeInTheDocument();
    expect(
      screen.getByText(`This invitation is for ${masked}; sign in with that address to accept it.`),
    ).toBeInTheDocument();
    expect(detail("You are signed in as")).toBe("sam@example.net");
    expect(screen.queryByText("jane@example.com")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in with another account" })).toHaveAttribute(
      "href",
      `/sign-in?signout=1&redirect=${encodeURIComponent(LINK)}`,
    );
  });

  it("explains one organization per user to someone who already has one", async () => {
    openLink(refused("otherOrganization"), {
      roles: { orgId: OAK_RIDGE.id, role: "admin", permissions: ["admin"] },
    });

    expect(await heading("You already belong to an organization")).toBeInTheDocument();
    expect(screen.getByText(new RegExp(messages.invitationOtherOrganization))).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to the console" })).toHaveAttribute("href", "/");
  });

  it("tells a member of the organization they already are one", async () => {
    openLink(refused("alreadyMember"), {
      roles: { orgId: ORG, role: "member", permissions: [] },
    });

    expect(await heading(messages.invitationCallerAlreadyMember)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the console" })).toHaveAttribute("href", "/");
  });

  it("shows an error with a retry when the invitation cannot be read", async () => {
    const { user } = openLink([
      { status: 503, body: { error: "The service is temporarily unavailable. Please try again." } },
      openPreview,
    ]);

    expect(await heading("The invitation could not be loaded")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The service is temporarily unavailable. Please try again.",
    );
    await user.click(screen.getByRole("button", { name: "Try again" }));

    expect(await heading("Maple Grove HOA invited you as a member")).toBeInTheDocument();
  });
});

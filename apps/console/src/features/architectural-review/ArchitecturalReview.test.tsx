import { arcMessages } from "@hoa/validation/architectural-review";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "../../test/api-server";
import { currentUrl, openConsoleAs } from "../../test/render-app";
import { ARC_CHANGED_MEANWHILE, type ArcRequest } from "./api";
import {
  API,
  ZONE,
  ana,
  arcRequestFixture,
  arcSettingsFixture,
  ben,
  cy,
  dayFromToday,
  page,
  requestPageHandlers,
} from "./test-fixtures";

const asMember = (url: string) => openConsoleAs("member", url, { timeZone: ZONE });
const asAdmin = (url: string) => openConsoleAs("admin", url, { timeZone: ZONE });

describe("the requests list", () => {
  it("shows each request's number, property, category, status, deadline and votes, filtered by category", async () => {
    const queries: URLSearchParams[] = [];
    const overdue = arcRequestFixture({
      id: "r2",
      number: 4,
      title: "Solar panels on the south roof",
      category: "solar",
      status: "submitted",
      deadline: dayFromToday(-2),
      review: { ...arcRequestFixture().review, cast: 0 },
    });
    const returned = arcRequestFixture({
      id: "r3",
      number: 2,
      title: "Blue front door",
      category: "paint",
      status: "returned",
      review: { ...arcRequestFixture().review, stage: null, voters: [], cast: 0 },
    });
    const { user } = asMember("/architectural-review");
    server.use(
      http.get(`${API}/architectural-requests`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        const items = [arcRequestFixture(), overdue, returned];
        const category = query.get("category");
        return page(category ? items.filter((item) => item.category === category) : items);
      }),
    );

    expect(
      await screen.findByRole("heading", { name: "Architectural review", level: 1 }),
    ).toBeVisible();
    const table = await screen.findByRole("table", { name: "Requests" });
    const fence = within(table).getByRole("row", { name: /#3 Cedar fence/ });
    expect(within(fence).getByRole("link", { name: "#3 Cedar fence" })).toHaveAttribute(
      "href",
      "/architectural-review/r1",
    );
    for (const text of ["14 Birch Court, 2", "Fence", "Under review", "1 of 3 voted"]) {
      expect(within(fence).getByText(text)).toBeInTheDocument();
    }
    expect(within(fence).getByText(/12 days left$/)).toBeInTheDocument();
    const solar = within(table).getByRole("row", { name: /#4 Solar panels/ });
    expect(within(solar).getByText(/2 days overdue$/)).toBeInTheDocument();
    expect(within(solar).getByText("0 of 3 voted")).toBeInTheDocument();
    // Returned to the homeowner: no clock running, no votes being cast.
    const door = within(table).getByRole("row", { name: /#2 Blue front door/ });
    expect(within(door).getByText("Returned for more information")).toBeInTheDocument();
    expect(within(door).queryByText(/left$|overdue$|voted$/)).not.toBeInTheDocument();
    // A member reads and votes; the tabs lead to the settings.
    expect(screen.queryByRole("button", { name: "New request" })).not.toBeInTheDocument();
    const tabs = screen.getByRole("navigation", { name: "Architectural review views" });
    expect(within(tabs).getByRole("link", { name: "Settings" })).toHaveAttribute(
      "href",
      "/architectural-review/settings",
    );

    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "solar");
    await waitFor(() => expect(queries.at(-1)?.get("category")).toBe("solar"));
    await waitFor(() =>
      expect(within(table).queryByRole("row", { name: /#3 Cedar fence/ })).not.toBeInTheDocument(),
    );
    expect(currentUrl()).toContain("category=solar");
  });

  it("tells an administrator with no request how to enter one, and starts a draft from the dialog", async () => {
    let created: ArcRequest | null = null;
    const { user, api } = asAdmin("/architectural-review");
    server.use(
      http.get(`${API}/architectural-requests`, () => page([])),
      http.get(`${API}/properties`, () =>
        page([
          {
            id: "p-2",
            address: "14 Birch Court",
            unit: "2",
            type: "Townhouse",
            status: "Occupied",
            residentCount: 1,
            archivedAt: null,
            createdAt: "2026-03-01T12:00:00.000Z",
            updatedAt: "2026-03-01T12:00:00.000Z",
            version: 1,
          },
        ]),
      ),
      http.post(`${API}/architectural-requests`, async ({ request }) => {
        const body = (await request.json()) as Partial<ArcRequest>;
        created = arcRequestFixture({
          ...body,
          status: "draft",
          onBehalf: true,
          deadline: null,
          submittedAt: null,
          review: { ...arcRequestFixture().review, stage: null, voters: [], canVote: false },
        });
        return HttpResponse.json({ data: created }, { status: 201 });
      }),
      ...requestPageHandlers(() => created ?? arcRequestFixture()),
    );

    expect(await screen.findByText("No requests yet")).toBeVisible();
    expect(
      screen.getByText(/To enter one received on paper or by email, choose New request/),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "New request" }));
    const dialog = await screen.findByRole("dialog", { name: "New request" });
    await user.click(within(dialog).getByRole("button", { name: "Create draft" }));
    expect(await within(dialog).findByText(arcMessages.propertyRequired)).toBeVisible();
    expect(within(dialog).getByText(arcMessages.categoryInvalid)).toBeVisible();
    expect(within(dialog).getByText(arcMessages.titleRequired)).toBeVisible();
    expect(api.requests.filter((request) => request.method === "POST")).toEqual([]);

    await user.type(within(dialog).getByRole("combobox", { name: "Property" }), "birch");
    const choices = within(dialog).getByRole("listbox");
    await user.click(await within(choices).findByRole("option", { name: /14 Birch Court/u }));
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Category" }), "fence");
    await user.type(within(dialog).getByRole("textbox", { name: /Title/ }), "Cedar fence");
    await user.type(
      within(dialog).getByRole("textbox", { name: /Description/ }),
      "Along the back.",
    );
    await user.type(within(dialog).getByLabelText(/Planned start/), "2027-03-15");
    await user.type(within(dialog).getByLabelText(/Planned finish/), "2027-03-01");
    await user.click(within(dialog).getByRole("button", { name: "Create draft" }));
    expect(await within(dialog).findByText(arcMessages.plannedEndBeforeStart)).toBeVisible();
    const finish = within(dialog).getByLabelText(/Planned finish/);
    await user.clear(finish);
    await user.type(finish, "2027-03-30");
    await user.click(within(dialog).getByRole("button", { name: "Create draft" }));

    expect(
      await screen.findByRole("heading", { name: "Request 3: Cedar fence", level: 1 }),
    ).toBeVisible();
    expect(currentUrl()).toBe("/architectural-review/r1");
    expect(api.requests.find((request) => request.method === "POST")?.body).toEqual({
      propertyId: "p-2",
      category: "fence",
      title: "Cedar fence",
      description: "Along the back.",
      plannedStart: "2027-03-15",
      plannedEnd: "2027-03-30",
      contractor: "",
    });
    expect(screen.getByText(/made by the board for the homeowner/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Submit to the committee" })).toBeVisible();
  });
});

describe("the vote", () => {
  it("keeps the votes secret, names the comment by the vote, and casts one after its confirm", async () => {
    let request = arcRequestFixture();
    const { user, api } = asMember("/architectural-review/r1");
    server.use(
      ...requestPageHandlers(() => request),
      http.post(`${API}/architectural-requests/r1/votes`, async ({ request: sent }) => {
        const body = (await sent.json()) as { vote: "deny"; comment: string };
        request = arcRequestFixture({
          version: 3,
          review: {
            ...request.review,
            cast: 2,
            canVote: false,
            mine: { ...ana, ...body, at: "2026-11-22T12:00:00.000Z" },
          },
        });
        return HttpResponse.json({ data: request });
      }),
    );

    const panel = await screen.findByRole("region", { name: "Committee vote" });
    expect(
      within(panel).getByText("1 of 3 reviewers has voted. Votes stay secret until the decision."),
    ).toBeVisible();
    // Nobody's vote shows before the decision.
    expect(screen.queryByRole("region", { name: "Votes" })).not.toBeInTheDocument();
    const votes = within(panel).getByRole("group", { name: "Your vote" });
    expect(within(votes).getAllByRole("radio")).toHaveLength(5);
    await user.click(within(votes).getByRole("radio", { name: /^Approve with conditions/ }));
    expect(within(panel).getByRole("textbox", { name: "Conditions, one per line" })).toBeVisible();
    await user.click(within(votes).getByRole("radio", { name: /^Return for more information/ }));
    expect(within(panel).getByRole("textbox", { name: "What more is needed" })).toBeVisible();
    await user.click(within(votes).getByRole("radio", { name: /^Abstain/ }));
    expect(within(panel).getByRole("textbox", { name: "Comment (optional)" })).toBeVisible();
    await user.click(within(votes).getByRole("radio", { name: /^Deny/ }));
    const reasons = within(panel).getByRole("textbox", { name: "Reasons for the denial" });

    await user.click(within(panel).getByRole("button", { name: "Cast vote" }));
    expect(await within(panel).findByText(arcMessages.denyNeedsReason)).toBeVisible();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.type(reasons, "Six feet is above the two-foot front yard limit.");
    await user.click(within(panel).getByRole("button", { name: "Cast vote" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Vote Deny?" });
    expect(confirm).toHaveTextContent("A vote cannot be changed once cast.");
    expect(api.requests.filter((sent) => sent.method === "POST")).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Cast vote" }));

    expect(await within(panel).findByText("You voted: Deny")).toBeVisible();
    expect(
      within(panel).getByText("2 of 3 reviewers have voted. Votes stay secret until the decision."),
    ).toBeVisible();
    expect(within(panel).queryByRole("button", { name: "Cast vote" })).not.toBeInTheDocument();
    expect(api.requests.find((sent) => sent.method === "POST")?.body).toEqual({
      vote: "deny",
      comment: "Six feet is above the two-foot front yard limit.",
    });
  });

  it("offers the board no return for more information", async () => {
    asMember("/architectural-review/r1");
    server.use(
      ...requestPageHandlers(() =>
        arcRequestFixture({
          status: "boardReview",
          review: { ...arcRequestFixture().review, stage: "board", voters: [ana, ben], cast: 0 },
        }),
      ),
    );
    const panel = await screen.findByRole("region", { name: "Board vote" });
    expect(within(panel).getByText(/0 of 2 directors have voted/)).toBeVisible();
    expect(within(panel).getByRole("radio", { name: /^Deny/ })).toBeInTheDocument();
    expect(within(panel).queryByRole("radio", { name: /^Return/ })).not.toBeInTheDocument();
  });
});

describe("a decided request", () => {
  it("shows the decision with its conditions numbered and every round's votes revealed", async () => {
    asMember("/architectural-review/r1");
    const at = "2026-11-25T15:00:00.000Z";
    server.use(
      ...requestPageHandlers(() =>
        arcRequestFixture({
          status: "approvedWithConditions",
          decision: {
            status: "approvedWithConditions",
            decidedBy: "board",
            decidedAt: at,
            conditions: ["Stain it natural", "Keep it under six feet"],
            reasons: [],
          },
          review: {
            stage: null,
            voters: [],
            cast: 0,
            canVote: false,
            mine: null,
            revealed: [
              {
                stage: "committee",
                votes: [
                  { ...ana, vote: "approve", comment: "", at },
                  { ...ben, vote: "deny", comment: "Too tall", at },
                ],
              },
              {
                stage: "board",
                votes: [{ ...cy, vote: "approveWithConditions", comment: "Stain it natural", at }],
              },
            ],
          },
        }),
      ),
    );

    const decision = await screen.findByRole("region", {
      name: "Decision: Approved with conditions",
    });
    expect(decision).toHaveTextContent("Decided by the board on Nov 25, 2026.");
    const conditions = within(decision).getByRole("list", { name: "Conditions" });
    expect(conditions.tagName).toBe("OL");
    expect(
      within(conditions)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Stain it natural", "Keep it under six feet"]);
    expect(
      screen.queryByRole("region", { name: /^(Committee|Board) vote$/ }),
    ).not.toBeInTheDocument();
    const votes = screen.getByRole("region", { name: "Votes" });
    const committee = within(votes).getByRole("table", { name: "Committee votes" });
    const benRow = within(committee).getByRole("row", { name: /Ben Ortiz/ });
    expect(within(benRow).getByText("Deny")).toBeInTheDocument();
    expect(within(benRow).getByText("Too tall")).toBeInTheDocument();
    const board = within(votes).getByRole("table", { name: "Board votes" });
    expect(within(board).getByRole("row", { name: /Cy Park/ })).toHaveTextContent(
      "Approve with conditions",
    );
  });

  it("lets an administrator ask the board to reconsider a denial, the reason required", async () => {
    const denied = arcRequestFixture({
      status: "denied",
      decision: {
        status: "denied",
        decidedBy: "committee",
        decidedAt: "2026-11-25T15:00:00.000Z",
        conditions: [],
        reasons: ["Above the height limit"],
      },
      review: { ...arcRequestFixture().review, stage: null, voters: [], canVote: false },
    });
    const { user, api } = asAdmin("/architectural-review/r1");
    server.use(
      ...requestPageHandlers(() => denied),
      http.post(`${API}/architectural-requests/r1/reconsideration`, () =>
        HttpResponse.json({ error: "Changed" }, { status: 412 }),
      ),
    );
    await user.click(await screen.findByRole("button", { name: "Ask the board to reconsider" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask the board to reconsider" });
    await user.click(within(dialog).getByRole("button", { name: "Ask the board" }));
    expect(await within(dialog).findByText(arcMessages.reasonRequired)).toBeVisible();
    await user.type(within(dialog).getByRole("textbox"), "The neighbours agreed in writing.");
    await user.click(within(dialog).getByRole("button", { name: "Ask the board" }));
    // Someone changed it meanwhile: the page reads it again and says so.
    expect(await screen.findByText(ARC_CHANGED_MEANWHILE)).toBeVisible();
    const sent = api.requests.find((request) => request.method === "POST");
    expect(sent?.body).toEqual({ reason: "The neighbours agreed in writing." });
  });
});

describe("the settings", () => {
  const members = [
    { id: "ana", uid: "ana", email: "ana@example.org", displayName: "Ana Ruiz", role: "admin" },
    { id: "ben", uid: "ben", email: "ben@example.org", displayName: "Ben Ortiz", role: "member" },
    { id: "cy", uid: "cy", email: "cy@example.org", displayName: "Cy Park", role: "member" },
  ].map((member) => ({ ...member, joinedAt: "2026-01-01T00:00:00.000Z", version: 1 }));

  const membersHandler = () =>
    http.get(`${API}/members`, ({ request }) => {
      const role = new URL(request.url).searchParams.get("role");
      return page(members.filter((member) => member.role === role));
    });

  it("saves the committee, the board, the response time and its outcome to the version read", async () => {
    const sent: { ifMatch: string | null; body: unknown }[] = [];
    const { user } = asAdmin("/architectural-review/settings");
    server.use(
      membersHandler(),
      http.get(`${API}/architectural-review/settings`, () =>
        HttpResponse.json({
          data: arcSettingsFixture({
            committee: [ana],
            directors: [ana],
            version: 4,
            citation: { code: "Civil Code", section: "4765", text: "A fair procedure." },
          }),
        }),
      ),
      http.put(`${API}/architectural-review/settings`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push({ ifMatch: request.headers.get("If-Match"), body });
        return HttpResponse.json({
          data: arcSettingsFixture({ committee: [ana, ben], directors: [ana], version: 5 }),
        });
      }),
    );

    const committee = await screen.findByRole("group", { name: /^Committee/ });
    expect(within(committee).getByRole("checkbox", { name: /Ana Ruiz/ })).toBeChecked();
    expect(screen.getByText("Civil Code 4765: A fair procedure.")).toBeVisible();
    await user.click(within(committee).getByRole("checkbox", { name: /Ben Ortiz/ }));
    const days = screen.getByRole("textbox", { name: /Maximum response time/ });
    await user.clear(days);
    await user.type(days, "400");
    await user.click(screen.getByRole("radio", { name: /^Deemed approved/ }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText(arcMessages.responseDaysInvalid)).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(days);
    await user.type(days, "30");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      ifMatch: '"4"',
      body: {
        committee: ["ana", "ben"],
        directors: ["ana"],
        responseDays: 30,
        deadlineOutcome: "deemedApproved",
      },
    });
    expect(await screen.findByText("Architectural review settings saved.")).toBeVisible();
  });

  it("shows a member the procedure without a way to change it", async () => {
    asMember("/architectural-review/settings");
    server.use(
      membersHandler(),
      http.get(`${API}/architectural-review/settings`, () =>
        HttpResponse.json({ data: arcSettingsFixture() }),
      ),
    );
    expect(
      await screen.findByText("Only administrators can change the architectural review settings."),
    ).toBeVisible();
    const committee = await screen.findByRole("group", { name: /^Committee/ });
    expect(within(committee).getByRole("checkbox", { name: /Cy Park/ })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save settings" })).not.toBeInTheDocument();
  });
});

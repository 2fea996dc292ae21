import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "../../test/api-server";
import { currentUrl, openConsoleAs } from "../../test/render-app";
import { ELECTION_CHANGED_MEANWHILE, SETTINGS_CHANGED_MEANWHILE } from "./api";
import {
  API,
  ZONE,
  californiaRules,
  data,
  draftFixture,
  electionFixture,
  electionHandler,
  quorumFailedFixture,
  settingsFixture,
} from "./test-fixtures";

const asMember = (url: string) => openConsoleAs("member", url, { timeZone: ZONE });
const asAdmin = (url: string) => openConsoleAs("admin", url, { timeZone: ZONE });

describe("the elections list", () => {
  it("shows each election's kind, status, deadline and live counts, never a tally", async () => {
    asMember("/elections");
    server.use(
      http.get(`${API}/elections`, () =>
        data({
          items: [
            electionFixture(),
            draftFixture({
              vote: { kind: "measure", measureType: "other", threshold: "majorityOfVotesCast" },
            }),
          ],
        }),
      ),
    );
    expect(await screen.findByRole("heading", { name: "Elections", level: 1 })).toBeVisible();
    const table = await screen.findByRole("table", { name: "Elections" });
    const open = within(table).getByRole("row", { name: /2027 board election/ });
    expect(within(open).getByRole("link", { name: "2027 board election" })).toHaveAttribute(
      "href",
      "/elections/e1",
    );
    for (const text of ["Election of directors", "Voting open", "12 of 120 voted"]) {
      expect(within(open).getByText(text)).toBeInTheDocument();
    }
    expect(within(open).getByText(/Mar 22, 2027/)).toBeInTheDocument();
    const draft = within(table).getByRole("row", { name: /Pool measure/ });
    expect(within(draft).getByText("Draft")).toBeInTheDocument();
    expect(within(draft).queryByText(/voted$/)).not.toBeInTheDocument();
    // A member reads; only administrators start an election.
    expect(screen.queryByRole("button", { name: "New election" })).not.toBeInTheDocument();
    const tabs = screen.getByRole("navigation", { name: "Elections views" });
    expect(within(tabs).getByRole("link", { name: "Settings" })).toHaveAttribute(
      "href",
      "/elections/settings",
    );
  });
});

describe("a new election", () => {
  it("shows a date the rules refuse on its field with its citation, then saves the draft", async () => {
    const refused =
      "Ballots must go out at least 30 days before the voting deadline (Civil Code 5115): by Monday, February 20, 2027";
    const sent: unknown[] = [];
    const { user } = asAdmin("/elections");
    server.use(
      http.get(`${API}/elections`, () => data({ items: [] })),
      http.post(`${API}/elections`, async ({ request }) => {
        sent.push(await request.json());
        if (sent.length === 1) {
          return HttpResponse.json(
            { error: refused, fields: { ballotsOutAt: refused } },
            { status: 400 },
          );
        }
        return data(draftFixture({ id: "e9", title: "Pool measure" }), { status: 201 });
      }),
      electionHandler(() => draftFixture({ id: "e9", title: "Pool measure" })),
    );
    await user.click(await screen.findByRole("button", { name: "New election" }));
    expect(await screen.findByRole("heading", { name: "New election", level: 1 })).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Kind"), "measure");
    await user.type(screen.getByLabelText(/^Title/), "Pool measure");
    await user.selectOptions(screen.getByLabelText("Measure type"), "specialAssessment");
    await user.selectOptions(screen.getByLabelText("Threshold"), "majorityOfMembership");
    await user.type(screen.getByLabelText(/^Ballots go out/), "2027-03-01T09:00");
    await user.type(screen.getByLabelText(/^Voting deadline/), "2027-03-22T18:00");
    await user.type(screen.getByLabelText(/^Inspector's name/), "Iris Vale");
    await user.type(screen.getByLabelText(/^Inspector's email/), "iris@example.org");
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^Ballots go out/)).toHaveAccessibleDescription(
        expect.stringContaining(refused),
      ),
    );
    expect(sent[0]).toEqual({
      title: "Pool measure",
      question: "",
      vote: {
        kind: "measure",
        measureType: "specialAssessment",
        threshold: "majorityOfMembership",
      },
      electorate: "onePerProperty",
      nominationNoticeAt: null,
      nominationDeadline: null,
      // 9:00 AM Pacific.
      ballotsOutAt: "2027-03-01T17:00:00.000Z",
      votingDeadline: "2027-03-23T01:00:00.000Z",
      resultsNoticeAt: null,
      inspector: { name: "Iris Vale", email: "iris@example.org" },
    });

    await user.clear(screen.getByLabelText(/^Ballots go out/));
    await user.type(screen.getByLabelText(/^Ballots go out/), "2027-02-15T09:00");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(currentUrl()).toBe("/elections/e9"));
    expect(sent).toHaveLength(2);
  });
});

describe("an election's electorate", () => {
  it("is chosen for a member vote, one vote per property unless weighted, and not for a board motion", async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = asAdmin("/elections/new");
    server.use(
      http.post(`${API}/elections`, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          { error: "Enter the election's title", fields: { title: "Enter the election's title" } },
          { status: 400 },
        );
      }),
    );
    const electorate = await screen.findByRole("group", { name: /^Electorate/u });
    expect(within(electorate).getByRole("radio", { name: "One vote per property" })).toBeChecked();
    await user.click(
      within(electorate).getByRole("radio", { name: "Weighted by percentage interest" }),
    );
    expect(electorate).toHaveAccessibleDescription(
      expect.stringContaining("every property needs one, 100% in all"),
    );
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ electorate: "percentageInterest" });

    await user.selectOptions(screen.getByLabelText("Kind"), "boardMotion");
    expect(screen.queryByRole("group", { name: /^Electorate/u })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).not.toHaveProperty("electorate");
  });

  it("keeps a weighted draft's choice when it is edited, and shows it on its page", async () => {
    const patched: unknown[] = [];
    const draft = draftFixture({
      electorateBasis: "percentageInterest",
      electorateNote: "Weighted by percentage interest: each property's vote counts its share",
    });
    const { user } = asAdmin("/elections/e2");
    server.use(
      electionHandler(() => draft),
      http.patch(`${API}/elections/e2`, async ({ request }) => {
        patched.push(await request.json());
        return data({ ...draft, version: 2 });
      }),
    );
    expect(
      await screen.findByText(
        "Weighted by percentage interest: each property's vote counts its share",
      ),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const electorate = await screen.findByRole("group", { name: /^Electorate/u });
    expect(
      within(electorate).getByRole("radio", { name: "Weighted by percentage interest" }),
    ).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]).toMatchObject({ electorate: "percentageInterest" });
  });

  it("shows a weighted election's certified results and voting power as shares", async () => {
    const quorum = electionFixture().live!.quorum;
    asMember("/elections/e3");
    server.use(
      electionHandler(() =>
        electionFixture({
          id: "e3",
          vote: { kind: "measure", measureType: "other", threshold: "majorityOfVotesCast" },
          electorateBasis: "percentageInterest",
          status: "certified",
          live: {
            ballots: 80,
            votingPower: 7_205,
            totalVotingPower: 10_000,
            voters: 120,
            quorum: { ...quorum, reached: true, cast: 7_205, total: 10_000, required: 2_500 },
          },
          certificate: {
            signedBy: "Iris Vale",
            signedAt: "2027-03-23T17:00:00.000Z",
            inspectorEmail: "iris@example.org",
            result: {
              kind: "measure",
              ballots: 80,
              yes: 4_120,
              no: 3_000,
              abstain: 85,
              threshold: "majorityOfVotesCast",
              yesRequired: 3_561,
              thresholdMet: true,
              quorum: { ...quorum, reached: true, cast: 7_205, total: 10_000, required: 2_500 },
              passed: true,
            },
          },
        }),
      ),
    );
    const results = (await screen.findByRole("heading", { name: "Certified results" })).closest(
      "section",
    ) as HTMLElement;
    expect(within(results).getByText("Yes").nextSibling).toHaveTextContent("41.2%");
    expect(within(results).getByText("No").nextSibling).toHaveTextContent("30%");
    expect(within(results).getByText("Abstain").nextSibling).toHaveTextContent("0.85%");
    const power = screen.getByText("Voting power").closest("div") as HTMLElement;
    expect(power).toHaveTextContent(/^Voting power72\.05%of the percentage interests$/u);
  });
});

describe("an election's page", () => {
  it("shows the live counts and quorum only while voting is open, and no actions", async () => {
    asAdmin("/elections/e1");
    server.use(electionHandler(() => electionFixture()));
    expect(
      await screen.findByRole("heading", { name: "2027 board election", level: 1 }),
    ).toBeVisible();
    const turnout =
      screen.getByRole("heading", { name: "Turnout" }).closest("section") ?? document.body;
    expect(within(turnout as HTMLElement).getByText("12 of 120")).toBeInTheDocument();
    expect(within(turnout as HTMLElement).getByText("Not reached")).toBeInTheDocument();
    expect(screen.queryByText(/votes$/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send the ballots" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
  });

  it("sends a draft's ballots made to its version, saying who gets a link", async () => {
    let election = draftFixture();
    const ifMatch: (string | null)[] = [];
    const { user } = asAdmin("/elections/e2");
    server.use(
      electionHandler(() => election),
      http.post(`${API}/elections/e2/open`, ({ request }) => {
        ifMatch.push(request.headers.get("If-Match"));
        election = { ...election, status: "open", version: 2, live: electionFixture().live };
        return data({
          election,
          voters: 120,
          linksSent: 118,
          emails: 130,
          withoutEmail: 2,
          version: 2,
        });
      }),
    );
    await user.click(await screen.findByRole("button", { name: "Send the ballots" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Send the ballots?" });
    expect(
      within(dialog).getByText(/one ballot link, emailed to its owners on file/),
    ).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Send the ballots" }));
    expect(
      await screen.findByText("Ballots sent: 118 ballot links to 130 email addresses."),
    ).toBeVisible();
    expect(ifMatch).toEqual(['"1"']);
    expect(await screen.findByText("Voting open")).toBeVisible();
  });

  it("reads the election again when someone changed it meanwhile (412)", async () => {
    let reads = 0;
    const { user } = asAdmin("/elections/e2");
    server.use(
      electionHandler(() => {
        reads += 1;
        return draftFixture();
      }),
      http.post(`${API}/elections/e2/open`, () =>
        HttpResponse.json({ error: "Changed" }, { status: 412 }),
      ),
    );
    await user.click(await screen.findByRole("button", { name: "Send the ballots" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Send the ballots?" });
    await user.click(within(dialog).getByRole("button", { name: "Send the ballots" }));
    expect(await screen.findByText(ELECTION_CHANGED_MEANWHILE)).toBeVisible();
    await waitFor(() => expect(reads).toBeGreaterThan(1));
  });
});

describe("a failed quorum", () => {
  const tooSoon =
    "A reconvened meeting must be at least 20 days after the meeting that failed quorum (AB 1458): on or after Sunday, April 11, 2027";

  it("shows the counts and the rule, refuses a day too soon with its citation, then reconvenes made to the version shown", async () => {
    let election = quorumFailedFixture();
    const sent: { ifMatch: string | null; body: unknown }[] = [];
    const { user } = asAdmin("/elections/e1");
    server.use(
      electionHandler(() => election),
      http.post(`${API}/elections/e1/reconvene`, async ({ request }) => {
        sent.push({ ifMatch: request.headers.get("If-Match"), body: await request.json() });
        if (sent.length === 1) {
          const past = "The reconvened meeting's voting deadline must be later than now";
          return HttpResponse.json(
            { error: past, fields: { votingDeadline: past } },
            { status: 400 },
          );
        }
        election = electionFixture({
          reconvened: true,
          firstVotingDeadline: "2027-03-22T17:00:00.000Z",
          votingDeadline: "2027-04-12T17:00:00.000Z",
          version: 4,
        });
        return data({
          election,
          notVoted: 108,
          linksSent: 100,
          emails: 104,
          withoutEmail: 8,
          version: 4,
        });
      }),
    );
    const card = (await screen.findByRole("heading", { name: "Quorum not reached" })).closest(
      "section",
    ) as HTMLElement;
    expect(within(card).getByText(/^AB 1458: When an election of directors/)).toBeVisible();
    const turnout = screen.getByRole("heading", { name: "Turnout" }).closest("section");
    expect(
      within(turnout as HTMLElement).getByText("12 of 30 needed: 25% of the voting power"),
    ).toBeVisible();

    // The first day the rules allow, at the failed meeting's hour (10:00 AM Pacific).
    const field = within(card).getByLabelText(/^New voting deadline/);
    expect(field).toHaveValue("2027-04-11T10:00");
    await user.clear(field);
    await user.type(field, "2027-04-05T10:00");
    await user.click(within(card).getByRole("button", { name: "Reconvene the meeting" }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(tooSoon)),
    );
    expect(sent).toHaveLength(0);

    await user.clear(field);
    await user.type(field, "2027-04-12T10:00");
    const reconvene = async () => {
      await user.click(within(card).getByRole("button", { name: "Reconvene the meeting" }));
      const dialog = await screen.findByRole("alertdialog", { name: "Reconvene the meeting?" });
      expect(within(dialog).getByText(/the quorum is 20% of the members/)).toBeVisible();
      await user.click(within(dialog).getByRole("button", { name: "Reconvene the meeting" }));
    };
    await reconvene();
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining("must be later than now")),
    );
    await reconvene();
    expect(
      await screen.findByText("Meeting reconvened: 100 new ballot links to 104 email addresses."),
    ).toBeVisible();
    expect(sent).toEqual([
      { ifMatch: '"3"', body: { votingDeadline: "2027-04-12T17:00:00.000Z" } },
      { ifMatch: '"3"', body: { votingDeadline: "2027-04-12T17:00:00.000Z" } },
    ]);
    expect(await screen.findByText("Reconvened voting deadline")).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Quorum not reached" })).not.toBeInTheDocument();
  });

  it("says why a vote the rules give no reconvened quorum cannot be reconvened, and a member only reads", async () => {
    asAdmin("/elections/e1");
    server.use(
      electionHandler(() =>
        quorumFailedFixture({
          vote: { kind: "measure", measureType: "other", threshold: "majorityOfVotesCast" },
        }),
      ),
    );
    expect(
      await screen.findByText(
        "No lower quorum applies to a reconvened meeting for this vote (AB 1458). The inspector of elections certifies that no quorum was reached.",
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText(/^New voting deadline/)).not.toBeInTheDocument();
  });

  it("lets a member read when the meeting may be reconvened, without the form", async () => {
    asMember("/elections/e1");
    server.use(electionHandler(() => quorumFailedFixture()));
    expect(
      await screen.findByText(
        "An administrator may reconvene the meeting on or after Sunday, April 11, 2027, or the inspector of elections certifies that no quorum was reached.",
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText(/^New voting deadline/)).not.toBeInTheDocument();
  });

  it("shows a reconvened meeting's lower quorum, and a certificate of no quorum without a choice", async () => {
    const live = electionFixture().live;
    const reconvenedQuorum = {
      reached: false,
      basisPoints: 2000,
      required: 24,
      cast: 12,
      total: 120,
      reconvened: true,
      citation: californiaRules.reconvenedQuorum.citation,
    };
    asAdmin("/elections/e1");
    server.use(
      electionHandler(() =>
        electionFixture({
          status: "certified",
          reconvened: true,
          firstVotingDeadline: "2027-03-22T17:00:00.000Z",
          votingDeadline: "2027-04-12T17:00:00.000Z",
          quorumFailedAt: "2027-04-13T16:00:00.000Z",
          ruleSet: californiaRules,
          live: live ? { ...live, quorum: reconvenedQuorum } : null,
          certificate: {
            signedBy: "Iris Vale",
            signedAt: "2027-04-13T17:00:00.000Z",
            inspectorEmail: "iris@example.org",
            result: { kind: "noQuorum", ballots: 12, votingPower: 12, quorum: reconvenedQuorum },
          },
        }),
      ),
    );
    expect(
      await screen.findByText("Reconvened meeting: quorum 20% of the members (AB 1458)"),
    ).toBeVisible();
    const certificate = screen
      .getByRole("heading", { name: "Certified results" })
      .closest("section") as HTMLElement;
    expect(within(certificate).getByText("No quorum: the vote did not take place")).toBeVisible();
    expect(within(certificate).getByText("Not reached: 12 of 24 needed")).toBeVisible();
    expect(within(certificate).queryByText(/votes$/)).not.toBeInTheDocument();
    expect(screen.getByText("Failed meeting's deadline")).toBeVisible();
  });

  it.each([
    {
      noticed: "2027-03-24T06:30:00.000Z",
      text: "Results emailed to members on Mar 23, 2027, by the rules' deadline of Apr 6, 2027 (Civil Code 5120).",
    },
    {
      noticed: "2027-04-08T17:00:00.000Z",
      text: "Results emailed to members on Apr 8, 2027, after the rules' deadline of Apr 6, 2027 (Civil Code 5120).",
    },
  ])(
    "says beside the certificate when the results were emailed ($noticed), against the rules' deadline",
    async ({ noticed, text }) => {
      asAdmin("/elections/e1");
      server.use(
        electionHandler(() =>
          quorumFailedFixture({
            status: "certified",
            countOpenedAt: "2027-03-23T16:00:00.000Z",
            quorumFailedAt: null,
            resultsNoticedAt: noticed,
            certificate: {
              signedBy: "Iris Vale",
              signedAt: noticed,
              inspectorEmail: "iris@example.org",
              result: {
                kind: "noQuorum",
                ballots: 12,
                votingPower: 12,
                quorum: electionFixture().live!.quorum,
              },
            },
          }),
        ),
      );
      const certificate = (
        await screen.findByRole("heading", { name: "Certified results" })
      ).closest("section") as HTMLElement;
      // The day in the organization's zone: 06:30 UTC is still the 23rd in Los Angeles.
      expect(within(certificate).getByText(text)).toBeVisible();
    },
  );
});

describe("the election rules", () => {
  it("saves the rule set and quorum made to the version read, and says when they changed meanwhile", async () => {
    const sent: { ifMatch: string | null; body: unknown }[] = [];
    let stored = settingsFixture();
    const { user } = asAdmin("/elections/settings");
    server.use(
      http.get(`${API}/elections/settings`, () => data(stored)),
      http.put(`${API}/elections/settings`, async ({ request }) => {
        sent.push({ ifMatch: request.headers.get("If-Match"), body: await request.json() });
        if (sent.length === 1) {
          stored = settingsFixture({ ruleSet: "florida", version: 3 });
          return data(stored);
        }
        return HttpResponse.json({ error: "Changed" }, { status: 412 });
      }),
    );
    await user.click(await screen.findByRole("radio", { name: /Florida/ }));
    const quorum = screen.getByLabelText(/^Quorum \(%\)/);
    await user.clear(quorum);
    await user.type(quorum, "30");
    await user.click(screen.getByRole("button", { name: "Save rules" }));
    expect(await screen.findByText("Election rules saved.")).toBeVisible();
    expect(sent[0]?.ifMatch).toBe('"2"');
    expect(sent[0]?.body).toMatchObject({ ruleSet: "florida", quorumBasisPoints: 3000 });

    const again = await screen.findByLabelText(/^Quorum \(%\)/);
    await user.clear(again);
    await user.type(again, "20");
    await user.click(screen.getByRole("button", { name: "Save rules" }));
    expect(await screen.findByText(SETTINGS_CHANGED_MEANWHILE)).toBeVisible();
    expect(sent[1]?.ifMatch).toBe('"3"');
  });

  it("shows the rules in effect with their citations", async () => {
    asMember("/elections/settings");
    const cite = (section: string, text: string) => ({
      code: "Civil Code" as const,
      section,
      text,
    });
    server.use(
      http.get(`${API}/elections/settings`, () =>
        data(
          settingsFixture({
            effective: {
              id: "california",
              version: "2026-01-01",
              name: "California",
              nominationNotice: { days: 30, citation: cite("5115(a)", "Notice of nominations.") },
              ballotDelivery: { days: 30, citation: cite("5115(a)", "Ballots 30 days before.") },
              resultsNotice: { days: 15, citation: cite("5120(b)", "Results within 15 days.") },
              retention: { years: 1, citation: cite("5125", "Materials kept a year.") },
              quorum: { basisPoints: 2500, citation: cite("5115(b)", "The bylaws' quorum.") },
              reconvenedQuorum: {
                basisPoints: 2000,
                daysLater: 20,
                appliesTo: ["directorElection"],
                citation: cite("5115(c)", "A reconvened meeting."),
              },
              electronicVoting: {
                allowed: true,
                consent: "memberChoice",
                neverFor: [],
                citation: cite("5105", "Online voting by choice."),
              },
              boardQuorum: { citation: cite("4155", "Directors.") },
            },
          }),
        ),
      ),
    );
    expect(await screen.findByText("25% (Civil Code 5115(b): The bylaws' quorum.)")).toBeVisible();
    expect(screen.getByText("30 days (Civil Code 5115(a): Ballots 30 days before.)")).toBeVisible();
    expect(screen.getByText("Only administrators can change the election rules.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Save rules" })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockApi, server, type Reply } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { renderApp } from "../../test/render-app";
import type { ElectionTally, InspectedElection } from "./api";
import { inspectorText } from "./InspectorPage";

const ORG = "maple-grove";
const ID = "e1";
const PAGE = `/inspector/${ORG}/${ID}`;
const BASE = `*/api/inspector/orgs/${ORG}/elections/${ID}`;
const citation = { code: "Civil Code", section: "5115", text: "Quorum rule" } as const;
const quorum = {
  reached: true,
  basisPoints: 2_000,
  required: 2,
  cast: 3,
  total: 10,
  reconvened: false,
  citation,
};

const liveCounts = { ballots: 3, votingPower: 3, totalVotingPower: 10, voters: 10, quorum };

const openElection: InspectedElection = {
  id: ID,
  orgId: ORG,
  organizationName: "Maple Grove HOA",
  title: "Pool resurfacing assessment",
  question: "Shall the association resurface the pool?",
  vote: { kind: "measure", measureType: "other", threshold: "majorityOfVotesCast" },
  electorateBasis: "onePerProperty",
  nominationNoticeAt: null,
  nominationDeadline: null,
  ballotsOutAt: "2026-11-01T17:00:00.000Z",
  votingDeadline: "2026-12-15T17:00:00.000Z",
  resultsNoticeAt: null,
  status: "open",
  quorumFailedAt: null,
  reconvened: false,
  firstVotingDeadline: null,
  live: liveCounts,
  countOpenedAt: null,
  certificate: null,
  version: 2,
};
const counting: InspectedElection = {
  ...openElection,
  status: "counting",
  countOpenedAt: "2026-12-15T18:00:00.000Z",
  version: 3,
};
const measureTally: ElectionTally = {
  result: {
    kind: "measure",
    ballots: 3,
    yes: 2,
    no: 1,
    abstain: 0,
    threshold: "majorityOfVotesCast",
    yesRequired: 2,
    thresholdMet: true,
    quorum,
    passed: true,
  },
  candidates: [],
  version: 3,
};

/** The fake API of one election: what it answers now, and what each action answers. */
function inspectorApi(
  first: InspectedElection | Reply,
  actions: {
    count?: InspectedElection | Reply;
    paper?: Reply;
    certificate?: InspectedElection;
    tally?: ElectionTally;
  } = {},
) {
  const api = mockApi();
  let current = first;
  const answer = (value: InspectedElection | Reply) =>
    "title" in value
      ? HttpResponse.json({ data: value })
      : HttpResponse.json(value.body ?? null, { status: value.status });
  server.use(
    http.get(BASE, () => answer(current)),
    http.get(`${BASE}/tally`, () => HttpResponse.json({ data: actions.tally ?? measureTally })),
    http.get(`${BASE}/roll`, () =>
      HttpResponse.json({
        data: {
          items: [
            { voterId: "lot-12", label: "12 Maple Grove Lane", voted: true, channel: "link" },
            { voterId: "lot-14", label: "14 Maple Grove Lane", voted: false, channel: null },
            { voterId: "lot-3", label: "3 Cedar Way", voted: false, channel: null },
          ],
        },
      }),
    ),
    http.post(`${BASE}/count`, () => {
      const next = actions.count ?? counting;
      if ("title" in next) current = next;
      return answer(next);
    }),
    http.post(`${BASE}/paper`, () => {
      const reply = actions.paper ?? {
        status: 201,
        body: { data: { receipt: "ab".repeat(16), receiptHash: "h" } },
      };
      return HttpResponse.json(reply.body ?? null, { status: reply.status });
    }),
    http.post(`${BASE}/certificate`, () => {
      current = actions.certificate ?? current;
      return answer(current);
    }),
  );
  fakeAuth.signInAs(makeUser("inspector", { email: "ines@example.com" }));
  return api;
}

describe("the inspector's page", () => {
  it("says an election that is not the caller's to inspect is not theirs", async () => {
    inspectorApi({ status: 404, body: { error: "Not found" } });
    renderApp(PAGE);
    expect(await screen.findByText(inspectorText.notYours)).toBeInTheDocument();
  });

  it("says who is signed in and signs out back to this page", async () => {
    inspectorApi(openElection);
    renderApp(PAGE);
    expect(await screen.findByText(/^Signed in as ines@example\.com\./u)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: inspectorText.signOut })).toHaveAttribute(
      "href",
      `/sign-in?${new URLSearchParams({ signout: "1", redirect: PAGE })}`,
    );
  });

  it("shows live counts, closes the polls after a confirm and shows the tally", async () => {
    const { requests } = inspectorApi(openElection);
    const user = userEvent.setup();
    renderApp(PAGE);
    expect(
      await screen.findByRole("heading", { name: "Pool resurfacing assessment" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Ballots cast")).toBeInTheDocument();
    expect(screen.getByText("Reached")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: inspectorText.tally })).toBeNull();

    await user.click(screen.getByRole("button", { name: inspectorText.openCount }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: inspectorText.openCountConfirm }));

    expect(await screen.findByRole("heading", { name: inspectorText.tally })).toBeInTheDocument();
    const answers = await screen.findByRole("list", { name: "Votes per answer" });
    expect(within(answers).getByText("Yes").nextSibling).toHaveTextContent("2");
    expect(screen.getByText(/Majority of votes cast: 2 yes needed, met/u)).toBeInTheDocument();
    expect(screen.getByText("Passed")).toBeInTheDocument();
    expect(requests.filter((r) => r.method === "POST" && r.path.endsWith("/count"))).toHaveLength(
      1,
    );
  });

  it("shows the API's reason when the count cannot open yet", async () => {
    const message = "The polls close on Tuesday, December 15, 2026: open the count after";
    inspectorApi(openElection, { count: { status: 409, body: { error: message } } });
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await screen.findByRole("button", { name: inspectorText.openCount }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: inspectorText.openCountConfirm,
      }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("enters a paper ballot, and shows the refusal of one after an online ballot", async () => {
    const message =
      "A ballot from this property was already counted online on Monday, December 7, 2026";
    const { requests } = inspectorApi(openElection, {
      paper: { status: 409, body: { error: message } },
    });
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await screen.findByRole("button", { name: inspectorText.paper }));
    const dialog = await screen.findByRole("dialog");
    // Nothing chosen: the form names both.
    await user.click(within(dialog).getByRole("button", { name: inspectorText.paperSubmit }));
    expect(within(dialog).getByText(inspectorText.paperPropertyMissing)).toBeVisible();
    expect(requests.some((r) => r.path.endsWith("/paper"))).toBe(false);
    // The property found on the roll by its address, which says it voted online.
    await user.type(
      within(dialog).getByRole("combobox", { name: inspectorText.paperProperty }),
      "12 maple",
    );
    const option = await within(dialog).findByRole("option", { name: /12 Maple Grove Lane/u });
    expect(option).toHaveTextContent("Voted online");
    expect(within(dialog).queryByRole("option", { name: /3 Cedar Way/u })).toBeNull();
    await user.click(option);
    await user.click(within(dialog).getByRole("radio", { name: "No" }));
    await user.click(within(dialog).getByRole("button", { name: inspectorText.paperSubmit }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    const sent = requests.find((r) => r.path.endsWith("/paper"));
    await waitFor(() =>
      expect(sent?.body).toMatchObject({ propertyId: "lot-12", choices: { answer: "no" } }),
    );
  });

  it("certifies with the inspector's name and shows the certificate", async () => {
    const certified: InspectedElection = {
      ...counting,
      status: "certified",
      certificate: {
        signedBy: "Ines Park",
        signedAt: "2026-12-16T15:00:00.000Z",
        inspectorEmail: "ines@example.com",
        result: measureTally.result,
      },
    };
    const { requests } = inspectorApi(counting, { certificate: certified });
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await screen.findByRole("button", { name: inspectorText.certify }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(inspectorText.certifyWarning)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(inspectorText.signature), "Ines Park");
    await user.click(within(dialog).getByRole("button", { name: inspectorText.certifySubmit }));
    expect(
      await screen.findByRole("heading", { name: inspectorText.certificate }),
    ).toBeInTheDocument();
    expect(screen.getByText("Ines Park")).toBeInTheDocument();
    expect(requests.find((r) => r.path.endsWith("/certificate"))?.body).toEqual({
      signature: "Ines Park",
    });
  });

  it("says the polls closed without a quorum, and neither opens the count nor asks for a tally", async () => {
    const failed: InspectedElection = {
      ...openElection,
      status: "quorumFailed",
      quorumFailedAt: "2026-12-15T18:00:00.000Z",
      live: { ...liveCounts, quorum: { ...quorum, reached: false, cast: 1 } },
      version: 3,
    };
    const { requests } = inspectorApi(openElection, { count: failed });
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await screen.findByRole("button", { name: inspectorText.openCount }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: inspectorText.openCountConfirm,
      }),
    );
    expect(await screen.findByText(inspectorText.quorumFailedNotice)).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { name: inspectorText.quorumFailed }),
    ).toBeInTheDocument();
    expect(screen.getByText(inspectorText.sealed)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: inspectorText.tally })).toBeNull();
    expect(screen.getByRole("button", { name: inspectorText.certifyNoQuorum })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: inspectorText.paper })).toBeNull();
    expect(requests.some((r) => r.path.endsWith("/tally"))).toBe(false);
  });

  it("certifies that no quorum was reached, and shows the certificate without a tally", async () => {
    const noQuorum = { ...quorum, reached: false, cast: 1, reconvened: true };
    const failed: InspectedElection = {
      ...openElection,
      status: "quorumFailed",
      quorumFailedAt: "2026-12-15T18:00:00.000Z",
      reconvened: true,
      firstVotingDeadline: "2026-11-20T17:00:00.000Z",
      live: { ...liveCounts, quorum: noQuorum },
      version: 5,
    };
    const certified: InspectedElection = {
      ...failed,
      status: "certified",
      certificate: {
        signedBy: "Ines Park",
        signedAt: "2026-12-16T15:00:00.000Z",
        inspectorEmail: "ines@example.com",
        result: { kind: "noQuorum", ballots: 1, votingPower: 1, quorum: noQuorum },
      },
      version: 6,
    };
    const { requests } = inspectorApi(failed, { certificate: certified });
    const user = userEvent.setup();
    renderApp(PAGE);
    expect(await screen.findByText(inspectorText.sealedAgain)).toBeInTheDocument();
    expect(screen.getByText("Reconvened meeting closes")).toBeInTheDocument();
    expect(screen.getByText(/of 10 members, Civil Code 5115\)$/u)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: inspectorText.certifyNoQuorum }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(inspectorText.certifyNoQuorumWarning)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(inspectorText.signature), "Ines Park");
    await user.click(within(dialog).getByRole("button", { name: inspectorText.certifySubmit }));
    expect(
      await screen.findByRole("heading", { name: inspectorText.certificate }),
    ).toBeInTheDocument();
    expect(screen.getByText("No quorum: the vote did not take place")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: inspectorText.tally })).toBeNull();
    expect(requests.some((r) => r.path.endsWith("/tally"))).toBe(false);
  });

  it("says a tie between candidates is a tie", async () => {
    const election: InspectedElection = {
      ...counting,
      title: "Board election 2027",
      vote: {
        kind: "directorElection",
        seats: 1,
        candidates: [
          { id: "c1", name: "Rosa Diaz" },
          { id: "c2", name: "Sam Lee" },
        ],
      },
    };
    inspectorApi(election, {
      tally: {
        result: {
          kind: "directorElection",
          ballots: 4,
          blank: 0,
          seats: 1,
          counts: [
            { candidateId: "c1", votes: 2 },
            { candidateId: "c2", votes: 2 },
          ],
          elected: [],
          tied: ["c1", "c2"],
          seatsTied: 1,
          quorum,
          decided: false,
        },
        candidates: [
          { id: "c1", name: "Rosa Diaz" },
          { id: "c2", name: "Sam Lee" },
        ],
        version: 3,
      },
    });
    renderApp(PAGE);
    expect(
      await screen.findByText("Tie for 1 seat between Rosa Diaz, Sam Lee"),
    ).toBeInTheDocument();
    expect(screen.getByText("Rosa Diaz (tied)")).toBeInTheDocument();
  });

  it("shows a vote weighted by percentage interest as shares: live power, quorum and tally", async () => {
    const weightedQuorum = { ...quorum, basisPoints: 2_500, required: 2_500, total: 10_000 };
    const weighted: InspectedElection = {
      ...counting,
      electorateBasis: "percentageInterest",
      live: {
        ballots: 3,
        votingPower: 4_120,
        totalVotingPower: 10_000,
        voters: 10,
        quorum: { ...weightedQuorum, cast: 4_120 },
      },
    };
    inspectorApi(weighted, {
      tally: {
        ...measureTally,
        result: {
          ...measureTally.result,
          kind: "measure",
          yes: 4_120,
          no: 3_000,
          abstain: 85,
          yesRequired: 3_561,
          quorum: { ...weightedQuorum, cast: 7_205 },
        } as ElectionTally["result"],
      },
    });
    renderApp(PAGE);
    const answers = await screen.findByRole("list", { name: "Votes per answer" });
    expect(within(answers).getByText("Yes").nextSibling).toHaveTextContent("41.2%");
    expect(within(answers).getByText("No").nextSibling).toHaveTextContent("30%");
    expect(within(answers).getByText("Abstain").nextSibling).toHaveTextContent("0.85%");
    expect(screen.getByText(/Majority of votes cast: 35.61% yes needed, met/u)).toBeInTheDocument();
    expect(
      screen.getByText("Quorum reached: 72.05% of 25% needed (25% of 100%, Civil Code 5115)"),
    ).toBeInTheDocument();
    const power = screen.getByText("Voting power cast").closest("div") as HTMLElement;
    expect(power).toHaveTextContent(/^Voting power cast41\.2%of 100%$/u);
  });
});

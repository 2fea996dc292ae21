import { formatReceiptSecret } from "@hoa/validation/elections";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "../../../test/api-server";
import { TEST_ORG } from "../../../test/render-app";
import { openPortalAs } from "../test-api";
import type { ElectionProxy, OwnElection, OwnProperty } from "./api";
import { PROXY_NOTHING_LEFT } from "./ElectionPage";

const ORG = `*/api/orgs/${TEST_ORG.id}`;
const data = <T,>(value: T, init?: ResponseInit) => HttpResponse.json({ data: value }, init);

const ownElection = (fields: Partial<OwnElection> = {}): OwnElection => ({
  id: "e1",
  title: "Pool resurfacing assessment",
  question: "Approve a special assessment of $400 per property?",
  vote: { kind: "measure", measureType: "specialAssessment", threshold: "majorityOfVotesCast" },
  electorateBasis: "onePerProperty",
  nominationNoticeAt: null,
  nominationDeadline: null,
  ballotsOutAt: "2027-02-15T17:00:00.000Z",
  votingDeadline: "2027-03-22T17:00:00.000Z",
  resultsNoticeAt: null,
  status: "open",
  quorumFailedAt: null,
  reconvened: false,
  firstVotingDeadline: null,
  result: null,
  certifiedAt: null,
  certifiedBy: null,
  ...fields,
});

const quorum = {
  reached: true,
  basisPoints: 2500,
  required: 30,
  cast: 80,
  total: 120,
  reconvened: false,
  citation: { code: "Civil Code" as const, section: "5115", text: "Quorum." },
};

const certified = ownElection({
  id: "e0",
  title: "2026 board election",
  vote: {
    kind: "directorElection",
    seats: 1,
    candidates: [
      { id: "c1", name: "Ana Ruiz" },
      { id: "c2", name: "Ben Ortiz" },
    ],
  },
  status: "certified",
  result: {
    kind: "directorElection",
    ballots: 80,
    blank: 2,
    seats: 1,
    counts: [
      { candidateId: "c1", votes: 50 },
      { candidateId: "c2", votes: 28 },
    ],
    elected: ["c1"],
    tied: [],
    seatsTied: 0,
    quorum,
    decided: true,
  },
  certifiedAt: "2026-04-01T17:00:00.000Z",
  certifiedBy: "Iris Vale",
});

/** Rae (signed in as "ana") owns 12 Oak Lane with Sam, who has an account too; Bo is on the board. */
const household = () =>
  http.get(`${ORG}/me/elections/e1/proxy-holders`, () =>
    data({
      items: [
        { uid: "sam", name: "Sam Owner", relation: "household" },
        { uid: "bo", name: "Bo Director", relation: "board" },
      ],
    }),
  );

const oakLane = (fields: Partial<OwnProperty> = {}): OwnProperty => ({
  propertyId: "p1",
  property: "12 Oak Lane",
  voted: false,
  proxy: null,
  ...fields,
});

const ownProperties = (items: OwnProperty[]) =>
  http.get(`${ORG}/me/elections/e1/properties`, () => data({ items }));

describe("the portal's elections", () => {
  it("lists the open elections with their deadline and how to vote, and certified results", async () => {
    openPortalAs("/portal/elections");
    server.use(http.get(`${ORG}/me/elections`, () => data({ items: [ownElection(), certified] })));
    expect(await screen.findByRole("heading", { name: "Elections", level: 1 })).toBeVisible();
    const list = await screen.findByRole("list", { name: "Elections" });
    const open = within(list)
      .getByRole("heading", { name: "Pool resurfacing assessment" })
      .closest("li") as HTMLElement;
    expect(within(open).getByText("Vote from the link emailed to you")).toBeVisible();
    expect(within(open).getByText(/^Voting closes Mar 22, 2027/)).toBeVisible();
    const past = within(list)
      .getByRole("heading", { name: "2026 board election" })
      .closest("li") as HTMLElement;
    expect(within(past).getByText("Elected: Ana Ruiz")).toBeVisible();
    expect(within(past).queryByText("Vote from the link emailed to you")).not.toBeInTheDocument();
  });

  it("says when the quorum was not reached, when the meeting is reconvened, and a certificate of no quorum", async () => {
    openPortalAs("/portal/elections");
    const failedQuorum = { ...quorum, reached: false, cast: 10 };
    server.use(
      http.get(`${ORG}/me/elections`, () =>
        data({
          items: [
            ownElection({
              id: "e3",
              title: "Reconvened board election",
              reconvened: true,
              firstVotingDeadline: "2027-03-01T17:00:00.000Z",
            }),
            ownElection({
              id: "e2",
              title: "Failed measure",
              status: "quorumFailed",
              quorumFailedAt: "2027-03-23T17:00:00.000Z",
            }),
            ownElection({
              id: "e1",
              title: "No quorum measure",
              status: "certified",
              result: { kind: "noQuorum", ballots: 10, votingPower: 10, quorum: failedQuorum },
              certifiedAt: "2027-03-24T17:00:00.000Z",
              certifiedBy: "Iris Vale",
            }),
          ],
        }),
      ),
    );
    const list = await screen.findByRole("list", { name: "Elections" });
    const item = (title: string) =>
      within(list).getByRole("heading", { name: title }).closest("li") as HTMLElement;
    expect(
      within(item("Reconvened board election")).getByText(/^Reconvened meeting:/),
    ).toBeVisible();
    expect(
      within(item("Reconvened board election")).getByText("Vote from the link emailed to you"),
    ).toBeVisible();
    expect(
      within(item("Failed measure")).getByText(
        /^The quorum was not reached: the ballots stay sealed/,
      ),
    ).toBeVisible();
    expect(within(item("Failed measure")).getByText("Quorum not reached")).toBeVisible();
    expect(
      within(item("No quorum measure")).getByText("No quorum: the vote did not take place"),
    ).toBeVisible();
  });

  it("says a weighted measure's result in shares of the percentage interests", async () => {
    const weighted = ownElection({
      id: "e2",
      title: "Roof replacement",
      vote: { kind: "measure", measureType: "other", threshold: "majorityOfMembership" },
      electorateBasis: "percentageInterest",
      status: "certified",
      result: {
        kind: "measure",
        ballots: 4,
        yes: 6_000,
        no: 3_915,
        abstain: 85,
        threshold: "majorityOfMembership",
        yesRequired: 5_001,
        thresholdMet: true,
        quorum: { ...quorum, cast: 10_000, total: 10_000, required: 2_500 },
        passed: true,
      },
      certifiedAt: "2027-04-01T17:00:00.000Z",
      certifiedBy: "Iris Vale",
    });
    openPortalAs("/portal/elections/e2");
    server.use(
      http.get(`${ORG}/me/elections/e2`, () => data(weighted)),
      http.get(`${ORG}/me/elections/e2/properties`, () => data({ items: [] })),
    );
    expect(await screen.findByText("Passed: 60% yes, 39.15% no, 0.85% abstaining")).toBeVisible();
  });

  it("gives the property's proxy to another member with instructions", async () => {
    const sent: unknown[] = [];
    const { user } = openPortalAs("/portal/elections/e1");
    server.use(
      household(),
      ownProperties([oakLane()]),
      http.get(`${ORG}/me/elections/e1`, () => data(ownElection())),
      http.get(`${ORG}/me/elections/e1/proxies`, () => data({ items: [] })),
      http.post(`${ORG}/me/elections/e1/proxies`, async ({ request }) => {
        sent.push(await request.json());
        if (sent.length === 1) {
          return HttpResponse.json({ error: "This property already voted" }, { status: 409 });
        }
        return data(
          {
            propertyId: "p1",
            property: "12 Oak Lane",
            holderId: "sam",
            instructions: { answer: "no" },
            givenAt: "2027-03-01T17:00:00.000Z",
            usedAt: null,
          } satisfies ElectionProxy,
          { status: 201 },
        );
      }),
    );
    expect(
      await screen.findByRole("heading", { name: "Pool resurfacing assessment", level: 1 }),
    ).toBeVisible();
    const form = await screen.findByRole("form", { name: "Give a proxy" });
    const holder = within(form).getByLabelText("Member who holds the proxy");
    expect(holder).toHaveDisplayValue("Sam Owner");
    expect(within(holder).getByRole("option", { name: "Bo Director (board)" })).toBeInTheDocument();
    await user.click(within(form).getByRole("radio", { name: "As I instruct" }));
    await user.click(within(form).getByRole("radio", { name: "No" }));
    await user.click(within(form).getByRole("button", { name: "Give the proxy" }));
    expect(await screen.findByText("This property already voted")).toBeVisible();
    await user.click(within(form).getByRole("button", { name: "Give the proxy" }));
    expect(await screen.findByText("Proxy for 12 Oak Lane given to Sam Owner.")).toBeVisible();
    expect(sent[1]).toEqual({ propertyId: "p1", holderId: "sam", instructions: { answer: "no" } });
  });

  it("casts a held proxy's ballot following its instructions and shows the receipt once", async () => {
    const secret = "0123456789abcdef0123456789abcdef";
    let body: unknown;
    const { user } = openPortalAs("/portal/elections/e1");
    server.use(
      household(),
      ownProperties([oakLane({ voted: true })]),
      http.get(`${ORG}/me/elections/e1`, () => data(ownElection())),
      http.get(`${ORG}/me/elections/e1/proxies`, () =>
        data({
          items: [
            {
              propertyId: "p7",
              property: "7 Elm Street",
              holderId: "ana",
              instructions: { answer: "yes" },
              givenAt: "2027-03-01T17:00:00.000Z",
              usedAt: null,
            },
          ],
        }),
      ),
      http.post(`${ORG}/me/elections/e1/proxies/p7/ballot`, async ({ request }) => {
        body = await request.json();
        return data({ receipt: secret, receiptHash: "h" }, { status: 201 });
      }),
    );
    const form = await screen.findByRole("form", { name: "Proxy ballot of 7 Elm Street" });
    expect(within(form).getByRole("radio", { name: "Yes" })).toBeChecked();
    await user.click(within(form).getByRole("button", { name: "Cast the proxy ballot" }));
    expect(await screen.findByText(new RegExp(formatReceiptSecret(secret)))).toBeVisible();
    await waitFor(() =>
      expect(body).toEqual({ choices: { answer: "yes" }, electronicConsent: true }),
    );
  });

  it("shows the proxy a property gave and revokes it before it is used", async () => {
    let revoked = false;
    const given = oakLane({
      proxy: {
        holderId: "sam",
        holderName: "Sam Owner",
        instructions: null,
        givenAt: "2027-03-01T17:00:00.000Z",
        usedAt: null,
      },
    });
    const { user } = openPortalAs("/portal/elections/e1");
    server.use(
      household(),
      http.get(`${ORG}/me/elections/e1/properties`, () =>
        data({ items: [revoked ? oakLane() : given] }),
      ),
      http.get(`${ORG}/me/elections/e1`, () => data(ownElection())),
      http.get(`${ORG}/me/elections/e1/proxies`, () => data({ items: [] })),
      http.delete(`${ORG}/me/elections/e1/proxies/p1`, () => {
        revoked = true;
        return data({ items: [oakLane()] });
      }),
    );
    const card = (await screen.findByRole("heading", { name: "Your properties" })).closest(
      "section",
    ) as HTMLElement;
    expect(
      await within(card).findByText(/^Proxy given to Sam Owner on .*, to vote as they see fit\.$/u),
    ).toBeVisible();
    expect(screen.getByText(PROXY_NOTHING_LEFT)).toBeVisible();
    await user.click(within(card).getByRole("button", { name: "Revoke the proxy of 12 Oak Lane" }));
    expect(await screen.findByText("The proxy of 12 Oak Lane is revoked.")).toBeVisible();
    expect(await within(card).findByText("Not voted yet.")).toBeVisible();
    expect(await screen.findByRole("form", { name: "Give a proxy" })).toBeVisible();
  });

  it("checks a receipt from the election's page", async () => {
    const { user } = openPortalAs("/portal/elections/e1");
    server.use(
      household(),
      ownProperties([oakLane({ voted: true })]),
      http.get(`${ORG}/me/elections/e1`, () => data(ownElection())),
      http.get(`${ORG}/me/elections/e1/proxies`, () => data({ items: [] })),
      http.post("*/api/ballot-receipts", () => data({ counted: true, receiptHash: "h" })),
    );
    expect(await screen.findByText("Voted: its ballot is in the box.")).toBeVisible();
    await user.type(screen.getByLabelText("Receipt"), "0123456789abcdef0123456789abcdef");
    await user.click(screen.getByRole("button", { name: "Check receipt" }));
    expect(
      await screen.findByText("Counted: this receipt's ballot is in the ballot box."),
    ).toBeVisible();
  });
});

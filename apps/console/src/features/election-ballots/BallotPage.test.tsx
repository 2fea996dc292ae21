import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { electionMessages } from "@hoa/validation/elections";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockApi, server, type Reply } from "../../test/api-server";
import { renderApp } from "../../test/render-app";
import type { Ballot } from "./api";
import { ballotText } from "./BallotPage";
import { receiptText } from "./ReceiptCheckForm";

const TOKEN = "bL7-xQ2_p9Rk4MnV8sTz3WcY6HjD1gF0aEuIoPyKwZ5";
const LINK = `/ballot/${TOKEN}`;
const SECRET = "3f9a0c1d5e7b2a4c6d8e0f1a2b3c4d5e";
const CONSENT_RULE =
  "An association may conduct a member election by electronic secret ballot for members who chose it.";

const measureBallot: Ballot = {
  orgId: "maple-grove",
  electionId: "e1",
  organizationName: "Maple Grove HOA",
  title: "Pool resurfacing assessment",
  question: "Shall the association resurface the pool?",
  vote: { kind: "measure", measureType: "other", threshold: "majorityOfVotesCast" },
  voter: "12 Maple Street",
  votingDeadline: "2026-12-15T17:00:00.000Z",
  status: "open",
  voted: false,
  consent: "memberChoice",
  consentRule: CONSENT_RULE,
};

const directorBallot: Ballot = {
  ...measureBallot,
  title: "Board election 2027",
  question: "",
  vote: {
    kind: "directorElection",
    seats: 1,
    candidates: [
      { id: "c1", name: "Rosa Diaz" },
      { id: "c2", name: "Sam Lee" },
    ],
  },
};

/** The fake API: the ballot the link opens, the answer to casting and to a receipt check. */
function ballotApi(
  ballot: Ballot | Reply,
  cast: Reply = {
    status: 201,
    body: {
      data: { receipt: SECRET, receiptHash: "h", orgId: "maple-grove", electionId: "e1" },
    },
  },
  counted = true,
) {
  const api = mockApi();
  server.use(
    http.get(`*/api/ballots/${TOKEN}`, () =>
      "status" in ballot && typeof ballot.status === "number"
        ? HttpResponse.json((ballot as Reply).body ?? null, { status: (ballot as Reply).status })
        : HttpResponse.json({ data: ballot }),
    ),
    http.post(`*/api/ballots/${TOKEN}`, () =>
      HttpResponse.json(cast.body ?? null, { status: cast.status }),
    ),
    http.post("*/api/ballot-receipts", () =>
      HttpResponse.json({ data: { counted, receiptHash: counted ? "h" : null } }),
    ),
  );
  return api;
}

const castThrough = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole("button", { name: ballotText.cast }));
  const dialog = await screen.findByRole("alertdialog");
  expect(within(dialog).getByText(ballotText.confirmMessage)).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: ballotText.cast }));
};

describe("the ballot page", () => {
  it("casts a measure's ballot without sign-in and shows the receipt once, formatted, to check", async () => {
    const { requests } = ballotApi(measureBallot);
    const user = userEvent.setup();
    renderApp(LINK);

    expect(
      await screen.findByRole("heading", { name: "Pool resurfacing assessment" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Maple Grove HOA")).toBeInTheDocument();
    expect(screen.getByText("12 Maple Street")).toBeInTheDocument();
    expect(screen.getByText("Shall the association resurface the pool?")).toBeInTheDocument();
    expect(screen.getByText(/Dec 15, 2026/u)).toBeInTheDocument();
    expect(screen.getByText(CONSENT_RULE)).toBeInTheDocument();

    // No answer yet: the ballot is not sent.
    await user.click(screen.getByRole("button", { name: ballotText.cast }));
    expect(screen.getByText(electionMessages.choicesInvalid)).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("checkbox", { name: ballotText.consentMemberChoice }));
    await castThrough(user);

    expect(await screen.findByRole("heading", { name: ballotText.castDone })).toBeInTheDocument();
    expect(screen.getByText("3f9a-0c1d-5e7b-2a4c-6d8e-0f1a-2b3c-4d5e")).toBeInTheDocument();
    expect(screen.getByText(ballotText.keepReceipt)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: ballotText.copy })).toBeInTheDocument();
    const castRequest = requests.find(
      (r) => r.method === "POST" && r.path === `/api/ballots/${TOKEN}`,
    );
    expect(castRequest?.authorization).toBeNull();
    expect(castRequest?.body).toEqual({ choices: { answer: "yes" }, electronicConsent: true });

    await user.type(
      screen.getByLabelText(receiptText.label),
      "3f9a-0c1d-5e7b-2a4c-6d8e-0f1a-2b3c-4d5e",
    );
    await user.click(screen.getByRole("button", { name: receiptText.submit }));
    expect(await screen.findByText(receiptText.counted)).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.find((r) => r.path === "/api/ballot-receipts")?.body).toEqual({
        orgId: "maple-grove",
        electionId: "e1",
        receipt: "3f9a-0c1d-5e7b-2a4c-6d8e-0f1a-2b3c-4d5e",
      }),
    );
  });

  it("says when a receipt's ballot is not in the box", async () => {
    ballotApi(measureBallot, undefined, false);
    const user = userEvent.setup();
    renderApp(LINK);
    await user.click(await screen.findByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("checkbox", { name: ballotText.consentMemberChoice }));
    await castThrough(user);
    await user.type(await screen.findByLabelText(receiptText.label), SECRET);
    await user.click(screen.getByRole("button", { name: receiptText.submit }));
    expect(await screen.findByText(receiptText.notCounted)).toBeInTheDocument();
  });

  it("lets a director ballot choose no more candidates than the seats", async () => {
    const { requests } = ballotApi({ ...directorBallot, consent: "none" });
    const user = userEvent.setup();
    renderApp(LINK);
    await user.click(await screen.findByRole("checkbox", { name: "Rosa Diaz" }));
    await user.click(screen.getByRole("checkbox", { name: "Sam Lee" }));
    expect(screen.getByRole("checkbox", { name: "Rosa Diaz" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Sam Lee" })).not.toBeChecked();
    expect(screen.queryByRole("checkbox", { name: ballotText.consentMemberChoice })).toBeNull();
    await castThrough(user);
    await screen.findByRole("heading", { name: ballotText.castDone });
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({
      choices: { candidates: ["c1"] },
      electronicConsent: true,
    });
  });

  it("shows the API's refusal when the property's ballot was already counted", async () => {
    const message =
      "A ballot from this property was already counted on paper on Monday, December 7, 2026";
    ballotApi(measureBallot, { status: 409, body: { error: message } });
    const user = userEvent.setup();
    renderApp(LINK);
    await user.click(await screen.findByRole("radio", { name: "Abstain" }));
    await user.click(screen.getByRole("checkbox", { name: ballotText.consentMemberChoice }));
    await castThrough(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByText(ballotText.castDone)).toBeNull();
  });

  it("says a used link was already counted, and checks a receipt kept from the cast", async () => {
    const { requests } = ballotApi({ ...measureBallot, voted: true });
    const user = userEvent.setup();
    renderApp(LINK);
    expect(
      await screen.findByRole("heading", { name: ballotText.alreadyCounted }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: ballotText.cast })).toBeNull();
    await user.type(screen.getByLabelText(receiptText.label), SECRET);
    await user.click(screen.getByRole("button", { name: receiptText.submit }));
    expect(await screen.findByText(receiptText.counted)).toBeInTheDocument();
    expect(requests.find((r) => r.path === "/api/ballot-receipts")?.body).toEqual({
      orgId: "maple-grove",
      electionId: "e1",
      receipt: SECRET,
    });
  });

  it("says an unknown or expired link is not valid", async () => {
    ballotApi({ status: 404, body: { error: "This ballot link is not valid" } });
    renderApp(LINK);
    expect(
      await screen.findByRole("heading", { name: "This ballot link is not valid" }),
    ).toBeInTheDocument();
    expect(screen.getByText(ballotText.notFoundDescription)).toBeInTheDocument();
  });
});

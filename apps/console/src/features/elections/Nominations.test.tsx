import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "../../test/api-server";
import { openConsoleAs } from "../../test/render-app";
import type { Election, Nomination } from "./api";
import { API, ZONE, data, draftFixture, electionHandler } from "./test-fixtures";

const asAdmin = (url: string) => openConsoleAs("admin", url, { timeZone: ZONE });
const asMember = (url: string) => openConsoleAs("member", url, { timeZone: ZONE });

/** A director election's draft with no candidate yet. */
const directorDraft = (fields: Partial<Election> = {}) =>
  draftFixture({
    title: "2027 board election",
    vote: { kind: "directorElection", seats: 2, candidates: [] },
    ...fields,
  });

const nomination = (fields: Partial<Nomination> = {}): Nomination => ({
  id: "n1",
  name: "Cara Diaz",
  statement: "Ten years on the pool committee.",
  nominatedBy: { uid: "u1", name: "Rae Owner", propertyId: "p1", property: "12 Oak Lane" },
  at: "2027-01-10T18:00:00.000Z",
  status: "pending",
  decidedAt: null,
  reason: "",
  ...fields,
});

describe("a director election's nominations (administrators)", () => {
  it("sends the nomination notice made to the version shown, after a confirmation", async () => {
    let election = directorDraft();
    const ifMatch: (string | null)[] = [];
    const { user } = asAdmin("/elections/e2");
    server.use(
      electionHandler(() => election),
      http.get(`${API}/elections/e2/nominations`, () => data({ items: [] })),
      http.post(`${API}/elections/e2/nominations/open`, ({ request }) => {
        ifMatch.push(request.headers.get("If-Match"));
        election = { ...election, status: "nominating", version: 2 };
        return data({ election, emails: 118, withoutEmail: 2, version: 2 });
      }),
    );
    await user.click(await screen.findByRole("button", { name: "Send the nomination notice" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Send the nomination notice?",
    });
    expect(within(dialog).getByText(/Each owner on file is emailed once/)).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Send the nomination notice" }));
    expect(
      await screen.findByText(
        "Nomination notice sent to 118 email addresses. Nominations are open.",
      ),
    ).toBeVisible();
    expect(ifMatch).toEqual(['"1"']);
    expect(await screen.findByText("Nominations open")).toBeVisible();
    expect(await screen.findByText("No nominations yet")).toBeVisible();
    expect(
      screen.queryByRole("button", { name: "Send the nomination notice" }),
    ).not.toBeInTheDocument();
  });

  it("lists the nominees and accepts one into the candidates, declines another with a reason", async () => {
    let election = directorDraft({ status: "nominating", version: 4 });
    let nominations = [
      nomination(),
      nomination({ id: "n2", name: "Dev Patel", statement: "", at: "2027-01-11T18:00:00.000Z" }),
    ];
    const sent: { path: string; ifMatch: string | null; body: unknown }[] = [];
    const { user } = asAdmin("/elections/e2");
    server.use(
      electionHandler(() => election),
      http.get(`${API}/elections/e2/nominations`, () => data({ items: nominations })),
      http.post(`${API}/elections/e2/nominations/:id/:action`, async ({ request, params }) => {
        const accept = params.action === "accept";
        sent.push({
          path: `${String(params.id)}/${String(params.action)}`,
          ifMatch: request.headers.get("If-Match"),
          body: accept ? null : await request.json(),
        });
        nominations = nominations.map((n) =>
          n.id === params.id ? { ...n, status: accept ? "accepted" : "declined" } : n,
        );
        election = {
          ...election,
          version: election.version + 1,
          vote: accept
            ? { kind: "directorElection", seats: 2, candidates: [{ id: "c1", name: "Cara Diaz" }] }
            : election.vote,
        };
        const decided = nominations.find((n) => n.id === params.id) ?? nomination();
        return data({ nomination: decided, election, version: election.version });
      }),
    );
    const list = await screen.findByRole("list", { name: "Nominations" });
    const cara = within(list)
      .getByRole("heading", { name: "Cara Diaz" })
      .closest("li") as HTMLElement;
    expect(within(cara).getByText("Ten years on the pool committee.")).toBeVisible();
    expect(
      within(cara).getByText(/^Nominated by Rae Owner \(12 Oak Lane\) on Jan 10, 2027/),
    ).toBeVisible();
    expect(within(cara).getByText("Pending")).toBeVisible();

    await user.click(within(cara).getByRole("button", { name: "Accept Cara Diaz" }));
    expect(await screen.findByText("Cara Diaz is a candidate.")).toBeVisible();
    await waitFor(() => expect(screen.getByText("Cara Diaz", { selector: "dd" })).toBeVisible());

    const dev = within(await screen.findByRole("list", { name: "Nominations" }))
      .getByRole("heading", { name: "Dev Patel" })
      .closest("li") as HTMLElement;
    await user.click(within(dev).getByRole("button", { name: "Decline Dev Patel" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Decline the nomination of Dev Patel?",
    });
    await user.type(within(dialog).getByLabelText(/^Reason/), "Not an owner");
    await user.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(await screen.findByText("The nomination of Dev Patel is declined.")).toBeVisible();
    expect(sent).toEqual([
      { path: "n1/accept", ifMatch: '"4"', body: null },
      { path: "n2/decline", ifMatch: '"5"', body: { reason: "Not an owner" } },
    ]);
  });

  it("shows a member the nominations without the decisions' buttons", async () => {
    asMember("/elections/e2");
    server.use(
      electionHandler(() => directorDraft({ status: "nominating" })),
      http.get(`${API}/elections/e2/nominations`, () => data({ items: [nomination()] })),
    );
    const list = await screen.findByRole("list", { name: "Nominations" });
    expect(within(list).getByRole("heading", { name: "Cara Diaz" })).toBeVisible();
    expect(within(list).queryByRole("button", { name: /Accept/ })).not.toBeInTheDocument();
  });
});

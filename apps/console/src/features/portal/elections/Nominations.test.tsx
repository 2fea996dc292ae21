import { nominationMessages } from "@hoa/validation/nominations";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "../../../test/api-server";
import { TEST_ORG } from "../../../test/render-app";
import { openPortalAs } from "../test-api";
import type { OwnElection, OwnNomination } from "./api";

const ORG = `*/api/orgs/${TEST_ORG.id}`;
const data = <T,>(value: T, init?: ResponseInit) => HttpResponse.json({ data: value }, init);

const nominating = (fields: Partial<OwnElection> = {}): OwnElection => ({
  id: "e1",
  title: "2027 board election",
  question: "",
  vote: { kind: "directorElection", seats: 2, candidates: [] },
  electorateBasis: "onePerProperty",
  nominationNoticeAt: "2027-01-04T17:00:00.000Z",
  nominationDeadline: "2027-02-08T17:00:00.000Z",
  ballotsOutAt: "2027-02-15T17:00:00.000Z",
  votingDeadline: "2027-03-22T17:00:00.000Z",
  resultsNoticeAt: null,
  status: "nominating",
  quorumFailedAt: null,
  reconvened: false,
  firstVotingDeadline: null,
  result: null,
  certifiedAt: null,
  certifiedBy: null,
  ...fields,
});

const own = (fields: Partial<OwnNomination> = {}): OwnNomination => ({
  id: "n1",
  name: "Cara Diaz",
  statement: "",
  nominatedBy: { uid: "ana", name: "Rae Owner", propertyId: "p1", property: "12 Oak Lane" },
  at: "2027-01-10T18:00:00.000Z",
  status: "declined",
  decidedAt: "2027-01-12T18:00:00.000Z",
  reason: "Not a member",
  ...fields,
});

describe("the portal's nominations", () => {
  it("lists an election taking nominations with its deadline", async () => {
    openPortalAs("/portal/elections");
    server.use(http.get(`${ORG}/me/elections`, () => data({ items: [nominating()] })));
    const list = await screen.findByRole("list", { name: "Elections" });
    expect(within(list).getByText(/^Nominations are open until Feb 8, 2027/)).toBeVisible();
    expect(within(list).getByText("Nominations open")).toBeVisible();
  });

  it("nominates a candidate, shows a refusal on its field, and lists the caller's nominations", async () => {
    const sent: unknown[] = [];
    let mine = [own()];
    const { user } = openPortalAs("/portal/elections/e1");
    server.use(
      http.get(`${ORG}/me/elections/e1`, () => data(nominating())),
      http.get(`${ORG}/me/elections/e1/properties`, () => data({ items: [] })),
      http.get(`${ORG}/me/elections/e1/nominations`, () => data({ items: mine })),
      http.post(`${ORG}/me/elections/e1/nominations`, async ({ request }) => {
        const body = (await request.json()) as { name: string; statement: string };
        sent.push(body);
        if (sent.length === 1) {
          return HttpResponse.json(
            {
              error: nominationMessages.nominatedTwice,
              fields: { name: nominationMessages.nominatedTwice },
            },
            { status: 409 },
          );
        }
        const saved = own({
          id: "n2",
          name: body.name,
          statement: body.statement,
          status: "pending",
          reason: "",
        });
        mine = [...mine, saved];
        return data(saved, { status: 201 });
      }),
    );
    const card = (await screen.findByRole("heading", { name: "Nominate a candidate" })).closest(
      "section",
    ) as HTMLElement;
    expect(within(card).getByText(/Nominations are open until Feb 8, 2027/)).toBeVisible();
    const mineList = await within(card).findByRole("list", { name: "Your nominations" });
    expect(within(mineList).getByText("Declined: Not a member")).toBeVisible();

    // The shared rules refuse a blank name before anything is sent.
    await user.click(within(card).getByRole("button", { name: "Nominate" }));
    await waitFor(() =>
      expect(within(card).getByLabelText(/^Nominee's full name/)).toHaveAccessibleDescription(
        expect.stringContaining(nominationMessages.nameRequired),
      ),
    );
    expect(sent).toEqual([]);

    await user.type(within(card).getByLabelText(/^Nominee's full name/), "Cara Diaz");
    await user.click(within(card).getByRole("button", { name: "Nominate" }));
    await waitFor(() =>
      expect(within(card).getByLabelText(/^Nominee's full name/)).toHaveAccessibleDescription(
        expect.stringContaining(nominationMessages.nominatedTwice),
      ),
    );
    await user.clear(within(card).getByLabelText(/^Nominee's full name/));
    await user.type(within(card).getByLabelText(/^Nominee's full name/), "Rae Owner");
    await user.type(within(card).getByLabelText(/^Statement/), "I will serve.");
    await user.click(within(card).getByRole("button", { name: "Nominate" }));
    expect(
      await screen.findByText("Rae Owner is nominated. The board reviews each nomination."),
    ).toBeVisible();
    expect(sent).toEqual([
      { name: "Cara Diaz", statement: "" },
      { name: "Rae Owner", statement: "I will serve." },
    ]);
    const updated = await within(card).findByRole("heading", { name: "Rae Owner" });
    expect(within(updated.closest("li") as HTMLElement).getByText("Pending")).toBeVisible();
    expect(screen.queryByRole("heading", { name: /receipt/i })).not.toBeInTheDocument();
  });
});

import { messages } from "@hoa/validation";
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { PropertyAccount } from "../../api/get-property-account";
import type { Property } from "../../api/list-properties";
import { residentFixture } from "../../test/api-fixtures";
import { server } from "../../test/api-server";
import { TEST_ORG, openConsoleAs } from "../../test/render-app";
import { violationFixture } from "../../test/violation-fixture";
import type { Modification } from "./api/modifications";

const ORG = TEST_ORG.id;

let property: Property;
let entryCount: number;
let requests: { method: string; path: string; ifMatch: string | null }[];
let modifications: Modification[];

/** The property's history of violations, as the list answers it filtered to the property. */
const violations = [
  violationFixture({ id: "v1", number: 4, status: "closed", outcome: "fined", propertyId: "p-7" }),
  violationFixture({ id: "v2", number: 9, propertyId: "p-7" }),
];

const vacant = (): Property => ({
  id: "p-7",
  address: "7 Quiet Lane",
  unit: "7",
  type: "Condo",
  status: "Vacant",
  residentCount: 0,
  percentageInterestBasisPoints: null,
  archivedAt: null,
  createdAt: "2026-03-01T12:00:00.000Z",
  updatedAt: "2026-03-01T12:00:00.000Z",
  version: 1,
});

const account = (): PropertyAccount => ({
  propertyId: property.id,
  address: property.address,
  unit: property.unit,
  archived: property.status === "Archived",
  balanceCents: entryCount > 0 ? 12000 : 0,
  creditCents: 0,
  aging: { current: 0, days30: 0, days60: 0, days90: 0 },
  oldestDueDate: null,
  delinquent: false,
  type: "Condo",
  entryCount,
  openCharges: [],
  asOf: "2026-11-22",
  billTo: { names: [], mailingAddress: "" },
});

/** The property's page's reads, and archive, restore and delete as the API answers them. */
function propertyApi() {
  const record = (request: Request) =>
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      ifMatch: request.headers.get("if-match"),
    });
  const empty = () => HttpResponse.json({ data: { items: [], nextCursor: null } });
  server.use(
    http.get(`*/api/orgs/${ORG}/properties/p-7`, () => HttpResponse.json({ data: property })),
    http.get(`*/api/orgs/${ORG}/residents`, empty),
    http.get(`*/api/orgs/${ORG}/audit`, empty),
    http.get(`*/api/orgs/${ORG}/properties/p-7/modifications`, () =>
      HttpResponse.json({ data: modifications }),
    ),
    http.get(`*/api/orgs/${ORG}/violations`, ({ request }) => {
      const propertyId = new URL(request.url).searchParams.get("propertyId");
      return HttpResponse.json({
        data: { items: propertyId === "p-7" ? violations : [], nextCursor: null },
      });
    }),
    http.get(`*/api/orgs/${ORG}/billing/properties/p-7`, () =>
      HttpResponse.json({ data: account() }),
    ),
    http.post(`*/api/orgs/${ORG}/properties/p-7/archive`, ({ request }) => {
      record(request);
      property = {
        ...property,
        status: "Archived",
        archivedAt: "2026-11-22T12:00:00.000Z",
        version: property.version + 1,
      };
      return HttpResponse.json({ data: property });
    }),
    http.post(`*/api/orgs/${ORG}/properties/p-7/restore`, ({ request }) => {
      record(request);
      property = { ...property, status: "Vacant", archivedAt: null, version: property.version + 1 };
      return HttpResponse.json({ data: property });
    }),
    http.delete(`*/api/orgs/${ORG}/properties/p-7`, ({ request }) => {
      record(request);
      if (entryCount > 0) {
        return HttpResponse.json({ error: messages.propertyHasBillingHistory }, { status: 409 });
      }
      return HttpResponse.json({ data: { id: property.id } });
    }),
  );
}

beforeEach(() => {
  property = vacant();
  entryCount = 0;
  requests = [];
  modifications = [];
  propertyApi();
});

describe("a property's modification record", () => {
  it("lists the approved changes, latest first, each with its conditions and its request", async () => {
    modifications = [
      {
        id: "r3",
        number: 3,
        category: "fence",
        title: "Cedar fence",
        description: "Along the back yard.",
        plannedStart: "2027-03-01",
        plannedEnd: "2027-03-15",
        conditions: ["Stain it natural", "Keep it under six feet"],
        decidedBy: "committee",
        approvedAt: "2026-11-25T15:00:00.000Z",
      },
      {
        id: "r1",
        number: 1,
        category: "paint",
        title: "Sage green trim",
        description: "Trim only.",
        plannedStart: "2026-06-01",
        plannedEnd: "2026-06-05",
        conditions: [],
        decidedBy: "board",
        approvedAt: "2026-05-20T15:00:00.000Z",
      },
    ];
    openConsoleAs("member", "/properties/p-7");
    const card = await screen.findByRole("region", { name: "Modification record" });
    const list = await within(card).findByRole("list", { name: "Approved changes" });
    const items = [...list.querySelectorAll<HTMLElement>(":scope > li")];
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "#3 Fence: Cedar fence",
      "#1 Exterior paint: Sage green trim",
    ]);
    const [fence, paint] = items as [HTMLElement, HTMLElement];
    expect(within(fence).getByRole("link", { name: "Request #3" })).toHaveAttribute(
      "href",
      "/architectural-review/r3",
    );
    expect(fence).toHaveTextContent("Approved Nov 25, 2026 by the committee");
    expect(
      within(within(fence).getByRole("list", { name: "Conditions" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Stain it natural", "Keep it under six feet"]);
    expect(paint).toHaveTextContent("by the board");
    expect(within(paint).queryByRole("list", { name: "Conditions" })).not.toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Resale package" })).toBeVisible();
  });

  it("says when nothing was approved yet", async () => {
    openConsoleAs("admin", "/properties/p-7");
    const card = await screen.findByRole("region", { name: "Modification record" });
    expect(await within(card).findByText("No approved changes yet.")).toBeVisible();
  });
});

describe("a property's page: archive, restore and delete", () => {
  it("lists the property's history of violations, each linked to its page", async () => {
    openConsoleAs("admin", "/properties/p-7");
    const card = await screen.findByRole("table", { name: "Violations" });
    const link = await within(card).findByRole("link", { name: "#9 Parking" });
    expect(link).toHaveAttribute("href", "/violations/v2");
    expect(within(card).getByRole("link", { name: "#4 Parking" })).toBeInTheDocument();
    expect(within(card).getByText("Fined")).toBeInTheDocument();
    expect(within(card).getByText("Reported")).toBeInTheDocument();
  });

  it("archives a vacant property after asking, then shows it Archived with a way to restore it", async () => {
    const { user } = openConsoleAs("admin", "/properties/p-7");
    await user.click(await screen.findByRole("button", { name: "Archive" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Archive 7 Quiet Lane?" });
    expect(confirm).toHaveTextContent("payments and credits can still be recorded");
    await user.click(within(confirm).getByRole("button", { name: "Archive property" }));

    expect(await screen.findByText("7 Quiet Lane was archived.")).toBeVisible();
    expect(requests).toEqual([
      { method: "POST", path: `/api/orgs/${ORG}/properties/p-7/archive`, ifMatch: '"1"' },
    ]);
    expect(await screen.findByText(/^Archived on Nov 22, 2026/u)).toBeVisible();
    expect(screen.getByRole("button", { name: "Restore" })).toBeVisible();
    expect(
      screen.getByText("Archived: nobody can be added here. Restore it to add residents."),
    ).toBeVisible();
  });

  it("restores an archived property after asking", async () => {
    property = { ...vacant(), status: "Archived", archivedAt: "2026-11-01T12:00:00.000Z" };
    const { user } = openConsoleAs("admin", "/properties/p-7");
    await user.click(await screen.findByRole("button", { name: "Restore" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Restore 7 Quiet Lane?" });
    await user.click(within(confirm).getByRole("button", { name: "Restore property" }));

    expect(await screen.findByText("7 Quiet Lane was restored.")).toBeVisible();
    expect(requests).toEqual([
      { method: "POST", path: `/api/orgs/${ORG}/properties/p-7/restore`, ifMatch: '"1"' },
    ]);
    expect(await screen.findByRole("button", { name: "Archive" })).toBeVisible();
  });

  it("offers to archive instead of deleting a property with billing history", async () => {
    entryCount = 3;
    const { user } = openConsoleAs("admin", "/properties/p-7");
    expect(await screen.findByText(/\$120\.00/u)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "7 Quiet Lane cannot be deleted" });
    expect(dialog).toHaveTextContent(
      "It has billing history (3 ledger entries). Archive it instead",
    );
    expect(within(dialog).queryByRole("button", { name: "Delete property" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Archive property" }));

    expect(await screen.findByText("7 Quiet Lane was archived.")).toBeVisible();
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST /api/orgs/${ORG}/properties/p-7/archive`,
    ]);
  });

  it("says why a delete is refused when billing history came after the page was read", async () => {
    const { user } = openConsoleAs("admin", "/properties/p-7");
    await screen.findByText("Ledger and balance");
    entryCount = 1;
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete 7 Quiet Lane?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete property" }));

    expect(await screen.findByText(messages.propertyHasBillingHistory)).toBeVisible();
    expect(screen.getByRole("heading", { name: "7 Quiet Lane" })).toBeVisible();
    // Read again, the property now offers archiving when deleted.
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(
      await screen.findByRole("dialog", { name: "7 Quiet Lane cannot be deleted" }),
    ).toHaveTextContent("It has billing history (1 ledger entry)");
  });

  it("deletes a property without billing history after asking", async () => {
    const { user } = openConsoleAs("admin", "/properties/p-7");
    await screen.findByText("Ledger and balance");
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete 7 Quiet Lane?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete property" }));
    expect(await screen.findByText("7 Quiet Lane was deleted.")).toBeVisible();
    expect(requests.map(({ method }) => method)).toEqual(["DELETE"]);
  });

  it("explains that residents must move out before a property is archived", async () => {
    property = { ...vacant(), status: "Occupied", residentCount: 2 };
    const { user } = openConsoleAs("admin", "/properties/p-7");
    await user.click(await screen.findByRole("button", { name: "Archive" }));
    const dialog = await screen.findByRole("dialog", {
      name: "7 Quiet Lane cannot be archived yet",
    });
    expect(dialog).toHaveTextContent("2 residents live here.");
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(requests).toEqual([]);
  });

  it("shows a member an archived property without the actions or its billing", async () => {
    property = { ...vacant(), status: "Archived", archivedAt: "2026-11-01T12:00:00.000Z" };
    openConsoleAs("member", "/properties/p-7");
    expect(await screen.findByText(/^Archived on Nov 1, 2026/u)).toBeVisible();
    expect(screen.getAllByText("Archived").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Restore" })).toBeNull();
    expect(screen.queryByText("Ledger and balance")).toBeNull();
  });
});

describe("a property's page with nobody living there", () => {
  it("offers to add a resident right there, with the property already chosen", async () => {
    let sent: unknown = null;
    server.use(
      http.get(`*/api/orgs/${ORG}/properties`, () =>
        HttpResponse.json({ data: { items: [vacant()], nextCursor: null } }),
      ),
      http.post(`*/api/orgs/${ORG}/residents`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            data: residentFixture("r-1", "Rosa Diaz", {
              email: "",
              phone: "",
              propertyId: "p-7",
              address: "7 Quiet Lane",
              unit: "7",
            }),
          },
          { status: 201 },
        );
      }),
    );
    const { user } = openConsoleAs("admin", "/properties/p-7");
    const card = await screen.findByRole("region", { name: "Residents (0)" });
    expect(await within(card).findByText("Nobody lives here yet")).toBeVisible();
    await user.click(within(card).getByRole("button", { name: "Add a resident" }));

    const drawer = await screen.findByRole("dialog", { name: "Add resident" });
    expect(within(drawer).getByRole("combobox", { name: /Property/u })).toHaveValue("7 Quiet Lane");
    await user.type(within(drawer).getByRole("textbox", { name: "Name" }), "Rosa Diaz");
    await user.click(within(drawer).getByRole("button", { name: "Add resident" }));

    expect(await screen.findByText("Rosa Diaz was added.")).toBeVisible();
    expect(sent).toMatchObject({ name: "Rosa Diaz", propertyId: "p-7" });
    expect(screen.queryByRole("dialog", { name: "Add resident" })).toBeNull();
  });

  it("offers no add button to a member", async () => {
    openConsoleAs("member", "/properties/p-7");
    const card = await screen.findByRole("region", { name: "Residents (0)" });
    expect(await within(card).findByText("Nobody lives here yet")).toBeVisible();
    expect(within(card).queryByRole("button", { name: "Add a resident" })).toBeNull();
  });
});

describe("a property's percentage interest", () => {
  /** The bodies of the property's changes, answered as the API would. */
  function acceptChanges() {
    const bodies: unknown[] = [];
    server.use(
      http.patch(`*/api/orgs/${ORG}/properties/p-7`, async ({ request }) => {
        const body = (await request.json()) as { percentageInterest?: string };
        bodies.push(body);
        const typed = body.percentageInterest ?? "";
        property = {
          ...property,
          percentageInterestBasisPoints: typed === "" ? null : Math.round(Number(typed) * 100),
          version: property.version + 1,
        };
        return HttpResponse.json({ data: property });
      }),
    );
    return bodies;
  }

  it("shows the share in the details when the property has one, and nothing when not", async () => {
    property = { ...vacant(), percentageInterestBasisPoints: 85 };
    openConsoleAs("admin", "/properties/p-7");
    const details = await screen.findByRole("heading", { name: "Details" });
    const card = details.closest("section") ?? document.body;
    expect(await within(card).findByText("Percentage interest")).toBeVisible();
    expect(within(card).getByText("0.85%")).toBeVisible();
  });

  it("is left out of the details of a property without one", async () => {
    openConsoleAs("admin", "/properties/p-7");
    expect(await screen.findByText("Ledger and balance")).toBeVisible();
    expect(screen.queryByText("Percentage interest")).toBeNull();
  });

  it("is edited as a percentage: refused with its message until it is one, then saved", async () => {
    property = { ...vacant(), percentageInterestBasisPoints: 85 };
    const bodies = acceptChanges();
    const { user } = openConsoleAs("admin", "/properties/p-7");
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit property" });
    const field = within(dialog).getByRole("textbox", { name: /^Percentage interest/u });
    expect(field).toHaveValue("0.85");
    expect(field).toHaveAccessibleDescription(
      "The share the governing documents give this property, e.g. 0.85%; used for weighted votes",
    );

    await user.clear(field);
    await user.type(field, "12.345");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText(messages.percentageInterestInvalid)).toBeVisible();
    expect(bodies).toEqual([]);

    await user.clear(field);
    await user.type(field, "1.5");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("7 Quiet Lane was saved.")).toBeVisible();
    expect(bodies).toEqual([
      { address: "7 Quiet Lane", unit: "7", type: "Condo", percentageInterest: "1.5" },
    ]);
    expect(await screen.findByText("1.5%")).toBeVisible();
  });

  it("is cleared by emptying its field", async () => {
    property = { ...vacant(), percentageInterestBasisPoints: 1_250 };
    const bodies = acceptChanges();
    const { user } = openConsoleAs("admin", "/properties/p-7");
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit property" });
    await user.clear(within(dialog).getByRole("textbox", { name: /^Percentage interest/u }));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("7 Quiet Lane was saved.")).toBeVisible();
    expect(bodies).toEqual([
      { address: "7 Quiet Lane", unit: "7", type: "Condo", percentageInterest: "" },
    ]);
    expect(screen.queryByText("12.5%")).toBeNull();
  });
});

import { messages } from "@hoa/validation";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { mockApi, server } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { renderApp } from "../../test/render-app";
import type { BillingReport, BillingSettings, LedgerEntry, PropertyAccount } from "./api/billing";
import { ONLINE_PAYMENTS_NOTE } from "./BillingPage";

const ORG = "maple-grove";

const settings: BillingSettings = {
  monthlyFeeCents: 15000,
  lateFeeCents: 2500,
  monthlyFee: "150.00",
  lateFee: "25.00",
  dueDay: "1st",
  graceDays: 15,
  paymentMethods: ["card", "ach", "check"],
  timeZone: "America/Los_Angeles",
  today: "2026-11-22",
  nextDueDate: "2026-12-01",
  saved: true,
  version: 3,
  updatedAt: "2026-11-01T00:00:00.000Z",
};

const row = (
  propertyId: string,
  address: string,
  balanceCents: number,
  delinquent: boolean,
  archived = false,
) => ({
  propertyId,
  address,
  unit: "1",
  archived,
  balanceCents,
  creditCents: balanceCents < 0 ? -balanceCents : 0,
  aging: {
    current: Math.max(balanceCents, 0),
    days30: 0,
    days60: delinquent ? 15000 : 0,
    days90: 0,
  },
  oldestDueDate: balanceCents > 0 ? "2026-09-01" : null,
  delinquent,
});

let ledger: LedgerEntry[];
let requests: { path: string; body: unknown }[];
/** Whether the property of the billing page (p1) is archived. */
let archived: boolean;

const entry = (seq: number, changes: Partial<LedgerEntry>): LedgerEntry => ({
  id: `entry-${seq}`,
  propertyId: "p1",
  seq,
  kind: "assessment",
  amountCents: 15000,
  balanceAfterCents: 15000,
  date: "2026-11-01",
  dueDate: "2026-11-01",
  period: "2026-11",
  method: null,
  reference: "",
  memo: "",
  reverses: null,
  reversedBy: null,
  allocations: [],
  createdAt: "2026-11-01T08:00:00.000Z",
  createdBy: "Scheduler",
  ...changes,
});

function billingApi() {
  const balance = () => ledger.reduce((sum, item) => sum + item.amountCents, 0);
  const account = (): PropertyAccount => ({
    ...row("p1", "300 Maple Grove Lane", balance(), false, archived),
    type: "Condo",
    entryCount: ledger.length,
    openCharges: [],
    asOf: "2026-11-22",
    billTo: { names: ["Ann Park", "Zoe Park"], mailingAddress: "300 Maple Grove Lane, 1" },
  });
  const report = (): BillingReport => ({
    asOf: "2026-11-22",
    timeZone: "America/Los_Angeles",
    rows: [
      row("p1", "300 Maple Grove Lane", balance(), false),
      row("p2", "302 Maple Grove Lane", 30000, true, true),
      row("p3", "304 Maple Grove Lane", -2500, false),
    ],
    totals: {
      balanceCents: balance() + 27500,
      creditCents: 2500,
      aging: { current: balance() + 30000, days30: 0, days60: 15000, days90: 0 },
      delinquent: 1,
    },
  });
  server.use(
    http.get(`*/api/orgs/${ORG}/billing/settings`, () => HttpResponse.json({ data: settings })),
    http.get(`*/api/orgs/${ORG}/billing/summary`, () =>
      HttpResponse.json({
        data: {
          asOf: "2026-11-22",
          period: "2026-11",
          chargedCents: 45000,
          collectedCents: 12345,
          creditedCents: 0,
          outstandingCents: 45000,
          delinquentCount: 1,
          propertyCount: 3,
          monthlyFeeCents: 15000,
        },
      }),
    ),
    http.get(`*/api/orgs/${ORG}/billing/report`, () => HttpResponse.json({ data: report() })),
    http.get(`*/api/orgs/${ORG}/billing/properties/p1`, () =>
      HttpResponse.json({ data: account() }),
    ),
    http.get(`*/api/orgs/${ORG}/billing/properties/p1/ledger`, () =>
      HttpResponse.json({ data: { items: ledger, nextCursor: null } }),
    ),
    http.post(`*/api/orgs/${ORG}/billing/properties/p1/payments`, async ({ request }) => {
      const body = (await request.json()) as { amount: string; method: string };
      requests.push({ path: "payments", body });
      const cents = Math.round(Number(body.amount) * 100);
      const paid = entry(ledger.length + 1, {
        id: `payment-${ledger.length + 1}`,
        kind: "payment",
        amountCents: -cents,
        balanceAfterCents: balance() - cents,
        method: "check",
        period: null,
        dueDate: null,
        date: "2026-11-22",
      });
      ledger.push(paid);
      return HttpResponse.json({ data: paid }, { status: 201 });
    }),
    http.post(
      `*/api/orgs/${ORG}/billing/properties/:propertyId/ledger/:entryId/reversal`,
      ({ params }) => {
        requests.push({ path: `reversal/${String(params.entryId)}`, body: null });
        const original = ledger.find((item) => item.id === params.entryId)!;
        original.reversedBy = `reversal-${original.id}`;
        const reversal = entry(ledger.length + 1, {
          id: `reversal-${original.id}`,
          kind: "reversal",
          amountCents: -original.amountCents,
          balanceAfterCents: balance() - original.amountCents,
          reverses: original.id,
          period: null,
        });
        ledger.push(reversal);
        return HttpResponse.json({ data: reversal }, { status: 201 });
      },
    ),
  );
}

async function renderAt(url: string, role: "admin" | "member" = "admin") {
  mockApi({
    roles: { orgId: ORG, role, permissions: role === "admin" ? ["admin"] : ["read"] },
    organizations: { [ORG]: { id: ORG, name: "Maple Grove HOA" } },
  });
  billingApi();
  fakeAuth.signInAs(makeUser(role));
  const user = userEvent.setup();
  renderApp(url);
  return user;
}

beforeEach(() => {
  ledger = [entry(1, {})];
  requests = [];
  archived = false;
});

describe("BillingPage", () => {
  it("shows this month's figures, balances and aging from the ledger, and where online payment is not", async () => {
    await renderAt("/billing");
    expect(await screen.findByText("$123.45")).toBeVisible();
    expect(
      screen.getByText(
        "Online card payments are not available; record card payments taken elsewhere.",
      ),
    ).toBeVisible();
    const balances = await screen.findByRole("table", { name: "Balances" });
    expect(within(balances).getByRole("link", { name: "302 Maple Grove Lane, 1" })).toBeVisible();
    expect(within(balances).getByText("Delinquent")).toBeVisible();
    expect(within(balances).getByText("$25.00 credit")).toBeVisible();
    const aging = screen.getByRole("table", { name: "Aging" });
    expect(within(aging).getAllByRole("row")).toHaveLength(3);
  });

  it("finds a property from the balances' filter bar, in the balances and the aging, and says the aging totals are everyone's", async () => {
    const user = await renderAt("/billing");
    // The card (the table inside it is a scrolling region of the same name).
    const balancesCard = (await screen.findByRole("heading", { name: "Balances" })).closest(
      "section",
    )!;
    const find = within(balancesCard).getByRole("searchbox", { name: "Find a property" });
    expect(find).toHaveAccessibleDescription(
      "Finds properties by address or unit, in the balances and in the aging below.",
    );
    const totals = await screen.findByLabelText("Aging totals");
    expect(screen.queryByText(/All properties, not only/u)).not.toBeInTheDocument();

    await user.type(find, "302");
    const balances = within(balancesCard).getByRole("table", { name: "Balances" });
    expect(within(balances).getAllByRole("row")).toHaveLength(2);
    expect(within(balances).getByRole("link", { name: "302 Maple Grove Lane, 1" })).toBeVisible();
    const aging = screen.getByRole("table", { name: "Aging" });
    expect(within(aging).getAllByRole("row")).toHaveLength(2);
    // The totals stay those of every property, and say so while the search is on.
    expect(within(totals).getByText("$450.00")).toBeVisible();
    expect(totals).toHaveAccessibleDescription("All properties, not only those matching “302”");

    await user.clear(find);
    expect(screen.queryByText(/All properties, not only/u)).not.toBeInTheDocument();
    expect(within(balances).getAllByRole("row")).toHaveLength(4);
  });

  it("sorts the balances from the filter bar's Sort by, as its heading does", async () => {
    const user = await renderAt("/billing");
    const balances = await screen.findByRole("table", { name: "Balances" });
    const firstProperty = () =>
      within(within(balances).getAllByRole("row")[1]!).getByRole("link").textContent;
    await within(balances).findByRole("link", { name: "302 Maple Grove Lane, 1" });
    const sortBy = screen.getByRole("combobox", { name: "Sort by" });
    expect(sortBy).toHaveValue("address");
    expect(firstProperty()).toBe("300 Maple Grove Lane, 1");

    await user.selectOptions(sortBy, "Highest balance first");
    expect(firstProperty()).toBe("302 Maple Grove Lane, 1");
    expect(within(balances).getByRole("columnheader", { name: /Balance/u })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await user.selectOptions(sortBy, "Lowest balance first");
    expect(firstProperty()).toBe("304 Maple Grove Lane, 1");
  });

  it("filters the balances to the delinquent properties", async () => {
    const user = await renderAt("/billing");
    const balances = await screen.findByRole("table", { name: "Balances" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "delinquent");
    expect(within(balances).getAllByRole("row")).toHaveLength(2);
  });

  it("keeps an archived property's balance in the report, marked Archived, and shows those alone on request", async () => {
    const user = await renderAt("/billing");
    const balances = await screen.findByRole("table", { name: "Balances" });
    const archivedRow = (
      await within(balances).findByRole("link", { name: "302 Maple Grove Lane, 1" })
    ).closest("tr")!;
    expect(within(archivedRow).getByText("Archived")).toBeVisible();
    expect(within(archivedRow).getByText("Delinquent")).toBeVisible();
    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "archived");
    expect(within(balances).getAllByRole("row")).toHaveLength(2);
    expect(within(balances).getByText("$300.00")).toBeVisible();
  });

  it("keeps the dues and fees form, refusing amounts that are not amounts with the shared messages", async () => {
    const user = await renderAt("/billing");
    const form = await screen.findByRole("form", { name: "Dues and fees" });
    const monthlyFee = within(form).getByRole("textbox", { name: "Monthly fee" });
    expect(monthlyFee).toHaveValue("150.00");
    await user.clear(monthlyFee);
    await user.type(monthlyFee, "a lot");
    const grace = within(form).getByRole("textbox", { name: /Grace days/u });
    await user.clear(grace);
    await user.type(grace, "90");
    await user.click(within(form).getByRole("button", { name: "Save billing settings" }));
    expect(monthlyFee).toHaveAccessibleDescription(messages.monthlyFeeInvalid);
    expect(grace).toHaveAccessibleDescription(expect.stringContaining(messages.graceDaysInvalid));
    expect(monthlyFee).toHaveFocus();
  });

  it("tells a member that only administrators see billing", async () => {
    await renderAt("/billing", "member");
    expect(await screen.findByText("Only administrators see billing.")).toBeVisible();
  });
});

describe("PropertyBillingPage", () => {
  it("records a payment and shows the new balance in the ledger", async () => {
    const user = await renderAt("/billing/properties/p1");
    const table = await screen.findByRole("table", { name: "Ledger" });
    expect((await within(table).findAllByText("$150.00")).length).toBeGreaterThan(0);

    await user.click(screen.getByRole("button", { name: "Record payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Record payment" });
    // Online card payments are not available: the method starts at the first offline one.
    expect(within(dialog).getByText(ONLINE_PAYMENTS_NOTE)).toBeVisible();
    expect(within(dialog).getByRole("combobox", { name: "Method" })).toHaveValue("ach");
    await user.type(within(dialog).getByRole("textbox", { name: "Amount" }), "100");
    await user.click(within(dialog).getByRole("button", { name: "Record payment" }));

    expect(await screen.findByText("Payment of $100.00 recorded.")).toBeVisible();
    expect(requests).toEqual([
      {
        path: "payments",
        body: expect.objectContaining({ amount: "100", method: "ach", date: "2026-11-22" }),
      },
    ]);
    expect(await within(table).findByText("-$100.00")).toBeVisible();
    expect(within(table).getAllByText("$50.00").length).toBeGreaterThan(0);
  });

  it("sends one Idempotency-Key with every try of one payment, and a new one for the next", async () => {
    const keys: (string | null)[] = [];
    let failNext = true;
    const user = await renderAt("/billing/properties/p1");
    server.use(
      http.post(`*/api/orgs/${ORG}/billing/properties/p1/payments`, ({ request }) => {
        keys.push(request.headers.get("idempotency-key"));
        if (failNext) {
          failNext = false;
          return HttpResponse.json(
            { error: "The service is temporarily unavailable." },
            { status: 503 },
          );
        }
        return undefined;
      }),
    );
    await screen.findByRole("table", { name: "Ledger" });
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    let dialog = await screen.findByRole("dialog", { name: "Record payment" });
    await user.type(within(dialog).getByRole("textbox", { name: "Amount" }), "100");
    await user.click(within(dialog).getByRole("button", { name: "Record payment" }));
    expect(await screen.findByText("The service is temporarily unavailable.")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Record payment" }));
    expect(await screen.findByText("Payment of $100.00 recorded.")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Record payment" }));
    dialog = await screen.findByRole("dialog", { name: "Record payment" });
    await user.type(within(dialog).getByRole("textbox", { name: "Amount" }), "5");
    await user.click(within(dialog).getByRole("button", { name: "Record payment" }));
    expect(await screen.findByText("Payment of $5.00 recorded.")).toBeVisible();

    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/u);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("reverses an entry after asking", async () => {
    const user = await renderAt("/billing/properties/p1");
    await screen.findByRole("table", { name: "Ledger" });
    await user.click(
      await screen.findByRole("button", {
        name: "Reverse Monthly assessment 2026-11 of Nov 1, 2026",
      }),
    );
    const confirm = await screen.findByRole("alertdialog", {
      name: "Reverse Monthly assessment 2026-11?",
    });
    await user.click(within(confirm).getByRole("button", { name: "Reverse entry" }));
    expect(await screen.findByText("Entry reversed.")).toBeVisible();
    expect(requests).toEqual([{ path: "reversal/entry-1", body: null }]);
  });

  it("offers an archived property's payments and credits but no new charge, and says why", async () => {
    archived = true;
    await renderAt("/billing/properties/p1");
    expect(
      await screen.findByText(
        /This property is archived: it gets no new dues, charges or late fees/u,
      ),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Record payment" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Add credit" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add charge" })).toBeNull();
  });

  it("shows a fine like a charge, labelled Fine, in the ledger and on the statement", async () => {
    ledger.push(
      entry(2, {
        id: "fine-v1-1",
        kind: "fine",
        amountCents: 10000,
        balanceAfterCents: 25000,
        date: "2026-11-20",
        dueDate: "2026-11-20",
        period: null,
        memo: "Trash bins left out",
        createdBy: "Board Secretary",
      }),
    );
    const user = await renderAt("/billing/properties/p1");
    const table = await screen.findByRole("table", { name: "Ledger" });
    const row = (await within(table).findByText("Fine")).closest("tr")!;
    expect(within(row).getByText("Trash bins left out")).toBeVisible();
    expect(within(row).getByText("$100.00")).toBeVisible();
    expect(within(row).getByText("$250.00")).toBeVisible();
    expect(within(row).getByRole("button", { name: "Reverse Fine of Nov 20, 2026" })).toBeVisible();
    await user.click(screen.getByRole("link", { name: /statement/iu }));
    const statement = await screen.findByRole("table", { name: "Account activity" });
    expect(within(statement).getByText("Fine")).toBeVisible();
  });

  it("prints a statement with the amount due and every entry", async () => {
    await renderAt("/billing/properties/p1/statement");
    expect(
      await screen.findByRole("heading", { name: "Statement: 300 Maple Grove Lane, 1" }),
    ).toBeVisible();
    expect(await screen.findByRole("table", { name: "Account activity" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Print statement" })).toBeVisible();
  });

  it("addresses the statement to the owners at their mailing address, without the administrators' note", async () => {
    await renderAt("/billing/properties/p1/statement");
    const billTo = await screen.findByRole("region", { name: "Bill to" });
    expect(within(billTo).getByText("Ann Park and Zoe Park")).toBeVisible();
    expect(within(billTo).getByText("300 Maple Grove Lane, 1")).toBeVisible();
    // An administrator prints it for the household: the board's note about card payments stays out.
    await screen.findByRole("table", { name: "Account activity" });
    expect(screen.queryByText(ONLINE_PAYMENTS_NOTE)).toBeNull();
  });
});

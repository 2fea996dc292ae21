import { describe, expect, it } from "vitest";
import { apiMessages } from "../../src/http/messages.js";
import type { BillingReport, LedgerEntry } from "../../src/resources/billing/schemas.js";
import type { Property } from "../../src/resources/properties/schemas.js";
import { admin, callApi, createOrg, signUp } from "../support/stack.js";
import { organizationLedger } from "../support/ledger.js";
import { dataOf } from "../support/responses.js";

/** The demo organization the stack seeds, with its billing history. */
const DEMO_ORG = "maple-grove";

const sumOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

describe("billing through Hosting", () => {
  it("records parallel payments once each, reverses an entry once, and every balance is the sum of its ledger", async () => {
    const owner = await signUp();
    const orgId = dataOf<{ id: string }>(await createOrg(owner, { name: "Ledger HOA" })).id;
    const base = `/api/orgs/${orgId}`;
    const token = owner.idToken;
    const property = dataOf<Property>(
      await callApi(`${base}/properties`, {
        method: "POST",
        token,
        json: { address: "1 Ledger Way", unit: "1", type: "Condo" },
      }),
    );
    const account = `${base}/billing/properties/${property.id}`;
    dataOf(
      await callApi(`${account}/adjustments`, {
        method: "POST",
        token,
        json: { kind: "charge", amount: "150.00", date: "2026-11-01" },
      }),
    );

    const payments = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        callApi(`${account}/payments`, {
          method: "POST",
          token,
          json: { method: "ach", amount: `${10 + index}.25`, date: "2026-11-20" },
        }),
      ),
    );
    expect(payments.map((response) => response.status)).toEqual(Array(8).fill(201));
    const entries = payments.map((response) => dataOf<LedgerEntry>(response));
    // Each saw the one before it: eight different running balances, one per place in the ledger.
    expect(new Set(entries.map((entry) => entry.seq)).size).toBe(8);

    const reversals = await Promise.all(
      Array.from({ length: 8 }, () =>
        callApi(`${base}/billing/properties/${property.id}/ledger/${entries[0]!.id}/reversal`, {
          method: "POST",
          token,
          json: { memo: "Returned" },
        }),
      ),
    );
    expect(reversals.filter((response) => response.status === 201)).toHaveLength(1);
    for (const refused of reversals.filter((response) => response.status !== 201)) {
      expect(refused).toMatchObject({
        status: 409,
        body: { error: apiMessages.entryAlreadyReversed },
      });
    }

    const ledger = await organizationLedger(admin().firestore, orgId);
    const stored = (
      await admin().firestore.doc(`orgs/${orgId}/billingAccounts/${property.id}`).get()
    ).data();
    const total = sumOf(ledger.map((doc) => doc.get("amountCents") as number));
    expect(ledger).toHaveLength(1 + 8 + 1);
    expect(stored?.balanceCents).toBe(total);
    expect(total).toBe(15000 - sumOf(entries.slice(1).map((entry) => -entry.amountCents)));

    const report = dataOf<BillingReport>(await callApi(`${base}/billing/report`, { token }));
    expect(report.rows).toEqual([expect.objectContaining({ balanceCents: total })]);
  });

  it("gives the demo organization balances that equal its seeded ledger", async () => {
    const db = admin().firestore;
    const [ledger, accounts] = await Promise.all([
      organizationLedger(db, DEMO_ORG),
      db.collection(`orgs/${DEMO_ORG}/billingAccounts`).get(),
    ]);
    expect(ledger.length).toBeGreaterThan(0);
    const byProperty = new Map<string, number>();
    for (const entry of ledger) {
      const propertyId = entry.get("propertyId") as string;
      byProperty.set(
        propertyId,
        (byProperty.get(propertyId) ?? 0) + (entry.get("amountCents") as number),
      );
    }
    for (const account of accounts.docs) {
      expect(account.get("balanceCents"), account.id).toBe(byProperty.get(account.id) ?? 0);
    }
  });
});

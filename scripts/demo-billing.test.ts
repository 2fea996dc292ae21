import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestFirestore } from "../functions/test/support/test-firestore.js";
import { BILLING_HISTORY_MONTHS, seedBillingHistory } from "./demo-billing.js";
import { generateCommunity } from "./demo-community.js";
import { demoOrganization } from "./demo-data.js";
import { communityWrites, writeInBatches } from "./seed.js";
import { organizationLedger } from "../functions/test/support/ledger.js";

const now = new Date("2026-03-15T18:30:00.000Z");

describe("the demo community's billing history", () => {
  let db: Firestore;
  let stop: () => Promise<void>;
  const org = `orgs/${demoOrganization.id}`;

  beforeAll(async () => {
    ({ firestore: db, stop } = await startTestFirestore());
    const community = generateCommunity({ now, size: { properties: 12, residents: 20 } });
    await writeInBatches(db, communityWrites(db, community));
  });

  afterAll(() => stop?.());

  it("charges every property each month, records payments and late fees, and balances equal the ledger; a second seed adds nothing", async () => {
    const first = await seedBillingHistory(db, demoOrganization.id, now);
    expect(first.entries).toBeGreaterThan(0);
    const ledger = (await organizationLedger(db, demoOrganization.id)).map((doc) => doc.data());
    const properties = (await db.collection(`${org}/properties`).get()).docs.map((doc) => doc.id);
    // November to March: the history months and the current one, each due on the 1st.
    for (const propertyId of properties) {
      const own = ledger.filter((entry) => entry.propertyId === propertyId);
      expect(own.filter((entry) => entry.kind === "assessment")).toHaveLength(
        BILLING_HISTORY_MONTHS + 1,
      );
      const account = (await db.doc(`${org}/billingAccounts/${propertyId}`).get()).data();
      expect(account?.balanceCents).toBe(
        own.reduce((sum, entry) => sum + (entry.amountCents as number), 0),
      );
    }
    expect(ledger.some((entry) => entry.kind === "payment")).toBe(true);
    expect(ledger.some((entry) => entry.kind === "lateFee")).toBe(true);

    expect(await seedBillingHistory(db, demoOrganization.id, now)).toEqual({ entries: 0 });
    expect(await organizationLedger(db, demoOrganization.id)).toHaveLength(ledger.length);
  });
});

import { ROLES } from "@hoa/validation";
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataContext } from "../functions/src/platform/data-context.js";
import type { OrganizationAccess } from "../functions/src/platform/organization-access.js";
import { toBooking } from "../functions/src/resources/amenities/documents.js";
import { listOwnBookings } from "../functions/src/resources/amenities/store.js";
import { organizationLedger } from "../functions/test/support/ledger.js";
import { startTestFirestore } from "../functions/test/support/test-firestore.js";
import { seedBillingHistory } from "./demo-billing.js";
import { DEMO_AMENITIES, seedDemoAmenities } from "./demo-amenities.js";
import { generateCommunity } from "./demo-community.js";
import { demoResident } from "./demo-data.js";
import { communityWrites, writeInBatches } from "./seed.js";

describe("the demo amenities", () => {
  let db: Firestore;
  let stop: () => Promise<void>;
  const now = new Date("2026-11-22T18:30:00.000Z");
  const community = generateCommunity({ now, size: { properties: 24, residents: 48 } });
  const orgId = community.organization.id;
  const data = () => dataContext(db, 60_000, { now: () => now });

  beforeAll(async () => {
    ({ firestore: db, stop } = await startTestFirestore());
    await writeInBatches(db, communityWrites(db, community));
    await seedBillingHistory(db, orgId, now);
  });

  afterAll(() => stop?.());

  it("are added once, with bookings at every stage and their fees and deposits on the ledger", async () => {
    expect(await seedDemoAmenities(db, community, now)).toBe(DEMO_AMENITIES.length + 5);
    expect(await seedDemoAmenities(db, community, now)).toBe(0);

    const bookings = (await db.collection(`orgs/${orgId}/bookings`).get()).docs.map(toBooking);
    expect(bookings.map((booking) => booking.status).sort()).toEqual([
      "confirmed",
      "confirmed",
      "confirmed",
      "confirmed",
      "pending",
    ]);
    // Two clubhouse parties confirmed: a fee and a deposit each on their households' ledgers.
    const ledger = await organizationLedger(db, orgId);
    const memos = ledger.map((entry) => String(entry.get("memo")));
    expect(memos.filter((memo) => memo.startsWith("Clubhouse"))).toHaveLength(4);

    const resident: OrganizationAccess = {
      orgId,
      uid: demoResident.uid,
      email: demoResident.email,
      role: ROLES.resident,
      isAdmin: false,
      isResident: true,
    };
    const own = await listOwnBookings(data(), resident);
    expect(own.map((booking) => booking.amenity.name).sort()).toEqual([
      "Clubhouse",
      "Pool lap lanes",
    ]);
  });
});

import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestFirestore } from "../functions/test/support/test-firestore.js";
import { generateCommunity } from "./demo-community.js";
import { DEMO_EVENTS, seedDemoEvents } from "./demo-events.js";
import { communityWrites, writeInBatches } from "./seed.js";

describe("the demo events", () => {
  let db: Firestore;
  let stop: () => Promise<void>;
  const now = new Date("2026-11-22T18:30:00.000Z");
  const community = generateCommunity({ now });
  const orgId = community.organization.id;

  beforeAll(async () => {
    ({ firestore: db, stop } = await startTestFirestore());
    await writeInBatches(db, communityWrites(db, community));
  });

  afterAll(() => stop?.());

  it("are added once, in the organization's zone, with replies and a waiting list", async () => {
    expect(await seedDemoEvents(db, community, now)).toBe(DEMO_EVENTS.length);
    expect(await seedDemoEvents(db, community, now)).toBe(0);
    const stored = await db.collection(`orgs/${orgId}/events`).orderBy("startsAt").get();
    expect(stored.size).toBe(DEMO_EVENTS.length);
    const walk = stored.docs.find((doc) => doc.get("title") === "Holiday lights walk");
    expect(walk?.get("date")).toBe("2026-12-01");
    expect(walk?.get("goingSeats")).toBeLessThanOrEqual(8);
    expect(walk?.get("waitlistSeats")).toBeGreaterThan(0);
    const potluck = stored.docs.find((doc) => doc.get("title") === "Neighbourhood potluck");
    expect(potluck?.get("status")).toBe("cancelled");
  });
});

import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { FirestoreServer } from "@firestore-emulator/server";
import { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCommunity } from "./demo-community.js";
import { DEMO_EVENTS, seedDemoEvents } from "./demo-events.js";
import { communityWrites, writeInBatches } from "./seed.js";

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port assigned");
  return address.port;
}

describe("the demo events", () => {
  let server: FirestoreServer;
  let db: Firestore;
  const now = new Date("2026-11-22T18:30:00.000Z");
  const community = generateCommunity({ now });
  const orgId = community.organization.id;

  beforeAll(async () => {
    const port = await freePort();
    server = new FirestoreServer();
    await server.start(port);
    db = new Firestore({
      projectId: `demo-events-${randomUUID()}`,
      host: "127.0.0.1",
      port,
      ssl: false,
    });
    await writeInBatches(db, communityWrites(db, community));
  });

  afterAll(async () => {
    await db?.terminate();
    server?.stop();
  });

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

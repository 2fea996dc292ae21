import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestFirestore } from "../functions/test/support/test-firestore.js";
import { generateCommunity } from "./demo-community.js";
import { demoAdmin, demoResident } from "./demo-data.js";
import { DEMO_TICKETS, seedTicketCounter, ticketWrites } from "./demo-tickets.js";
import { writeInBatches } from "./seed.js";

describe("the demo tickets", () => {
  let db: Firestore;
  let stop: () => Promise<void>;
  const now = new Date("2026-03-15T18:30:00.000Z");
  const community = generateCommunity({ now });
  const orgId = community.organization.id;

  beforeAll(async () => {
    ({ firestore: db, stop } = await startTestFirestore());
  });

  afterAll(() => stop?.());

  it("are numbered from 1, each from a resident of the directory, the same on every run", async () => {
    const writes = ticketWrites(db, community, now);
    expect(ticketWrites(db, community, now).map((write) => write.data)).toEqual(
      writes.map((write) => write.data),
    );
    await writeInBatches(db, writes);
    const stored = await db.collection(`orgs/${orgId}/tickets`).orderBy("number").get();
    expect(stored.docs.map((doc) => [doc.id, doc.get("number"), doc.get("subject")])).toEqual(
      DEMO_TICKETS.map((ticket, index) => [`demo-ticket-${index + 1}`, index + 1, ticket.subject]),
    );
    const residentIds = new Set(community.residents.map((resident) => resident.id));
    for (const doc of stored.docs) {
      expect(residentIds.has(doc.get("from.residentId") as string)).toBe(true);
    }
  });

  it("holds one ticket filed by the portal's demo resident, the others entered by the admin", async () => {
    const stored = await db.collection(`orgs/${orgId}/tickets`).get();
    const theirs = stored.docs.filter((doc) => doc.get("createdBy.uid") === demoResident.uid);
    expect(theirs).toHaveLength(1);
    const linked = community.residents.find((r) => r.accountUid === demoResident.uid);
    expect(theirs[0]?.get("from")).toEqual({ residentId: linked?.id, name: linked?.name });
    expect(theirs[0]?.get("createdBy")).toEqual({ uid: demoResident.uid, name: linked?.name });
    expect(stored.docs.filter((doc) => doc.get("createdBy.uid") === demoAdmin.uid)).toHaveLength(
      DEMO_TICKETS.length - 1,
    );
  });

  it("keeps the ticket counter past them, and never moves it back when seeding again", async () => {
    const counter = db.doc(`orgs/${orgId}/counters/tickets`);
    await seedTicketCounter(db, orgId);
    expect((await counter.get()).get("last")).toBe(DEMO_TICKETS.length);
    await counter.set({ last: 42 });
    await seedTicketCounter(db, orgId);
    expect((await counter.get()).get("last")).toBe(42);
  });
});

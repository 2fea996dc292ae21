import { ROLES, localDateIn, DEFAULT_TIME_ZONE, daysBetween } from "@hoa/validation";
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataContext } from "../functions/src/platform/data-context.js";
import type { OrganizationAccess } from "../functions/src/platform/organization-access.js";
import { toArcRequestFor } from "../functions/src/resources/architectural-review/documents.js";
import { getArcSettings } from "../functions/src/resources/architectural-review/settings.js";
import {
  listModifications,
  listOwnArcRequests,
} from "../functions/src/resources/architectural-review/store.js";
import { startTestFirestore } from "../functions/test/support/test-firestore.js";
import { DEMO_ARC_REQUESTS, seedDemoArchitecturalReview } from "./demo-architectural-review.js";
import { generateCommunity } from "./demo-community.js";
import { demoMember, demoResident } from "./demo-data.js";
import { communityWrites, writeInBatches } from "./seed.js";

describe("the demo architectural review", () => {
  let db: Firestore;
  let stop: () => Promise<void>;
  const now = new Date("2026-11-22T18:30:00.000Z");
  const today = localDateIn(now, DEFAULT_TIME_ZONE);
  const community = generateCommunity({ now, size: { properties: 24, residents: 48 } });
  const orgId = community.organization.id;
  const data = () => dataContext(db, 60_000, { now: () => now });

  beforeAll(async () => {
    ({ firestore: db, stop } = await startTestFirestore());
    await writeInBatches(db, communityWrites(db, community));
  });

  afterAll(() => stop?.());

  it("is added once: its procedure and a request at every stage, votes secret where undecided", async () => {
    expect(await seedDemoArchitecturalReview(db, community, now)).toBe(DEMO_ARC_REQUESTS.length);
    expect(await seedDemoArchitecturalReview(db, community, now)).toBe(0);

    const settings = await getArcSettings(data(), orgId);
    expect(settings.committee.map((person) => person.name)).toEqual([
      "Morgan Member",
      "Hannah Schmidt",
      "Rafael Souza",
    ]);
    expect(settings).toMatchObject({ responseDays: 45, deadlineOutcome: "escalated" });

    const stored = await db
      .collection(`orgs/${orgId}/architecturalRequests`)
      .orderBy("number")
      .get();
    const requests = stored.docs.map(toArcRequestFor(demoMember.uid));
    expect(requests.map((request) => request.status)).toEqual([
      "approvedWithConditions",
      "denied",
      "returned",
      "underReview",
      "underReview",
    ]);
    // Undecided: the demo member (on the committee) may still vote, and sees one vote cast.
    for (const request of requests.slice(3)) {
      expect(request.review).toMatchObject({ cast: 1, canVote: true, mine: null, revealed: [] });
      expect(daysBetween(today, request.deadline!)).toBeGreaterThan(0);
    }
    expect(requests[0]!.decision!.conditions).toHaveLength(2);
    expect(requests[1]!.decision!.reasons).toHaveLength(2);

    // The approved fence is on its property's modification record.
    const record = await listModifications(data(), orgId, requests[0]!.propertyId);
    expect(record.map((modification) => modification.title)).toEqual([
      "Cedar fence along the back line",
    ]);

    // The demo resident sees their own request on the portal.
    const resident: OrganizationAccess = {
      orgId,
      uid: demoResident.uid,
      email: demoResident.email,
      role: ROLES.resident,
      isAdmin: false,
      isResident: true,
    };
    expect((await listOwnArcRequests(data(), resident)).map((request) => request.title)).toEqual([
      "Solar panels on the south roof",
    ]);
  });
});

import { ROLES, daysBetween, localDateIn, parseCents, DEFAULT_TIME_ZONE } from "@hoa/validation";
import { VIOLATION_STATUSES } from "@hoa/validation/violations";
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataContext } from "../functions/src/platform/data-context.js";
import type { OrganizationAccess } from "../functions/src/platform/organization-access.js";
import { getViolationSettings } from "../functions/src/resources/violation-settings/store.js";
import { toViolation } from "../functions/src/resources/violations/documents.js";
import {
  getOwnViolation,
  listOwnViolations,
} from "../functions/src/resources/violations/portal.js";
import { fineEntryId, getTimeline } from "../functions/src/resources/violations/store.js";
import { organizationLedger } from "../functions/test/support/ledger.js";
import { startTestFirestore } from "../functions/test/support/test-firestore.js";
import { seedBillingHistory } from "./demo-billing.js";
import { generateCommunity } from "./demo-community.js";
import { demoResident } from "./demo-data.js";
import {
  DEMO_VIOLATIONS,
  DEMO_VIOLATION_CATEGORIES,
  seedDemoViolations,
} from "./demo-violations.js";
import { communityWrites, writeInBatches } from "./seed.js";

describe("the demo violations", () => {
  let db: Firestore;
  let stop: () => Promise<void>;
  // 10:30 in Los Angeles: the hearing of the fined violation was last evening.
  const now = new Date("2026-11-22T18:30:00.000Z");
  const today = localDateIn(now, DEFAULT_TIME_ZONE);
  const community = generateCommunity({ now, size: { properties: 24, residents: 48 } });
  const orgId = community.organization.id;
  const data = () => dataContext(db, 60_000, { now: () => now });
  const resident: OrganizationAccess = {
    orgId,
    uid: demoResident.uid,
    email: demoResident.email,
    role: ROLES.resident,
    isAdmin: false,
    isResident: true,
  };

  beforeAll(async () => {
    ({ firestore: db, stop } = await startTestFirestore());
    await writeInBatches(db, communityWrites(db, community));
    await seedBillingHistory(db, orgId, now);
  });

  afterAll(() => stop?.());

  it("are added once, under California's rules, at every stage of due process", async () => {
    expect(await seedDemoViolations(db, community, now)).toBe(DEMO_VIOLATIONS.length);
    expect(await seedDemoViolations(db, community, now)).toBe(0);

    expect(await getViolationSettings(data(), orgId)).toMatchObject({
      ruleSet: "california",
      version: 1,
    });
    const categories = await db.collection(`orgs/${orgId}/violationCategories`).get();
    expect(categories.docs.map((doc) => doc.get("name")).sort()).toEqual(
      DEMO_VIOLATION_CATEGORIES.map((category) => category.name).sort(),
    );
    for (const category of categories.docs) {
      expect(category.get("rule")).toMatch(/^CC&R Article \d+, Section [\d.]+ \(.+\)$/u);
      expect(category.get("fineCents")).toBeGreaterThan(0);
      expect(category.get("fineCents")).toBeLessThanOrEqual(10_000);
    }

    const stored = await db.collection(`orgs/${orgId}/violations`).orderBy("number").get();
    const violations = stored.docs.map(toViolation);
    // Numbered in the order they were reported, as listed.
    expect(violations.map(({ number, category }) => `#${number} ${category.name}`)).toEqual(
      DEMO_VIOLATIONS.map((violation, index) => `#${index + 1} ${violation.category}`),
    );
    const reportedAt = violations.map((violation) => violation.createdAt);
    expect([...reportedAt].sort()).toEqual(reportedAt);
    expect(new Set(violations.map((violation) => violation.status))).toEqual(
      new Set(VIOLATION_STATUSES),
    );
    expect(violations.map((violation) => violation.outcome).sort()).toEqual(
      ["cured", "fined", "noAction", "withdrawn", null, null, null, null].sort(),
    );
    expect(violations.every((violation) => violation.ruleSet.id === "california")).toBe(true);
    expect(new Set(violations.map((violation) => violation.propertyId)).size).toBe(
      violations.length - 1,
    );

    // A cure period still running, and one past.
    const noticed = violations.filter((violation) => violation.status === "noticed");
    expect(
      noticed.some((violation) => violation.cureBy !== null && violation.cureBy >= today),
    ).toBe(true);
    expect(noticed.some((violation) => violation.cureBy !== null && violation.cureBy < today)).toBe(
      true,
    );

    // Every hearing noticed at least California's 10 days before it; the one pending still ahead.
    const heard = violations.filter((violation) => violation.hearing !== null);
    expect(heard.length).toBeGreaterThanOrEqual(3);
    for (const { hearing } of heard) {
      const noticedOn = localDateIn(new Date(hearing!.noticedAt), DEFAULT_TIME_ZONE);
      expect(daysBetween(noticedOn, hearing!.date)).toBeGreaterThanOrEqual(10);
    }
    const pending = violations.find((violation) => violation.status === "hearing");
    expect(new Date(pending!.hearing!.at).getTime()).toBeGreaterThan(now.getTime());

    // The letters are those the product wrote, recorded as delivered: none waits to be sent.
    for (const violation of violations) {
      const timeline = await getTimeline(data(), orgId, violation.id);
      expect(timeline[0]).toMatchObject({ step: "reported" });
      for (const entry of timeline.filter((step) => step.letter !== null)) {
        expect(entry.letter!.sentTo.length).toBeGreaterThan(0);
        expect(entry.letter!.title).toContain(violation.propertyLabel);
      }
    }
    const mail = await db
      .collection("mail")
      .where("kind", "==", "violationLetter")
      .where("orgId", "==", orgId)
      .get();
    expect(mail.size).toBeGreaterThan(0);
    expect(new Set(mail.docs.map((doc) => doc.get("delivery.state")))).toEqual(
      new Set(["SUCCESS"]),
    );
  });

  it("posts the fine to the property's ledger, whose balance still equals its entries", async () => {
    const [fined] = (
      await db.collection(`orgs/${orgId}/violations`).where("outcome", "==", "fined").get()
    ).docs.map(toViolation);
    expect(fined).toMatchObject({ status: "decided", fined: fined!.category.fine });
    const cents = parseCents(fined!.category.fine)!;
    expect(cents).toBeLessThanOrEqual(10_000);
    const own = (
      await db.collection(`orgs/${orgId}/billingAccounts/${fined!.propertyId}/ledger`).get()
    ).docs.map((doc) => ({
      id: doc.id,
      kind: doc.get("kind") as string,
      amountCents: doc.get("amountCents") as number,
      seq: doc.get("seq") as number,
      date: doc.get("date") as string,
    }));
    // Its history first, then the fine: the ledger's newest entry, dated today.
    expect(own.length).toBeGreaterThan(1);
    const newest = own.reduce((a, b) => (b.seq > a.seq ? b : a));
    expect(newest).toEqual({
      id: fineEntryId(fined!.id),
      kind: "fine",
      amountCents: cents,
      seq: own.length,
      date: today,
    });
    expect(own.every((entry) => entry.date <= today)).toBe(true);
    const account = await db.doc(`orgs/${orgId}/billingAccounts/${fined!.propertyId}`).get();
    expect(account.get("balanceCents")).toBe(
      own.reduce((sum, entry) => sum + entry.amountCents, 0),
    );
    // The organization's ledger, as billing's pages read it, holds it once.
    const fines = (await organizationLedger(db, orgId)).filter((doc) => doc.get("kind") === "fine");
    expect(fines.map((doc) => doc.id)).toEqual([fineEntryId(fined!.id)]);
    const steps = (await getTimeline(data(), orgId, fined!.id)).map((entry) => entry.step);
    expect(steps).toEqual([
      "reported",
      "courtesyNotice",
      "hearingNotice",
      "decision",
      "decisionNotice",
      "finePosted",
    ]);
  });

  it("gives the portal's demo resident an open violation with its courtesy notice, and a cured one with their reply", async () => {
    const own = await listOwnViolations(data(), resident);
    expect(new Set(own.map((violation) => violation.propertyId))).toEqual(
      new Set(["property-0001"]),
    );
    const open = own.find((violation) => violation.status !== "closed");
    expect(open).toMatchObject({ status: "noticed" });
    expect(open!.cureBy! >= today).toBe(true);
    const { timeline } = await getOwnViolation(data(), resident, open!.id);
    expect(timeline.find((entry) => entry.step === "courtesyNotice")?.letter?.title).toContain(
      "Courtesy notice",
    );

    const cured = own.find((violation) => violation.outcome === "cured");
    const told = await getOwnViolation(data(), resident, cured!.id);
    expect(told.timeline.map((entry) => entry.step)).toEqual([
      "reported",
      "courtesyNotice",
      "reply",
      "cured",
    ]);
    expect(told.timeline[2]).toMatchObject({ by: { uid: demoResident.uid } });
  });
});

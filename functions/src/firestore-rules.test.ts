import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import { collection, doc, getDoc, getDocs, setDoc, deleteDoc } from "firebase/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_FIRESTORE_HOST } from "../test/support/test-firestore.js";

/**
 * `firestore.rules` on the official emulator: the browser never reads or writes Firestore (every
 * request goes through the API), so a client SDK is refused every document the API stores, signed
 * in or not, even the caller's own roles record and an organization it administers.
 */
const rules = readFileSync(new URL("../../firestore.rules", import.meta.url), "utf8");

/** Every collection the API stores documents in (the data model in docs/architecture.md). */
const COLLECTIONS = [
  "orgs",
  "users/admin-1/roles",
  "users/admin-1/devices",
  "orgs/org-1/members",
  "orgs/org-1/properties",
  "orgs/org-1/residents",
  "orgs/org-1/uniqueKeys",
  "orgs/org-1/audit",
  "orgs/org-1/announcements",
  "orgs/org-1/announcements/a-1/reads",
  "orgs/org-1/events",
  "orgs/org-1/events/e-1/rsvps",
  "orgs/org-1/tickets",
  "orgs/org-1/tickets/t-1/comments",
  "orgs/org-1/counters",
  "orgs/org-1/billing",
  "orgs/org-1/billingAccounts",
  "orgs/org-1/billingMonths",
  "orgs/org-1/billingAccounts/property-1/ledger",
  "orgs/org-1/documents",
  "orgs/org-1/documentFiles",
  "orgs/org-1/albums",
  "orgs/org-1/albums/al-1/items",
  "orgs/org-1/invitations",
  "orgs/org-1/communications",
  "invitationTokens",
  "calendarFeeds",
  "downloadLinks",
  "mediaUploads",
  "mail",
  "jobs",
];

let environment: RulesTestEnvironment;

beforeAll(async () => {
  const [host, port] = (process.env[TEST_FIRESTORE_HOST] ?? "").split(":");
  environment = await initializeTestEnvironment({
    projectId: `demo-rules-${randomUUID()}`,
    firestore: { host, port: Number(port), rules },
  });
  // Documents as the API leaves them, written past the rules.
  await environment.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const path of COLLECTIONS) await setDoc(doc(collection(db, path), "existing"), { a: 1 });
    await setDoc(doc(db, "users/admin-1/roles/roles"), {
      orgId: "org-1",
      role: "admin",
      permissions: ["admin"],
    });
  });
});

afterAll(() => environment?.cleanup());

describe("firestore.rules", () => {
  it("allows nothing anywhere", () => {
    expect(rules).toMatch(/allow read, write: if false;/u);
    expect(rules).not.toMatch(/if true|allow [a-z, ]+;/u);
  });

  for (const [who, context] of [
    ["an administrator of the organization", () => environment.authenticatedContext("admin-1")],
    ["a visitor who is not signed in", () => environment.unauthenticatedContext()],
  ] as const) {
    it(`refuses ${who} every read and write of every collection the API uses`, async () => {
      const db = context().firestore();
      for (const path of COLLECTIONS) {
        await assertFails(getDoc(doc(db, path, "existing")));
        await assertFails(getDocs(collection(db, path)));
        await assertFails(setDoc(doc(db, path, "new"), { a: 1 }));
        await assertFails(setDoc(doc(db, path, "existing"), { a: 2 }));
        await assertFails(deleteDoc(doc(db, path, "existing")));
      }
      await assertFails(getDoc(doc(db, "users/admin-1/roles/roles")));
    });
  }
});

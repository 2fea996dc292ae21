import { createHash } from "node:crypto";
import {
  emailKey,
  propertyKey,
  propertyKeywords,
  residentKeywords,
  residentMemberKeywords,
  residentNameKey,
  searchKey,
} from "@hoa/validation";
import { Firestore, Timestamp, type DocumentReference } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestFirestore } from "../functions/test/support/test-firestore.js";
import { generateCommunity } from "./demo-community.js";
import {
  demoAdmin,
  demoMember,
  demoNewUser,
  demoOrganization,
  demoResident,
  ports,
} from "./demo-data.js";
import {
  BATCH_SIZE,
  BULK_ID_PREFIX,
  bulkWrites,
  communityWrites,
  demoAccounts,
  writeInBatches,
  type SeedWrite,
} from "./seed.js";

const now = new Date("2026-03-15T18:30:00.000Z");
const community = generateCommunity({ now });

describe("writeInBatches", () => {
  it(`commits at most ${BATCH_SIZE} writes per batch, a few batches at a time`, async () => {
    const batches: number[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const fakeDb = {
      batch() {
        let size = 0;
        const batch = {
          set: () => ((size += 1), batch),
          delete: () => ((size += 1), batch),
          commit: async () => {
            inFlight += 1;
            mostInFlight = Math.max(mostInFlight, inFlight);
            await new Promise((resolve) => setTimeout(resolve, 5));
            inFlight -= 1;
            batches.push(size);
          },
        };
        return batch;
      },
    } as unknown as Firestore;
    const writes: SeedWrite[] = Array.from({ length: 2 * BATCH_SIZE + 201 }, (_, i) => ({
      ref: {} as DocumentReference,
      data: i % 10 === 0 ? null : { i },
    }));

    await expect(writeInBatches(fakeDb, writes, { concurrency: 2 })).resolves.toBe(writes.length);

    expect(batches.sort((a, b) => b - a)).toEqual([BATCH_SIZE, BATCH_SIZE, 201]);
    expect(mostInFlight).toBe(2);
  });
});

describe("bulkWrites", () => {
  it("writes only properties and residents with their claims, apart from the demo's and off the board", async () => {
    const db = new Firestore({ projectId: "demo-offline", host: "127.0.0.1", port: 1, ssl: false });
    const bulk = generateCommunity({
      now,
      size: { properties: 300, residents: 700 },
      idPrefix: BULK_ID_PREFIX,
    });
    const writes = bulkWrites(db, bulk);
    // Every property claims its address and unit, every resident their email.
    expect(writes).toHaveLength(2000);
    const demoClaims = new Set(
      communityWrites(db, community)
        .filter(({ ref }) => ref.parent.id === "uniqueKeys")
        .map(({ ref }) => ref.path),
    );
    for (const { ref, data } of writes) {
      if (ref.parent.id === "uniqueKeys") {
        expect(ref.path).toMatch(/^orgs\/maple-grove\/uniqueKeys\/(property|email)-[0-9a-f]{64}$/);
        expect(data?.resourceId).toMatch(/^bulk-/);
        expect(demoClaims.has(ref.path)).toBe(false);
        continue;
      }
      expect(ref.path).toMatch(/^orgs\/maple-grove\/(properties|residents)\/bulk-/);
      if (ref.parent.id === "residents") expect(data?.boardMember).toBe(false);
    }
    await db.terminate();
  });
});

describe("demoAccounts", () => {
  it("creates every member and the new user, with the demo passwords only", () => {
    const accounts = demoAccounts(community);
    expect(accounts.map((account) => account.uid).sort()).toEqual(
      [...community.members.map((member) => member.uid), demoNewUser.uid].sort(),
    );
    expect(accounts.find((a) => a.uid === demoAdmin.uid)?.password).toBe(demoAdmin.password);
    expect(accounts.find((a) => a.uid === demoMember.uid)?.password).toBe(demoMember.password);
    expect(accounts.find((a) => a.uid === demoNewUser.uid)?.password).toBe(demoNewUser.password);
    expect(accounts.find((a) => a.uid === demoResident.uid)).toMatchObject({
      email: demoResident.email,
      password: demoResident.password,
    });
    expect(accounts.filter((a) => a.password === undefined).length).toBe(
      community.members.length - 3,
    );
  });
});

describe("seeding the demo community into Firestore", () => {
  let db: Firestore;
  let stop: () => Promise<void>;
  const org = `orgs/${demoOrganization.id}`;

  beforeAll(async () => {
    let host: string;
    ({ firestore: db, host, stop } = await startTestFirestore());
    expect(Object.values(ports)).not.toContain(Number(host.split(":")[1]));
  });

  afterAll(() => stop?.());

  const count = async (path: string) => (await db.collection(path).count().get()).data().count;

  it("writes every document, and writing again changes no count", async () => {
    await db
      .doc(`users/${demoNewUser.uid}/roles/roles`)
      .set({ orgId: "x", role: "admin", permissions: [] });
    const writes = communityWrites(db, community);
    const started = performance.now();
    await writeInBatches(db, writes);
    const firstRun = performance.now() - started;
    await writeInBatches(db, communityWrites(db, community));

    expect(await count(`${org}/properties`)).toBe(community.properties.length);
    expect(await count(`${org}/residents`)).toBe(community.residents.length);
    expect(await count(`${org}/members`)).toBe(community.members.length);
    expect(await count(`${org}/audit`)).toBe(community.audit.length);
    expect(await count(`${org}/uniqueKeys`)).toBe(
      community.properties.length + community.residents.filter((r) => r.email !== "").length,
    );
    expect((await db.doc(`users/${demoNewUser.uid}/roles/roles`).get()).exists).toBe(false);
    console.info(
      `seeded ${writes.length} documents in ${Math.round(firstRun)} ms (the test run's Firestore emulator)`,
    );
  });

  it("stores the organization and the members' roles records", async () => {
    const organization = (await db.doc(org).get()).data();
    expect(organization).toEqual({
      name: demoOrganization.name,
      description: demoOrganization.description,
      createdBy: demoAdmin.uid,
      version: 1,
      createdAt: Timestamp.fromDate(community.organization.createdAt),
      updatedAt: Timestamp.fromDate(community.organization.updatedAt),
    });
    expect((await db.doc(`users/${demoAdmin.uid}/roles/roles`).get()).data()).toEqual({
      orgId: demoOrganization.id,
      role: "admin",
      permissions: ["admin"],
    });
    expect((await db.doc(`users/${demoMember.uid}/roles/roles`).get()).data()).toEqual({
      orgId: demoOrganization.id,
      role: "member",
      permissions: [],
    });
    expect((await db.doc(`users/${demoResident.uid}/roles/roles`).get()).data()).toEqual({
      orgId: demoOrganization.id,
      role: "resident",
      permissions: [],
    });
  });

  it("links the portal's demo resident by uid on both sides, as the API does", async () => {
    const linked = community.residents.find((r) => r.accountUid === demoResident.uid);
    if (!linked) throw new Error("no resident is linked to the demo resident");
    expect((await db.doc(`${org}/residents/${linked.id}`).get()).get("accountUid")).toBe(
      demoResident.uid,
    );
    expect((await db.doc(`${org}/members/${demoResident.uid}`).get()).data()).toMatchObject({
      role: "resident",
      residentIds: [linked.id],
    });
    const withAccount = await db
      .collection(`${org}/residents`)
      .where("accountUid", "!=", null)
      .get();
    expect(withAccount.docs.map((doc) => doc.id)).toEqual([linked.id]);
  });

  it("stores each kind of item in the shape the API reads", async () => {
    const resident = community.residents.find((r) => r.name === "Zoë Müller");
    if (!resident) throw new Error("Zoë Müller is not in the community");
    const stored = (await db.doc(`${org}/residents/${resident.id}`).get()).data();
    expect(stored).toMatchObject({
      name: resident.name,
      email: resident.email,
      phone: resident.phone,
      propertyId: resident.propertyId,
      address: resident.address,
      unit: resident.unit,
      relationship: resident.relationship,
      boardMember: resident.boardMember,
      status: resident.status,
      privacy: resident.privacy,
      nameKey: residentNameKey(resident),
      version: 1,
      createdAt: Timestamp.fromDate(resident.createdAt),
      updatedAt: Timestamp.fromDate(resident.updatedAt),
    });
    expect(stored?.keywords).toEqual(
      expect.arrayContaining(["zoe", "muller", resident.phone.slice(1), resident.phone.slice(2)]),
    );

    const property = community.properties[0];
    expect(
      Object.keys((await db.doc(`${org}/properties/${property?.id}`).get()).data() ?? {}).sort(),
    ).toEqual([
      "address",
      "createdAt",
      "keywords",
      "keywordsSet",
      "residentCount",
      "status",
      "type",
      "unit",
      "updatedAt",
      "version",
    ]);
    expect(
      Object.keys((await db.doc(`${org}/members/${demoMember.uid}`).get()).data() ?? {}).sort(),
    ).toEqual([
      "createdAt",
      "displayName",
      "email",
      "joinedAt",
      "keywords",
      "keywordsSet",
      "permissions",
      "role",
      "uid",
      "updatedAt",
      "version",
    ]);
    const entry = community.audit.find((e) => e.resource === "members");
    if (!entry) throw new Error("no audit entry about a member");
    const { id, at, ...fields } = entry;
    expect((await db.doc(`${org}/audit/${id}`).get()).data()).toEqual({
      ...fields,
      at: Timestamp.fromDate(at),
    });
  });

  it("holds the API's rules: occupancy, the copy of each resident's place, and one claim per address and unit and per email", async () => {
    const claimId = (kind: string, key: string) =>
      `${kind}-${createHash("sha256").update(key, "utf8").digest("hex")}`;
    const [properties, residents, claims] = await Promise.all(
      ["properties", "residents", "uniqueKeys"].map(
        async (name) =>
          new Map((await db.collection(`${org}/${name}`).get()).docs.map((d) => [d.id, d.data()])),
      ),
    );
    const living = new Map<string, number>();
    for (const [id, resident] of residents ?? []) {
      const property = properties?.get(resident.propertyId as string);
      expect(property, `the property of ${id}`).toBeDefined();
      expect({ address: resident.address, unit: resident.unit }).toEqual({
        address: property?.address,
        unit: property?.unit,
      });
      living.set(
        resident.propertyId as string,
        (living.get(resident.propertyId as string) ?? 0) + 1,
      );
      expect(resident.keywords).toEqual(
        residentKeywords(resident as Parameters<typeof residentKeywords>[0]),
      );
      expect(resident.memberKeywords).toEqual(
        residentMemberKeywords(resident as Parameters<typeof residentMemberKeywords>[0]),
      );
      const key = emailKey(resident.email as string);
      expect(claims?.get(claimId("email", key))).toEqual({ kind: "email", key, resourceId: id });
    }
    for (const [id, property] of properties ?? []) {
      const count = living.get(id) ?? 0;
      expect(property).toMatchObject({
        residentCount: count,
        status: count > 0 ? "Occupied" : "Vacant",
      });
      expect(property.keywords).toEqual(
        propertyKeywords(property as Parameters<typeof propertyKeywords>[0]),
      );
      const key = propertyKey(property as Parameters<typeof propertyKey>[0]);
      expect(claims?.get(claimId("property", key))).toEqual({
        kind: "property",
        key,
        resourceId: id,
      });
    }
    // One claim per item: no two properties share an address and unit, no two residents an email.
    expect(claims?.size).toBe((properties?.size ?? 0) + (residents?.size ?? 0));
  });

  it("finds residents by any word's prefix, without accents, through their keywords", async () => {
    const found = async (query: string) =>
      (
        await db
          .collection(`${org}/residents`)
          .where("keywords", "array-contains", searchKey(query))
          .get()
      ).docs.map((doc) => doc.get("name") as string);
    expect(await found("ZOE MU")).toContain("Zoë Müller");
    expect(await found("alvarez")).toContain("José Álvarez");
    expect(await found("anais")).toContain("Anaïs Dubois");
  });
});

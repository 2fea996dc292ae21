import { AUDITED_FIELDS, PROPERTY_TYPES, ROLES, propertyLabel } from "@hoa/validation";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_COMMUNITY_SIZE,
  generateCommunity,
  type DemoAuditEntry,
  type JsonValue,
} from "./demo-community.js";
import { demoAdmin, demoMember, demoNewUser, demoOrganization, demoResident } from "./demo-data.js";
import { FEATURED_NAMES } from "./demo-households.js";

const now = new Date("2026-03-15T18:30:00.000Z");
const community = generateCommunity({ now });
const { properties, residents, members, audit, organization } = community;

const E164_FICTIONAL = /^\+1[2-9]\d{2}55501\d{2}$/;
const RESERVED_EMAIL = /^[a-z0-9.+_-]+@(?:[a-z0-9-]+\.)*example\.(?:com|org|net)$/;

const residentsOf = (propertyId: string) => residents.filter((r) => r.propertyId === propertyId);
const withoutDates = <T extends object>(items: readonly T[]) =>
  items.map((item) =>
    Object.fromEntries(Object.entries(item).filter(([, value]) => !(value instanceof Date))),
  );
const keyOf = (entry: Pick<DemoAuditEntry, "resource" | "resourceId">) =>
  `${entry.resource}/${entry.resourceId}`;
const phonesIn = (entry: DemoAuditEntry) =>
  entry.changes
    .filter((change) => change.field === "phone")
    .flatMap((change) => [change.before, change.after])
    .filter((phone) => phone !== null);

describe("generateCommunity", () => {
  it("gives the same community for the same clock", () => {
    expect(generateCommunity({ now: new Date(now) })).toEqual(community);
  });

  it("moves only the dates when the clock moves", () => {
    const later = generateCommunity({
      now: new Date(now.getTime() + 40 * 86_400_000 + 7 * 3_600_000),
    });
    expect(withoutDates(later.properties)).toEqual(withoutDates(properties));
    expect(withoutDates(later.residents)).toEqual(withoutDates(residents));
    expect(withoutDates(later.members)).toEqual(withoutDates(members));
    const content = (entries: readonly DemoAuditEntry[]) =>
      entries
        .map(({ action, resource, resourceId, label, changes }) =>
          JSON.stringify({ action, resource, resourceId, label, changes }),
        )
        .sort();
    expect(content(later.audit)).toEqual(content(audit));
  });

  it("dates everything before the clock", () => {
    const dates = [
      organization.createdAt,
      organization.updatedAt,
      ...properties.flatMap((p) => [p.createdAt, p.updatedAt]),
      ...residents.flatMap((r) => [r.createdAt, r.updatedAt]),
      ...members.flatMap((m) => [m.joinedAt, m.updatedAt]),
      ...audit.map((entry) => entry.at),
    ];
    for (const date of dates) expect(date.getTime()).toBeLessThan(now.getTime());
  });

  it("lays out the default size: 120 properties of every type, 250 residents", () => {
    expect(properties).toHaveLength(DEFAULT_COMMUNITY_SIZE.properties);
    expect(residents).toHaveLength(DEFAULT_COMMUNITY_SIZE.residents);
    expect(new Set(properties.map((p) => p.type))).toEqual(new Set(PROPERTY_TYPES));
    expect(new Set(properties.map((p) => p.id)).size).toBe(properties.length);
    expect(new Set(residents.map((r) => r.id)).size).toBe(residents.length);
    expect(new Set(properties.map(propertyLabel)).size).toBe(properties.length);
  });

  it("gives houses their house number as unit and flats a floor and a letter", () => {
    for (const property of properties) {
      if (property.type === "Condo" || property.type === "Apartment") {
        expect(property.unit).toMatch(/^[1-9][A-F]$/);
        expect(propertyLabel(property)).toBe(`${property.address}, ${property.unit}`);
      } else {
        expect(property.unit).toMatch(/^[1-9]\d*$/);
        expect(property.address.startsWith(`${property.unit} `)).toBe(true);
        expect(propertyLabel(property)).toBe(property.address);
      }
    }
  });

  it("houses 0 to 4 people per property, a dozen or so properties vacant", () => {
    for (const property of properties)
      expect(residentsOf(property.id).length).toBeLessThanOrEqual(4);
    const vacant = properties.filter((p) => p.status === "Vacant").length;
    expect(vacant).toBeGreaterThanOrEqual(8);
    expect(vacant).toBeLessThanOrEqual(16);
  });

  it("marks a property Occupied exactly when someone lives there, and counts them", () => {
    for (const property of properties) {
      const living = residentsOf(property.id).length;
      expect(property.residentCount).toBe(living);
      expect(property.status).toBe(living > 0 ? "Occupied" : "Vacant");
    }
  });

  it("places every resident in an existing property, with its address and unit", () => {
    const byId = new Map(properties.map((p) => [p.id, p]));
    for (const resident of residents) {
      expect(byId.get(resident.propertyId)?.unit).toBe(resident.unit);
      expect(byId.get(resident.propertyId)?.address).toBe(resident.address);
    }
  });

  it("gives every resident a unique lower-case address on a reserved domain", () => {
    const emails = residents.map((r) => r.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toMatch(RESERVED_EMAIL);
  });

  it("writes every phone number, current or past, in E.164 in the fictional 555-01XX range", () => {
    for (const resident of residents) expect(resident.phone).toMatch(E164_FICTIONAL);
    const past = audit.flatMap(phonesIn);
    expect(past.length).toBeGreaterThan(0);
    for (const phone of past) expect(phone).toMatch(E164_FICTIONAL);
  });

  it("has owners, tenants and others, mostly active, a few pending or private", () => {
    const count = (predicate: (r: (typeof residents)[number]) => boolean) =>
      residents.filter(predicate).length;
    expect(count((r) => r.relationship === "Owner")).toBeGreaterThan(60);
    expect(count((r) => r.relationship === "Tenant")).toBeGreaterThan(20);
    expect(count((r) => r.relationship === "Other")).toBeGreaterThan(20);
    expect(count((r) => r.status === "Active")).toBeGreaterThan(residents.length * 0.8);
    expect(count((r) => r.status === "Pending")).toBeGreaterThan(0);
    expect(count((r) => r.privacy.hideEmail || r.privacy.hidePhone)).toBeGreaterThan(0);
  });

  it("has five to seven active owners on the board", () => {
    const board = residents.filter((r) => r.boardMember);
    expect(board.length).toBeGreaterThanOrEqual(5);
    expect(board.length).toBeLessThanOrEqual(7);
    for (const member of board)
      expect(member).toMatchObject({ relationship: "Owner", status: "Active" });
  });

  it("includes accented names, for accent-insensitive search", () => {
    const names = residents.map((r) => r.name);
    for (const name of FEATURED_NAMES) expect(names).toContain(name);
  });

  it("has the demo admin, a second admin and members, never the new user", () => {
    expect(members.find((m) => m.uid === demoAdmin.uid)).toMatchObject({
      email: demoAdmin.email,
      role: ROLES.admin,
      permissions: ["admin"],
    });
    expect(members.find((m) => m.uid === demoMember.uid)).toMatchObject({
      email: demoMember.email,
      displayName: demoMember.displayName,
      role: ROLES.member,
      permissions: [],
    });
    expect(members.filter((m) => m.role === ROLES.admin)).toHaveLength(2);
    expect(members.filter((m) => m.role === ROLES.member).length).toBeGreaterThanOrEqual(3);
    expect(members.map((m) => m.uid)).not.toContain(demoNewUser.uid);
  });

  it("has the portal's demo resident: a resident member linked by uid to one resident, both ways", () => {
    const member = members.find((m) => m.uid === demoResident.uid);
    const linked = residents.filter((r) => r.accountUid !== null);
    expect(linked.map((r) => r.accountUid)).toEqual([demoResident.uid]);
    expect(member).toMatchObject({
      email: demoResident.email,
      displayName: linked[0]?.name,
      role: ROLES.resident,
      permissions: [],
      residentIds: [linked[0]?.id],
    });
    expect(linked[0]).toMatchObject({ status: "Active", boardMember: false });
    expect(properties.find((p) => p.id === linked[0]?.propertyId)?.status).toBe("Occupied");
    for (const other of members.filter((m) => m.uid !== demoResident.uid)) {
      expect(other.residentIds).toEqual([]);
    }
  });
});

describe("generateCommunity's audit trail", () => {
  const current = new Map<string, Record<string, JsonValue>>([
    // The demo's properties carry no percentage interest: its audit trail says none.
    ...properties.map((p) => [`properties/${p.id}`, { ...p, percentageInterest: null }] as const),
    ...residents.map((r) => [`residents/${r.id}`, { ...r }] as const),
    ...members.map((m) => [`members/${m.uid}`, { ...m }] as const),
    [
      `organization/${organization.id}`,
      { name: organization.name, description: organization.description },
    ],
  ] as [string, Record<string, JsonValue>][]);
  const deletedKeys = new Set(audit.filter((e) => e.action === "delete").map(keyOf));

  it("holds about 60 entries of the past months, in time order, with unique ids", () => {
    expect(audit.length).toBeGreaterThanOrEqual(50);
    expect(audit.length).toBeLessThanOrEqual(70);
    const times = audit.map((entry) => entry.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(now.getTime() - 200 * 86_400_000);
    expect(new Set(audit.map((entry) => entry.id)).size).toBe(audit.length);
    expect(audit.map((entry) => entry.id)).toEqual([...audit.map((entry) => entry.id)].sort());
    expect(new Set(audit.map((entry) => entry.action))).toEqual(
      new Set(["create", "update", "delete"]),
    );
    expect(new Set(audit.map((entry) => entry.resource))).toEqual(
      new Set(["properties", "residents", "members", "organization"]),
    );
  });

  it("is written by administrators, each only once they were one", () => {
    const admins = new Map(members.filter((m) => m.role === ROLES.admin).map((m) => [m.uid, m]));
    for (const entry of audit) {
      const admin = admins.get(entry.actor.uid);
      expect(admin).toBeDefined();
      expect(entry.actor).toEqual({
        uid: admin?.uid,
        displayName: admin?.displayName,
        email: admin?.email,
      });
      expect(entry.at.getTime()).toBeGreaterThanOrEqual(admin?.joinedAt.getTime() ?? Infinity);
    }
  });

  it("speaks of items that exist, or of deleted ones after which nothing happens to them", () => {
    const seen = new Set<string>();
    for (const entry of [...audit].reverse()) {
      const key = keyOf(entry);
      if (entry.action === "delete") {
        expect(current.has(key)).toBe(false);
        expect(seen.has(key)).toBe(false);
      } else if (!deletedKeys.has(key)) {
        expect(current.has(key)).toBe(true);
      }
      seen.add(key);
    }
    expect(deletedKeys.size).toBeGreaterThan(0);
  });

  it("lists changes that follow one another and end at the items as they are now", () => {
    const known = new Map<string, Record<string, JsonValue>>();
    for (const entry of audit) {
      const key = keyOf(entry);
      const fields: readonly string[] = AUDITED_FIELDS[entry.resource];
      expect(entry.changes.length).toBeGreaterThan(0);
      for (const change of entry.changes) expect(fields).toContain(change.field);
      if (entry.action === "create") {
        expect(known.has(key)).toBe(false);
        expect(entry.changes.map((c) => c.field)).toEqual(fields);
        for (const change of entry.changes) expect(change.before).toBeNull();
      }
      if (entry.action === "delete") {
        expect(entry.changes.map((c) => c.field)).toEqual(fields);
        for (const change of entry.changes) expect(change.after).toBeNull();
      }
      if (entry.action === "update") {
        for (const change of entry.changes) expect(change.before).not.toEqual(change.after);
      }
      const state = known.get(key) ?? {};
      for (const change of entry.changes) {
        if (change.field in state) expect(change.before).toEqual(state[change.field]);
        state[change.field] = change.after;
      }
      known.set(key, state);
    }
    for (const [key, state] of known) {
      if (!deletedKeys.has(key)) expect(current.get(key)).toMatchObject(state);
    }
  });

  it("labels items with their names", () => {
    const labels = new Map<string, string>([
      ...properties.map((p) => [`properties/${p.id}`, propertyLabel(p)] as const),
      ...residents.map((r) => [`residents/${r.id}`, r.name] as const),
      ...members.map((m) => [`members/${m.uid}`, m.displayName] as const),
      [`organization/${demoOrganization.id}`, demoOrganization.name],
    ]);
    for (const entry of audit) {
      if (!deletedKeys.has(keyOf(entry))) expect(entry.label).toBe(labels.get(keyOf(entry)));
    }
  });

  it("dates items created or changed then by their entries", () => {
    const items = [
      ...properties.map((p) => ({
        key: `properties/${p.id}`,
        createdAt: p.createdAt,
        updatedAt: p.updatedAt,
      })),
      ...residents.map((r) => ({
        key: `residents/${r.id}`,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      })),
      ...members.map((m) => ({
        key: `members/${m.uid}`,
        createdAt: m.joinedAt,
        updatedAt: m.updatedAt,
      })),
    ];
    for (const { key, createdAt, updatedAt } of items) {
      const entries = audit.filter((entry) => keyOf(entry) === key);
      const created = entries.find((entry) => entry.action === "create");
      if (created) expect(createdAt).toEqual(created.at);
      else expect(createdAt.getTime()).toBeLessThan(audit[0]?.at.getTime() ?? 0);
      expect(updatedAt).toEqual(entries.at(-1)?.at ?? createdAt);
    }
  });

  it("keeps homes' status in step with people moving in and out", () => {
    const statusChanges = (propertyId: string) =>
      audit.filter(
        (entry) =>
          keyOf(entry) === `properties/${propertyId}` &&
          entry.changes.some((change) => change.field === "status"),
      );
    for (const departure of audit.filter(
      (e) => e.action === "delete" && e.resource === "residents",
    )) {
      const propertyId = departure.changes.find((c) => c.field === "propertyId")?.before as string;
      expect(properties.find((p) => p.id === propertyId)?.status).toBe("Vacant");
      const marked = statusChanges(propertyId).at(-1);
      expect(marked?.changes).toContainEqual({
        field: "status",
        before: "Occupied",
        after: "Vacant",
      });
      expect(marked?.at.getTime()).toBeGreaterThan(departure.at.getTime());
    }
    for (const property of properties) {
      const arrivals = audit.filter(
        (e) =>
          e.action === "create" &&
          e.resource === "residents" &&
          e.changes.some((c) => c.field === "propertyId" && c.after === property.id),
      );
      const everyoneArrived =
        arrivals.length > 0 && arrivals.length === residentsOf(property.id).length;
      const movedIn = statusChanges(property.id).find((entry) =>
        entry.changes.some(
          (c) => c.field === "status" && c.before === "Vacant" && c.after === "Occupied",
        ),
      );
      expect(Boolean(movedIn)).toBe(everyoneArrived);
      if (movedIn)
        expect(movedIn.at.getTime()).toBeGreaterThan(arrivals[0]?.at.getTime() ?? Infinity);
    }
  });
});

describe("generateCommunity with a size and an id prefix (bulk data)", () => {
  const bulk = generateCommunity({
    now,
    size: { properties: 2000, residents: 5000 },
    idPrefix: "bulk-",
  });

  it("has the size asked for, with the same rules", () => {
    expect(bulk.properties).toHaveLength(2000);
    expect(bulk.residents).toHaveLength(5000);
    const counts = new Map<string, number>();
    for (const r of bulk.residents) counts.set(r.propertyId, (counts.get(r.propertyId) ?? 0) + 1);
    for (const property of bulk.properties) {
      const living = counts.get(property.id) ?? 0;
      expect(living).toBeLessThanOrEqual(4);
      expect(property.status).toBe(living > 0 ? "Occupied" : "Vacant");
    }
    for (const resident of bulk.residents) expect(resident.phone).toMatch(E164_FICTIONAL);
  });

  it("never reuses an id, e-mail address or address of the normal community", () => {
    for (const item of [...bulk.properties, ...bulk.residents]) expect(item.id).toMatch(/^bulk-/);
    const emails = new Set(residents.map((r) => r.email));
    const bulkEmails = bulk.residents.map((r) => r.email);
    expect(new Set(bulkEmails).size).toBe(bulkEmails.length);
    for (const email of bulkEmails) {
      expect(email).toMatch(RESERVED_EMAIL);
      expect(emails.has(email)).toBe(false);
    }
    const labels = new Set(properties.map(propertyLabel));
    const bulkLabels = bulk.properties.map(propertyLabel);
    expect(new Set(bulkLabels).size).toBe(bulkLabels.length);
    for (const label of bulkLabels) expect(labels.has(label)).toBe(false);
  });

  it("refuses more residents than the properties can hold", () => {
    expect(() => generateCommunity({ now, size: { properties: 10, residents: 41 } })).toThrow(
      /do not fit/,
    );
  });
});

/**
 * The demo community of Maple Grove HOA: properties around the park, the people who live there, the
 * organization's members and a few months of audit trail. Plain objects only (seed.ts writes them);
 * the same every run, because a small seeded generator draws every choice and every date is
 * counted back from the `now` it is given.
 */
import {
  ROLES,
  ROLE_PERMISSIONS,
  propertyLabel,
  type AuditAction,
  type AuditResource,
  type OccupancyStatus,
  type Permission,
  type PropertyType,
  type ResidentRelationship,
  type ResidentStatus,
  type Role,
} from "@hoa/validation";
import { AuditTrail, type Stamp } from "./audit-history.js";
import { demoAdmin, demoMember, demoOrganization, demoResident } from "./demo-data.js";
import {
  LAST_NAMES,
  People,
  generatePeople,
  householdSizes,
  layOutProperties,
} from "./demo-households.js";
import { Random, seedOf } from "./seeded-random.js";

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface DemoProperty {
  id: string;
  address: string;
  /** The unit in its building ("2B"), or the house number of a house ("14"). */
  unit: string;
  type: PropertyType;
  /** Occupied exactly when `residentCount` > 0, as the API keeps it. */
  status: OccupancyStatus;
  /** How many residents live there. */
  residentCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface DemoResident {
  id: string;
  name: string;
  email: string;
  /** E.164, in the fictional 555-01XX range. */
  phone: string;
  propertyId: string;
  /** The property's address and unit, copied onto the resident as the API keeps them. */
  address: string;
  unit: string;
  relationship: ResidentRelationship;
  boardMember: boolean;
  status: ResidentStatus;
  privacy: { hideEmail: boolean; hidePhone: boolean };
  /** Opted out of non-urgent email: none of the demo residents. */
  emailOptOut: boolean;
  /** The resident's choice of no event reminders (none in the demo). */
  reminderOptOut: boolean;
  /** The account linked to the resident by uid (the portal's demo resident), else null. */
  accountUid: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface DemoMember {
  uid: string;
  email: string;
  displayName: string;
  role: Role;
  permissions: Permission[];
  /** The residents linked to the member's account (the portal's demo resident's own). */
  residentIds: string[];
  joinedAt: Date;
  updatedAt: Date;
}

export interface AuditActor {
  uid: string;
  displayName: string;
  email: string;
}

export interface DemoAuditEntry {
  id: string;
  at: Date;
  actor: AuditActor;
  action: AuditAction;
  resource: AuditResource;
  resourceId: string;
  /** The item's human name when it changed: a person's name, a property's address. */
  label: string;
  changes: { field: string; before: JsonValue; after: JsonValue }[];
}

export interface DemoCommunity {
  organization: {
    id: string;
    name: string;
    description: string;
    createdBy: string;
    createdAt: Date;
    updatedAt: Date;
  };
  properties: DemoProperty[];
  residents: DemoResident[];
  members: DemoMember[];
  audit: DemoAuditEntry[];
}

export interface CommunitySize {
  properties: number;
  residents: number;
}

export const DEFAULT_COMMUNITY_SIZE: CommunitySize = { properties: 120, residents: 250 };

/** The second administrator (the community manager) and the members besides `demoMember`. */
export const demoManager = {
  uid: "demo-manager",
  email: "jordan.okafor@example.com",
  displayName: "Jordan Okafor",
} as const;
export const demoOtherMembers = [
  { uid: "demo-member-hannah", email: "hannah.schmidt@example.org", displayName: "Hannah Schmidt" },
  { uid: "demo-member-rafael", email: "rafael.souza@example.net", displayName: "Rafael Souza" },
] as const;
/** A member who left during the audited months: only the audit trail remembers them. */
const formerMember = {
  uid: "demo-member-dana",
  email: "dana.whitfield@example.com",
  displayName: "Dana Whitfield",
} as const;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const AUDIT_WINDOW_DAYS = 180;
const FOUNDED_DAYS_AGO = 3 * 365;
const AUDIT_ENTRY_TARGET = 60;

type UndatedProperty = Omit<DemoProperty, "createdAt" | "updatedAt">;
type UndatedResident = Omit<DemoResident, "createdAt" | "updatedAt" | "accountUid">;
type MemberPerson = { uid: string; email: string; displayName: string; role: Role };

const pad = (n: number) => String(n).padStart(4, "0");

const actorOf = (person: { uid: string; displayName: string; email: string }): AuditActor => ({
  uid: person.uid,
  displayName: person.displayName,
  email: person.email,
});

const propertyState = (property: UndatedProperty) => ({
  address: property.address,
  unit: property.unit,
  type: property.type,
  status: property.status,
});

const residentState = (resident: UndatedResident) => ({
  name: resident.name,
  email: resident.email,
  phone: resident.phone,
  propertyId: resident.propertyId,
  unit: resident.unit,
  relationship: resident.relationship,
  boardMember: resident.boardMember,
  status: resident.status,
  privacy: { ...resident.privacy },
  emailOptOut: resident.emailOptOut,
  reminderOptOut: resident.reminderOptOut,
});

const memberState = (member: MemberPerson) => ({
  email: member.email,
  displayName: member.displayName,
  role: member.role,
  permissions: [...ROLE_PERMISSIONS[member.role]],
});

/** What the history is made with: the trail, the random streams and the audited months. */
interface HistoryContext {
  trail: AuditTrail;
  choices: Random;
  people: People;
  idPrefix: string;
  now: number;
  /** The audited months begin here; the second administrator joins in their first days. */
  start: number;
  /** From here on both administrators are at work. */
  activeFrom: number;
  end: number;
  /** A moment of a working day strictly between the two. */
  moment: (from: number, to: number) => Date;
  admin: AuditActor;
  /** Either administrator, the demo admin more often. */
  actor: () => AuditActor;
}

function recordMembers(context: HistoryContext, members: readonly MemberPerson[]): void {
  const { trail, moment, start, activeFrom, end } = context;
  for (const member of members) {
    if (member.uid === demoAdmin.uid) continue;
    trail.of("members", member.uid, member.displayName, memberState(member)).created =
      member.uid === demoManager.uid
        ? { at: moment(start + DAY_MS, activeFrom), actor: context.admin }
        : { at: moment(activeFrom, end), actor: context.actor() };
  }
  const former = { ...formerMember, role: ROLES.member };
  trail.of("members", former.uid, former.displayName, memberState(former)).deleted = {
    at: moment(activeFrom, end),
    actor: context.actor(),
  };
  trail
    .of("organization", demoOrganization.id, demoOrganization.name, {
      name: demoOrganization.name,
      description: demoOrganization.description,
    })
    .updates.push({
      at: moment(activeFrom, end),
      actor: context.actor(),
      before: { description: "Homeowners association of Maple Grove." },
    });
}

const propertyHistory = (context: HistoryContext, property: UndatedProperty) =>
  context.trail.of("properties", property.id, propertyLabel(property), propertyState(property));

/** New units listed, tenants who moved out, homes first entered under the wrong type. */
function recordProperties(
  context: HistoryContext,
  properties: readonly UndatedProperty[],
  residentCount: number,
): void {
  const { trail, choices, people, moment, activeFrom, end } = context;
  const vacant = choices.shuffled(properties.filter((property) => property.status === "Vacant"));
  for (const property of vacant.slice(0, 3)) {
    propertyHistory(context, property).created = {
      at: moment(activeFrom, end),
      actor: context.actor(),
    };
  }
  let formerResidents = 0;
  for (const property of vacant.slice(3, 6)) {
    const stamp = { at: moment(activeFrom, end - 2 * HOUR_MS), actor: context.actor() };
    const family = choices.pick(LAST_NAMES);
    const household = choices.int(1, 2);
    for (let k = 0; k < household; k += 1) {
      const first = people.firstName(family);
      formerResidents += 1;
      const former: UndatedResident = {
        id: `${context.idPrefix}resident-${pad(residentCount + formerResidents)}`,
        name: `${first} ${family}`,
        email: people.email(first, family),
        phone: people.phone(),
        propertyId: property.id,
        address: property.address,
        unit: property.unit,
        relationship: k === 0 ? "Tenant" : "Other",
        boardMember: false,
        status: "Active",
        privacy: { hideEmail: false, hidePhone: false },
        emailOptOut: false,
        reminderOptOut: false,
      };
      trail.of("residents", former.id, former.name, residentState(former)).deleted = {
        at: new Date(stamp.at.getTime() + k * 60_000),
        actor: stamp.actor,
      };
    }
    propertyHistory(context, property).updates.push({
      at: new Date(stamp.at.getTime() + choices.int(5, 90) * 60_000),
      actor: stamp.actor,
      before: { status: "Occupied" },
    });
  }
  const corrections: [PropertyType, PropertyType][] = [
    ["Single-family home", "Townhouse"],
    ["Condo", "Apartment"],
  ];
  for (const [type, before] of corrections) {
    const options = properties.filter((p) => p.type === type && !vacant.includes(p));
    if (options.length === 0) continue;
    propertyHistory(context, choices.pick(options)).updates.push({
      at: moment(activeFrom, end),
      actor: context.actor(),
      before: { type: before },
    });
  }
}

/**
 * People added during the audited months: every pending one lately, a few others earlier and
 * confirmed since. A home whose people all came then was vacant before they did.
 */
function recordArrivals(
  context: HistoryContext,
  properties: readonly UndatedProperty[],
  residents: readonly UndatedResident[],
): void {
  const { trail, choices, moment, now, activeFrom, end } = context;
  const newcomers = [
    ...residents.filter((resident) => resident.status === "Pending"),
    ...choices
      .shuffled(residents.filter((r) => r.status === "Active" && !r.boardMember))
      .slice(0, 4),
  ];
  const arrivals = new Map<string, Stamp[]>();
  for (const resident of newcomers) {
    const history = trail.of("residents", resident.id, resident.name, residentState(resident));
    const pending = resident.status === "Pending";
    const at = pending ? moment(now - 30 * DAY_MS, end) : moment(activeFrom, now - 30 * DAY_MS);
    const created = { at, actor: context.actor() };
    history.created = created;
    arrivals.set(resident.propertyId, [...(arrivals.get(resident.propertyId) ?? []), created]);
    if (!pending) {
      const confirmed = at.getTime() + choices.int(1, 10) * DAY_MS;
      history.updates.push({
        at: moment(confirmed, confirmed + DAY_MS),
        actor: context.actor(),
        before: { status: "Pending" },
      });
    }
  }
  for (const property of properties) {
    const stamps = arrivals.get(property.id) ?? [];
    const living = residents.filter((resident) => resident.propertyId === property.id).length;
    if (stamps.length === 0 || stamps.length < living) continue;
    const first = stamps.reduce((earliest, stamp) => (stamp.at < earliest.at ? stamp : earliest));
    propertyHistory(context, property).updates.push({
      at: new Date(first.at.getTime() + choices.int(2, 30) * 60_000),
      actor: first.actor,
      before: { status: "Vacant" },
    });
  }
}

const CORRECTIONS = ["phone", "email", "status", "privacy", "relationship", "boardMember"] as const;
type Correction = (typeof CORRECTIONS)[number];
/** How often each kind of everyday change comes up, out of 10. */
const CORRECTION_WEIGHTS: Record<Correction, number> = {
  phone: 3,
  email: 2,
  status: 2,
  privacy: 1,
  relationship: 1,
  boardMember: 1,
};
const CORRECTABLE: Record<Correction, (resident: UndatedResident) => boolean> = {
  phone: () => true,
  email: () => true,
  status: (resident) => resident.status === "Active",
  privacy: (resident) => resident.privacy.hideEmail || resident.privacy.hidePhone,
  relationship: (resident) => resident.relationship === "Owner",
  boardMember: (resident) => resident.boardMember,
};

/** Everyday changes to residents, each field of each person once, until the trail is long enough. */
function recordCorrections(context: HistoryContext, residents: readonly UndatedResident[]): void {
  const { trail, choices, people, moment, start, activeFrom, end } = context;
  const kinds = CORRECTIONS.flatMap((kind) =>
    Array.from({ length: CORRECTION_WEIGHTS[kind] }, () => kind),
  );
  // The board is elected at one annual meeting, and the seats are recorded one after the other.
  const boardElection = moment(start + 60 * DAY_MS, start + 61 * DAY_MS);
  let elected = 0;
  const oldAddresses = new People(choices, "");
  for (let attempt = 0; trail.length < AUDIT_ENTRY_TARGET && attempt < 1000; attempt += 1) {
    const kind = choices.pick(kinds);
    const resident = choices.pick(residents);
    const known = trail.get("residents", resident.id);
    const changedBefore = known?.updates.some((update) => kind in update.before) ?? false;
    if (!CORRECTABLE[kind](resident) || known?.created || changedBefore) continue;
    let before: JsonValue;
    switch (kind) {
      case "phone":
        do before = people.phone();
        while (before === resident.phone);
        break;
      case "email": {
        const [first = "", ...rest] = resident.name.split(" ");
        before = oldAddresses.email(first, rest.join(" ") || first);
        if (before === resident.email) continue;
        break;
      }
      case "status":
        before = "Pending";
        break;
      case "privacy":
        before = { hideEmail: false, hidePhone: false };
        break;
      case "relationship":
        before = "Tenant";
        break;
      case "boardMember":
        before = false;
        break;
    }
    const election = kind === "boardMember";
    trail.of("residents", resident.id, resident.name, residentState(resident)).updates.push({
      at: election
        ? new Date(boardElection.getTime() + (elected += 1) * 60_000)
        : moment(activeFrom, end),
      actor: election ? context.admin : context.actor(),
      before: { [kind]: before },
    });
  }
}

/** The portal's demo resident as a member: role `resident`, linked to `resident` by uid. */
function residentMember(resident: UndatedResident, joinedAt: Date): DemoMember {
  return {
    uid: demoResident.uid,
    email: demoResident.email,
    displayName: resident.name,
    role: ROLES.resident,
    permissions: [...ROLE_PERMISSIONS[ROLES.resident]],
    residentIds: [resident.id],
    joinedAt,
    updatedAt: joinedAt,
  };
}

export interface GenerateCommunityOptions {
  /** Every date is counted back from this one. */
  now: Date;
  size?: CommunitySize;
  /**
   * Prefix of every id, so that a second generation (the bulk data for benchmarks) adds to the
   * first without overwriting it. Its e-mail addresses are then tagged (`+bulk`) and its house
   * numbers start at 1000, so no address is the same as one of the first generation's either.
   */
  idPrefix?: string;
}

/** The whole community, the same for the same options. */
export function generateCommunity({
  now,
  size = DEFAULT_COMMUNITY_SIZE,
  idPrefix = "",
}: GenerateCommunityOptions): DemoCommunity {
  const layout = new Random(seedOf(`${idPrefix}maple-grove:layout`));
  const choices = new Random(seedOf(`${idPrefix}maple-grove:history`));
  // Dates have their own stream: another `now` moves them and changes nothing else.
  const clock = new Random(seedOf(`${idPrefix}maple-grove:clock`));
  const people = new People(layout, idPrefix.replace(/[^a-z0-9]/giu, ""));

  const nowMs = now.getTime();
  const foundedAt = new Date(nowMs - FOUNDED_DAYS_AGO * DAY_MS);
  const start = nowMs - AUDIT_WINDOW_DAYS * DAY_MS;
  // 8 am to 5 pm on the Pacific coast.
  const moment = (from: number, to: number): Date => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const day = Math.floor((from + clock.next() * (to - from)) / DAY_MS) * DAY_MS;
      const minute = Math.floor(clock.next() * 9 * 60);
      const at = day + 15 * HOUR_MS + minute * 60_000 + clock.int(0, 59) * 1000;
      if (at > from && at < to) return new Date(at);
    }
    return new Date(Math.floor((from + to) / 2));
  };

  const planned = layOutProperties(layout, size.properties, idPrefix ? 1000 : 0).map(
    (property, index) => ({ ...property, id: `${idPrefix}property-${pad(index + 1)}` }),
  );
  const sizes = householdSizes(layout, planned, size.residents);
  const properties: UndatedProperty[] = planned.map((property, index) => ({
    id: property.id,
    address: property.address,
    unit: property.unit,
    type: property.type,
    status: (sizes[index] ?? 0) > 0 ? "Occupied" : "Vacant",
    residentCount: sizes[index] ?? 0,
  }));
  const residents: UndatedResident[] = generatePeople(layout, people, planned, sizes).map(
    ({ first, last, ...person }, index) => ({
      id: `${idPrefix}resident-${pad(index + 1)}`,
      ...person,
      email: people.email(first, last),
    }),
  );
  const members: MemberPerson[] = [
    { ...demoAdmin, role: ROLES.admin },
    { ...demoManager, role: ROLES.admin },
    { ...demoMember, role: ROLES.member },
    ...demoOtherMembers.map((member) => ({ ...member, role: ROLES.member })),
  ].map(({ uid, email, displayName, role }) => ({ uid, email, displayName, role }));

  const admin = actorOf(demoAdmin);
  const manager = actorOf(demoManager);
  const trail = new AuditTrail();
  const context: HistoryContext = {
    trail,
    choices,
    people,
    idPrefix,
    now: nowMs,
    start,
    activeFrom: start + 3 * DAY_MS,
    end: nowMs - HOUR_MS,
    moment,
    admin,
    actor: () => (choices.chance(0.6) ? admin : manager),
  };
  recordMembers(context, members);
  recordProperties(context, properties, residents.length);
  recordArrivals(context, properties, residents);
  recordCorrections(context, residents);
  // The portal's demo resident: the first resident of the directory, who joined through an
  // invitation before the audited months (so no administrator's entry names it).
  const portalResident = residents[0];

  return {
    organization: {
      ...demoOrganization,
      createdAt: foundedAt,
      updatedAt: trail.lastChange("organization", demoOrganization.id, foundedAt),
    },
    properties: properties.map((property, index) => {
      const createdAt =
        trail.get("properties", property.id)?.created?.at ??
        new Date(foundedAt.getTime() + index * 1000);
      return {
        ...property,
        createdAt,
        updatedAt: trail.lastChange("properties", property.id, createdAt),
      };
    }),
    residents: residents.map((resident) => {
      const createdAt =
        trail.get("residents", resident.id)?.created?.at ??
        moment(foundedAt.getTime() + DAY_MS, start);
      return {
        ...resident,
        accountUid: resident === portalResident ? demoResident.uid : null,
        createdAt,
        updatedAt: trail.lastChange("residents", resident.id, createdAt),
      };
    }),
    members: [
      ...members.map((member) => {
        const joinedAt = trail.get("members", member.uid)?.created?.at ?? foundedAt;
        return {
          ...member,
          permissions: [...ROLE_PERMISSIONS[member.role]],
          residentIds: [],
          joinedAt,
          updatedAt: trail.lastChange("members", member.uid, joinedAt),
        };
      }),
      ...(portalResident ? [residentMember(portalResident, new Date(start - DAY_MS))] : []),
    ],
    audit: trail.entries(idPrefix),
  };
}

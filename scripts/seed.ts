import { createHash } from "node:crypto";
import {
  emailKey,
  propertyKey,
  propertyKeywords,
  residentKeywords,
  residentMemberKeywords,
  residentNameKey,
  searchKeywords,
} from "@hoa/validation";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import {
  Timestamp,
  getFirestore,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { bucketFileStore } from "../functions/src/platform/file-store.js";
import {
  generateCommunity,
  type DemoAuditEntry,
  type DemoCommunity,
  type DemoMember,
  type DemoProperty,
  type DemoResident,
} from "./demo-community.js";
import {
  PROJECT_ID,
  demoAdmin,
  demoMember,
  demoNewUser,
  demoResident,
  ports,
  storageBucket,
} from "./demo-data.js";
import { seedBillingHistory } from "./demo-billing.js";
import { announcementWrites } from "./demo-announcements.js";
import { demoDocuments, documentFiles, documentWrites } from "./demo-documents.js";
import { seedDemoEvents } from "./demo-events.js";
import { saveDemoFiles } from "./demo-files.js";
import { demoAlbums, mediaFiles, mediaWrites, renderAlbums } from "./demo-media.js";
import { seedTicketCounter, ticketWrites } from "./demo-tickets.js";
import { seedDemoAmenities } from "./demo-amenities.js";
import { seedDemoArchitecturalReview } from "./demo-architectural-review.js";
import { seedDemoElections } from "./demo-elections.js";
import { seedDemoViolations } from "./demo-violations.js";
import { keywordFields } from "../functions/src/platform/keywords.js";
import { KEYWORDS_FIELD } from "../functions/src/platform/lists.js";
import { RESIDENT_MEMBER_KEYWORDS_FIELD } from "../functions/src/resources/residents/documents.js";

/** Writes per batch: under Firestore's 500, with room for a few more per item later. */
export const BATCH_SIZE = 400;

/** One document to set, or to delete when `data` is null. */
export interface SeedWrite {
  ref: DocumentReference;
  data: DocumentData | null;
}

/** Commits the writes in batches of at most `BATCH_SIZE`, `concurrency` batches at a time. */
export async function writeInBatches(
  db: Firestore,
  writes: readonly SeedWrite[],
  { concurrency = 4 }: { concurrency?: number } = {},
): Promise<number> {
  const chunks: SeedWrite[][] = [];
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    chunks.push(writes.slice(start, start + BATCH_SIZE));
  }
  let next = 0;
  const worker = async () => {
    for (let chunk = chunks[next++]; chunk; chunk = chunks[next++]) {
      const batch = db.batch();
      for (const { ref, data } of chunk) {
        if (data === null) batch.delete(ref);
        else batch.set(ref, data);
      }
      await batch.commit();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));
  return writes.length;
}

const timestamps = (item: { createdAt: Date; updatedAt: Date }) => ({
  version: 1,
  createdAt: Timestamp.fromDate(item.createdAt),
  updatedAt: Timestamp.fromDate(item.updatedAt),
});

/** `orgs/{orgId}/properties/{id}`, as the API writes it. */
export function propertyDocument({ id: _id, createdAt, updatedAt, ...property }: DemoProperty) {
  return {
    address: property.address,
    unit: property.unit,
    type: property.type,
    status: property.status,
    residentCount: property.residentCount,
    ...timestamps({ createdAt, updatedAt }),
    ...keywordFields(KEYWORDS_FIELD, propertyKeywords(property)),
  };
}

/** `orgs/{orgId}/residents/{id}`, as the API writes it. */
export function residentDocument({ id: _id, createdAt, updatedAt, ...resident }: DemoResident) {
  return {
    name: resident.name,
    email: resident.email,
    phone: resident.phone,
    propertyId: resident.propertyId,
    address: resident.address,
    unit: resident.unit,
    relationship: resident.relationship,
    boardMember: resident.boardMember,
    status: resident.status,
    privacy: { hideEmail: resident.privacy.hideEmail, hidePhone: resident.privacy.hidePhone },
    emailOptOut: resident.emailOptOut,
    // Only a linked resident carries the link, as the API writes it.
    ...(resident.accountUid ? { accountUid: resident.accountUid } : {}),
    nameKey: residentNameKey(resident),
    ...keywordFields(KEYWORDS_FIELD, residentKeywords(resident)),
    ...keywordFields(RESIDENT_MEMBER_KEYWORDS_FIELD, residentMemberKeywords(resident)),
    ...timestamps({ createdAt, updatedAt }),
  };
}

/**
 * `orgs/{orgId}/uniqueKeys/{kind}-{sha256(key) hex}`: the claims by which the API keeps one
 * property per address and unit (`propertyKey`) and one resident per email (`emailKey`).
 */
export function uniqueKeyWrite(
  db: Firestore,
  orgId: string,
  kind: "property" | "email",
  key: string,
  resourceId: string,
): SeedWrite {
  const id = `${kind}-${createHash("sha256").update(key, "utf8").digest("hex")}`;
  return { ref: db.doc(`orgs/${orgId}/uniqueKeys/${id}`), data: { kind, key, resourceId } };
}

/** The properties and residents with their claims. */
function directoryWrites(
  db: Firestore,
  orgId: string,
  properties: readonly DemoProperty[],
  residents: readonly DemoResident[],
): SeedWrite[] {
  const orgPath = `orgs/${orgId}`;
  return [
    ...properties.flatMap((property) => [
      { ref: db.doc(`${orgPath}/properties/${property.id}`), data: propertyDocument(property) },
      uniqueKeyWrite(db, orgId, "property", propertyKey(property), property.id),
    ]),
    ...residents.flatMap((resident) => [
      { ref: db.doc(`${orgPath}/residents/${resident.id}`), data: residentDocument(resident) },
      ...(resident.email === ""
        ? []
        : [uniqueKeyWrite(db, orgId, "email", emailKey(resident.email), resident.id)]),
    ]),
  ];
}

/** `orgs/{orgId}/members/{uid}` */
export function memberDocument(member: DemoMember) {
  return {
    uid: member.uid,
    email: member.email,
    displayName: member.displayName,
    role: member.role,
    permissions: [...member.permissions],
    ...(member.residentIds.length > 0 ? { residentIds: [...member.residentIds] } : {}),
    joinedAt: Timestamp.fromDate(member.joinedAt),
    ...timestamps({ createdAt: member.joinedAt, updatedAt: member.updatedAt }),
    ...keywordFields(KEYWORDS_FIELD, searchKeywords([member.displayName, member.email])),
  };
}

/** `orgs/{orgId}/audit/{id}` */
export function auditDocument({ id: _id, at, ...entry }: DemoAuditEntry) {
  return { ...entry, at: Timestamp.fromDate(at) };
}

/** Every document of the demo community, with deterministic paths so that seeding again overwrites. */
export function communityWrites(db: Firestore, community: DemoCommunity): SeedWrite[] {
  const { organization } = community;
  const orgPath = `orgs/${organization.id}`;
  return [
    {
      ref: db.doc(orgPath),
      data: {
        name: organization.name,
        description: organization.description,
        createdBy: organization.createdBy,
        ...timestamps(organization),
      },
    },
    ...community.members.map((member) => ({
      ref: db.doc(`users/${member.uid}/roles/roles`),
      data: { orgId: organization.id, role: member.role, permissions: [...member.permissions] },
    })),
    // The new user has signed up and has no organization yet, whatever happened before.
    { ref: db.doc(`users/${demoNewUser.uid}/roles/roles`), data: null },
    ...community.members.map((member) => ({
      ref: db.doc(`${orgPath}/members/${member.uid}`),
      data: memberDocument(member),
    })),
    ...directoryWrites(db, organization.id, community.properties, community.residents),
    ...community.audit.map((entry) => ({
      ref: db.doc(`${orgPath}/audit/${entry.id}`),
      data: auditDocument(entry),
    })),
  ];
}

/** Prefix of the ids of the bulk data (`pnpm seed:large`), apart from the demo community's. */
export const BULK_ID_PREFIX = "bulk-";

/**
 * The bulk data's documents: properties and residents (with their claims) only, none of them on
 * the board, so that the demo's members, board and audit trail stay as they are.
 */
export function bulkWrites(db: Firestore, community: DemoCommunity): SeedWrite[] {
  return directoryWrites(
    db,
    community.organization.id,
    community.properties,
    community.residents.map((resident) => ({ ...resident, boardMember: false, accountUid: null })),
  );
}

/** The Auth accounts: the demo accounts with their passwords, the other members without. */
export function demoAccounts(community: DemoCommunity) {
  const passwords = new Map<string, string>(
    [demoAdmin, demoMember, demoResident, demoNewUser].map((account) => [
      account.uid,
      account.password,
    ]),
  );
  return [...community.members, demoNewUser].map(({ uid, email, displayName }) => ({
    uid,
    email,
    displayName,
    ...(passwords.has(uid) ? { password: passwords.get(uid) } : {}),
  }));
}

async function upsertUser(
  auth: Auth,
  { uid, ...profile }: { uid: string; email: string; displayName: string; password?: string },
): Promise<void> {
  try {
    await auth.updateUser(uid, { ...profile, emailVerified: true });
  } catch {
    await auth.createUser({ uid, ...profile, emailVerified: true });
  }
}

/** How long one Storage call of the seed may take before it fails. */
const STORAGE_DEADLINE_MS = 30_000;

/**
 * Writes the demo accounts and the demo community (organization, members, properties,
 * residents, audit trail, support tickets, announcements, documents and albums, whose files go
 * to the Storage emulator first, as the API stores them) and its billing history, events,
 * covenant violations, architectural review, amenities and elections (written once); safe to run
 * again on a running stack.
 */
export async function seedDemoData({ now = new Date() }: { now?: Date } = {}): Promise<{
  users: number;
  documents: number;
  files: number;
  ms: number;
}> {
  const started = performance.now();
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${ports.auth}`;
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= `127.0.0.1:${ports.storage}`;
  // The emulators need no credentials: the Cloud Storage client should not look for a cloud
  // metadata server first (a warning here, a wait where nothing answers).
  process.env.METADATA_SERVER_DETECTION ??= "none";
  const app: App = initializeApp({ projectId: PROJECT_ID, storageBucket }, `seed-${Date.now()}`);
  try {
    const community = generateCommunity({ now });
    const orgId = community.organization.id;
    const auth = getAuth(app);
    const accounts = demoAccounts(community);
    const db = getFirestore(app);
    const bucket = bucketFileStore(getStorage(app).bucket(), STORAGE_DEADLINE_MS);
    const library = demoDocuments(now);
    const [, documents, albums] = await Promise.all([
      Promise.all(accounts.map((account) => upsertUser(auth, account))),
      writeInBatches(db, [
        ...communityWrites(db, community),
        ...ticketWrites(db, community, now),
        ...announcementWrites(db, community, now),
      ]),
      renderAlbums(demoAlbums(now)),
    ]);
    // Files first, then the records that name them, as the API does.
    const files = await saveDemoFiles(bucket, [
      ...documentFiles(orgId, library),
      ...mediaFiles(orgId, albums),
    ]);
    const records = await writeInBatches(db, [
      ...documentWrites(db, orgId, library),
      ...mediaWrites(db, orgId, albums),
    ]);
    // The ledger is made by the product's own billing code, once the properties exist.
    await seedTicketCounter(db, orgId);
    const billing = await seedBillingHistory(db, orgId, now);
    const events = await seedDemoEvents(db, community, now);
    // After the billing history: a violation's fine is the newest entry of its property's ledger.
    const violations = await seedDemoViolations(db, community, now);
    const requests = await seedDemoArchitecturalReview(db, community, now);
    const amenities = await seedDemoAmenities(db, community, now);
    const elections = await seedDemoElections(db, community, now);
    return {
      users: accounts.length,
      documents:
        documents +
        records +
        billing.entries +
        events +
        violations +
        requests +
        amenities +
        elections,
      files,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await deleteApp(app);
  }
}

import {
  ARCHIVED_STATUS,
  emailKey,
  type ImportResidentsRequest,
  messages,
  propertyLabel,
  RESIDENT_LIST_ORDER,
  type ResidentDraft,
  residentNameKey,
  type UpdateResidentRequest,
} from "@hoa/validation";
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import type { DataContext } from "../../platform/data-context.js";
import {
  listPage,
  type ListDefinition,
  type ListPage,
  type ListQuery,
} from "../../platform/lists.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import type { ListRead } from "../../http/list-route.js";
import { changeItem, deleteItem, readItem, type ItemCollection } from "../../platform/items.js";
import { definedOnly } from "../../platform/stored-values.js";
import {
  claimHolder,
  claimUniqueKey,
  claimingTransaction,
  rereadingTransaction,
  sha256Hex,
  uniqueKeyRef,
} from "../../platform/unique-keys.js";
import { isDocumentId } from "../../platform/document-ids.js";
import { changedFields, writeAuditEntry } from "../../platform/audit-trail.js";
import {
  IMPORT_UNCHANGED,
  occupancyOf,
  propertyRef,
  reportOf,
  toProperty,
} from "../properties/store.js";
import type { ImportReport, Property } from "../properties/schemas.js";
import {
  RESIDENT_AUDITED_FIELDS,
  RESIDENT_FIELDS,
  RESIDENT_MEMBER_KEYWORDS_FIELD,
  asSeenBy,
  derivedResidentFields,
  newResidentDocument,
  residentFromData,
  residentRef,
  residentStateOf,
  residentsCollection,
  stateOfResident,
  toResident,
  type ResidentState,
} from "./documents.js";
import { linkResidentAccount, unlinkRemovedResident } from "./accounts.js";
import type { Resident } from "./schemas.js";

/** The claim that keeps an email to one resident of an organization. */
export const emailClaimRef = (db: Firestore, orgId: string, email: string): DocumentReference =>
  uniqueKeyRef(db, orgId, "email", emailKey(email));

export const residentListDefinition: ListDefinition<Resident> = {
  sorts: { name: "name", unit: "unit", status: "status" },
  order: RESIDENT_LIST_ORDER,
  filters: {
    status: "status",
    relationship: "relationship",
    board: "boardMember",
    propertyId: "propertyId",
  },
  searchable: true,
  fields: RESIDENT_FIELDS,
  toItem: toResident,
};

/**
 * The residents' list as a member searches it: in the keywords without the email or phone a
 * resident hides, so that a hidden field never makes a resident match.
 */
export const memberResidentListDefinition: ListDefinition<Resident> = {
  ...residentListDefinition,
  searchField: RESIDENT_MEMBER_KEYWORDS_FIELD,
};

/** One page of residents, `board=yes|no` filtering on the stored flag. */
function readResidents(
  data: DataContext,
  orgId: string,
  query: ListQuery,
  definition: ListDefinition<Resident>,
) {
  const board = query.board === undefined ? undefined : query.board === "yes";
  return listPage(data, residentsCollection(data.db, orgId), definition, { ...query, board });
}

/**
 * How the residents list reads: members see less, and find residents only by what they may see.
 * Without a search, everyone's page is the same query, read while the caller's role is. A search
 * waits for the role: a member's looks only in what members may see (nobody is found by what
 * they hide), and reading the administrators' page too would bill a page twice.
 */
export function residentListRead(query: ListQuery): ListRead<Resident> {
  if (!query.q) {
    return {
      everyone: (data, orgId) => readResidents(data, orgId, query, residentListDefinition),
      shownTo: asSeenByCaller,
    };
  }
  return {
    byCaller: async (data, access) =>
      asSeenByCaller(
        await readResidents(
          data,
          access.orgId,
          query,
          access.isAdmin ? residentListDefinition : memberResidentListDefinition,
        ),
        access,
      ),
  };
}

const asSeenByCaller = (page: ListPage<Resident>, caller: OrganizationAccess) => ({
  ...page,
  items: page.items.map((resident) => asSeenBy(resident, caller)),
});

const emailTaken = () =>
  new ApiError(409, messages.residentEmailTaken, {}, { email: messages.residentEmailTaken });

/** How a resident is read, changed and audited. */
const residentItems: ItemCollection<Resident> = {
  ref: residentRef,
  toItem: toResident,
  notFound: () => new ApiError(404, apiMessages.residentNotFound),
  conflict: emailTaken,
  audit: {
    resource: "residents",
    fields: RESIDENT_AUDITED_FIELDS,
    describe: (resident) => {
      const state = stateOfResident(resident);
      return { label: state.name, state };
    },
  },
};

/** One resident, as the caller may see them. */
export async function getResident(
  data: DataContext,
  orgId: string,
  id: string,
  access: OrganizationAccess,
): Promise<Resident> {
  return asSeenBy(await readItem(data, residentItems, orgId, id), access);
}
const propertyMissing = () =>
  new ApiError(409, messages.propertyNotFound, {}, { propertyId: messages.propertyNotFound });

const propertyArchived = () =>
  new ApiError(
    409,
    messages.propertyArchivedNoResidents,
    {},
    { propertyId: messages.propertyArchivedNoResidents },
  );

/**
 * The property a resident moves into, read in the transaction: 409 when it does not exist or is
 * archived (an archived property gets no residents; its archiving reads it too).
 */
async function readProperty(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  propertyId: string,
): Promise<Property> {
  if (!isDocumentId(propertyId)) throw propertyMissing();
  const snapshot = await transaction.get(propertyRef(data.db, orgId, propertyId));
  if (!snapshot.exists) throw propertyMissing();
  const property = toProperty(snapshot);
  if (property.status === ARCHIVED_STATUS) throw propertyArchived();
  return property;
}

/**
 * Adds to a transaction the change of a property's resident count by `delta`, with its status
 * (Occupied when anyone lives there). A change of status is audited as the property's; the
 * count alone is not a change an administrator made, so the version stays.
 */
function writeOccupancy(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  property: Property,
  delta: number,
  actor: Caller,
): void {
  if (delta === 0) return;
  const residentCount = Math.max(0, property.residentCount + delta);
  const status = occupancyOf(residentCount);
  const statusChanged = status !== property.status;
  transaction.update(propertyRef(data.db, orgId, property.id), {
    residentCount,
    status,
    ...(statusChanged ? { updatedAt: Timestamp.fromDate(data.clock.now()) } : {}),
  });
  if (!statusChanged) return;
  writeAuditEntry(data, transaction, {
    orgId,
    actor,
    action: "update",
    resource: "properties",
    resourceId: property.id,
    label: propertyLabel(property),
    changes: [{ field: "status", before: property.status, after: status }],
  });
}

/**
 * The state of a new resident: the draft, with the copy of its property's place (and no opt-out
 * of reminders unless `draft` keeps the resident's own).
 */
const stateOf = (
  draft: ResidentDraft & { reminderOptOut?: boolean },
  property: Property,
): ResidentState =>
  residentStateOf({
    ...draft,
    reminderOptOut: draft.reminderOptOut ?? false,
    address: property.address,
    unit: property.unit,
  });

/**
 * A new resident in an existing property (409 otherwise), with the claim of their email (409
 * when another resident has it) and the property's count and status, audited, together.
 */
export function createResident(
  data: DataContext,
  orgId: string,
  draft: ResidentDraft,
  actor: Caller,
): Promise<Resident> {
  const { db } = data;
  const ref = residentsCollection(db, orgId).doc();
  const claim = draft.email === "" ? null : emailClaimRef(db, orgId, draft.email);
  return claimingTransaction(data, emailTaken, async (transaction) => {
    const [property, claimed] = await Promise.all([
      readProperty(data, transaction, orgId, draft.propertyId),
      claim ? transaction.get(claim).then((snapshot) => snapshot.exists) : false,
    ]);
    if (claimed) throw emailTaken();
    const state = stateOf(draft, property);
    const document = newResidentDocument(state, Timestamp.fromDate(data.clock.now()));
    if (claim) {
      claimUniqueKey(transaction, claim, {
        kind: "email",
        key: emailKey(draft.email),
        resourceId: ref.id,
      });
    }
    transaction.create(ref, document);
    writeOccupancy(data, transaction, orgId, property, 1, actor);
    writeAuditEntry(data, transaction, {
      orgId,
      actor,
      action: "create",
      resource: "residents",
      resourceId: ref.id,
      label: state.name,
      changes: changedFields(null, state, RESIDENT_AUDITED_FIELDS),
    });
    return residentFromData(ref.id, document);
  });
}

/**
 * Changes a resident made to `expectedVersion` (412 otherwise). A new email moves its claim
 * (409 when another resident has it); a move to another property (which must exist) changes
 * both properties' counts and statuses and the copy of the place, all in one transaction.
 * `linkedTo`: only a resident linked to that account is changed (404 otherwise: a resident's own
 * edit in the portal).
 */
export function updateResident(
  data: DataContext,
  orgId: string,
  id: string,
  changes: UpdateResidentRequest,
  expectedVersion: number,
  actor: Caller,
  { linkedTo }: { linkedTo?: string } = {},
): Promise<Resident> {
  const { db } = data;
  const target = { orgId, id, expectedVersion };
  return changeItem(data, residentItems, target, async (transaction, current, ref) => {
    if (linkedTo !== undefined && current.accountUid !== linkedTo) throw residentItems.notFound();
    const before = stateOfResident(current);
    let next: ResidentState = residentStateOf({ ...before, ...definedOnly(changes) });

    const moving = next.propertyId !== before.propertyId;
    const [target, previous] = moving
      ? await Promise.all([
          readProperty(data, transaction, orgId, next.propertyId),
          transaction.get(propertyRef(db, orgId, before.propertyId)),
        ])
      : [null, null];
    if (target) next = { ...next, address: target.address, unit: target.unit };

    const rekeyed = emailKey(next.email) !== emailKey(before.email);
    const oldClaim = rekeyed && before.email !== "" ? emailClaimRef(db, orgId, before.email) : null;
    const newClaim = rekeyed && next.email !== "" ? emailClaimRef(db, orgId, next.email) : null;
    const [oldHolder, newHolder] = await Promise.all(
      [oldClaim, newClaim].map(async (claim) =>
        claim ? claimHolder(await transaction.get(claim)) : null,
      ),
    );
    if (newHolder !== null && newHolder !== undefined && newHolder !== id) throw emailTaken();

    const changed = changedFields(before, next, RESIDENT_AUDITED_FIELDS);
    if (changed.length === 0) return current;
    const now = Timestamp.fromDate(data.clock.now());
    const version = current.version + 1;
    if (oldClaim && oldHolder === id) transaction.delete(oldClaim);
    if (newClaim && newHolder !== id) {
      claimUniqueKey(transaction, newClaim, {
        kind: "email",
        key: emailKey(next.email),
        resourceId: id,
      });
    }
    transaction.update(ref, {
      ...next,
      ...derivedResidentFields(next),
      version,
      updatedAt: now,
    });
    if (target) {
      if (previous?.exists)
        writeOccupancy(data, transaction, orgId, toProperty(previous), -1, actor);
      writeOccupancy(data, transaction, orgId, target, 1, actor);
    }
    writeAuditEntry(data, transaction, {
      orgId,
      actor,
      action: "update",
      resource: "residents",
      resourceId: id,
      label: next.name,
      changes: changed,
    });
    return { ...current, ...next, version, updatedAt: now.toDate().toISOString() };
  });
}

/**
 * Removes a resident made to `expectedVersion` (412 otherwise): their email claim is released
 * and their property's count and status follow, audited, in one transaction.
 */
export function deleteResident(
  data: DataContext,
  orgId: string,
  id: string,
  expectedVersion: number,
  actor: Caller,
): Promise<{ id: string }> {
  const { db } = data;
  const target = { orgId, id, expectedVersion, actor };
  return deleteItem(data, residentItems, target, async (transaction, current, snapshot) => {
    const { email, propertyId } = stateOfResident(current);
    const claim = email === "" ? null : emailClaimRef(db, orgId, email);
    const [property, claimSnapshot] = await Promise.all([
      transaction.get(propertyRef(db, orgId, propertyId)),
      claim ? transaction.get(claim) : Promise.resolve(null),
    ]);
    if (claim && claimSnapshot && claimHolder(claimSnapshot) === id) transaction.delete(claim);
    if (property.exists) writeOccupancy(data, transaction, orgId, toProperty(property), -1, actor);
    await unlinkRemovedResident(transaction, db, orgId, snapshot);
  });
}

/**
 * Links the resident to a member's account, or unlinks them (`uid` null), made to
 * `expectedVersion` (`accounts.ts`).
 */
export function linkAccount(
  data: DataContext,
  orgId: string,
  id: string,
  uid: string | null,
  expectedVersion: number,
  actor: Caller,
): Promise<Resident> {
  return linkResidentAccount(data, residentItems, { orgId, id, expectedVersion, actor }, uid);
}

// ---------------------------------------------------------------------------------------------
// Import

/** Rows written per transaction: each row writes up to five documents, under Firestore's 500. */
const IMPORT_ROWS_PER_TRANSACTION = 50;
/** Values one `in` filter may hold. */
const IN_FILTER_MAX = 30;

type ImportRow = ImportResidentsRequest["rows"][number];
type ReportRow = ImportReport["rows"][number];

/**
 * How an import recognises a resident: by email when the row has one, otherwise by name at the
 * same property.
 */
const identityOf = (row: Pick<ResidentDraft, "email" | "name" | "propertyId">) =>
  row.email === ""
    ? { kind: "name" as const, key: residentNameKey(row) }
    : { kind: "email" as const, key: emailKey(row.email) };

/**
 * The id an import gives a resident it creates, from the organization and the resident's
 * identity: two requests importing the same person write the same document, and the second
 * `create()` fails instead of making them twice.
 */
export const importedResidentId = (orgId: string, row: Parameters<typeof identityOf>[0]) => {
  const { kind, key } = identityOf(row);
  return sha256Hex(`${orgId}\n${kind}\n${key}`).slice(0, 32);
};

/**
 * Imports up to 100 residents idempotently, a group of rows per transaction. A resident is
 * recognised by email or, without one, by name at the same property: an identical one is
 * skipped ("unchanged"), a different one updated (a blank email or phone keeps the one on file,
 * the resident's directory privacy is never changed by a file, and an opt-out of non-urgent
 * email is only ever added by one),
 * a new one created under an id derived from its identity. A row whose property does not exist
 * is skipped. Properties' counts and statuses follow in the same transaction.
 */
export async function importResidents(
  data: DataContext,
  orgId: string,
  rows: ImportResidentsRequest["rows"],
  actor: Caller,
): Promise<ImportReport> {
  const reported: ReportRow[] = [];
  for (let start = 0; start < rows.length; start += IMPORT_ROWS_PER_TRANSACTION) {
    const group = rows.slice(start, start + IMPORT_ROWS_PER_TRANSACTION);
    reported.push(
      ...(await rereadingTransaction(data, (transaction) =>
        importResidentGroup(data, transaction, orgId, group, actor),
      )),
    );
  }
  return reportOf(reported);
}

/** A resident an import acts on: as stored (`stored`, null when new) and as the rows leave it. */
interface PlannedResident {
  id: string;
  stored: Resident | null;
  after: ResidentState;
}

async function importResidentGroup(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  rows: readonly ImportRow[],
  actor: Caller,
): Promise<ReportRow[]> {
  const { db } = data;
  const residents = residentsCollection(db, orgId);

  // Reads, all before the first write: the rows' properties, the claims of their emails, the
  // residents without email of the same names, the ids new residents would get.
  const emailKeys = unique(
    rows.filter((row) => row.email !== "").map((row) => emailKey(row.email)),
  );
  const nameKeys = unique(
    rows.filter((row) => row.email === "").map((row) => residentNameKey(row)),
  );
  const candidateIds = unique(rows.map((row) => importedResidentId(orgId, row)));
  const [properties, claims, named, candidates] = await Promise.all([
    readProperties(transaction, db, orgId, unique(rows.map((row) => row.propertyId))),
    getAll(
      transaction,
      emailKeys.map((key) => uniqueKeyRef(db, orgId, "email", key)),
    ),
    Promise.all(
      chunks(nameKeys, IN_FILTER_MAX).map((keys) =>
        transaction.get(residents.where("nameKey", "in", keys)),
      ),
    ),
    getAll(
      transaction,
      candidateIds.map((id) => residentRef(db, orgId, id)),
    ),
  ]);
  const emailHolders = new Map(emailKeys.map((key, index) => [key, claimHolder(claims[index]!)]));
  const known = new Map<string, Resident>();
  for (const snapshot of [...named.flatMap((query) => query.docs), ...candidates]) {
    if (snapshot.exists) known.set(snapshot.id, toResident(snapshot));
  }
  const heldIds = unique([...emailHolders.values()].filter((id): id is string => id !== null));
  for (const snapshot of await getAll(
    transaction,
    heldIds.filter((id) => !known.has(id)).map((id) => residentRef(db, orgId, id)),
  )) {
    if (snapshot.exists) known.set(snapshot.id, toResident(snapshot));
  }
  /** Residents by name key, as stored and then as the rows change them, oldest id first. */
  const byName = new Map<string, string[]>();
  const indexName = (nameKey: string, id: string) =>
    byName.set(nameKey, [...(byName.get(nameKey) ?? []), id].sort());
  for (const resident of known.values()) indexName(residentNameKey(resident), resident.id);

  const planned = new Map<string, PlannedResident>();
  const current = (id: string): ResidentState | null => {
    const plan = planned.get(id);
    if (plan) return plan.after;
    const resident = known.get(id);
    return resident ? stateOfResident(resident) : null;
  };

  const report = rows.map((row): ReportRow => {
    const skip = (reason: string, id: string | null = null): ReportRow => ({
      line: row.line,
      outcome: "skipped",
      id,
      reason,
    });
    const property = properties.get(row.propertyId);
    if (!property) return skip(messages.propertyNotFound);
    if (property.status === ARCHIVED_STATUS) return skip(messages.propertyArchivedNoResidents);
    const identity = identityOf(row);
    const targetId =
      identity.kind === "email"
        ? (emailHolders.get(identity.key) ?? null)
        : (byName.get(identity.key)?.find((id) => {
            const resident = current(id);
            return resident !== null && residentNameKey(resident) === identity.key;
          }) ?? null);
    const target = targetId === null ? null : current(targetId);
    // A claim held by a resident that cannot be read: the email is someone else's.
    if (targetId !== null && target === null) return skip(messages.residentEmailTaken);

    if (targetId === null || target === null) {
      const candidate = importedResidentId(orgId, row);
      const id = known.has(candidate) || planned.has(candidate) ? residents.doc().id : candidate;
      const after = stateOf(row, property);
      planned.set(id, { id, stored: null, after });
      if (identity.kind === "email") emailHolders.set(identity.key, id);
      indexName(residentNameKey(after), id);
      return { line: row.line, outcome: "created", id, reason: null };
    }

    // A file says nothing of privacy, and a blank email or phone is not a wish to erase one. A
    // file may record an opt-out of non-urgent email, never undo one (that is the resident's).
    const next = stateOf(
      {
        ...row,
        email: row.email === "" ? target.email : row.email,
        phone: row.phone === "" ? target.phone : row.phone,
        privacy: target.privacy,
        emailOptOut: target.emailOptOut || row.emailOptOut,
        reminderOptOut: target.reminderOptOut,
      },
      property,
    );
    const changed = changedFields(target, next, RESIDENT_AUDITED_FIELDS);
    if (changed.length === 0) return skip(IMPORT_UNCHANGED, targetId);
    const plan = planned.get(targetId);
    planned.set(targetId, {
      id: targetId,
      stored: plan ? plan.stored : (known.get(targetId) ?? null),
      after: next,
    });
    if (residentNameKey(next) !== residentNameKey(target))
      indexName(residentNameKey(next), targetId);
    return { line: row.line, outcome: "updated", id: targetId, reason: null };
  });

  // The properties residents leave, which the rows did not name.
  const left = unique(
    [...planned.values()].flatMap(({ stored }) =>
      stored && !properties.has(stored.propertyId) ? [stored.propertyId] : [],
    ),
  );
  for (const [id, property] of await readProperties(transaction, db, orgId, left)) {
    properties.set(id, property);
  }

  // Writes.
  const now = Timestamp.fromDate(data.clock.now());
  const occupancy = new Map<string, number>();
  const move = (propertyId: string, delta: number) =>
    occupancy.set(propertyId, (occupancy.get(propertyId) ?? 0) + delta);
  for (const { id, stored, after } of planned.values()) {
    const ref = residentRef(db, orgId, id);
    if (stored === null) {
      if (after.email !== "") {
        claimUniqueKey(transaction, uniqueKeyRef(db, orgId, "email", emailKey(after.email)), {
          kind: "email",
          key: emailKey(after.email),
          resourceId: id,
        });
      }
      transaction.create(ref, newResidentDocument(after, now));
      move(after.propertyId, 1);
      writeAuditEntry(data, transaction, {
        orgId,
        actor,
        action: "create",
        resource: "residents",
        resourceId: id,
        label: after.name,
        changes: changedFields(null, after, RESIDENT_AUDITED_FIELDS),
      });
      continue;
    }
    const before = stateOfResident(stored);
    const changes = changedFields(before, after, RESIDENT_AUDITED_FIELDS);
    if (changes.length === 0) continue;
    transaction.update(ref, {
      ...after,
      ...derivedResidentFields(after),
      version: stored.version + 1,
      updatedAt: now,
    });
    if (after.propertyId !== before.propertyId) {
      move(before.propertyId, -1);
      move(after.propertyId, 1);
    }
    writeAuditEntry(data, transaction, {
      orgId,
      actor,
      action: "update",
      resource: "residents",
      resourceId: id,
      label: after.name,
      changes,
    });
  }
  for (const [propertyId, delta] of occupancy) {
    const property = properties.get(propertyId);
    if (property) writeOccupancy(data, transaction, orgId, property, delta, actor);
  }
  return report;
}

async function readProperties(
  transaction: Transaction,
  db: Firestore,
  orgId: string,
  ids: readonly string[],
): Promise<Map<string, Property>> {
  const snapshots = await getAll(
    transaction,
    ids.filter(isDocumentId).map((id) => propertyRef(db, orgId, id)),
  );
  return new Map(
    snapshots
      .filter((snapshot) => snapshot.exists)
      .map((snapshot) => [snapshot.id, toProperty(snapshot)]),
  );
}

const getAll = async (
  transaction: Transaction,
  refs: DocumentReference[],
): Promise<DocumentSnapshot[]> => (refs.length === 0 ? [] : transaction.getAll(...refs));

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

const chunks = <T>(values: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(values.length / size) }, (_, index) =>
    values.slice(index * size, (index + 1) * size),
  );

import {
  AUDITED_FIELDS,
  FULL_INTEREST_BASIS_POINTS,
  formatBasisPoints,
  type ImportPropertiesRequest,
  messages,
  type OccupancyStatus,
  PROPERTY_LIST_ORDER,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type PropertyDraft,
  percentageInterestBasisPoints,
  propertyKey,
  propertyKeywords,
  propertyLabel,
  type UpdatePropertyRequest,
} from "@hoa/validation";
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import { orgCollection } from "../../platform/org-collections.js";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import type { DataContext } from "../../platform/data-context.js";
import {
  listPage,
  type ListDefinition,
  type ListQuery,
  searchKeywordFields,
} from "../../platform/lists.js";
import {
  auditItem,
  changeItem,
  readItem,
  type ItemCollection,
  type ItemChange,
} from "../../platform/items.js";
import {
  definedOnly,
  fromSnapshot,
  oneOf,
  text,
  versionAndTimes,
} from "../../platform/stored-values.js";
import {
  claimHolder,
  claimUniqueKey,
  claimingTransaction,
  rereadingTransaction,
  uniqueKeyRef,
} from "../../platform/unique-keys.js";
import { changedFields } from "../../platform/audit-trail.js";
import { derivedResidentFields, residentsCollection, toResident } from "../residents/documents.js";
import type { ImportReport, Property } from "./schemas.js";

/** `orgs/{orgId}/properties/{id}`: the organization's homes and units. */
export const { collection: propertiesCollection, ref: propertyRef } = orgCollection("properties");

/** The claim that keeps one property per address and unit in an organization. */
export const propertyClaimRef = (
  db: Firestore,
  orgId: string,
  property: { address: string; unit: string },
): DocumentReference => uniqueKeyRef(db, orgId, "property", propertyKey(property));

/** Where a property keeps its percentage interest: whole basis points (0.85% is 85). */
export const INTEREST_FIELD = "percentageInterestBasisPoints";

/** Occupied when at least one resident lives there. */
export const occupancyOf = (residentCount: number): OccupancyStatus =>
  residentCount > 0 ? "Occupied" : "Vacant";

/** The fields an audit entry of a property speaks of, in this order. */
export const PROPERTY_AUDITED_FIELDS = AUDITED_FIELDS.properties;
/** The stored fields an administrator changes (a percentage interest as its basis points). */
const EDITABLE_FIELDS = ["address", "unit", "type", INTEREST_FIELD] as const;

/** What a property's editable fields are, stored: its percentage interest in basis points. */
type EditableProperty = Pick<Property, "address" | "unit" | "type" | typeof INTEREST_FIELD>;

/** A draft's percentage interest ("0.85", checked) in basis points; null (none) when cleared. */
const interestOf = (percentageInterest: string | null): number | null =>
  percentageInterest === null ? null : percentageInterestBasisPoints(percentageInterest);

/** A draft as stored: its percentage interest in basis points, none when not sent. */
const editableOf = (draft: PropertyDraft): EditableProperty => ({
  address: draft.address,
  unit: draft.unit,
  type: draft.type,
  percentageInterestBasisPoints: interestOf(draft.percentageInterest ?? null),
});

/**
 * A property as its audit entries tell it: the percentage interest as a share ("0.85%"), so the
 * activity reads it as the property's page does.
 */
export function auditedProperty(property: Readonly<Record<string, unknown>>) {
  const basisPoints = property[INTEREST_FIELD];
  return {
    ...property,
    percentageInterest: typeof basisPoints === "number" ? formatBasisPoints(basisPoints) : null,
  };
}

/** The audited fields that differ between two states of a property (`auditedProperty`). */
const auditedChanges = (
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
) => changedFields(auditedProperty(before), auditedProperty(after), PROPERTY_AUDITED_FIELDS);

/** The stored form of a new property: nobody lives there yet; a percentage interest if given. */
export function newPropertyDocument(draft: EditableProperty, now: Timestamp) {
  const interest = draft.percentageInterestBasisPoints;
  return {
    address: draft.address,
    unit: draft.unit,
    type: draft.type,
    ...(interest === null ? {} : { [INTEREST_FIELD]: interest }),
    status: occupancyOf(0),
    residentCount: 0,
    ...searchKeywordFields(propertyKeywords(draft)),
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
}

export const propertyListDefinition: ListDefinition<Property> = {
  sorts: { address: "address", unit: "unit", type: "type", status: "status" },
  order: PROPERTY_LIST_ORDER,
  filters: { type: "type", status: "status" },
  searchable: true,
  // What `propertyFromData` reads: a page carries no keywords.
  fields: [
    "address",
    "unit",
    "type",
    "status",
    "residentCount",
    INTEREST_FIELD,
    "archivedAt",
    "version",
    "createdAt",
    "updatedAt",
  ],
  toItem: toProperty,
};

export function listProperties(data: DataContext, orgId: string, query: ListQuery) {
  return listPage(data, propertiesCollection(data.db, orgId), propertyListDefinition, query);
}

const duplicate = () =>
  new ApiError(409, messages.propertyDuplicate, {}, { address: messages.propertyDuplicate });

/** How a property is read, changed and audited. */
export const propertyItems: ItemCollection<Property> = {
  ref: propertyRef,
  toItem: toProperty,
  notFound: () => new ApiError(404, apiMessages.propertyNotFound),
  conflict: duplicate,
  audit: {
    resource: "properties",
    fields: PROPERTY_AUDITED_FIELDS,
    describe: (property) => ({ label: propertyLabel(property), state: auditedProperty(property) }),
  },
};

export function getProperty(data: DataContext, orgId: string, id: string): Promise<Property> {
  return readItem(data, propertyItems, orgId, id);
}

/** A new property, with its address-and-unit claim and its audit entry, or 409 if it exists. */
export function createProperty(
  data: DataContext,
  orgId: string,
  draft: PropertyDraft,
  actor: Caller,
): Promise<Property> {
  const { db } = data;
  const ref = propertiesCollection(db, orgId).doc();
  const claim = propertyClaimRef(db, orgId, draft);
  return claimingTransaction(data, duplicate, async (transaction) => {
    if ((await transaction.get(claim)).exists) throw duplicate();
    const document = newPropertyDocument(editableOf(draft), Timestamp.fromDate(data.clock.now()));
    claimUniqueKey(transaction, claim, {
      kind: "property",
      key: propertyKey(draft),
      resourceId: ref.id,
    });
    transaction.create(ref, document);
    auditItem(data, transaction, propertyItems, {
      orgId,
      id: ref.id,
      actor,
      action: "create",
      label: propertyLabel(draft),
      changes: changedFields(null, auditedProperty(document), PROPERTY_AUDITED_FIELDS),
    });
    return propertyFromData(ref.id, document);
  });
}

/**
 * Changes a property made to `expectedVersion` (412 otherwise). A new address or unit moves its
 * claim (409 when another property has them) and the copy its residents keep, in the same
 * transaction. A percentage interest sent as null (or blank) is cleared; one left out is kept.
 */
export function updateProperty(
  data: DataContext,
  target: ItemChange,
  changes: UpdatePropertyRequest,
): Promise<Property> {
  const { orgId } = target;
  const { percentageInterest, ...fields } = changes;
  return changeItem(data, propertyItems, target, async (transaction, current, ref) => {
    const next: Property = {
      ...current,
      ...definedOnly(fields),
      ...(percentageInterest === undefined
        ? {}
        : { [INTEREST_FIELD]: interestOf(percentageInterest) }),
    };
    const changed = changedFields(current, next, EDITABLE_FIELDS);
    if (changed.length === 0) return current;
    const moved = next.address !== current.address || next.unit !== current.unit;
    const now = Timestamp.fromDate(data.clock.now());
    const version = current.version + 1;
    const write = await applyPropertyChange(data, transaction, orgId, current, next);
    transaction.update(ref, {
      ...Object.fromEntries(changed.map(({ field, after }) => [field, after])),
      ...(moved ? searchKeywordFields(propertyKeywords(next)) : {}),
      version,
      updatedAt: now,
    });
    write();
    auditItem(data, transaction, propertyItems, {
      ...target,
      action: "update",
      label: propertyLabel(next),
      changes: auditedChanges(current, next),
    });
    return { ...next, version, updatedAt: now.toDate().toISOString() };
  });
}

/**
 * The reads a change of address or unit needs (the new claim, the old one, the residents), then
 * a function that adds its writes: the claim moved, the residents' copies and keywords updated.
 * Reads come first, as a transaction requires.
 */
async function applyPropertyChange(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  current: Property,
  next: Pick<Property, "address" | "unit">,
): Promise<() => void> {
  const { db } = data;
  const moved = next.address !== current.address || next.unit !== current.unit;
  if (!moved) return () => undefined;
  const rekeyed = propertyKey(next) !== propertyKey(current);
  const oldClaim = propertyClaimRef(db, orgId, current);
  const newClaim = propertyClaimRef(db, orgId, next);
  const [oldHolder, newHolder] = rekeyed
    ? (await transaction.getAll(oldClaim, newClaim)).map(claimHolder)
    : [null, null];
  if (rekeyed && newHolder !== null && newHolder !== current.id) throw duplicate();
  const residents = await transaction.get(
    residentsCollection(db, orgId).where("propertyId", "==", current.id),
  );
  return () => {
    if (rekeyed) {
      if (oldHolder === current.id) transaction.delete(oldClaim);
      claimUniqueKey(transaction, newClaim, {
        kind: "property",
        key: propertyKey(next),
        resourceId: current.id,
      });
    }
    for (const snapshot of residents.docs) {
      const resident = toResident(snapshot);
      const state = {
        ...resident,
        email: resident.email ?? "",
        phone: resident.phone ?? "",
        address: next.address,
        unit: next.unit,
      };
      const { nameKey: _unchanged, ...keywords } = derivedResidentFields(state);
      transaction.update(snapshot.ref, { address: next.address, unit: next.unit, ...keywords });
    }
  };
}

/**
 * Imports up to 100 properties in one transaction, idempotently: a property is identified by its
 * address and unit (its claim). An existing one of the same type (and percentage interest, when
 * the row gives one) is skipped ("unchanged"), otherwise updated; a new one is created. Rows are
 * taken in order, so a row repeating an earlier one of the same request acts on what that row
 * did. When another request claims one of the same keys first, the transaction runs again and
 * finds what it wrote.
 */
export async function importProperties(
  data: DataContext,
  orgId: string,
  rows: ImportPropertiesRequest["rows"],
  actor: Caller,
): Promise<ImportReport> {
  return rereadingTransaction(data, (transaction) =>
    importPropertiesIn(data, transaction, orgId, rows, actor),
  );
}

/** The reason a row is skipped when the item already is as the row says. */
export const IMPORT_UNCHANGED = "unchanged";

type ImportRow = ImportPropertiesRequest["rows"][number];
type ReportRow = ImportReport["rows"][number];

/** A property an import acts on: as stored (`before`, null when new) and as the rows leave it. */
interface PlannedProperty {
  id: string;
  before: Property | null;
  after: EditableProperty;
}

async function importPropertiesIn(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  rows: readonly ImportRow[],
  actor: Caller,
): Promise<ImportReport> {
  const { db } = data;
  const claims = new Map(rows.map((row) => [propertyKey(row), propertyClaimRef(db, orgId, row)]));
  const claimSnapshots = await transaction.getAll(...claims.values());
  const holders = new Map(
    [...claims.keys()].map((key, index) => [key, claimHolder(claimSnapshots[index]!)]),
  );
  const heldIds = [...new Set([...holders.values()].filter((id) => id !== null))];
  const stored = new Map(
    heldIds.length === 0
      ? []
      : (await transaction.getAll(...heldIds.map((id) => propertyRef(db, orgId, id))))
          .filter((snapshot) => snapshot.exists)
          .map((snapshot) => [snapshot.id, toProperty(snapshot)] as const),
  );

  const planned = new Map<string, PlannedProperty>();
  const report: ReportRow[] = rows.map((row) => {
    const key = propertyKey(row);
    let item = planned.get(key);
    if (!item) {
      const holder = holders.get(key) ?? null;
      const before = holder === null ? null : (stored.get(holder) ?? null);
      // A claim whose property is gone cannot be taken over by a create: leave the row alone.
      if (holder !== null && before === null) {
        return { line: row.line, outcome: "skipped", id: null, reason: messages.propertyDuplicate };
      }
      if (before === null) {
        const id = propertiesCollection(db, orgId).doc().id;
        planned.set(key, { id, before, after: editableOf(row) });
        return { line: row.line, outcome: "created", id, reason: null };
      }
      item = { id: before.id, before, after: pick(before) };
      planned.set(key, item);
    }
    const next: EditableProperty = {
      ...item.after,
      type: row.type,
      // A row without a percentage interest leaves the property's as it is.
      ...(row.percentageInterest === undefined
        ? {}
        : { [INTEREST_FIELD]: interestOf(row.percentageInterest) }),
    };
    if (changedFields(item.after, next, EDITABLE_FIELDS).length === 0) {
      return { line: row.line, outcome: "skipped", id: item.id, reason: IMPORT_UNCHANGED };
    }
    item.after = next;
    return { line: row.line, outcome: "updated", id: item.id, reason: null };
  });

  const now = Timestamp.fromDate(data.clock.now());
  for (const [key, { id, before, after }] of planned) {
    const ref = propertyRef(db, orgId, id);
    if (before === null) {
      const document = newPropertyDocument(after, now);
      claimUniqueKey(transaction, claims.get(key)!, { kind: "property", key, resourceId: id });
      transaction.create(ref, document);
      auditItem(data, transaction, propertyItems, {
        orgId,
        id,
        actor,
        action: "create",
        label: propertyLabel(after),
        changes: changedFields(null, auditedProperty(document), PROPERTY_AUDITED_FIELDS),
      });
      continue;
    }
    const changed = changedFields(before, after, EDITABLE_FIELDS);
    if (changed.length === 0) continue;
    transaction.update(ref, {
      ...Object.fromEntries(changed.map(({ field, after: value }) => [field, value])),
      version: before.version + 1,
      updatedAt: now,
    });
    auditItem(data, transaction, propertyItems, {
      orgId,
      id,
      actor,
      action: "update",
      label: propertyLabel(before),
      changes: auditedChanges(before, { ...before, ...after }),
    });
  }
  return reportOf(report);
}

const pick = ({
  address,
  unit,
  type,
  percentageInterestBasisPoints,
}: EditableProperty): EditableProperty => ({ address, unit, type, percentageInterestBasisPoints });

/** The report with its totals. */
export function reportOf(rows: ReportRow[]): ImportReport {
  const count = (outcome: ReportRow["outcome"]) =>
    rows.filter((row) => row.outcome === outcome).length;
  return { created: count("created"), updated: count("updated"), skipped: count("skipped"), rows };
}

/** A stored property as the API answers it. */
export function toProperty(snapshot: DocumentSnapshot): Property {
  return fromSnapshot(snapshot, propertyFromData);
}

export function propertyFromData(
  id: string,
  stored: DocumentData,
  createTime?: Timestamp,
  updateTime?: Timestamp,
): Property {
  const count: unknown = stored.residentCount;
  const residentCount = typeof count === "number" && count > 0 ? count : 0;
  const archivedAt: unknown = stored.archivedAt;
  return {
    id,
    address: text(stored.address),
    unit: text(stored.unit),
    type: oneOf(stored.type, PROPERTY_TYPES, "Condo"),
    status: oneOf(stored.status, PROPERTY_STATUSES, occupancyOf(residentCount)),
    residentCount,
    percentageInterestBasisPoints: storedInterest(stored[INTEREST_FIELD]),
    archivedAt: archivedAt instanceof Timestamp ? archivedAt.toDate().toISOString() : null,
    ...versionAndTimes(stored, createTime, updateTime),
  };
}

/** A stored percentage interest: whole basis points from 1 to 10,000, else none. */
function storedInterest(value: unknown): number | null {
  return typeof value === "number" &&
    Number.isInteger(value) &&
    value > 0 &&
    value <= FULL_INTEREST_BASIS_POINTS
    ? value
    : null;
}

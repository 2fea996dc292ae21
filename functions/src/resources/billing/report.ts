/** Every property's balances and aging as of today, and one property's account. */
import { ARCHIVED_STATUS, agingBucketOf, daysBetween } from "@hoa/validation";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import { text } from "../../platform/stored-values.js";
import { propertiesCollection, propertyRef } from "../properties/store.js";
import { residentsCollection } from "../residents/documents.js";
import { accountFromData, type Account } from "./account.js";
import { propertyNotFound } from "./ledger.js";
import { accountRef, billingSettingsRef } from "./refs.js";
import type { AccountRow, BillingReport, PropertyAccount } from "./schemas.js";
import { organizationToday, settingsFromData } from "./settings.js";

/** One account's row: aging by days past due, and whether it is delinquent. */
export function accountRow(
  property: { id: string; address: string; unit: string; archived: boolean },
  account: Account,
  today: string,
  graceDays: number,
): AccountRow {
  const aging = { current: 0, days30: 0, days60: 0, days90: 0 };
  let oldestDueDate: string | null = null;
  let delinquent = false;
  for (const charge of account.openCharges) {
    const late = daysBetween(charge.dueDate, today);
    aging[agingBucketOf(late)] += charge.openCents;
    if (oldestDueDate === null || charge.dueDate < oldestDueDate) oldestDueDate = charge.dueDate;
    if (late > graceDays) delinquent = true;
  }
  return {
    propertyId: property.id,
    address: property.address,
    unit: property.unit,
    archived: property.archived,
    balanceCents: account.balanceCents,
    creditCents: account.creditCents,
    aging,
    oldestDueDate,
    delinquent,
  };
}

/**
 * Every property's account (one document each) with the totals, as of today: archived properties
 * too, whose balances are still owed.
 */
export async function billingReport(data: DataContext, orgId: string): Promise<BillingReport> {
  const { db } = data;
  const [properties, accounts, settingsSnapshot, zone] = await Promise.all([
    data.call(propertiesCollection(db, orgId).select("address", "unit", "status").get()),
    data.call(db.collection(`orgs/${orgId}/billingAccounts`).get()),
    data.call(billingSettingsRef(db, orgId).get()),
    organizationToday(data, orgId),
  ]);
  const settings = settingsFromData(settingsSnapshot.data());
  const byProperty = new Map(accounts.docs.map((doc) => [doc.id, accountFromData(doc.data())]));
  const rows = properties.docs
    .map((doc) =>
      accountRow(
        {
          id: doc.id,
          address: text(doc.get("address")),
          unit: text(doc.get("unit")),
          archived: doc.get("status") === ARCHIVED_STATUS,
        },
        byProperty.get(doc.id) ?? accountFromData(undefined),
        zone.today,
        settings.graceDays,
      ),
    )
    .sort(
      (a, b) =>
        a.address.localeCompare(b.address, "en", { numeric: true }) ||
        a.unit.localeCompare(b.unit, "en", { numeric: true }),
    );
  const totals = {
    balanceCents: 0,
    creditCents: 0,
    aging: { current: 0, days30: 0, days60: 0, days90: 0 },
    delinquent: 0,
  };
  for (const row of rows) {
    totals.balanceCents += row.balanceCents;
    totals.creditCents += row.creditCents;
    for (const bucket of ["current", "days30", "days60", "days90"] as const) {
      totals.aging[bucket] += row.aging[bucket];
    }
    if (row.delinquent) totals.delinquent += 1;
  }
  return { asOf: zone.today, timeZone: zone.timeZone, rows, totals };
}

/** One property's account as of today, with its open charges. */
export async function propertyAccount(
  data: DataContext,
  orgId: string,
  propertyId: string,
): Promise<PropertyAccount> {
  if (!isDocumentId(propertyId)) throw propertyNotFound();
  const { db } = data;
  const [property, account, settings, zone, residents] = await Promise.all([
    data.call(propertyRef(db, orgId, propertyId).get()),
    data.call(accountRef(db, orgId, propertyId).get()),
    data.call(billingSettingsRef(db, orgId).get()),
    organizationToday(data, orgId),
    data.call(
      residentsCollection(db, orgId)
        .where("propertyId", "==", propertyId)
        .select("name", "relationship")
        .get(),
    ),
  ]);
  if (!property.exists) throw propertyNotFound();
  const stored = accountFromData(account.data());
  const row = accountRow(
    {
      id: propertyId,
      address: text(property.get("address")),
      unit: text(property.get("unit")),
      archived: property.get("status") === ARCHIVED_STATUS,
    },
    stored,
    zone.today,
    settingsFromData(settings.data()).graceDays,
  );
  return {
    ...row,
    type: text(property.get("type")),
    entryCount: stored.entryCount,
    openCharges: stored.openCharges.map(({ entryId, dueDate, openCents }) => ({
      entryId,
      dueDate,
      openCents,
    })),
    asOf: zone.today,
    billTo: {
      names: residents.docs
        .filter((resident) => resident.get("relationship") === "Owner")
        .map((resident) => text(resident.get("name")))
        .filter(Boolean)
        .sort((a, b) => a.localeCompare(b, "en")),
      mailingAddress: row.unit ? `${row.address}, ${row.unit}` : row.address,
    },
  };
}

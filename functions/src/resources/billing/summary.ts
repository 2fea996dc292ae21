/** This month's billing figures. */
import { addDays, periodOf } from "@hoa/validation";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { DataContext } from "../../platform/data-context.js";
import { propertiesCollection } from "../properties/store.js";
import { billingSettingsRef, billingTotalsRef, monthRef } from "./refs.js";
import type { BillingSummary } from "./schemas.js";
import { organizationToday, settingsFromData } from "./settings.js";

/** This month's figures: charged, collected, credited (from the month's totals) and standing. */
export async function billingSummary(data: DataContext, orgId: string): Promise<BillingSummary> {
  const { db } = data;
  const [zone, settingsSnapshot, totals, properties] = await Promise.all([
    organizationToday(data, orgId),
    data.call(billingSettingsRef(db, orgId).get()),
    data.call(billingTotalsRef(db, orgId).get()),
    data.call(propertiesCollection(db, orgId).count().get()),
  ]);
  const settings = settingsFromData(settingsSnapshot.data());
  const period = periodOf(zone.today);
  // Delinquent: an open charge past its due date plus the grace days (the oldest says it).
  const cutoff = addDays(zone.today, -settings.graceDays - 1);
  const [month, delinquent] = await Promise.all([
    data.call(monthRef(db, orgId, period).get()),
    data.call(
      db
        .collection(`orgs/${orgId}/billingAccounts`)
        .where("oldestOpenDue", "<=", cutoff)
        .count()
        .get(),
    ),
  ]);
  const number = (snapshot: DocumentSnapshot, field: string) => {
    const value: unknown = snapshot.get(field);
    return typeof value === "number" ? value : 0;
  };
  return {
    asOf: zone.today,
    period,
    chargedCents: number(month, "chargedCents"),
    collectedCents: number(month, "collectedCents"),
    creditedCents: number(month, "creditedCents"),
    outstandingCents: number(totals, "outstandingCents"),
    delinquentCount: delinquent.data().count,
    propertyCount: properties.data().count,
    monthlyFeeCents: settings.monthlyFeeCents,
  };
}

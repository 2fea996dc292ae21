import { type TimeZone, timeZoneOf } from "@hoa/validation";
import type { DocumentReference, Firestore, Transaction } from "firebase-admin/firestore";
import type { DataContext } from "../../platform/data-context.js";
import { text } from "../../platform/stored-values.js";

/** `orgs/{orgId}`: the organization and its settings. */
export const organizationRef = (db: Firestore, orgId: string): DocumentReference =>
  db.doc(`orgs/${orgId}`);

/**
 * The organization's time zone and name, as stored on `orgs/{orgId}` (read in `transaction`
 * when given).
 */
export async function organizationZone(
  data: DataContext,
  orgId: string,
  transaction?: Transaction,
): Promise<{ zone: TimeZone; name: string }> {
  const ref = organizationRef(data.db, orgId);
  const snapshot = transaction ? await transaction.get(ref) : await data.call(ref.get());
  return { zone: timeZoneOf(snapshot.get("timeZone")), name: text(snapshot.get("name")) };
}

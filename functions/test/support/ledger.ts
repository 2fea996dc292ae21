import type { Firestore, QueryDocumentSnapshot } from "firebase-admin/firestore";

/**
 * Every ledger entry of an organization: each property's ledger is under its billing account
 * (`billingAccounts/{propertyId}/ledger`), and a property with entries always has its account.
 */
export async function organizationLedger(
  db: Firestore,
  orgId: string,
): Promise<QueryDocumentSnapshot[]> {
  const accounts = await db.collection(`orgs/${orgId}/billingAccounts`).get();
  const ledgers = await Promise.all(
    accounts.docs.map((account) => account.ref.collection("ledger").get()),
  );
  return ledgers.flatMap((ledger) => ledger.docs);
}

/** Where billing lives in Firestore, and the ids and names its writers share. */
import {
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from "firebase-admin/firestore";

/** `orgs/{orgId}/billing/settings`: dues and fees, and where the monthly run has got to. */
export const billingSettingsRef = (db: Firestore, orgId: string): DocumentReference =>
  db.doc(`orgs/${orgId}/billing/settings`);

/** `orgs/{orgId}/billing/totals`: what all properties owe, kept with each entry. */
export const billingTotalsRef = (db: Firestore, orgId: string): DocumentReference =>
  db.doc(`orgs/${orgId}/billing/totals`);

/**
 * `orgs/{orgId}/billingAccounts/{propertyId}/ledger/{entryId}`: a property's entries, under its
 * account, never edited or deleted (only `reversedBy` is added). Every read of a ledger is one
 * property's, so a page of it reads that property's entries alone (in an organization-wide
 * collection the emulator scanned every property's entries for each page).
 */
export const ledgerCollection = (
  db: Firestore,
  orgId: string,
  propertyId: string,
): CollectionReference => db.collection(`orgs/${orgId}/billingAccounts/${propertyId}/ledger`);

/** `orgs/{orgId}/billingAccounts/{propertyId}`: what the property's ledger adds up to. */
export const accountRef = (db: Firestore, orgId: string, propertyId: string): DocumentReference =>
  db.doc(`orgs/${orgId}/billingAccounts/${propertyId}`);

/** `orgs/{orgId}/billingMonths/{YYYY-MM}`: the month's totals, kept with each entry. */
export const monthRef = (db: Firestore, orgId: string, period: string): DocumentReference =>
  db.doc(`orgs/${orgId}/billingMonths/${period}`);

/** The deterministic ids that make the scheduler's charges happen once. */
export const assessmentId = (propertyId: string, period: string) =>
  `assessment-${propertyId}-${period}`;
export const lateFeeId = (chargeId: string) => `late-${chargeId}`;
export const reversalId = (entryId: string) => `reversal-${entryId}`;

/** The property's flag that it has had a ledger entry (it is archived, never deleted, then). */
export const BILLED_FIELD = "billed";

/** Who recorded the entries the scheduler makes. */
export const SCHEDULER = "Scheduler";

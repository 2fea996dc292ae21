import { ROLE_PERMISSIONS, type Role } from "@hoa/validation";
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
  WriteBatch,
} from "firebase-admin/firestore";
import type { DataContext } from "./data-context.js";

/**
 * `users/{uid}/roles/roles`: which organization a user belongs to, with which role and
 * permissions, one organization per user. The organization guard reads it on every request; this
 * module is the only one that reads or writes it (an organization's creation, a role change, a
 * removal, an invitation's acceptance).
 */
const rolesRef = (db: Firestore, uid: string): DocumentReference =>
  db.doc(`users/${uid}/roles/roles`);

/** The roles record as the guard and the API read it; a field the record lacks is null. */
export interface RolesRecord {
  orgId: string | null;
  role: string | null;
  permissions: string[];
}

/** The user's roles record, or null when they have none (they belong to no organization). */
export async function findRoles(data: DataContext, uid: string): Promise<RolesRecord | null> {
  return rolesOf(await data.call(rolesRef(data.db, uid).get()));
}

/**
 * The user's roles record read in `transaction`, before its writes: a change made to it with
 * `setOrganizationRole` or `removeOrganizationRoles` is checked at commit.
 */
export async function readRoles(
  transaction: Transaction,
  db: Firestore,
  uid: string,
): Promise<RolesRecord | null> {
  return rolesOf(await transaction.get(rolesRef(db, uid)));
}

/**
 * Adds the creation of the user's roles record to a batch or transaction, with a must-not-exist
 * precondition: that, not a read, is what keeps a user to one organization when requests race
 * (the commit fails with ALREADY_EXISTS and writes nothing).
 */
export function createRoles(
  write: Transaction | WriteBatch,
  db: Firestore,
  uid: string,
  orgId: string,
  role: Role,
): void {
  (write as WriteBatch).create(rolesRef(db, uid), {
    orgId,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
  });
}

/**
 * Gives the user `role` in `orgId`, in the transaction that changes their membership. A record
 * (read with `readRoles`) that names another organization is left as it is: it is not this one's.
 */
export function setOrganizationRole(
  transaction: Transaction,
  db: Firestore,
  uid: string,
  current: RolesRecord | null,
  orgId: string,
  role: Role,
): void {
  if (current?.orgId !== orgId) return;
  transaction.update(rolesRef(db, uid), { role, permissions: [...ROLE_PERMISSIONS[role]] });
}

/**
 * Deletes the user's roles record in the transaction that removes their membership, if it is
 * `orgId`'s (read with `readRoles`); another organization's is not this one's to remove.
 */
export function removeOrganizationRoles(
  transaction: Transaction,
  db: Firestore,
  uid: string,
  current: RolesRecord | null,
  orgId: string,
): void {
  if (current?.orgId === orgId) transaction.delete(rolesRef(db, uid));
}

function rolesOf(snapshot: DocumentSnapshot): RolesRecord | null {
  if (!snapshot.exists) return null;
  const permissions: unknown = snapshot.get("permissions");
  return {
    orgId: textOrNull(snapshot.get("orgId")),
    role: textOrNull(snapshot.get("role")),
    permissions: Array.isArray(permissions)
      ? permissions.filter((permission): permission is string => typeof permission === "string")
      : [],
  };
}

const textOrNull = (value: unknown): string | null => (typeof value === "string" ? value : null);

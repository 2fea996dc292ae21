import { createHash } from "node:crypto";
import {
  GrpcStatus,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import type { ApiError } from "../http/errors.js";
import type { DataContext } from "./data-context.js";
import { runTransaction } from "./transactions.js";

/**
 * What must be unique in an organization: a property's address and unit (`propertyKey`), a
 * resident's email (`emailKey`), the address of a pending invitation (`invitationEmailKey`).
 */
export type UniqueKeyKind = "property" | "email" | "invitation";

/** `orgs/{orgId}/uniqueKeys/{kind}-{sha256(key) hex}`: who holds a unique key. */
export interface UniqueKeyClaim {
  kind: UniqueKeyKind;
  key: string;
  resourceId: string;
}

/** The hex SHA-256 of a text (UTF-8). */
export const sha256Hex = (text: string): string =>
  createHash("sha256").update(text, "utf8").digest("hex");

/** The claim document's id: the same key always names the same document. */
export const uniqueKeyId = (kind: UniqueKeyKind, key: string): string =>
  `${kind}-${sha256Hex(key)}`;

export const uniqueKeyRef = (
  db: Firestore,
  orgId: string,
  kind: UniqueKeyKind,
  key: string,
): DocumentReference => db.doc(`orgs/${orgId}/uniqueKeys/${uniqueKeyId(kind, key)}`);

/**
 * Claims a key for an item in the transaction that writes the item. The claim is a `create()`:
 * when another request claimed it first, the commit fails with ALREADY_EXISTS and writes
 * nothing, whatever either transaction read. That, not a read, is what keeps the key unique.
 */
export function claimUniqueKey(
  transaction: Transaction,
  ref: DocumentReference,
  claim: UniqueKeyClaim,
): void {
  transaction.create(ref, { ...claim });
}

/** The item holding a claim, or `null` when nobody does. */
export function claimHolder(snapshot: DocumentSnapshot): string | null {
  if (!snapshot.exists) return null;
  const holder: unknown = snapshot.get("resourceId");
  return typeof holder === "string" ? holder : null;
}

/** Whether a Firestore call failed because a document it had to create exists. */
export const isAlreadyExists = (error: unknown): boolean =>
  typeof error === "object" &&
  error !== null &&
  "code" in error &&
  error.code === GrpcStatus.ALREADY_EXISTS;

/**
 * Runs a transaction whose `create()` of a claim keeps something unique: when another request
 * claimed it first the commit fails with ALREADY_EXISTS, which becomes `conflict()`.
 */
export async function claimingTransaction<T>(
  data: DataContext,
  conflict: () => ApiError,
  update: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await runTransaction(data, update);
  } catch (error) {
    if (isAlreadyExists(error)) throw conflict();
    throw error;
  }
}

/** Transactions an import makes before it gives up on contention with another request. */
const REREAD_ATTEMPTS = 3;

/**
 * Runs a transaction that creates what it did not find (an import's items and claims) and, when
 * another request created one of them first (the commit fails with ALREADY_EXISTS), runs it
 * again, up to three times in all: the next run reads what that request wrote and acts on it.
 */
export async function rereadingTransaction<T>(
  data: DataContext,
  update: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runTransaction(data, update);
    } catch (error) {
      if (!isAlreadyExists(error) || attempt >= REREAD_ATTEMPTS) throw error;
    }
  }
}

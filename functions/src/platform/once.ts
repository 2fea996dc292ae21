import { createHash } from "node:crypto";
import { Timestamp, type Transaction } from "firebase-admin/firestore";
import { ApiError } from "../http/errors.js";
import { apiMessages } from "../http/messages.js";
import type { DataContext } from "./data-context.js";
import { runTransaction } from "./transactions.js";

/** The collection of an organization's remembered keys (`orgs/{orgId}/idempotencyKeys/{id}`). */
export const IDEMPOTENCY_KEYS = "idempotencyKeys";

/**
 * How long a key is remembered: a retry comes seconds or minutes after the first try, and a day
 * covers a laptop closed mid-request. After that the same key creates again (Cloud Firestore's
 * TTL policy on `expiresAt` deletes the record; until then it is read as expired).
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * One create the client asked for with an `Idempotency-Key`: who asked, for what operation on
 * which path, and a fingerprint of what it sent. Made by `onceOf` in the HTTP layer.
 */
export interface Once {
  orgId: string;
  /** The record's id: a hash of the caller, the operation, its path parameters and the key. */
  id: string;
  /** A hash of the request's validated body: the same key with another body is refused (409). */
  fingerprint: string;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * A key names one create of one caller on one operation and path (a key is scoped as payments'
 * were: the same key on another property's payments is another payment). The body is read as
 * validated (its fields in the schema's order, unknown ones dropped), so JSON that differs only
 * in spacing or key order is the same request.
 */
export function onceFor(request: {
  orgId: string;
  uid: string;
  operation: string;
  params: Readonly<Record<string, string>>;
  key: string;
  body: unknown;
}): Once {
  const params = Object.entries(request.params).sort(([a], [b]) => a.localeCompare(b));
  return {
    orgId: request.orgId,
    id: sha256(JSON.stringify([request.uid, request.operation, params, request.key])),
    fingerprint: sha256(JSON.stringify(request.body ?? null)),
  };
}

/** How a create runs once: the work, the id of what it made, and how to read that back. */
export interface OnceSteps<T> {
  /** The create, in the transaction (its reads before its writes, as always). */
  create: (transaction: Transaction) => Promise<T>;
  /** The id of what `create` made (an announcement's, a ledger entry's). */
  idOf: (result: T) => string;
  /** What the first request made, read in the transaction (its 404 when it was deleted since). */
  replay: (transaction: Transaction, id: string) => Promise<T>;
}

/**
 * Runs a create at most once per `Idempotency-Key`: in its transaction, the key's record is read
 * first; when the same request made it before (same caller, operation, path and body), the
 * transaction answers what it made (`replay`) and writes nothing, so no second item, entry or
 * email; with another body it is 409. Otherwise the create runs and the record is written with
 * it, in the same commit: requests sent at once with one key race for the record, one creates and
 * the others run again and answer its result. Without a key (`once` undefined) it is a plain
 * transaction.
 */
export function runOnce<T>(
  data: DataContext,
  once: Once | undefined,
  steps: OnceSteps<T>,
): Promise<T> {
  if (!once) return runTransaction(data, steps.create);
  const ref = data.db.collection("orgs").doc(once.orgId).collection(IDEMPOTENCY_KEYS).doc(once.id);
  return runTransaction(data, async (transaction) => {
    const now = data.clock.now();
    const earlier = await transaction.get(ref);
    const expiresAt: unknown = earlier.get("expiresAt");
    const live =
      earlier.exists && expiresAt instanceof Timestamp && expiresAt.toMillis() > now.getTime();
    if (live) {
      if (earlier.get("fingerprint") !== once.fingerprint) {
        throw new ApiError(409, apiMessages.idempotencyKeyReused);
      }
      return steps.replay(transaction, String(earlier.get("itemId")));
    }
    const result = await steps.create(transaction);
    transaction.set(ref, {
      itemId: steps.idOf(result),
      fingerprint: once.fingerprint,
      createdAt: Timestamp.fromDate(now),
      expiresAt: Timestamp.fromMillis(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
    });
    return result;
  });
}

/** Cloud Firestore deletes a record once its `expiresAt` has passed (a TTL policy), unindexed. */
export const idempotencyKeyOverrides = [
  { collectionGroup: IDEMPOTENCY_KEYS, fieldPath: "expiresAt", ttl: true, indexes: [] },
];

import { Timestamp, type DocumentData, type DocumentSnapshot } from "firebase-admin/firestore";

/** The fields every versioned item answers with, from its stored form. */
export interface VersionAndTimes {
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601. */
  updatedAt: string;
  version: number;
}

/** An item from the snapshot of its document, which must exist. */
export function fromSnapshot<T>(
  snapshot: DocumentSnapshot,
  fromData: (id: string, stored: DocumentData, createTime?: Timestamp, updateTime?: Timestamp) => T,
): T {
  const stored = snapshot.data();
  if (!stored) throw new Error(`${snapshot.ref.path} does not exist`);
  return fromData(snapshot.id, stored, snapshot.createTime, snapshot.updateTime);
}

/**
 * A stored item's times and version; a document written without them (by hand, or before they
 * existed) takes Firestore's own times and version 1.
 */
export function versionAndTimes(
  stored: DocumentData,
  createTime?: Timestamp,
  updateTime?: Timestamp,
): VersionAndTimes {
  const createdAt = time(stored.createdAt) ?? createTime ?? Timestamp.fromMillis(0);
  const version: unknown = stored.version;
  return {
    createdAt: createdAt.toDate().toISOString(),
    updatedAt: (time(stored.updatedAt) ?? updateTime ?? createdAt).toDate().toISOString(),
    version: typeof version === "number" ? version : 1,
  };
}

/** A stored text, or "" for anything else. */
export const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** A stored value among `options`, or `fallback` for anything else. */
export function oneOf<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

/** A change request without the fields it leaves out (`undefined`), to spread over the item. */
export const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined),
  ) as Partial<T>;

const time = (value: unknown): Timestamp | undefined =>
  value instanceof Timestamp ? value : undefined;

/** A stored time as ISO 8601, or null when there is none (never set, or not a time). */
export const isoOrNull = (value: unknown): string | null =>
  value instanceof Timestamp ? value.toDate().toISOString() : null;

/** A stored count, or 0 for anything else (a counter never written). */
export const storedCount = (value: unknown): number => (typeof value === "number" ? value : 0);

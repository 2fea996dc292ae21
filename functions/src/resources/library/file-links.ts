import { createHash } from "node:crypto";
import { Timestamp, type DocumentData, type DocumentSnapshot } from "firebase-admin/firestore";
import type { ApiError } from "../../http/errors.js";
import { isLinkToken, newLinkToken } from "../../http/link-tokens.js";
import type { DataContext } from "../../platform/data-context.js";

/**
 * Short-lived links to stored files, for what a browser opens without an Authorization header
 * (a download, an `<img>`): the token in the URL is the permission (`http/link-tokens.ts`); only
 * its SHA-256 is stored, at `<collection>/{hash}` with what the link serves and its expiry.
 */

const sha256 = (value: string): string => createHash("sha256").update(value).digest("hex");
const linkRef = (data: DataContext, collection: string, token: string) =>
  data.db.doc(`${collection}/${sha256(token)}`);

/** A new link in `collection` to what `fields` name, working for `ttlMs` by the injected clock. */
export async function createFileLink(
  data: DataContext,
  collection: string,
  ttlMs: number,
  fields: DocumentData,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newLinkToken();
  const expiresAt = new Date(data.clock.now().getTime() + ttlMs);
  await data.call(
    linkRef(data, collection, token).create({
      ...fields,
      expiresAt: Timestamp.fromDate(expiresAt),
    }),
  );
  return { token, expiresAt };
}

/** The link `token` names while it works; `invalid()` for a malformed, unknown or expired one. */
export async function openFileLink(
  data: DataContext,
  collection: string,
  token: string,
  invalid: () => ApiError,
): Promise<DocumentSnapshot> {
  if (!isLinkToken(token)) throw invalid();
  const link = await data.call(linkRef(data, collection, token).get());
  const expiresAt: unknown = link.get("expiresAt");
  if (
    !link.exists ||
    !(expiresAt instanceof Timestamp) ||
    expiresAt.toMillis() <= data.clock.now().getTime()
  ) {
    throw invalid();
  }
  return link;
}

/** Removes up to `limit` expired links of `collection`; how many it removed. */
export async function removeExpiredLinks(
  data: DataContext,
  collection: string,
  limit: number,
): Promise<number> {
  const expired = await data.call(
    data.db
      .collection(collection)
      .where("expiresAt", "<=", Timestamp.fromDate(data.clock.now()))
      .limit(limit)
      .get(),
  );
  if (!expired.empty) {
    const batch = data.db.batch();
    for (const link of expired.docs) batch.delete(link.ref);
    await data.call(batch.commit());
  }
  return expired.size;
}

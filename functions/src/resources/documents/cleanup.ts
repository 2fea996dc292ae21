import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { logs } from "../../logs.js";
import type { DataContext } from "../../platform/data-context.js";
import type { FileStore } from "../../platform/file-store.js";
import { DOCUMENT_FILES_PREFIX, ORPHAN_AFTER_MS, documentFileRef } from "./store.js";

/** Files looked at per run; the sweep goes on from there at the next run. */
export const SWEEP_FILES_PER_RUN = 200;
/** Expired download links removed per run. */
export const EXPIRED_LINKS_PER_RUN = 200;

/** `system/documentFileSweep`: where the sweep stopped (the bucket's page token). */
const sweepStateRef = (db: Firestore) => db.doc("system/documentFileSweep");

/**
 * The dispatcher's clean-up of document files: walks the bucket's `documents/` files, a page per
 * run, and removes each file no document holds (no `documentFiles` claim) once it is
 * `ORPHAN_AFTER_MS` old by its upload time: an upload never used (a crash after it, a person who
 * gave up) or a deleted document's file a crash left behind. Uploads are usable for 30 minutes
 * only, so a file the sweep removes can no longer be claimed. Also removes expired download links.
 * Safe to repeat and to overlap: removing a file or a link twice is harmless.
 */
export async function sweepDocumentFiles(
  data: DataContext,
  files: FileStore,
  { limit = SWEEP_FILES_PER_RUN }: { limit?: number } = {},
): Promise<{ checked: number; removed: number; expiredLinks: number }> {
  const { db } = data;
  const state = await data.call(sweepStateRef(db).get());
  const pageToken: unknown = state.get("pageToken");
  const page = await files.list(DOCUMENT_FILES_PREFIX, {
    limit,
    pageToken: typeof pageToken === "string" ? pageToken : null,
  });
  const now = data.clock.now().getTime();
  const candidates = page.files.flatMap((file) => {
    const [, orgId, fileId, ...rest] = file.path.split("/");
    const uploadedAt = Date.parse(file.metadata.uploadedAt ?? "");
    // A file without an upload time counts as old: it was not written by the API.
    const old = Number.isNaN(uploadedAt) || uploadedAt + ORPHAN_AFTER_MS <= now;
    return orgId && fileId && rest.length === 0 && old ? [{ path: file.path, orgId, fileId }] : [];
  });
  const claims =
    candidates.length === 0
      ? []
      : await data.call(
          db.getAll(...candidates.map(({ orgId, fileId }) => documentFileRef(db, orgId, fileId))),
        );
  const orphans = candidates.filter((_candidate, index) => !claims[index]?.exists);
  for (const orphan of orphans) {
    await files.remove(orphan.path);
    logs.orphanFileRemoved(orphan.path);
  }
  await data.call(sweepStateRef(db).set({ pageToken: page.nextPageToken }));

  const expired = await data.call(
    db
      .collection("downloadLinks")
      .where("expiresAt", "<=", Timestamp.fromMillis(now))
      .limit(EXPIRED_LINKS_PER_RUN)
      .get(),
  );
  if (!expired.empty) {
    const batch = db.batch();
    for (const link of expired.docs) batch.delete(link.ref);
    await data.call(batch.commit());
  }
  return { checked: page.files.length, removed: orphans.length, expiredLinks: expired.size };
}

import type { DataContext } from "../../platform/data-context.js";
import type { FileStore } from "../../platform/file-store.js";
import { removeExpiredLinks } from "../library/file-links.js";
import { sweepOrphanFiles } from "../library/files.js";
import {
  DOCUMENT_FILES_PREFIX,
  DOWNLOAD_LINKS,
  ORPHAN_AFTER_MS,
  documentFileRef,
} from "./store.js";

/** Files looked at per run; the sweep goes on from there at the next run. */
export const SWEEP_FILES_PER_RUN = 200;
/** Expired download links removed per run. */
export const EXPIRED_LINKS_PER_RUN = 200;

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
  const swept = await sweepOrphanFiles(data, files, {
    prefix: DOCUMENT_FILES_PREFIX,
    // `system/documentFileSweep`: where the sweep stopped (the bucket's page token).
    statePath: "system/documentFileSweep",
    limit,
    orphanAfterMs: ORPHAN_AFTER_MS,
    holderOf: (path) => {
      const [, orgId, fileId, ...rest] = path.split("/");
      return orgId && fileId && rest.length === 0 ? documentFileRef(data.db, orgId, fileId) : null;
    },
  });
  const expiredLinks = await removeExpiredLinks(data, DOWNLOAD_LINKS, EXPIRED_LINKS_PER_RUN);
  return { ...swept, expiredLinks };
}

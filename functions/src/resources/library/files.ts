import { randomBytes } from "node:crypto";
import type { DocumentReference } from "firebase-admin/firestore";
import { logs } from "../../logs.js";
import type { DataContext } from "../../platform/data-context.js";
import type { FileStore } from "../../platform/file-store.js";
import { text } from "../../platform/stored-values.js";

/**
 * What the documents and media libraries share about the files they keep in the bucket: the ids
 * of uploads, the people who upload, removals that a failure only defers, and the sweep that
 * removes a file no record holds.
 */

/** A new upload's id: 18 random bytes, URL-safe. */
export const newUploadId = (): string => randomBytes(18).toString("base64url");
/** Whether `id` can name an upload (before anything is read with it). */
export const isUploadId = (id: string): boolean => /^[A-Za-z0-9_-]{16,64}$/u.test(id);

/** A stored `{uid, name}`, with "" for what is missing. */
export const storedPerson = (value: unknown): { uid: string; name: string } => {
  const { uid, name } = (value ?? {}) as Record<string, unknown>;
  return { uid: text(uid), name: text(name) };
};

/**
 * Removes files no record holds any more. A failure is logged and left to the sweep, which
 * removes what no record holds once it is old: the change that came first has been committed.
 */
export async function removeFiles(files: FileStore, paths: readonly string[]): Promise<void> {
  await Promise.all(
    paths.map((path) =>
      files.remove(path).catch((error: unknown) => logs.fileRemovalDeferred(path, error)),
    ),
  );
}

/** How a sweep finds the files no record holds. */
export interface OrphanSweep {
  /** The files it walks, e.g. `documents/`. */
  prefix: string;
  /** Where it keeps the bucket's page token between runs, e.g. `system/documentFileSweep`. */
  statePath: string;
  /** Files looked at per run; the sweep goes on from there at the next run. */
  limit: number;
  /** A file no record holds is removed once it is this old by its upload time. */
  orphanAfterMs: number;
  /** The document whose existence keeps the file, or null for a path the sweep leaves alone. */
  holderOf: (path: string) => DocumentReference | null;
}

/**
 * Walks the sweep's files, a page per run from where it stopped, and removes each file whose
 * holder does not exist once it is old enough. Safe to repeat and to overlap: removing a file
 * twice is harmless.
 */
export async function sweepOrphanFiles(
  data: DataContext,
  files: FileStore,
  sweep: OrphanSweep,
): Promise<{ checked: number; removed: number }> {
  const { db } = data;
  const stateRef = db.doc(sweep.statePath);
  const state = await data.call(stateRef.get());
  const pageToken: unknown = state.get("pageToken");
  const page = await files.list(sweep.prefix, {
    limit: sweep.limit,
    pageToken: typeof pageToken === "string" ? pageToken : null,
  });
  const now = data.clock.now().getTime();
  const candidates = page.files.flatMap((file) => {
    const uploadedAt = Date.parse(file.metadata.uploadedAt ?? "");
    // A file without an upload time counts as old: it was not written by the API.
    const old = Number.isNaN(uploadedAt) || uploadedAt + sweep.orphanAfterMs <= now;
    const holder = old ? sweep.holderOf(file.path) : null;
    return holder ? [{ path: file.path, holder }] : [];
  });
  const holders =
    candidates.length === 0
      ? []
      : await data.call(db.getAll(...candidates.map((candidate) => candidate.holder)));
  const orphans = candidates.filter((_candidate, index) => !holders[index]?.exists);
  for (const orphan of orphans) {
    await files.remove(orphan.path);
    logs.orphanFileRemoved(orphan.path);
  }
  await data.call(stateRef.set({ pageToken: page.nextPageToken }));
  return { checked: page.files.length, removed: orphans.length };
}

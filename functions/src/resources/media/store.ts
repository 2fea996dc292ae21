import {
  ALBUM_LIST_ORDER,
  type AlbumRequest,
  AUDITED_FIELDS,
  foldSearchText,
  formatMessage,
  MEDIA_ITEM_LIST_ORDER,
  MEDIA_KINDS,
  MEDIA_PART_MAX_BYTES,
  MEDIA_TYPES,
  mediaKindOf,
  type MediaType,
  PHOTO_MAX_BYTES,
  type StartMediaUploadRequest,
  type UpdateAlbumRequest,
  VIDEO_MAX_BYTES,
} from "@hoa/validation";
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
} from "firebase-admin/firestore";
import { orgCollection } from "../../platform/org-collections.js";
import { nameOf, type Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import type { FileStore } from "../../platform/file-store.js";
import {
  deleteItem as deleteVersionedItem,
  readItem,
  updateItem,
  type ItemCollection,
  type ItemChange,
} from "../../platform/items.js";
import { listPage, type ListDefinition, type ListQuery } from "../../platform/lists.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import {
  definedOnly,
  fromSnapshot,
  oneOf,
  text,
  versionAndTimes,
} from "../../platform/stored-values.js";
import { assertVersion } from "../../platform/versioning.js";
import { changedFields, writeAuditEntry } from "../../platform/audit-trail.js";
import { createFileLink, openFileLink, removeExpiredLinks } from "../library/file-links.js";
import {
  isUploadId,
  newUploadId,
  removeFiles,
  storedPerson,
  sweepOrphanFiles,
} from "../library/files.js";
import { mediaFileType } from "./file-types.js";
import type { AlbumItem, MediaItem, MediaLink, MediaUpload } from "./schemas.js";
import { makeThumbnail, resolutionWarning } from "./thumbnails.js";
import { runTransaction } from "../../platform/transactions.js";

/** Parts of a resumable upload are taken for this long after it started. */
export const MEDIA_UPLOAD_USABLE_MS = 2 * 60 * 60_000;
/** How long an album's link serves its thumbnails and files. */
export const MEDIA_LINK_TTL_MS = 30 * 60_000;

const AUDITED = AUDITED_FIELDS.media;

export const { collection: albumsCollection, ref: albumRef } = orgCollection("albums");
export const itemsCollection = (db: Firestore, orgId: string, albumId: string) =>
  db.collection(`orgs/${orgId}/albums/${albumId}/items`);
/** `mediaUploads/{uploadId}`: a resumable upload under way (its organization in `orgId`). */
const uploadRef = (db: Firestore, id: string) => db.doc(`mediaUploads/${id}`);
/** `mediaLinks/{sha256(token)}`: the albums' short-lived links (`library/file-links.ts`). */
const MEDIA_LINKS = "mediaLinks";

/** The bucket: `media/{orgId}/{albumId}/{itemId}` and its thumbnail next to it. */
export const MEDIA_FILES_PREFIX = "media/";
export const mediaFilePath = (orgId: string, albumId: string, itemId: string) =>
  `${MEDIA_FILES_PREFIX}${orgId}/${albumId}/${itemId}`;
export const thumbnailPath = (orgId: string, albumId: string, itemId: string) =>
  `${mediaFilePath(orgId, albumId, itemId)}.thumbnail.jpg`;
const itemFilePaths = (orgId: string, albumId: string, itemId: string) => [
  mediaFilePath(orgId, albumId, itemId),
  thumbnailPath(orgId, albumId, itemId),
];
/** A resumable upload's parts: `media-uploads/{orgId}/{uploadId}/{number}`. */
export const MEDIA_PARTS_PREFIX = "media-uploads/";
const partPath = (orgId: string, uploadId: string, number: number) =>
  `${MEDIA_PARTS_PREFIX}${orgId}/${uploadId}/${String(number).padStart(4, "0")}`;

const albumNotFound = () => new ApiError(404, apiMessages.albumNotFound);
export const itemNotFound = () => new ApiError(404, apiMessages.mediaItemNotFound);
const uploadNotFound = () => new ApiError(404, apiMessages.mediaUploadNotFound);

const numberOrNull = (value: unknown): number | null => (typeof value === "number" ? value : null);

export function albumFromData(id: string, stored: DocumentData): AlbumItem {
  return {
    id,
    title: text(stored.title),
    description: text(stored.description),
    itemCount: typeof stored.itemCount === "number" ? stored.itemCount : 0,
    coverItemId: typeof stored.coverItemId === "string" ? stored.coverItemId : null,
    createdBy: storedPerson(stored.createdBy),
    ...versionAndTimes(stored),
  };
}
const toAlbum = (snapshot: DocumentSnapshot) => fromSnapshot(snapshot, albumFromData);

export function itemFromData(id: string, stored: DocumentData): MediaItem {
  const contentType = oneOf(stored.contentType, MEDIA_TYPES, "image/jpeg");
  return {
    id,
    albumId: text(stored.albumId),
    kind: oneOf(stored.kind, MEDIA_KINDS, mediaKindOf(contentType)),
    contentType,
    fileName: text(stored.fileName),
    sizeBytes: typeof stored.sizeBytes === "number" ? stored.sizeBytes : 0,
    caption: text(stored.caption),
    width: numberOrNull(stored.width),
    height: numberOrNull(stored.height),
    hasThumbnail: stored.hasThumbnail === true,
    warning: typeof stored.warning === "string" ? stored.warning : null,
    uploadedBy: storedPerson(stored.uploadedBy),
    ...versionAndTimes(stored),
  };
}
const toItem = (snapshot: DocumentSnapshot) => fromSnapshot(snapshot, itemFromData);

export const albumListDefinition: ListDefinition<AlbumItem> = {
  sorts: { updatedAt: "updatedAt", title: "titleSort" },
  order: ALBUM_LIST_ORDER,
  filters: {},
  searchable: false,
  toItem: toAlbum,
};
const itemListDefinition: ListDefinition<MediaItem> = {
  sorts: { createdAt: "createdAt" },
  order: MEDIA_ITEM_LIST_ORDER,
  filters: {},
  searchable: false,
  toItem,
};

const albumAudit = (album: Pick<AlbumItem, "title" | "description">) => ({
  title: album.title,
  description: album.description,
});

/** How an album is read, changed made to a version, and audited (`platform/items.ts`). */
const albumItems: ItemCollection<AlbumItem> = {
  ref: albumRef,
  toItem: toAlbum,
  notFound: albumNotFound,
  audit: {
    resource: "media",
    fields: AUDITED,
    describe: (album) => ({ label: `album ${album.title}`, state: albumAudit(album) }),
  },
};

/** How the photos and videos of one album are read and changed made to a version. */
const albumMedia = (albumId: string): ItemCollection<MediaItem> => ({
  ref: (db, orgId, id) => itemsCollection(db, orgId, albumId).doc(id),
  toItem,
  notFound: itemNotFound,
  audit: {
    resource: "media",
    fields: AUDITED,
    describe: (item) => ({
      label: `${item.kind} ${item.fileName}`,
      state: { caption: item.caption, file: item.fileName },
    }),
  },
});

export function listAlbums(data: DataContext, orgId: string, query: ListQuery) {
  return listPage(data, albumsCollection(data.db, orgId), albumListDefinition, query);
}

export const getAlbum = (data: DataContext, orgId: string, id: string): Promise<AlbumItem> =>
  readItem(data, albumItems, orgId, id);

export async function listItems(
  data: DataContext,
  orgId: string,
  albumId: string,
  query: ListQuery,
) {
  await getAlbum(data, orgId, albumId);
  return listPage(data, itemsCollection(data.db, orgId, albumId), itemListDefinition, query);
}

export function createAlbum(
  data: DataContext,
  orgId: string,
  request: AlbumRequest,
  actor: Caller,
): Promise<AlbumItem> {
  const { db } = data;
  const ref = albumsCollection(db, orgId).doc();
  return runTransaction(data, async (transaction) => {
    const now = Timestamp.fromDate(data.clock.now());
    const stored = {
      title: request.title,
      titleSort: foldSearchText(request.title),
      description: request.description,
      itemCount: 0,
      coverItemId: null,
      createdBy: { uid: actor.uid, name: nameOf(actor) },
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    transaction.create(ref, stored);
    writeAuditEntry(data, transaction, {
      orgId,
      actor,
      action: "create",
      resource: "media",
      resourceId: ref.id,
      label: `album ${request.title}`,
      changes: changedFields(null, albumAudit(request), AUDITED),
    });
    return albumFromData(ref.id, stored);
  });
}

export function updateAlbum(
  data: DataContext,
  target: ItemChange,
  changes: UpdateAlbumRequest,
): Promise<AlbumItem> {
  return updateItem(data, albumItems, target, (current) => {
    const next = { ...current, ...definedOnly(changes) };
    return {
      next,
      fields: {
        title: next.title,
        titleSort: foldSearchText(next.title),
        description: next.description,
      },
    };
  });
}

/**
 * Deletes an album made to `expectedVersion`: its record first (so it is gone for everyone),
 * then its items' records, then its files and thumbnails.
 */
export async function deleteAlbum(
  data: DataContext,
  files: FileStore,
  target: ItemChange,
): Promise<{ id: string }> {
  const { orgId, id } = target;
  const { db } = data;
  await deleteVersionedItem(data, albumItems, target);
  for (;;) {
    const page = await data.call(itemsCollection(db, orgId, id).limit(400).get());
    if (page.empty) break;
    const batch = db.batch();
    for (const item of page.docs) batch.delete(item.ref);
    await data.call(batch.commit());
  }
  await removeFilesUnder(files, `${MEDIA_FILES_PREFIX}${orgId}/${id}/`);
  return { id };
}

async function removeFilesUnder(files: FileStore, prefix: string): Promise<void> {
  for (;;) {
    const { files: page } = await files.list(prefix, { limit: 200 });
    if (page.length === 0) return;
    await removeFiles(
      files,
      page.map((file) => file.path),
    );
  }
}

/** What adding a photo or video stores: its file, its thumbnail for a photo, then its record. */
async function addItem(
  data: DataContext,
  files: FileStore,
  orgId: string,
  albumId: string,
  itemId: string,
  file: {
    contentType: MediaType;
    fileName: string;
    sizeBytes: number;
    caption: string;
    thumbnail: { width: number; height: number } | null;
  },
  actor: Caller,
): Promise<MediaItem> {
  const { db } = data;
  const ref = itemsCollection(db, orgId, albumId).doc(itemId);
  try {
    return await runTransaction(data, async (transaction) => {
      const albumSnapshot = await transaction.get(albumRef(db, orgId, albumId));
      if (!albumSnapshot.exists) throw albumNotFound();
      const album = toAlbum(albumSnapshot);
      const now = Timestamp.fromDate(data.clock.now());
      const kind = mediaKindOf(file.contentType);
      const stored = {
        albumId,
        kind,
        contentType: file.contentType,
        fileName: file.fileName,
        sizeBytes: file.sizeBytes,
        caption: file.caption,
        width: file.thumbnail?.width ?? null,
        height: file.thumbnail?.height ?? null,
        hasThumbnail: file.thumbnail !== null,
        warning: file.thumbnail
          ? resolutionWarning(file.thumbnail.width, file.thumbnail.height)
          : null,
        uploadedBy: { uid: actor.uid, name: nameOf(actor) },
        version: 1,
        createdAt: now,
        updatedAt: now,
      };
      transaction.create(ref, stored);
      transaction.update(albumSnapshot.ref, {
        itemCount: FieldValue.increment(1),
        ...(album.coverItemId === null && kind === "photo" ? { coverItemId: itemId } : {}),
        updatedAt: now,
      });
      writeAuditEntry(data, transaction, {
        orgId,
        actor,
        action: "create",
        resource: "media",
        resourceId: itemId,
        label: `${kind} in ${album.title}`,
        changes: changedFields(null, { caption: file.caption, file: file.fileName }, AUDITED),
      });
      return itemFromData(itemId, stored);
    });
  } catch (error) {
    // No record names the files: they go now (the album was deleted meanwhile, a failure).
    await removeFiles(files, itemFilePaths(orgId, albumId, itemId));
    throw error;
  }
}

/**
 * A photo (at most 10 MB) or a short video (at most what one request carries, 10 MB) sent in
 * one request: its type by content, the file stored, a thumbnail made for a photo and stored
 * next to it with the photo's size, then the item's record.
 */
export async function uploadItem(
  data: DataContext,
  files: FileStore,
  orgId: string,
  albumId: string,
  bytes: Uint8Array,
  request: { fileName: string; caption: string },
  actor: Caller,
): Promise<MediaItem> {
  await getAlbum(data, orgId, albumId);
  const contentType = await mediaFileType(bytes.subarray(0, 4100), request.fileName);
  const kind = mediaKindOf(contentType);
  if (kind === "photo" && bytes.byteLength > PHOTO_MAX_BYTES) {
    throw new ApiError(413, apiMessages.photoTooLarge);
  }
  const thumbnail = kind === "photo" ? await makeThumbnail(bytes) : null;
  const itemId = albumsCollection(data.db, orgId).doc().id;
  const metadata = {
    fileName: request.fileName,
    uploadedByUid: actor.uid,
    uploadedAt: data.clock.now().toISOString(),
  };
  await files.save(mediaFilePath(orgId, albumId, itemId), bytes, { contentType, metadata });
  if (thumbnail) {
    await files.save(thumbnailPath(orgId, albumId, itemId), thumbnail.bytes, {
      contentType: "image/jpeg",
      metadata,
    });
  }
  return addItem(
    data,
    files,
    orgId,
    albumId,
    itemId,
    {
      contentType,
      fileName: request.fileName,
      sizeBytes: bytes.byteLength,
      caption: request.caption,
      thumbnail,
    },
    actor,
  );
}

/** Starts a resumable upload of a video: parts of `MEDIA_PART_MAX_BYTES`, the last one shorter. */
export async function startUpload(
  data: DataContext,
  orgId: string,
  request: StartMediaUploadRequest,
  actor: Caller,
): Promise<MediaUpload> {
  if (request.sizeBytes > VIDEO_MAX_BYTES) throw new ApiError(413, apiMessages.videoTooLarge);
  await getAlbum(data, orgId, request.albumId);
  const uploadId = newUploadId();
  const partCount = Math.ceil(request.sizeBytes / MEDIA_PART_MAX_BYTES);
  const usableUntil = new Date(data.clock.now().getTime() + MEDIA_UPLOAD_USABLE_MS);
  await data.call(
    uploadRef(data.db, uploadId).create({
      orgId,
      albumId: request.albumId,
      fileName: request.fileName,
      sizeBytes: request.sizeBytes,
      caption: request.caption,
      partCount,
      createdBy: actor.uid,
      usableUntil: Timestamp.fromDate(usableUntil),
    }),
  );
  return {
    uploadId,
    partSize: MEDIA_PART_MAX_BYTES,
    partCount,
    usableUntil: usableUntil.toISOString(),
  };
}

interface StoredUpload {
  albumId: string;
  fileName: string;
  sizeBytes: number;
  caption: string;
  partCount: number;
}

async function readUpload(data: DataContext, orgId: string, uploadId: string) {
  if (!isUploadId(uploadId)) throw uploadNotFound();
  const snapshot = await data.call(uploadRef(data.db, uploadId).get());
  const usableUntil: unknown = snapshot.get("usableUntil");
  if (
    !snapshot.exists ||
    snapshot.get("orgId") !== orgId ||
    !(usableUntil instanceof Timestamp) ||
    usableUntil.toMillis() <= data.clock.now().getTime()
  ) {
    throw uploadNotFound();
  }
  return snapshot.data() as StoredUpload;
}

const expectedPartSize = (upload: StoredUpload, number: number): number =>
  number < upload.partCount
    ? MEDIA_PART_MAX_BYTES
    : upload.sizeBytes - MEDIA_PART_MAX_BYTES * (upload.partCount - 1);

/** Stores one part (1-based); sending a part again replaces it. The first must be a video. */
export async function putPart(
  data: DataContext,
  files: FileStore,
  orgId: string,
  uploadId: string,
  number: number,
  bytes: Uint8Array,
): Promise<{ number: number; sizeBytes: number }> {
  const upload = await readUpload(data, orgId, uploadId);
  if (!Number.isInteger(number) || number < 1 || number > upload.partCount) {
    throw new ApiError(
      400,
      formatMessage(apiMessages.mediaPartNumberInvalid, { count: String(upload.partCount) }),
    );
  }
  const size = expectedPartSize(upload, number);
  if (bytes.byteLength !== size) {
    throw new ApiError(
      400,
      formatMessage(apiMessages.mediaPartInvalid, { number: String(number), size: String(size) }),
    );
  }
  if (number === 1) {
    const type = await mediaFileType(bytes.subarray(0, 4100), upload.fileName);
    if (mediaKindOf(type) !== "video") throw new ApiError(415, apiMessages.mediaNotVideo);
  }
  await files.save(partPath(orgId, uploadId, number), bytes, {
    contentType: "application/octet-stream",
    metadata: { uploadId },
  });
  return { number, sizeBytes: bytes.byteLength };
}

/**
 * Joins the parts into the video's file (streamed), checks its type by content again, makes the
 * item and removes the parts and the upload.
 */
export async function completeUpload(
  data: DataContext,
  files: FileStore,
  orgId: string,
  uploadId: string,
  actor: Caller,
): Promise<MediaItem> {
  const upload = await readUpload(data, orgId, uploadId);
  const numbers = Array.from({ length: upload.partCount }, (_, index) => index + 1);
  const parts = await Promise.all(
    numbers.map((number) => files.describe(partPath(orgId, uploadId, number))),
  );
  const missing = numbers.filter(
    (number, index) => parts[index]?.sizeBytes !== expectedPartSize(upload, number),
  );
  if (missing.length > 0) {
    throw new ApiError(
      409,
      formatMessage(apiMessages.mediaPartsMissing, { numbers: missing.join(", ") }),
    );
  }
  const first = await files.read(partPath(orgId, uploadId, 1));
  const contentType = await mediaFileType(
    (first ?? new Uint8Array()).subarray(0, 4100),
    upload.fileName,
  );
  if (mediaKindOf(contentType) !== "video") throw new ApiError(415, apiMessages.mediaNotVideo);
  await getAlbum(data, orgId, upload.albumId);
  const itemId = albumsCollection(data.db, orgId).doc().id;
  const paths = numbers.map((number) => partPath(orgId, uploadId, number));
  await files.concatenate(paths, mediaFilePath(orgId, upload.albumId, itemId), {
    contentType,
    metadata: {
      fileName: upload.fileName,
      uploadedByUid: actor.uid,
      uploadedAt: data.clock.now().toISOString(),
    },
  });
  const item = await addItem(
    data,
    files,
    orgId,
    upload.albumId,
    itemId,
    {
      contentType,
      fileName: upload.fileName,
      sizeBytes: upload.sizeBytes,
      caption: upload.caption,
      thumbnail: null,
    },
    actor,
  );
  await data.call(uploadRef(data.db, uploadId).delete());
  await removeFiles(files, paths);
  return item;
}

/** Changes a photo's or video's caption, made to `expectedVersion` (412 otherwise). */
export async function updateItemCaption(
  data: DataContext,
  orgId: string,
  albumId: string,
  itemId: string,
  caption: string,
  expectedVersion: number,
  actor: Caller,
): Promise<MediaItem> {
  if (!isDocumentId(albumId)) throw itemNotFound();
  const target = { orgId, id: itemId, expectedVersion, actor };
  return updateItem(data, albumMedia(albumId), target, (current) => ({
    next: { ...current, caption },
    fields: { caption },
  }));
}

/**
 * Deletes a photo or video made to `expectedVersion` (412 otherwise): its record (and the
 * album's count), then its file and thumbnail.
 */
export async function deleteItem(
  data: DataContext,
  files: FileStore,
  orgId: string,
  albumId: string,
  itemId: string,
  expectedVersion: number,
  actor: Caller,
): Promise<{ id: string }> {
  const { db } = data;
  if (!isDocumentId(albumId) || !isDocumentId(itemId)) throw itemNotFound();
  const ref = itemsCollection(db, orgId, albumId).doc(itemId);
  await runTransaction(data, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw itemNotFound();
    const albumSnapshot = await transaction.get(albumRef(db, orgId, albumId));
    const current = toItem(snapshot);
    assertVersion(current.version, expectedVersion);
    transaction.delete(ref);
    if (albumSnapshot.exists) {
      const now = Timestamp.fromDate(data.clock.now());
      transaction.update(albumSnapshot.ref, {
        itemCount: FieldValue.increment(-1),
        ...(albumSnapshot.get("coverItemId") === itemId ? { coverItemId: null } : {}),
        updatedAt: now,
      });
    }
    writeAuditEntry(data, transaction, {
      orgId,
      actor,
      action: "delete",
      resource: "media",
      resourceId: itemId,
      label: `${current.kind} ${current.fileName}`,
      changes: changedFields({ caption: current.caption, file: current.fileName }, null, AUDITED),
    });
  });
  await removeFiles(files, itemFilePaths(orgId, albumId, itemId));
  return { id: itemId };
}

/**
 * A link serving one album's thumbnails and files to the browser for `MEDIA_LINK_TTL_MS`, for a
 * member of the organization: 32 random bytes, only their SHA-256 stored. An `<img>` or
 * `<video>` sends no Authorization header, and the bucket is never listable by the browser.
 */
export async function createAlbumLink(
  data: DataContext,
  orgId: string,
  albumId: string,
  access: OrganizationAccess,
): Promise<MediaLink> {
  await getAlbum(data, orgId, albumId);
  const { token, expiresAt } = await createFileLink(data, MEDIA_LINKS, MEDIA_LINK_TTL_MS, {
    orgId,
    albumId,
    createdBy: access.uid,
  });
  return { url: `/api/media/${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * Where the thumbnail or file an album's link serves is stored, while the link works (404
 * otherwise); the route reads it (a thumbnail) or streams it (a file, in the ranges asked for).
 */
export async function locateAlbumFile(
  data: DataContext,
  token: string,
  itemId: string,
  which: "thumbnail" | "file",
): Promise<{ path: string; contentType: string; fileName: string }> {
  const invalid = () => new ApiError(404, apiMessages.mediaLinkInvalid);
  if (!isDocumentId(itemId)) throw invalid();
  const link = await openFileLink(data, MEDIA_LINKS, token, invalid);
  const orgId = text(link.get("orgId"));
  const albumId = text(link.get("albumId"));
  const snapshot = await data.call(itemsCollection(data.db, orgId, albumId).doc(itemId).get());
  if (!snapshot.exists) throw itemNotFound();
  const item = toItem(snapshot);
  if (which === "thumbnail" && !item.hasThumbnail) throw itemNotFound();
  return which === "thumbnail"
    ? { path: thumbnailPath(orgId, albumId, itemId), contentType: "image/jpeg", fileName: "" }
    : {
        path: mediaFilePath(orgId, albumId, itemId),
        contentType: item.contentType,
        fileName: item.fileName,
      };
}

/** A media file no item names is removed once it is this old (a crash between file and record). */
export const MEDIA_ORPHAN_AFTER_MS = 2 * 60 * 60_000;
/** Media files looked at per run; the sweep goes on from there at the next run. */
const MEDIA_SWEEP_FILES_PER_RUN = 200;

/**
 * Walks the bucket's `media/` files, a page per run, and removes each file (or thumbnail) whose
 * item has no record once it is `MEDIA_ORPHAN_AFTER_MS` old: what a crash between the file and
 * the record, or during a delete, left behind. Safe to repeat and to overlap.
 */
export async function sweepMediaFiles(data: DataContext, files: FileStore): Promise<number> {
  const { removed } = await sweepOrphanFiles(data, files, {
    prefix: MEDIA_FILES_PREFIX,
    // `system/mediaFileSweep`: where the sweep of `media/` stopped (the bucket's page token).
    statePath: "system/mediaFileSweep",
    limit: MEDIA_SWEEP_FILES_PER_RUN,
    orphanAfterMs: MEDIA_ORPHAN_AFTER_MS,
    holderOf: (path) => {
      const [, orgId, albumId, name, ...rest] = path.split("/");
      const itemId = name?.replace(/\.thumbnail\.jpg$/u, "");
      return orgId && albumId && itemId && isDocumentId(itemId) && rest.length === 0
        ? itemsCollection(data.db, orgId, albumId).doc(itemId)
        : null;
    },
  });
  return removed;
}

/** Removes expired media links and resumable uploads left unfinished (and their parts). */
export async function sweepMediaUploads(data: DataContext, files: FileStore): Promise<number> {
  const now = Timestamp.fromDate(data.clock.now());
  let removed = 0;
  await removeExpiredLinks(data, MEDIA_LINKS, 200);
  const uploads = await data.call(
    data.db.collection("mediaUploads").where("usableUntil", "<=", now).limit(50).get(),
  );
  for (const upload of uploads.docs) {
    const orgId = text(upload.get("orgId"));
    await removeFilesUnder(files, `${MEDIA_PARTS_PREFIX}${orgId}/${upload.id}/`);
    await data.call(upload.ref.delete());
    removed += 1;
  }
  return removed;
}

import {
  AUDITED_FIELDS,
  type CreateDocumentRequest,
  DOCUMENT_CATEGORIES,
  DOCUMENT_FILE_TYPES,
  DOCUMENT_LIST_ORDER,
  DOCUMENT_VERSIONS_MAX,
  DOCUMENT_VISIBILITIES,
  type DocumentFileType,
  documentKeywords,
  foldSearchText,
  type UpdateDocumentRequest,
} from "@hoa/validation";
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import { orgCollection } from "../../platform/org-collections.js";
import { nameOf, type Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import type { FileStore } from "../../platform/file-store.js";
import {
  auditCreated,
  deleteItem,
  readItem,
  updateItem,
  type ItemCollection,
  type ItemChange,
} from "../../platform/items.js";
import {
  listPage,
  type ListDefinition,
  type ListQuery,
  searchKeywordFields,
} from "../../platform/lists.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import {
  definedOnly,
  fromSnapshot,
  oneOf,
  text,
  versionAndTimes,
} from "../../platform/stored-values.js";
import { createFileLink, openFileLink } from "../library/file-links.js";
import { isUploadId, newUploadId, removeFiles, storedPerson } from "../library/files.js";
import { isOnTheBoard } from "../residents/accounts.js";
import { documentFileType } from "./file-types.js";
import type { DocumentItem, DocumentLink, DocumentUpload, DocumentVersion } from "./schemas.js";
import { runTransaction } from "../../platform/transactions.js";

/** A create or a new version may use an upload for this long after it was made. */
export const UPLOAD_USABLE_MS = 30 * 60_000;
/** A file no document holds is removed by the dispatcher once it is this old (see `cleanup.ts`). */
export const ORPHAN_AFTER_MS = 2 * 60 * 60_000;
/** How long a download link works. */
export const DOWNLOAD_LINK_TTL_MS = 5 * 60_000;

export const DOCUMENT_AUDITED_FIELDS = AUDITED_FIELDS.documents;

/** `orgs/{orgId}/documents/{id}`: the organization's documents, each with its versions. */
export const { collection: documentsCollection, ref: documentRef } = orgCollection("documents");

/**
 * `orgs/{orgId}/documentFiles/{fileId}`: the file is one of a document's versions. Created with
 * `create()` in the transaction that adds the version, so an upload is used once; a file without
 * one is an upload not (yet) used, or what a delete left behind.
 */
export const documentFileRef = (db: Firestore, orgId: string, fileId: string): DocumentReference =>
  db.doc(`orgs/${orgId}/documentFiles/${fileId}`);

/** Every document file lives at `documents/{orgId}/{fileId}` in the bucket. */
export const DOCUMENT_FILES_PREFIX = "documents/";
export const documentFilePath = (orgId: string, fileId: string): string =>
  `${DOCUMENT_FILES_PREFIX}${orgId}/${fileId}`;

/** `downloadLinks/{sha256(token)}`: the short-lived download links (`library/file-links.ts`). */
export const DOWNLOAD_LINKS = "downloadLinks";

export const documentListDefinition: ListDefinition<DocumentItem> = {
  sorts: { updatedAt: "updatedAt", title: "titleSort" },
  order: DOCUMENT_LIST_ORDER,
  filters: { category: "category", visibility: "visibility" },
  searchable: true,
  toItem: toDocument,
};

/**
 * The documents a member off the board lists: those for all members, whatever the caller
 * filters, so that they keep every sort (the visibility is the server's, not their filter).
 */
export const memberDocumentListDefinition: ListDefinition<DocumentItem> = {
  ...documentListDefinition,
  scope: { shownTo: "visibility" },
  filters: { category: "category" },
};

const notFound = () => new ApiError(404, apiMessages.documentNotFound);

/** How a document is read, changed made to a version, and audited (`platform/items.ts`). */
const documentItems: ItemCollection<DocumentItem> = {
  ref: documentRef,
  toItem: toDocument,
  notFound,
  audit: {
    resource: "documents",
    fields: DOCUMENT_AUDITED_FIELDS,
    describe: (document) => ({ label: document.title, state: auditState(document) }),
  },
};

/**
 * Board-only documents are for the board: the organization's administrators, and members whose
 * account is linked to a resident marked as a board member (`residents/accounts.ts`; never by an
 * email address, which an account can change without proving it).
 */
export const seesBoardDocuments = isOnTheBoard;

/** One page of documents: the board's too for those who sit on it (`seesBoardDocuments`). */
export async function listDocuments(
  data: DataContext,
  access: OrganizationAccess,
  query: ListQuery,
) {
  const collection = documentsCollection(data.db, access.orgId);
  if (await seesBoardDocuments(data, access)) {
    return listPage(data, collection, documentListDefinition, query);
  }
  // Others see the documents for all members; asking for the board's finds nothing.
  if (query.visibility === "board") return { items: [], nextCursor: null };
  const { visibility: _members, ...rest } = query;
  return listPage(data, collection, memberDocumentListDefinition, { ...rest, shownTo: "members" });
}

/** One document, for whoever may see it: any other reads as "no such document". */
export async function getDocument(
  data: DataContext,
  orgId: string,
  id: string,
  access: OrganizationAccess,
): Promise<DocumentItem> {
  const document = await readItem(data, documentItems, orgId, id);
  if (document.visibility === "board" && !(await seesBoardDocuments(data, access))) {
    throw notFound();
  }
  return document;
}

/**
 * Stores an uploaded file at `documents/{orgId}/{new id}` once its content shows an accepted
 * type, with who uploaded it and when (by the injected clock) as the file's metadata. No record
 * names it yet: a create or a new version takes it within `UPLOAD_USABLE_MS`, or the dispatcher
 * removes it once it is `ORPHAN_AFTER_MS` old.
 */
export async function uploadDocumentFile(
  data: DataContext,
  files: FileStore,
  orgId: string,
  bytes: Uint8Array,
  fileName: string,
  caller: Caller,
): Promise<DocumentUpload> {
  const contentType = await documentFileType(bytes, fileName);
  const uploadId = newUploadId();
  const uploadedAt = data.clock.now();
  await files.save(documentFilePath(orgId, uploadId), bytes, {
    contentType,
    metadata: {
      fileName,
      uploadedAt: uploadedAt.toISOString(),
      uploadedByUid: caller.uid,
      uploadedByName: nameOf(caller),
    },
  });
  return {
    uploadId,
    fileName,
    contentType,
    sizeBytes: bytes.byteLength,
    usableUntil: new Date(uploadedAt.getTime() + UPLOAD_USABLE_MS).toISOString(),
  };
}

interface StoredVersion extends DocumentVersion {
  fileId: string;
}

/** The upload as a version of a document, if it exists and is still usable. */
async function versionFromUpload(
  data: DataContext,
  files: FileStore,
  orgId: string,
  uploadId: string,
): Promise<Omit<StoredVersion, "number">> {
  const file = isUploadId(uploadId)
    ? await files.describe(documentFilePath(orgId, uploadId))
    : null;
  const uploadedAt = Date.parse(file?.metadata.uploadedAt ?? "");
  if (
    !file ||
    !Object.hasOwn(DOCUMENT_FILE_TYPES, file.contentType) ||
    !(uploadedAt + UPLOAD_USABLE_MS > data.clock.now().getTime())
  ) {
    throw uploadNotFound();
  }
  return {
    fileId: uploadId,
    fileName: file.metadata.fileName ?? uploadId,
    contentType: file.contentType as DocumentFileType,
    sizeBytes: file.sizeBytes,
    uploadedAt: new Date(uploadedAt).toISOString(),
    uploadedBy: {
      uid: file.metadata.uploadedByUid ?? "",
      name: file.metadata.uploadedByName ?? "",
    },
  };
}

const uploadNotFound = () =>
  new ApiError(
    400,
    apiMessages.documentUploadNotFound,
    {},
    {
      uploadId: apiMessages.documentUploadNotFound,
    },
  );

/** Claims the upload's file for a document in `transaction`; 400 when another took it. */
async function claimFile(
  transaction: Transaction,
  db: Firestore,
  orgId: string,
  fileId: string,
  documentId: string,
  now: Timestamp,
): Promise<void> {
  const ref = documentFileRef(db, orgId, fileId);
  if ((await transaction.get(ref)).exists) throw uploadNotFound();
  transaction.create(ref, { documentId, createdAt: now });
}

const storedVersion = (version: StoredVersion) => ({
  ...version,
  uploadedAt: Timestamp.fromDate(new Date(version.uploadedAt)),
});

/** A new document from an upload, its first version, audited. */
export function createDocument(
  data: DataContext,
  files: FileStore,
  orgId: string,
  request: CreateDocumentRequest,
  actor: Caller,
): Promise<DocumentItem> {
  const { db } = data;
  return versionFromUpload(data, files, orgId, request.uploadId).then((upload) => {
    const ref = documentsCollection(db, orgId).doc();
    return runTransaction(data, async (transaction) => {
      const now = Timestamp.fromDate(data.clock.now());
      await claimFile(transaction, db, orgId, upload.fileId, ref.id, now);
      const first: StoredVersion = { ...upload, number: 1 };
      const stored = {
        title: request.title,
        titleSort: foldSearchText(request.title),
        category: request.category,
        description: request.description,
        visibility: request.visibility,
        versions: [storedVersion(first)],
        createdBy: { uid: actor.uid, name: nameOf(actor) },
        ...searchKeywordFields(documentKeywords(request)),
        version: 1,
        createdAt: now,
        updatedAt: now,
      };
      transaction.create(ref, stored);
      const document = documentFromData(ref.id, stored);
      auditCreated(data, transaction, documentItems, { orgId, actor }, document);
      return document;
    });
  });
}

/** Replaces a document's file with an upload made to `expectedVersion`; older versions stay. */
export function addDocumentVersion(
  data: DataContext,
  files: FileStore,
  target: ItemChange,
  uploadId: string,
): Promise<DocumentItem> {
  const { orgId, id } = target;
  const { db } = data;
  if (!isDocumentId(id)) return Promise.reject(notFound());
  return versionFromUpload(data, files, orgId, uploadId).then((upload) =>
    updateItem(data, documentItems, target, async (current, transaction, snapshot) => {
      const versions = storedVersionsOf(snapshot);
      if (versions.length >= DOCUMENT_VERSIONS_MAX) {
        throw new ApiError(409, apiMessages.documentVersionsFull);
      }
      const now = Timestamp.fromDate(data.clock.now());
      await claimFile(transaction, db, orgId, upload.fileId, id, now);
      const added: StoredVersion = { ...upload, number: current.current.number + 1 };
      const stored = [...versions, added].map(storedVersion);
      return {
        next: documentFromData(id, { ...snapshot.data(), versions: stored }),
        fields: { versions: stored },
      };
    }),
  );
}

/** Changes a document's title, category, description or visibility, made to `expectedVersion`. */
export function updateDocument(
  data: DataContext,
  target: ItemChange,
  changes: UpdateDocumentRequest,
): Promise<DocumentItem> {
  return updateItem(data, documentItems, target, (current) => {
    const next: DocumentItem = { ...current, ...definedOnly(changes) };
    return {
      next,
      fields: {
        title: next.title,
        titleSort: foldSearchText(next.title),
        category: next.category,
        description: next.description,
        visibility: next.visibility,
        ...searchKeywordFields(documentKeywords(next)),
      },
    };
  });
}

/**
 * Deletes a document made to `expectedVersion` and every version's file: the record and the
 * files' claims in one transaction, then the files. A file left behind (a crash between the two)
 * has no claim any more, so the dispatcher removes it.
 */
export async function deleteDocument(
  data: DataContext,
  files: FileStore,
  target: ItemChange,
): Promise<{ id: string }> {
  const { orgId } = target;
  const { db } = data;
  let held: string[] = [];
  const deleted = await deleteItem(
    data,
    documentItems,
    target,
    async (transaction, _current, snapshot) => {
      held = storedVersionsOf(snapshot).map((version) => version.fileId);
      for (const fileId of held) transaction.delete(documentFileRef(db, orgId, fileId));
    },
  );
  await removeFiles(
    files,
    held.map((fileId) => documentFilePath(orgId, fileId)),
  );
  return deleted;
}

/**
 * A link that downloads one version (the latest unless named) for `DOWNLOAD_LINK_TTL_MS`, for
 * whoever may see the document. The link carries 32 random bytes; only their SHA-256 is stored.
 */
export async function createDownloadLink(
  data: DataContext,
  orgId: string,
  id: string,
  versionNumber: number | undefined,
  access: OrganizationAccess,
): Promise<DocumentLink> {
  const document = await getDocument(data, orgId, id, access);
  const snapshot = await data.call(documentRef(data.db, orgId, id).get());
  const version = storedVersionsOf(snapshot).find(
    (candidate) => candidate.number === (versionNumber ?? document.current.number),
  );
  if (!version) throw new ApiError(404, apiMessages.documentVersionNotFound);
  const { token, expiresAt } = await createFileLink(data, DOWNLOAD_LINKS, DOWNLOAD_LINK_TTL_MS, {
    orgId,
    documentId: id,
    fileId: version.fileId,
    fileName: version.fileName,
    contentType: version.contentType,
    createdBy: access.uid,
  });
  return {
    url: `/api/downloads/${token}`,
    expiresAt: expiresAt.toISOString(),
    version: version.number,
  };
}

/** The file a download link names, while the link works; 404 otherwise. */
export async function openDownloadLink(
  data: DataContext,
  files: FileStore,
  token: string,
): Promise<{ bytes: Uint8Array; fileName: string; contentType: string }> {
  const invalid = () => new ApiError(404, apiMessages.downloadLinkInvalid);
  const link = await openFileLink(data, DOWNLOAD_LINKS, token, invalid);
  const bytes = await files.read(
    documentFilePath(text(link.get("orgId")), text(link.get("fileId"))),
  );
  if (!bytes) throw invalid();
  return {
    bytes,
    fileName: text(link.get("fileName")),
    contentType: text(link.get("contentType")),
  };
}

/** The document's fields as its audit entries speak of them. */
const auditState = (document: DocumentItem) => ({
  title: document.title,
  category: document.category,
  description: document.description,
  visibility: document.visibility,
  file: `${document.current.fileName} (version ${document.current.number})`,
});

const iso = (value: unknown): string =>
  value instanceof Timestamp ? value.toDate().toISOString() : new Date(0).toISOString();

function storedVersions(value: unknown): StoredVersion[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry: Record<string, unknown>) => ({
    number: typeof entry.number === "number" ? entry.number : 0,
    fileId: text(entry.fileId),
    fileName: text(entry.fileName),
    contentType: oneOf(
      entry.contentType,
      Object.keys(DOCUMENT_FILE_TYPES) as DocumentFileType[],
      "application/pdf",
    ),
    sizeBytes: typeof entry.sizeBytes === "number" ? entry.sizeBytes : 0,
    uploadedAt: iso(entry.uploadedAt),
    uploadedBy: storedPerson(entry.uploadedBy),
  }));
}

const storedVersionsOf = (snapshot: DocumentSnapshot): StoredVersion[] =>
  storedVersions(snapshot.get("versions"));

const publicVersion = ({ fileId: _fileId, ...version }: StoredVersion): DocumentVersion => version;

export function toDocument(snapshot: DocumentSnapshot): DocumentItem {
  return fromSnapshot(snapshot, documentFromData);
}

export function documentFromData(id: string, stored: DocumentData): DocumentItem {
  const versions = storedVersions(stored.versions).map(publicVersion).reverse();
  const current = versions[0];
  if (!current) throw new Error(`document ${id} has no version`);
  return {
    id,
    title: text(stored.title),
    category: oneOf(stored.category, DOCUMENT_CATEGORIES, "forms"),
    description: text(stored.description),
    visibility: oneOf(stored.visibility, DOCUMENT_VISIBILITIES, "board"),
    current,
    versions,
    createdBy: storedPerson(stored.createdBy),
    ...versionAndTimes(stored),
  };
}

import { DOCUMENT_CATEGORIES, DOCUMENT_FILE_TYPES, DOCUMENT_VISIBILITIES } from "@hoa/validation";
import * as v from "valibot";
import { timeSchema, itemSchema, namedObject, personSchema } from "../../http/openapi.js";

const fileTypes = Object.keys(DOCUMENT_FILE_TYPES) as [
  keyof typeof DOCUMENT_FILE_TYPES,
  ...(keyof typeof DOCUMENT_FILE_TYPES)[],
];

export const documentVersionSchema = namedObject("DocumentVersion", {
  /** 1 for the first file, one more for each replacement. */
  number: v.number(),
  fileName: v.string(),
  /** The type the file's content shows. */
  contentType: v.picklist(fileTypes),
  sizeBytes: v.number(),
  /** ISO 8601. */
  uploadedAt: timeSchema,
  uploadedBy: personSchema,
});
export type DocumentVersion = v.InferOutput<typeof documentVersionSchema>;

export const documentSchema = itemSchema("Document", {
  title: v.string(),
  category: v.picklist(DOCUMENT_CATEGORIES),
  description: v.string(),
  visibility: v.picklist(DOCUMENT_VISIBILITIES),
  /** The latest version: the file a download gives unless it names another. */
  current: documentVersionSchema,
  /** Every version kept, newest first. */
  versions: v.array(documentVersionSchema),
  createdBy: personSchema,
});
export type DocumentItem = v.InferOutput<typeof documentSchema>;

/** What `POST .../documents/uploads` answers: the upload to name in a create or a new version. */
export const documentUploadSchema = namedObject("DocumentUpload", {
  uploadId: v.string(),
  fileName: v.string(),
  contentType: v.picklist(fileTypes),
  sizeBytes: v.number(),
  /** ISO 8601: until when a create or a new version may use it. */
  usableUntil: v.string(),
});
export type DocumentUpload = v.InferOutput<typeof documentUploadSchema>;

/** A short-lived link that downloads one version of a document, no token needed. */
export const documentLinkSchema = namedObject("DocumentLink", {
  /** A path on the API's origin: `/api/downloads/{token}`. */
  url: v.string(),
  /** ISO 8601. */
  expiresAt: timeSchema,
  version: v.number(),
});
export type DocumentLink = v.InferOutput<typeof documentLinkSchema>;

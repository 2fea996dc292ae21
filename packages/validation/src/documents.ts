import * as v from "valibot";
import { listOrder, listQuerySchema } from "./lists.js";
import { messages } from "./messages.js";
import { maxCharacters, optionalText, requiredText, text } from "./schema.js";
import { searchKeywords } from "./search.js";

/** A document's category (spec §3, in its order). */
export const DOCUMENT_CATEGORIES = [
  "governingDocuments",
  "financialReports",
  "meetingMinutes",
  "forms",
  "policies",
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_CATEGORY_LABELS: Readonly<Record<DocumentCategory, string>> = {
  governingDocuments: "Governing Documents",
  financialReports: "Financial Reports",
  meetingMinutes: "Meeting Minutes",
  forms: "Forms",
  policies: "Policies",
};

/** Who sees a document: the board only, or every member of the organization. */
export const DOCUMENT_VISIBILITIES = ["board", "members"] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];

export const DOCUMENT_VISIBILITY_LABELS: Readonly<Record<DocumentVisibility, string>> = {
  board: "Board only",
  members: "All members",
};

/**
 * The largest document file: the specification's "max file size 10MB per file" (its media
 * guideline), read as 10 MiB, applied to documents too.
 */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TITLE_MAX_LENGTH = 200;
export const DOCUMENT_DESCRIPTION_MAX_LENGTH = 2000;
export const DOCUMENT_FILE_NAME_MAX_LENGTH = 200;
/** Versions one document keeps (its record holds them all). */
export const DOCUMENT_VERSIONS_MAX = 50;

/** The file types a document may be, by the type its content shows, with what people call them. */
export const DOCUMENT_FILE_TYPES = {
  "application/pdf": "PDF",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "Excel",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "PowerPoint",
  "application/msword": "Word",
  "application/vnd.ms-excel": "Excel",
  "application/vnd.ms-powerpoint": "PowerPoint",
  "image/png": "PNG image",
  "image/jpeg": "JPEG image",
  "image/gif": "GIF image",
  "image/webp": "WebP image",
} as const;
export type DocumentFileType = keyof typeof DOCUMENT_FILE_TYPES;

const titleSchema = v.pipe(
  requiredText(messages.documentTitleRequired),
  maxCharacters(DOCUMENT_TITLE_MAX_LENGTH, messages.documentTitleTooLong),
);
const descriptionSchema = v.pipe(
  optionalText(messages.documentDescriptionNotText),
  maxCharacters(DOCUMENT_DESCRIPTION_MAX_LENGTH, messages.documentDescriptionTooLong),
);
const categorySchema = v.picklist(DOCUMENT_CATEGORIES, messages.documentCategoryInvalid);
const visibilitySchema = v.picklist(DOCUMENT_VISIBILITIES, messages.documentVisibilityInvalid);
/** An upload's id, as `POST .../documents/uploads` answered it. */
const uploadIdSchema = v.pipe(
  text(messages.documentUploadRequired),
  v.trim(),
  v.regex(/^[A-Za-z0-9_-]{16,64}$/u, messages.documentUploadRequired),
);

/** Control characters and path separators, which a download's file name must not carry. */
const isUnsafeInFileName = (character: string): boolean => {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f || character === "/" || character === "\\";
};

/** `POST /api/orgs/{orgId}/documents/uploads?fileName=`: the file's name as the person had it. */
export const documentUploadQuerySchema = v.object({
  fileName: v.pipe(
    requiredText(messages.documentFileNameRequired),
    maxCharacters(DOCUMENT_FILE_NAME_MAX_LENGTH, messages.documentFileNameTooLong),
    v.check((text) => ![...text].some(isUnsafeInFileName), messages.documentFileNameInvalid),
  ),
});
export type DocumentUploadQuery = v.InferOutput<typeof documentUploadQuerySchema>;

/** `POST /api/orgs/{orgId}/documents`: a document from an upload. */
export const createDocumentRequestSchema = v.object(
  {
    uploadId: uploadIdSchema,
    title: titleSchema,
    category: categorySchema,
    description: descriptionSchema,
    visibility: v.optional(visibilitySchema, "members"),
  },
  messages.requestBodyNotObject,
);
export type CreateDocumentRequest = v.InferOutput<typeof createDocumentRequestSchema>;
export type CreateDocumentRequestInput = v.InferInput<typeof createDocumentRequestSchema>;

/** `PATCH /api/orgs/{orgId}/documents/{documentId}`: any of these. */
export const updateDocumentRequestSchema = v.object(
  {
    title: v.optional(titleSchema),
    category: v.optional(categorySchema),
    description: v.optional(descriptionSchema),
    visibility: v.optional(visibilitySchema),
  },
  messages.requestBodyNotObject,
);
export type UpdateDocumentRequest = v.InferOutput<typeof updateDocumentRequestSchema>;

/** `POST /api/orgs/{orgId}/documents/{documentId}/versions`: a new version from an upload. */
export const addDocumentVersionRequestSchema = v.object(
  { uploadId: uploadIdSchema },
  messages.requestBodyNotObject,
);
export type AddDocumentVersionRequest = v.InferOutput<typeof addDocumentVersionRequestSchema>;

/** `POST /api/orgs/{orgId}/documents/{documentId}/links`: a download link (the latest version). */
export const createDocumentLinkRequestSchema = v.object(
  {
    version: v.optional(
      v.pipe(
        v.number(messages.documentVersionInvalid),
        v.integer(messages.documentVersionInvalid),
        v.minValue(1, messages.documentVersionInvalid),
      ),
    ),
  },
  messages.requestBodyNotObject,
);
export type CreateDocumentLinkRequest = v.InferOutput<typeof createDocumentLinkRequestSchema>;

export const DOCUMENT_LIST_SORTS = ["-updatedAt", "updatedAt", "title", "-title"] as const;

/** Latest change first (default) or by title; by change while filtered, latest while searched. */
export const DOCUMENT_LIST_ORDER = listOrder({
  sorts: DOCUMENT_LIST_SORTS,
  defaultSort: "-updatedAt",
  filteredSorts: ["-updatedAt", "updatedAt"],
});

/** `GET /api/orgs/{orgId}/documents`: latest change first, by category, searched by title. */
export const documentListQuerySchema = listQuerySchema({
  order: DOCUMENT_LIST_ORDER,
  searchable: true,
  filters: { category: DOCUMENT_CATEGORIES, visibility: DOCUMENT_VISIBILITIES },
});

/** The words a document is found by: its title. */
export const documentKeywords = (document: { title: string }) => searchKeywords([document.title]);

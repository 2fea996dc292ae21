import {
  DOCUMENT_MAX_BYTES,
  addDocumentVersionRequestSchema,
  createDocumentLinkRequestSchema,
  createDocumentRequestSchema,
  documentListQuerySchema,
  documentUploadQuerySchema,
  updateDocumentRequestSchema,
} from "@hoa/validation";
import type { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { ApiEnv } from "../../http/env.js";
import { binaryContent, fileBody, servedFileHeaders } from "../../http/file-body.js";
import { fileRoute } from "../../http/file-route.js";
import { ApiError } from "../../http/errors.js";
import { itemRoutes } from "../../http/item-routes.js";
import { linkToken } from "../../http/link-tokens.js";
import { listRoute } from "../../http/list-route.js";
import { apiMessages } from "../../http/messages.js";
import { linkOnly, responses } from "../../http/openapi.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import type { FileStore } from "../../platform/file-store.js";
import { documentLinkSchema, documentSchema, documentUploadSchema } from "./schemas.js";
import {
  addDocumentVersion,
  createDocument,
  createDownloadLink,
  deleteDocument,
  getDocument,
  listDocuments,
  openDownloadLink,
  updateDocument,
  uploadDocumentFile,
} from "./store.js";

const tag = "Documents";

/** A document's file: at most 10 MB, as octet-stream. */
const documentFile = fileBody({
  maxBytes: DOCUMENT_MAX_BYTES,
  messages: {
    tooLarge: apiMessages.documentTooLarge,
    notOctetStream: apiMessages.documentUploadNotOctetStream,
    empty: apiMessages.documentEmpty,
  },
});

/** `attachment` with the file's name, in the form every browser reads (RFC 6266 / 5987). */
const contentDisposition = (fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/gu, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

export function documentRoutes(app: Hono<ApiEnv>, kit: RouteKit, files: FileStore): void {
  listRoute(app, kit, {
    path: "/orgs/:orgId/documents",
    tag,
    operationId: "listDocuments",
    summary:
      "Documents, latest change first or by title, filtered by category and visibility, searchable by title (board-only documents are listed for the board only)",
    access: "resident",
    query: documentListQuerySchema,
    item: documentSchema,
    read: { byCaller: listDocuments },
  });

  // The file travels alone, as the request's body, with a limit of its own (10 MB, where JSON
  // bodies have 16 KiB); the record is made by a second, JSON request naming the upload.
  fileRoute(app, kit, {
    method: "post",
    path: "/orgs/:orgId/documents/uploads",
    tag,
    operationId: "uploadDocumentFile",
    summary:
      "Upload a document's file (administrators): the bytes as application/octet-stream, at most 10 MB, a PDF, an Office document or an image by its content; usable for 30 minutes",
    body: documentFile,
    query: documentUploadQuerySchema,
    success: {
      status: 201,
      description: "The file stored, to name in a create or a new version",
      data: documentUploadSchema,
    },
    failures: [400, 401, 403, 413, 415],
    descriptions: {
      413: "File over 10 MB",
      415: "Not sent as application/octet-stream, or not an accepted type by its content",
    },
    store: ({ orgId, caller, bytes, query }) =>
      uploadDocumentFile(kit.data, files, orgId, bytes, query.fileName, caller),
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/documents",
    tag,
    operationId: "createDocument",
    summary:
      "Add a document from an upload (administrators): title, category, description and visibility; its first version",
    access: "admin",
    body: createDocumentRequestSchema,
    success: {
      status: 201,
      description: "The document added (ETag: its version)",
      data: documentSchema,
    },
    etag: true,
    handle: ({ orgId, body, caller }) => createDocument(kit.data, files, orgId, body, caller),
  });

  itemRoutes(app, kit, {
    path: "/orgs/:orgId/documents",
    idParam: "documentId",
    tag,
    noun: "document",
    item: documentSchema,
    get: {
      operationId: "getDocument",
      access: "resident",
      summary:
        "One document with its versions (ETag: its version); board-only ones for the board only",
      store: getDocument,
    },
    update: {
      operationId: "updateDocument",
      summary:
        "Change a document's title, category, description or visibility (administrators; If-Match)",
      request: updateDocumentRequestSchema,
      store: updateDocument,
    },
    remove: {
      operationId: "deleteDocument",
      summary: "Delete a document and the files of all its versions (administrators; If-Match)",
      store: (data, orgId, id, version, actor) =>
        deleteDocument(data, files, orgId, id, version, actor),
    },
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/documents/:documentId/versions",
    tag,
    operationId: "addDocumentVersion",
    summary:
      "Replace a document's file with an upload (administrators; If-Match): the new version becomes the current one, older versions stay listed",
    access: "admin",
    body: addDocumentVersionRequestSchema,
    ifMatch: true,
    success: {
      description: "The document with its new version (ETag: its version)",
      data: documentSchema,
    },
    failures: [404, 409],
    etag: true,
    handle: ({ orgId, param, body, expectedVersion, caller }) =>
      addDocumentVersion(
        kit.data,
        files,
        orgId,
        param("documentId"),
        body.uploadId,
        expectedVersion,
        caller,
      ),
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/documents/:documentId/links",
    tag,
    operationId: "createDocumentLink",
    summary:
      "A download link for a version of a document (the current one unless named), working for 5 minutes, for whoever may see the document",
    access: "resident",
    body: createDocumentLinkRequestSchema,
    success: { status: 201, description: "The link", data: documentLinkSchema },
    failures: [404],
    handle: ({ orgId, param, body, access }) =>
      createDownloadLink(kit.data, orgId, param("documentId"), body.version, access),
  });

  // The link is what a browser opens to save the file, so it carries no Authorization header:
  // the token in the path is the permission, short-lived and made for a member who may see it.
  app.get(
    "/downloads/:token",
    describeRoute({
      tags: [tag],
      operationId: "downloadDocument",
      summary: "The file a download link names, while the link works (no token needed)",
      security: linkOnly,
      responses: {
        ...responses({ description: "", data: documentLinkSchema }, [404]),
        200: {
          description: "The file, as an attachment",
          content: binaryContent,
        },
      },
    }),
    linkToken(
      (c) => c.req.param("token") ?? "",
      () => new ApiError(404, apiMessages.downloadLinkInvalid),
    ),
    async (c) => {
      const file = await openDownloadLink(kit.data, files, c.req.param("token"));
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        ...servedFileHeaders(file.contentType),
        "Content-Length": String(file.bytes.byteLength),
        "Content-Disposition": contentDisposition(file.fileName),
      });
    },
  );
}

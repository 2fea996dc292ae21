import {
  MEDIA_PART_MAX_BYTES,
  PHOTO_MAX_BYTES,
  albumListQuerySchema,
  albumRequestSchema,
  mediaItemListQuerySchema,
  mediaUploadQuerySchema,
  startMediaUploadRequestSchema,
  updateAlbumRequestSchema,
  updateMediaItemRequestSchema,
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
import { requestedRange } from "../../http/byte-ranges.js";
import { apiMessages } from "../../http/messages.js";
import { bearer, ifMatchHeader, linkOnly, pageOf, responses } from "../../http/openapi.js";
import type { RouteKit } from "../../http/route-kit.js";
import { validate, validateBody } from "../../http/validate.js";
import type { FileStore } from "../../platform/file-store.js";
import type { ListQuery } from "../../platform/lists.js";
import { entityTag, expectedVersion } from "../../platform/versioning.js";
import {
  albumSchema,
  deletedMediaItemSchema,
  mediaItemSchema,
  mediaLinkSchema,
  mediaPartSchema,
  mediaUploadSchema,
} from "./schemas.js";
import {
  completeUpload,
  createAlbum,
  createAlbumLink,
  deleteAlbum,
  deleteItem,
  getAlbum,
  listAlbums,
  listItems,
  itemNotFound,
  locateAlbumFile,
  putPart,
  startUpload,
  updateAlbum,
  updateItemCaption,
  uploadItem,
} from "./store.js";

const tags = ["Media"];

const mediaBodyMessages = {
  tooLarge: apiMessages.mediaRequestTooLarge,
  notOctetStream: apiMessages.mediaUploadNotOctetStream,
  empty: apiMessages.mediaEmpty,
};
/** A photo or short video in one request: at most 10 MB, as octet-stream. */
const mediaFile = fileBody({ maxBytes: PHOTO_MAX_BYTES, messages: mediaBodyMessages });
/** One part of a resumable upload: at most 8 MiB, as octet-stream. */
const mediaPart = fileBody({ maxBytes: MEDIA_PART_MAX_BYTES, messages: mediaBodyMessages });

export function mediaRoutes(app: Hono<ApiEnv>, kit: RouteKit, files: FileStore): void {
  listRoute(app, kit, {
    path: "/orgs/:orgId/media/albums",
    tag: "Media",
    operationId: "listAlbums",
    summary: "Photo and video albums, latest change first or by title",
    access: "member",
    query: albumListQuerySchema,
    item: albumSchema,
    read: { everyone: listAlbums },
  });

  itemRoutes(app, kit, {
    path: "/orgs/:orgId/media/albums",
    idParam: "albumId",
    tag: "Media",
    noun: "album",
    item: albumSchema,
    create: {
      operationId: "createAlbum",
      summary: "Add an album (administrators): title and description",
      request: albumRequestSchema,
      store: createAlbum,
    },
    get: {
      operationId: "getAlbum",
      summary: "One album (ETag: its version)",
      store: (data, orgId, id) => getAlbum(data, orgId, id),
    },
    update: {
      operationId: "updateAlbum",
      summary: "Change an album's title or description (administrators; If-Match)",
      request: updateAlbumRequestSchema,
      store: updateAlbum,
    },
    remove: {
      operationId: "deleteAlbum",
      summary:
        "Delete an album with its photos and videos and their files (administrators; If-Match)",
      store: (data, orgId, id, version, actor) =>
        deleteAlbum(data, files, orgId, id, version, actor),
    },
  });

  app.get(
    "/orgs/:orgId/media/albums/:albumId/items",
    describeRoute({
      tags,
      operationId: "listMediaItems",
      summary: "An album's photos and videos, in the order they were added",
      security: bearer,
      responses: responses(
        { description: "A page of the album's items", data: pageOf(mediaItemSchema) },
        [400, 401, 403, 404],
      ),
    }),
    kit.signedIn,
    kit.organization.member,
    validate("query", mediaItemListQuerySchema),
    async (c) => {
      const page = await listItems(
        kit.data,
        c.get("access").orgId,
        c.req.param("albumId"),
        c.req.valid("query") as ListQuery,
      );
      return c.json({ data: page }, 200);
    },
  );

  fileRoute(app, kit, {
    method: "post",
    path: "/orgs/:orgId/media/albums/:albumId/items",
    tag: "Media",
    operationId: "uploadMediaItem",
    summary:
      "Add a photo (JPG, PNG, GIF, at most 10 MB) or a video (MP4, MOV) of at most 10 MB to an album (administrators): the bytes as application/octet-stream, the type by content; a photo gets a thumbnail and its size; a larger video goes up in parts",
    body: mediaFile,
    query: mediaUploadQuerySchema,
    success: { status: 201, description: "The photo or video added", data: mediaItemSchema },
    failures: [400, 401, 403, 404, 413, 415],
    store: ({ orgId, caller, param, bytes, query }) =>
      uploadItem(kit.data, files, orgId, param("albumId"), bytes, query, caller),
  });

  app.post(
    "/orgs/:orgId/media/uploads",
    describeRoute({
      tags,
      operationId: "startMediaUpload",
      summary:
        "Start a resumable upload of a video of up to 100 MB into an album (administrators): then PUT its parts of 8 MB and complete it",
      security: bearer,
      responses: responses(
        { status: 201, description: "How to send the parts", data: mediaUploadSchema },
        [400, 401, 403, 404, 413, 415],
      ),
    }),
    kit.json,
    kit.signedIn,
    kit.organization.admin,
    ...validateBody(startMediaUploadRequestSchema),
    async (c) => {
      const upload = await startUpload(
        kit.data,
        c.get("access").orgId,
        c.req.valid("json"),
        c.get("caller"),
      );
      return c.json({ data: upload }, 201);
    },
  );

  fileRoute(app, kit, {
    method: "put",
    path: "/orgs/:orgId/media/uploads/:uploadId/parts/:number",
    tag: "Media",
    operationId: "putMediaUploadPart",
    summary:
      "One part of a resumable upload (administrators): 8 MB except the last, as application/octet-stream; the first must be a video by its content; sending a part again replaces it",
    body: mediaPart,
    success: { status: 200, description: "The part stored", data: mediaPartSchema },
    failures: [400, 401, 403, 404, 413, 415],
    store: ({ orgId, param, bytes }) =>
      putPart(kit.data, files, orgId, param("uploadId"), Number(param("number")), bytes),
  });

  app.post(
    "/orgs/:orgId/media/uploads/:uploadId/complete",
    describeRoute({
      tags,
      operationId: "completeMediaUpload",
      summary:
        "Finish a resumable upload (administrators): the parts joined into the video, its type checked by content, the item added",
      security: bearer,
      responses: responses(
        { status: 201, description: "The video added", data: mediaItemSchema },
        [400, 401, 403, 404, 409, 415],
      ),
    }),
    kit.signedIn,
    kit.organization.admin,
    async (c) => {
      const item = await completeUpload(
        kit.data,
        files,
        c.get("access").orgId,
        c.req.param("uploadId"),
        c.get("caller"),
      );
      return c.json({ data: item }, 201);
    },
  );

  app.patch(
    "/orgs/:orgId/media/albums/:albumId/items/:itemId",
    describeRoute({
      tags,
      operationId: "updateMediaItem",
      summary: "Change a photo's or video's caption (administrators; If-Match)",
      security: bearer,
      parameters: ifMatchHeader,
      responses: responses(
        { description: "The item", data: mediaItemSchema },
        [400, 401, 403, 404, 412, 413, 415, 428],
      ),
    }),
    kit.json,
    kit.signedIn,
    kit.organization.admin,
    ...validateBody(updateMediaItemRequestSchema),
    async (c) => {
      const item = await updateItemCaption(
        kit.data,
        c.get("access").orgId,
        c.req.param("albumId"),
        c.req.param("itemId"),
        c.req.valid("json").caption,
        expectedVersion(c),
        c.get("caller"),
      );
      c.header("ETag", entityTag(item.version));
      return c.json({ data: item }, 200);
    },
  );

  app.delete(
    "/orgs/:orgId/media/albums/:albumId/items/:itemId",
    describeRoute({
      tags,
      operationId: "deleteMediaItem",
      summary: "Delete a photo or video and its files (administrators; If-Match)",
      security: bearer,
      parameters: ifMatchHeader,
      responses: responses(
        {
          description: "Deleted",
          data: deletedMediaItemSchema,
        },
        [401, 403, 404, 412, 428],
      ),
    }),
    kit.signedIn,
    kit.organization.admin,
    async (c) => {
      const deleted = await deleteItem(
        kit.data,
        files,
        c.get("access").orgId,
        c.req.param("albumId"),
        c.req.param("itemId"),
        expectedVersion(c),
        c.get("caller"),
      );
      return c.json({ data: deleted }, 200);
    },
  );

  app.post(
    "/orgs/:orgId/media/albums/:albumId/links",
    describeRoute({
      tags,
      operationId: "createAlbumLink",
      summary:
        "A link serving the album's thumbnails and files for 30 minutes, for a member of the organization",
      security: bearer,
      responses: responses(
        { status: 201, description: "The link", data: mediaLinkSchema },
        [401, 403, 404],
      ),
    }),
    kit.signedIn,
    kit.organization.member,
    async (c) => {
      const access = c.get("access");
      const link = await createAlbumLink(kit.data, access.orgId, c.req.param("albumId"), access);
      return c.json({ data: link }, 201);
    },
  );

  // What an <img> or <video> opens: no Authorization header, the token in the path is the
  // permission, short-lived and made for a member of the album's organization.
  app.get(
    "/media/:token/:itemId/:which{thumbnail|file}",
    describeRoute({
      tags,
      operationId: "openMediaFile",
      summary:
        "A photo's thumbnail or an item's file through an album's link (no token needed); a file is streamed, and a `Range: bytes=...` header gets that part of it (206), as video players ask",
      security: linkOnly,
      responses: {
        ...responses({ description: "", data: mediaLinkSchema }, [404]),
        200: {
          description: "The thumbnail (JPEG) or the file, inline",
          content: binaryContent,
        },
        206: {
          description: "The part of the file the Range header asked for (Content-Range says which)",
          content: binaryContent,
        },
        416: { description: "The range starts past the end of the file" },
      },
    }),
    linkToken(
      (c) => c.req.param("token") ?? "",
      () => new ApiError(404, apiMessages.mediaLinkInvalid),
    ),
    async (c) => {
      const which = c.req.param("which") === "thumbnail" ? "thumbnail" : "file";
      const target = await locateAlbumFile(
        kit.data,
        c.req.param("token"),
        c.req.param("itemId"),
        which,
      );
      const headers = {
        ...servedFileHeaders(target.contentType),
        "Cache-Control": "private, max-age=1800",
      };
      if (which === "thumbnail") {
        const bytes = await files.read(target.path);
        if (!bytes) throw itemNotFound();
        return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
          ...headers,
          "Content-Length": String(bytes.byteLength),
        });
      }
      // A file (a video of up to 100 MB) is streamed, in the byte ranges a player asks for.
      const stored = await files.describe(target.path);
      if (!stored) throw itemNotFound();
      const size = stored.sizeBytes;
      const range = requestedRange(c.req.header("range"), size);
      if (range === null) {
        return c.body(null, 416, { ...headers, "Content-Range": `bytes */${String(size)}` });
      }
      return c.body(files.stream(target.path, range), range ? 206 : 200, {
        ...headers,
        "Accept-Ranges": "bytes",
        "Content-Length": String(range ? range.end - range.start + 1 : size),
        ...(range
          ? { "Content-Range": `bytes ${String(range.start)}-${String(range.end)}/${String(size)}` }
          : {}),
      });
    },
  );
}

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
import { linkOnly, pageOf, responses } from "../../http/openapi.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import type { FileStore } from "../../platform/file-store.js";
import type { ListQuery } from "../../platform/lists.js";
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

const tag = "Media";

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
    tag,
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
    tag,
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
      store: (data, target) => deleteAlbum(data, files, target),
    },
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/media/albums/:albumId/items",
    tag,
    operationId: "listMediaItems",
    summary: "An album's photos and videos, in the order they were added",
    access: "member",
    query: mediaItemListQuerySchema,
    success: { description: "A page of the album's items", data: pageOf(mediaItemSchema) },
    failures: [404],
    handle: ({ orgId, param, query }) =>
      listItems(kit.data, orgId, param("albumId"), query as ListQuery),
  });

  fileRoute(app, kit, {
    method: "post",
    path: "/orgs/:orgId/media/albums/:albumId/items",
    tag,
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

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/media/uploads",
    tag,
    operationId: "startMediaUpload",
    summary:
      "Start a resumable upload of a video of up to 100 MB into an album (administrators): then PUT its parts of 8 MB and complete it",
    access: "admin",
    body: startMediaUploadRequestSchema,
    success: { status: 201, description: "How to send the parts", data: mediaUploadSchema },
    failures: [404],
    handle: ({ orgId, body, caller }) => startUpload(kit.data, orgId, body, caller),
  });

  fileRoute(app, kit, {
    method: "put",
    path: "/orgs/:orgId/media/uploads/:uploadId/parts/:number",
    tag,
    operationId: "putMediaUploadPart",
    summary:
      "One part of a resumable upload (administrators): 8 MB except the last, as application/octet-stream; the first must be a video by its content; sending a part again replaces it",
    body: mediaPart,
    success: { status: 200, description: "The part stored", data: mediaPartSchema },
    failures: [400, 401, 403, 404, 413, 415],
    store: ({ orgId, param, bytes }) =>
      putPart(kit.data, files, orgId, param("uploadId"), Number(param("number")), bytes),
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/media/uploads/:uploadId/complete",
    tag,
    operationId: "completeMediaUpload",
    summary:
      "Finish a resumable upload (administrators): the parts joined into the video, its type checked by content, the item added",
    access: "admin",
    success: { status: 201, description: "The video added", data: mediaItemSchema },
    failures: [400, 404, 409, 415],
    handle: ({ orgId, param, caller }) =>
      completeUpload(kit.data, files, orgId, param("uploadId"), caller),
  });

  route(app, kit, {
    method: "patch",
    path: "/orgs/:orgId/media/albums/:albumId/items/:itemId",
    tag,
    operationId: "updateMediaItem",
    summary: "Change a photo's or video's caption (administrators; If-Match)",
    access: "admin",
    body: updateMediaItemRequestSchema,
    ifMatch: true,
    success: { description: "The item", data: mediaItemSchema },
    failures: [404],
    etag: true,
    handle: ({ orgId, param, body, expectedVersion, caller }) =>
      updateItemCaption(
        kit.data,
        orgId,
        param("albumId"),
        param("itemId"),
        body.caption,
        expectedVersion,
        caller,
      ),
  });

  route(app, kit, {
    method: "delete",
    path: "/orgs/:orgId/media/albums/:albumId/items/:itemId",
    tag,
    operationId: "deleteMediaItem",
    summary: "Delete a photo or video and its files (administrators; If-Match)",
    access: "admin",
    ifMatch: true,
    success: { description: "Deleted", data: deletedMediaItemSchema },
    failures: [404],
    handle: ({ orgId, param, expectedVersion, caller }) =>
      deleteItem(
        kit.data,
        files,
        orgId,
        param("albumId"),
        param("itemId"),
        expectedVersion,
        caller,
      ),
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/media/albums/:albumId/links",
    tag,
    operationId: "createAlbumLink",
    summary:
      "A link serving the album's thumbnails and files for 30 minutes, for a member of the organization",
    access: "member",
    success: { status: 201, description: "The link", data: mediaLinkSchema },
    failures: [404],
    handle: ({ orgId, param, access }) =>
      createAlbumLink(kit.data, orgId, param("albumId"), access),
  });

  // What an <img> or <video> opens: no Authorization header, the token in the path is the
  // permission, short-lived and made for a member of the album's organization.
  app.get(
    "/media/:token/:itemId/:which{thumbnail|file}",
    describeRoute({
      tags: [tag],
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

import { MEDIA_KINDS, MEDIA_TYPES } from "@hoa/validation";
import * as v from "valibot";
import { timeSchema, itemSchema, namedObject, personSchema } from "../../http/openapi.js";

export const albumSchema = itemSchema("Album", {
  title: v.string(),
  description: v.string(),
  /** How many photos and videos it holds. */
  itemCount: v.number(),
  /** The photo shown on the album's card: the first one added, if any. */
  coverItemId: v.nullable(v.string()),
  createdBy: personSchema,
});
export type AlbumItem = v.InferOutput<typeof albumSchema>;

export const mediaItemSchema = itemSchema("MediaItem", {
  albumId: v.string(),
  kind: v.picklist(MEDIA_KINDS),
  /** The type its content shows. */
  contentType: v.picklist(MEDIA_TYPES),
  fileName: v.string(),
  sizeBytes: v.number(),
  caption: v.string(),
  /** A photo's size in pixels (upright); null for a video. */
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  /** Whether a thumbnail was made (photos). */
  hasThumbnail: v.boolean(),
  /** Set when a photo is smaller than the recommended 1920x1080. */
  warning: v.nullable(v.string()),
  uploadedBy: personSchema,
});
export type MediaItem = v.InferOutput<typeof mediaItemSchema>;

/** What `POST .../media/uploads` answers: how to send the parts. */
export const mediaUploadSchema = namedObject("MediaUpload", {
  uploadId: v.string(),
  /** Every part but the last is exactly this long. */
  partSize: v.number(),
  partCount: v.number(),
  /** ISO 8601: until when parts and the completion are taken. */
  usableUntil: v.string(),
});
export type MediaUpload = v.InferOutput<typeof mediaUploadSchema>;

/** A short-lived link that serves an album's thumbnails and files to the browser. */
export const mediaLinkSchema = namedObject("MediaLink", {
  /** A path on the API's origin, `/api/media/{token}`; add `/{itemId}/thumbnail` or `/file`. */
  url: v.string(),
  /** ISO 8601. */
  expiresAt: timeSchema,
});
export type MediaLink = v.InferOutput<typeof mediaLinkSchema>;

/** What `PUT .../parts/{number}` answers. */
export const mediaPartSchema = namedObject("MediaUploadPart", {
  number: v.number(),
  sizeBytes: v.number(),
});

export const deletedMediaItemSchema = v.object({ id: v.string() });

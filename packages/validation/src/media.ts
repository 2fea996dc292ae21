import * as v from "valibot";
import { listOrder, listQuerySchema } from "./lists.js";
import { messages } from "./messages.js";
import { maxCharacters, optionalText, requiredText, text } from "./schema.js";

/**
 * The specification's media guidelines, word for word: "max file size 10MB per file; photos JPG,
 * PNG, GIF; videos MP4, MOV up to 100MB; recommended resolution 1920x1080".
 */
export const MEDIA_GUIDELINES =
  "max file size 10MB per file; photos JPG, PNG, GIF; videos MP4, MOV up to 100MB; recommended resolution 1920x1080";

/** A photo: at most 10 MB (10 MiB, as documents). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** A video: at most 100 MB (100 MiB). */
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** What one request may carry: larger videos go up in resumable parts of at most this size. */
export const MEDIA_PART_MAX_BYTES = 8 * 1024 * 1024;
/** Below this (either side) a photo is flagged as smaller than the recommended resolution. */
export const MEDIA_RECOMMENDED_WIDTH = 1920;
export const MEDIA_RECOMMENDED_HEIGHT = 1080;

export const ALBUM_TITLE_MAX_LENGTH = 200;
export const ALBUM_DESCRIPTION_MAX_LENGTH = 2000;
export const MEDIA_CAPTION_MAX_LENGTH = 500;
export const MEDIA_FILE_NAME_MAX_LENGTH = 200;

/** The types a media item may be, by its content, with what people call them. */
export const PHOTO_TYPES = {
  "image/jpeg": "JPG",
  "image/png": "PNG",
  "image/gif": "GIF",
} as const;
export const VIDEO_TYPES = {
  "video/mp4": "MP4",
  "video/quicktime": "MOV",
} as const;
export type PhotoType = keyof typeof PHOTO_TYPES;
export type VideoType = keyof typeof VIDEO_TYPES;
export type MediaType = PhotoType | VideoType;
export const MEDIA_TYPES = [
  ...(Object.keys(PHOTO_TYPES) as PhotoType[]),
  ...(Object.keys(VIDEO_TYPES) as VideoType[]),
] as const;
export const MEDIA_KINDS = ["photo", "video"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** A file's name as an upload's query gives it: one line, no path. */
export const fileNameSchema = v.pipe(
  requiredText(messages.mediaFileNameRequired),
  maxCharacters(MEDIA_FILE_NAME_MAX_LENGTH, messages.mediaFileNameTooLong),
  v.check(
    (text) =>
      ![...text].some((character) => {
        const code = character.codePointAt(0) ?? 0;
        return code < 0x20 || code === 0x7f || character === "/" || character === "\\";
      }),
    messages.mediaFileNameInvalid,
  ),
);
const captionSchema = v.pipe(
  optionalText(messages.mediaCaptionNotText),
  maxCharacters(MEDIA_CAPTION_MAX_LENGTH, messages.mediaCaptionTooLong),
);

/** `POST/PATCH /api/orgs/{orgId}/media/albums[/{albumId}]`. */
export const albumRequestSchema = v.object(
  {
    title: v.pipe(
      requiredText(messages.albumTitleRequired),
      maxCharacters(ALBUM_TITLE_MAX_LENGTH, messages.albumTitleTooLong),
    ),
    description: v.pipe(
      optionalText(messages.albumDescriptionNotText),
      maxCharacters(ALBUM_DESCRIPTION_MAX_LENGTH, messages.albumDescriptionTooLong),
    ),
  },
  messages.requestBodyNotObject,
);
export type AlbumRequest = v.InferOutput<typeof albumRequestSchema>;
export type AlbumRequestInput = v.InferInput<typeof albumRequestSchema>;

export const updateAlbumRequestSchema = v.partial(albumRequestSchema);
export type UpdateAlbumRequest = v.InferOutput<typeof updateAlbumRequestSchema>;

/** `POST .../albums/{albumId}/items?fileName=&caption=`: a photo or a short video in one request. */
export const mediaUploadQuerySchema = v.object({
  fileName: fileNameSchema,
  caption: v.optional(captionSchema, ""),
});
export type MediaUploadQuery = v.InferOutput<typeof mediaUploadQuerySchema>;

/** `POST .../media/uploads`: starts a resumable upload of a video into an album. */
export const startMediaUploadRequestSchema = v.object(
  {
    albumId: v.pipe(text(messages.albumRequired), v.minLength(1, messages.albumRequired)),
    fileName: fileNameSchema,
    sizeBytes: v.pipe(
      v.number(messages.mediaSizeInvalid),
      v.integer(messages.mediaSizeInvalid),
      v.minValue(1, messages.mediaSizeInvalid),
      v.maxValue(VIDEO_MAX_BYTES, messages.mediaVideoTooLarge),
    ),
    caption: v.optional(captionSchema, ""),
  },
  messages.requestBodyNotObject,
);
export type StartMediaUploadRequest = v.InferOutput<typeof startMediaUploadRequestSchema>;

/** `PATCH .../media/items/{itemId}`: the caption. */
export const updateMediaItemRequestSchema = v.object(
  { caption: captionSchema },
  messages.requestBodyNotObject,
);
export type UpdateMediaItemRequest = v.InferOutput<typeof updateMediaItemRequestSchema>;

export const ALBUM_LIST_ORDER = listOrder({
  sorts: ["-updatedAt", "title"],
  defaultSort: "-updatedAt",
});

/** `GET .../media/albums`: latest change first, or by title. */
export const albumListQuerySchema = listQuerySchema({
  order: ALBUM_LIST_ORDER,
  searchable: false,
  filters: {},
});

export const MEDIA_ITEM_LIST_ORDER = listOrder({
  sorts: ["createdAt", "-createdAt"],
  defaultSort: "createdAt",
  filteredSorts: ["createdAt", "-createdAt"],
});

/** `GET .../media/albums/{albumId}/items`: oldest first, as they were added. */
export const mediaItemListQuerySchema = listQuerySchema({
  order: MEDIA_ITEM_LIST_ORDER,
  searchable: false,
  filters: { kind: MEDIA_KINDS },
});

/** The kind of a type the content showed. */
export const mediaKindOf = (type: MediaType): MediaKind =>
  Object.hasOwn(PHOTO_TYPES, type) ? "photo" : "video";

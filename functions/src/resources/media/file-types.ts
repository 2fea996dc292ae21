import { PHOTO_TYPES, VIDEO_TYPES, formatMessage, type MediaType } from "@hoa/validation";
import { fileTypeFromBuffer } from "file-type";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";

/** The names each accepted type may carry, by the type its content shows. */
const EXTENSIONS: Readonly<Record<MediaType, readonly string[]>> = {
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/gif": ["gif"],
  "video/mp4": ["mp4", "m4v"],
  "video/quicktime": ["mov", "qt"],
};

const extensionOf = (fileName: string): string =>
  /\.([^.]+)$/u.exec(fileName)?.[1]?.toLowerCase() ?? "";

const isMediaType = (mime: string): mime is MediaType =>
  Object.hasOwn(PHOTO_TYPES, mime) || Object.hasOwn(VIDEO_TYPES, mime);

/**
 * The type of a photo or video from its first bytes (`file-type`), never from its name alone:
 * 415 when the content is none of the specification's JPG, PNG, GIF, MP4, MOV, or when the
 * name says another type than the content.
 */
export async function mediaFileType(head: Uint8Array, fileName: string): Promise<MediaType> {
  const detected = (await fileTypeFromBuffer(head))?.mime;
  if (detected === undefined || !isMediaType(detected)) {
    throw new ApiError(415, apiMessages.mediaTypeNotAccepted);
  }
  if (!EXTENSIONS[detected].includes(extensionOf(fileName))) {
    const label = { ...PHOTO_TYPES, ...VIDEO_TYPES }[detected];
    throw new ApiError(
      415,
      formatMessage(apiMessages.mediaNameDisagrees, {
        type: label,
        extension: EXTENSIONS[detected][0] ?? "",
      }),
    );
  }
  return detected;
}

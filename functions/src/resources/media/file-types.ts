import { PHOTO_TYPES, VIDEO_TYPES, type MediaType } from "@hoa/validation";
import { apiMessages } from "../../http/messages.js";
import { typeByContent, type AcceptedTypes } from "../library/file-types.js";

const MEDIA_FILE_TYPES: AcceptedTypes<MediaType> = {
  extensions: {
    "image/jpeg": ["jpg", "jpeg"],
    "image/png": ["png"],
    "image/gif": ["gif"],
    "video/mp4": ["mp4", "m4v"],
    "video/quicktime": ["mov", "qt"],
  },
  labels: { ...PHOTO_TYPES, ...VIDEO_TYPES },
  messages: {
    notAccepted: apiMessages.mediaTypeNotAccepted,
    nameDisagrees: apiMessages.mediaNameDisagrees,
  },
};

/**
 * The type of a photo or video from its first bytes, never from its name alone: 415 when the
 * content is none of the specification's JPG, PNG, GIF, MP4, MOV, or when the name says another
 * type than the content.
 */
export const mediaFileType = (head: Uint8Array, fileName: string): Promise<MediaType> =>
  typeByContent(head, fileName, MEDIA_FILE_TYPES);

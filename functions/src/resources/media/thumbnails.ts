import { MEDIA_RECOMMENDED_HEIGHT, MEDIA_RECOMMENDED_WIDTH } from "@hoa/validation";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";

/** The longest side of a gallery thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 480;

export interface Thumbnail {
  bytes: Uint8Array;
  /** The photo's own size, upright (after its EXIF orientation). */
  width: number;
  height: number;
}

/**
 * A JPEG thumbnail of a photo (sharp/libvips: turned upright, at most `THUMBNAIL_SIZE` on its
 * longest side, never enlarged; a GIF gives its first frame), with the photo's size. 415 when
 * the image cannot be decoded (a damaged file whose first bytes looked right).
 */
export async function makeThumbnail(photo: Uint8Array): Promise<Thumbnail> {
  // Loaded with the first photo, not with the API: libvips is most of a cold start's work else.
  const { default: sharp } = await import("sharp");
  try {
    const image = sharp(photo, { failOn: "error", limitInputPixels: 100_000_000 });
    const metadata = await image.metadata();
    const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
    const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
    const bytes = await image
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer();
    return { bytes: new Uint8Array(bytes), width, height };
  } catch {
    throw new ApiError(415, apiMessages.mediaPhotoUnreadable);
  }
}

/** The warning a photo smaller than the recommended resolution carries, or null. */
export function resolutionWarning(width: number, height: number): string | null {
  const longer = Math.max(width, height);
  const shorter = Math.min(width, height);
  return longer < MEDIA_RECOMMENDED_WIDTH || shorter < MEDIA_RECOMMENDED_HEIGHT
    ? `Smaller than the recommended ${MEDIA_RECOMMENDED_WIDTH}x${MEDIA_RECOMMENDED_HEIGHT} (${width}x${height}).`
    : null;
}

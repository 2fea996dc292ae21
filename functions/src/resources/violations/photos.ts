import {
  VIOLATION_PHOTOS_MAX,
  VIOLATION_PHOTO_MAX_BYTES,
  violationMessages as m,
} from "@hoa/validation/violations";
import { Timestamp } from "firebase-admin/firestore";
import { nameOf, type Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { fileBody } from "../../http/file-body.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import type { FileStore } from "../../platform/file-store.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import { runTransaction } from "../../platform/transactions.js";
import { linkedResidents, linkedResidentsIn } from "../residents/accounts.js";
import {
  timelineId,
  toViolation,
  violationPhotoPath,
  violationRef,
  type Violation,
} from "./documents.js";

/** A violation's photo as sent: at most 10 MB, as octet-stream. */
export const violationPhotoBody = fileBody({
  maxBytes: VIOLATION_PHOTO_MAX_BYTES,
  messages: {
    tooLarge: m.photoTooLarge,
    notOctetStream: m.photoNotOctetStream,
    empty: m.photoEmpty,
  },
});

/** The formats a photo is taken in, as the image library names them (`VIOLATION_PHOTO_TYPES`). */
const PHOTO_FORMATS: ReadonlySet<string> = new Set(["jpeg", "png", "webp"]);

/** The longest side a violation's photo is kept at: enough to read a plate or a crack. */
const PHOTO_SIZE = 1_600;

/**
 * The photo as the API keeps it: a JPEG turned upright, at most `PHOTO_SIZE` on its longest
 * side, without the metadata a phone writes (where it was taken). 415 when it is not a JPG, PNG
 * or WebP image sharp can read (with the caller's words for each refusal).
 */
export async function storedPhoto(
  bytes: Uint8Array,
  refusals: { unreadable: string; type: string } = {
    unreadable: m.photoUnreadable,
    type: m.photoType,
  },
): Promise<Uint8Array> {
  const { default: sharp } = await import("sharp");
  const image = sharp(bytes, { failOn: "error", limitInputPixels: 100_000_000 });
  const format = await image.metadata().then(
    (metadata) => metadata.format,
    () => null,
  );
  if (format === null) throw new ApiError(415, refusals.unreadable);
  if (format === undefined || !PHOTO_FORMATS.has(format)) throw new ApiError(415, refusals.type);
  try {
    const photo = await image
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return new Uint8Array(photo);
  } catch {
    throw new ApiError(415, refusals.unreadable);
  }
}

/**
 * Adds a photo to a violation: the board's (administrators), or a resident's of their own
 * household's violation (the cure, from the portal; 404 for any other). The file is stored
 * first, then the violation records it with a timeline entry; a refused record removes the file.
 * Not made to a version: a photo never refuses the board's next step. 409 once closed or full.
 */
export async function addViolationPhoto(
  data: DataContext,
  files: FileStore,
  access: OrganizationAccess,
  caller: Caller,
  violationId: string,
  bytes: Uint8Array,
): Promise<Violation> {
  const { orgId } = access;
  if (!isDocumentId(violationId)) throw new ApiError(404, m.notFound);
  const photo = await storedPhoto(bytes);
  const photoId = violationRef(data.db, orgId, violationId).collection("photos").doc().id;
  const path = violationPhotoPath(orgId, violationId, photoId);
  await files.save(path, photo, { contentType: "image/jpeg", metadata: { violationId } });
  try {
    return await runTransaction(data, async (transaction) => {
      const ref = violationRef(data.db, orgId, violationId);
      const [snapshot, residents] = await Promise.all([
        transaction.get(ref),
        access.isResident
          ? linkedResidentsIn(transaction, data.db, orgId, access.uid)
          : Promise.resolve(null),
      ]);
      if (!snapshot.exists) throw new ApiError(404, m.notFound);
      const violation = toViolation(snapshot);
      const resident = residents?.find((r) => r.propertyId === violation.propertyId);
      if (residents && !resident) throw new ApiError(404, m.notFound);
      if (violation.status === "closed") throw new ApiError(409, m.closed);
      if (violation.photos.length >= VIOLATION_PHOTOS_MAX) {
        throw new ApiError(409, m.tooManyPhotos);
      }
      const now = Timestamp.fromDate(data.clock.now());
      const by = { uid: caller.uid, name: resident?.name ?? nameOf(caller, caller.uid) };
      const seq = (Number(snapshot.get("timelineCount")) || 0) + 1;
      const stored = { id: photoId, at: now, by, fromResident: resident !== undefined };
      transaction.create(ref.collection("timeline").doc(timelineId(seq)), {
        seq,
        step: "photo",
        at: now,
        by,
        summary: resident ? `Photo sent by ${by.name}` : `Photo added by ${by.name}`,
        note: "",
        letter: null,
        ledgerEntryId: null,
      });
      transaction.update(ref, {
        photos: [...(snapshot.get("photos") ?? []), stored],
        timelineCount: seq,
      });
      return {
        ...violation,
        photos: [...violation.photos, { ...stored, at: now.toDate().toISOString() }],
      };
    });
  } catch (error) {
    await files.remove(path);
    throw error;
  }
}

/**
 * A violation's photo (a JPEG): to the board, and to a resident of the violation's property;
 * 404 to anyone else, and for a photo the violation does not hold.
 */
export async function readViolationPhoto(
  data: DataContext,
  files: FileStore,
  access: OrganizationAccess,
  violationId: string,
  photoId: string,
): Promise<Uint8Array> {
  const missing = () => new ApiError(404, m.photoNotFound);
  if (!isDocumentId(violationId) || !isDocumentId(photoId)) throw missing();
  const snapshot = await data.call(violationRef(data.db, access.orgId, violationId).get());
  if (!snapshot.exists) throw missing();
  const violation = toViolation(snapshot);
  if (access.isResident) {
    const residents = await linkedResidents(data, access);
    if (!residents.some((resident) => resident.propertyId === violation.propertyId)) {
      throw missing();
    }
  }
  if (!violation.photos.some((photo) => photo.id === photoId)) throw missing();
  const bytes = await files.read(violationPhotoPath(access.orgId, violationId, photoId));
  if (!bytes) throw missing();
  return bytes;
}

import { notify } from "@hoa/ui";
import {
  VIOLATION_PHOTOS_MAX,
  VIOLATION_PHOTO_ACCEPT,
  checkViolationPhotos,
} from "@hoa/validation/violations";
import { useState } from "react";
import {
  DropZone,
  UploadDialog,
  UploadList,
  uploadFailure,
  useUploads,
  type Uploads,
} from "../../lib/uploads";
import {
  uploadViolationPhoto,
  useViolationPhotosSent,
  type PhotoSender,
  type Violation,
} from "./api/photos";
import { BlobImage } from "../../lib/BlobImage";
import "./violations.css";

/** The photos chosen to send, each its own row (no details to ask for). */
export type PhotoUploads = Uploads<null>;

const noDetails = () => null;

/** The chosen photos of a form or dialog, each with its progress and any refusal. */
export const usePhotoUploads = (): PhotoUploads => useUploads(noDetails);

/** A file refused before anything was sent, with the reason. */
interface Refusal {
  name: string;
  message: string;
}

/**
 * Picks photos (from the files, or a phone's camera), checks each in the browser with the API's
 * own limits and messages (JPG, PNG or WebP, at most 10 MB, room left on the violation), and lists
 * those to send with a preview, their progress and any refusal. A file that cannot be sent is
 * named with its reason under the picker; nothing chosen is dropped without a word.
 */
export function PhotoPicker({
  uploads,
  held,
  label = "Choose photos",
}: {
  uploads: PhotoUploads;
  /** How many photos the violation holds already. */
  held: number;
  label?: string;
}) {
  const [refused, setRefused] = useState<readonly Refusal[]>([]);
  const queued = uploads.pending.length;
  const room = Math.max(0, VIOLATION_PHOTOS_MAX - held - queued);
  const choose = (files: File[]) => {
    const checked = checkViolationPhotos(files, held + queued);
    setRefused(checked.refused.map(({ file, message }) => ({ name: file.name, message })));
    if (checked.accepted.length > 0) uploads.add(checked.accepted);
  };
  return (
    <div className="violation-photo-picker">
      <DropZone
        label={label}
        accept={VIOLATION_PHOTO_ACCEPT}
        hint={`JPG, PNG or WebP, up to 10 MB each. ${
          room === 0
            ? `No more: a violation keeps at most ${VIOLATION_PHOTOS_MAX} photos.`
            : `${room} more can be added (at most ${VIOLATION_PHOTOS_MAX} per violation).`
        }`}
        disabled={uploads.running}
        onFiles={choose}
      />
      {refused.length > 0 ? (
        <div role="alert" className="violation-photo-picker__refused">
          <p>{refused.length === 1 ? "This file was not added:" : "These files were not added:"}</p>
          <ul>
            {refused.map((refusal, index) => (
              <li key={`${refusal.name}-${index}`}>
                <strong>{refusal.name}</strong>: {refusal.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <UploadList
        label="Photos to send"
        entries={uploads.entries}
        onRemove={uploads.running ? undefined : uploads.remove}
      >
        {(entry) => (
          <BlobImage
            blob={entry.file}
            alt={`Preview of ${entry.file.name}`}
            className="violation-photo-picker__preview"
          />
        )}
      </UploadList>
    </div>
  );
}

/** How sending the chosen photos went. */
export interface PhotosSent {
  /** How many were sent now. */
  sent: number;
  /** The names of those that were not (each was toasted with the API's reason). */
  failed: string[];
  /** The violation as the last photo sent left it. */
  latest: Violation | null;
}

/**
 * Sends the chosen photos not yet sent to a violation, one by one with progress. Each refusal is
 * a toast naming the file with the API's message, and stays on its row to try again.
 */
export async function sendChosenPhotos(
  uploads: PhotoUploads,
  orgId: string,
  violationId: string,
  sender: PhotoSender,
): Promise<PhotosSent> {
  let latest: Violation | null = null;
  let sent = 0;
  const failed: string[] = [];
  await uploads.run(async (entry, report) => {
    try {
      latest = await uploadViolationPhoto(orgId, violationId, entry.file, sender, report.progress);
      sent += 1;
    } catch (error) {
      failed.push(entry.file.name);
      notify.error(`${entry.file.name} was not sent: ${uploadFailure(error)}`, {
        id: `violation-photo-${entry.key}`,
      });
      throw error;
    }
  }, 1);
  return { sent, failed, latest };
}

const photos = (count: number) => `${count} ${count === 1 ? "photo" : "photos"}`;

/**
 * The drawer that adds photos to an open violation: the board's ("Add photos") or a resident's
 * ("Send a photo of the fix"). Once every chosen photo is sent it closes; a refused one stays with
 * its reason to try again or remove.
 */
export function AddViolationPhotosDialog({
  orgId,
  violation,
  sender,
  onClose,
}: {
  orgId: string;
  violation: Violation;
  sender: PhotoSender;
  onClose: () => void;
}) {
  const uploads = usePhotoUploads();
  const photosSent = useViolationPhotosSent(orgId);
  const start = async () => {
    if (uploads.pending.length === 0) return;
    const result = await sendChosenPhotos(uploads, orgId, violation.id, sender);
    if (result.sent > 0) await photosSent(violation.id, result.latest, sender);
    if (result.failed.length === 0) {
      notify.success(
        sender === "resident"
          ? `Your ${photos(result.sent)} ${result.sent === 1 ? "was" : "were"} sent to the board.`
          : `${photos(result.sent)} added.`,
        { id: "violation-photos-sent" },
      );
      onClose();
    }
  };
  return (
    <UploadDialog
      open
      title={sender === "resident" ? "Send a photo of the fix" : "Add photos"}
      description={
        sender === "resident"
          ? "A photo of it corrected, for the board to see with the violation."
          : "What was seen, added to the violation and its timeline."
      }
      uploads={uploads}
      needsFiles
      onStart={start}
      onClose={onClose}
    >
      <PhotoPicker uploads={uploads} held={violation.photos.length} />
    </UploadDialog>
  );
}

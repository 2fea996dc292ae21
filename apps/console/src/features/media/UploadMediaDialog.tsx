import { TextField, notify } from "@hoa/ui";
import { MEDIA_GUIDELINES, PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from "@hoa/validation";
import { ApiError } from "../../api/client";
import { useOrganizationSession } from "../../lib/organization-session";
import { DropZone, UploadDialog, UploadFileList, useUploads } from "../../lib/uploads";
import { uploadMediaFile, useMediaChanged } from "./api/items";

const ACCEPT =
  ".jpg,.jpeg,.png,.gif,.mp4,.mov,image/jpeg,image/png,image/gif,video/mp4,video/quicktime";

const isVideo = (file: File) =>
  file.type.startsWith("video/") || /\.(mp4|m4v|mov|qt)$/iu.test(file.name);

/** The limit the server applies, checked first so a too-large file is not sent at all. */
function tooLarge(file: File): string | null {
  if (isVideo(file)) return file.size > VIDEO_MAX_BYTES ? "A video can be at most 100 MB." : null;
  return file.size > PHOTO_MAX_BYTES ? "A photo can be at most 10 MB." : null;
}

/** Upload photos and videos into an album: several at once, each with its caption and progress. */
export function UploadMediaDialog({
  open,
  albumId,
  onClose,
}: {
  open: boolean;
  albumId: string;
  onClose: () => void;
}) {
  const { currentOrgId } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const uploads = useUploads((): { caption: string; note?: string } => ({ caption: "" }));
  const changed = useMediaChanged();
  const { pending } = uploads;

  const start = async () => {
    if (pending.length === 0) return;
    const failed = await uploads.run(async (entry, report) => {
      const refusal = tooLarge(entry.file);
      if (refusal) throw new ApiError(413, "Too large", refusal);
      const item = await uploadMediaFile(
        orgId,
        albumId,
        entry.file,
        entry.details.caption,
        report.progress,
      );
      if (item.warning) {
        uploads.patch(entry.key, {
          details: { caption: entry.details.caption, note: item.warning },
        });
      }
    });
    await changed();
    if (failed === 0) {
      const done = pending.length;
      notify.success(done === 1 ? "1 file uploaded." : `${done} files uploaded.`, {
        id: "upload-media",
      });
    }
  };

  return (
    <UploadDialog
      open={open}
      title="Upload photos and videos"
      description={MEDIA_GUIDELINES}
      uploads={uploads}
      needsFiles
      onStart={start}
      onClose={onClose}
    >
      <DropZone
        label="Choose photos and videos"
        hint="Photos JPG, PNG, GIF up to 10 MB; videos MP4, MOV up to 100 MB."
        accept={ACCEPT}
        disabled={uploads.running}
        onFiles={uploads.add}
      />
      <UploadFileList
        uploads={uploads}
        field={(entry) => (
          <TextField
            label={`Caption of ${entry.file.name}`}
            optional
            value={entry.details.caption}
            onChange={(event) =>
              uploads.patch(entry.key, { details: { caption: event.currentTarget.value } })
            }
          />
        )}
        sent={(entry) =>
          entry.details.note ? <p className="media-caption">{entry.details.note}</p> : null
        }
      />
    </UploadDialog>
  );
}

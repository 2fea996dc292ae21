import { Card, EmptyState, Icon, notify } from "@hoa/ui";
import {
  ARC_ATTACHMENTS_MAX,
  ARC_ATTACHMENT_ACCEPT,
  arcAttachmentProblem,
} from "@hoa/validation/architectural-review";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { queryKeys } from "../../api/query-keys";
import { BlobImage } from "../../lib/BlobImage";
import { DownloadButton } from "../../lib/DownloadButton";
import { ActionButton } from "../../lib/RecordActions";
import {
  DropZone,
  UploadDialog,
  UploadList,
  formatBytes,
  uploadFailure,
  useUploads,
  type Uploads,
} from "../../lib/uploads";
import {
  arcChangedKeys,
  downloadArcAttachment,
  uploadArcAttachment,
  useArcAttachment,
  type ArcActor,
  type ArcAttachment,
  type ArcRequest,
  type OwnArcRequest,
} from "./api";
import "./architectural-review.css";

/** The states in which drawings and photos can be added. */
export const takesAttachments = (request: Pick<OwnArcRequest, "status">) =>
  request.status === "draft" || request.status === "returned";

/** A file refused before anything was sent, with the reason. */
export interface Refusal {
  name: string;
  message: string;
}

/**
 * The chosen files split into those that can be sent and those refused with the API's own
 * message (their type, their size, or no room left on the request).
 */
export function checkAttachments(
  files: readonly File[],
  held: number,
): { accepted: File[]; refused: Refusal[] } {
  const accepted: File[] = [];
  const refused: Refusal[] = [];
  for (const file of files) {
    const problem =
      arcAttachmentProblem(file) ??
      (held + accepted.length >= ARC_ATTACHMENTS_MAX
        ? `A request keeps at most ${ARC_ATTACHMENTS_MAX} drawings and photos`
        : null);
    if (problem) refused.push({ name: file.name, message: problem });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** The files refused before sending, each named with its reason. */
export function RefusedFiles({ refused }: { refused: readonly Refusal[] }) {
  if (refused.length === 0) return null;
  return (
    <div role="alert" className="arc-refused">
      <p>{refused.length === 1 ? "This file was not added:" : "These files were not added:"}</p>
      <ul>
        {refused.map((refusal, index) => (
          <li key={`${refusal.name}-${index}`}>
            <strong>{refusal.name}</strong>: {refusal.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The files of a form or a dialog, each its own row (no details to ask for). */
export type AttachmentUploads = Uploads<null>;
const noDetails = () => null;
export const useAttachmentUploads = (): AttachmentUploads => useUploads(noDetails);

/**
 * Picks drawings and photos (a phone offers its camera), refusing before sending what the API
 * would refuse, and lists those to send with their progress and any refusal.
 */
export function AttachmentPicker({
  uploads,
  held,
  label = "Choose drawings or photos",
}: {
  uploads: AttachmentUploads;
  /** How many files the request holds already. */
  held: number;
  label?: string;
}) {
  const [refused, setRefused] = useState<readonly Refusal[]>([]);
  const choose = (files: File[]) => {
    const checked = checkAttachments(files, held + uploads.pending.length);
    setRefused(checked.refused);
    if (checked.accepted.length > 0) uploads.add(checked.accepted);
  };
  return (
    <div className="arc-picker">
      <DropZone
        label={label}
        accept={ARC_ATTACHMENT_ACCEPT}
        hint={`Drawings as PDF, photos as JPG, PNG or WebP, up to 10 MB each; at most ${ARC_ATTACHMENTS_MAX} per request.`}
        disabled={uploads.running}
        onFiles={choose}
      />
      <RefusedFiles refused={refused} />
      <UploadList
        label="Files to send"
        entries={uploads.entries}
        onRemove={uploads.running ? undefined : uploads.remove}
      />
    </div>
  );
}

/** How sending the chosen files went. */
export interface AttachmentsSent {
  sent: number;
  /** Each file not sent, with the API's reason. */
  failed: Refusal[];
  /** The request as the last file sent left it. */
  latest: ArcRequest | OwnArcRequest | null;
}

/** Sends the chosen files not yet sent, one by one; a refusal stays on its row to try again. */
export async function sendAttachments(
  uploads: AttachmentUploads,
  actor: ArcActor,
  orgId: string,
  requestId: string,
): Promise<AttachmentsSent> {
  let latest: ArcRequest | OwnArcRequest | null = null;
  let sent = 0;
  const failed: Refusal[] = [];
  await uploads.run(async (entry, report) => {
    try {
      latest = await uploadArcAttachment(actor, orgId, requestId, entry.file, report.progress);
      sent += 1;
    } catch (error) {
      failed.push({ name: entry.file.name, message: uploadFailure(error) });
      throw error;
    }
  }, 1);
  return { sent, failed, latest };
}

/** After files were sent: the board's page shows the latest answer, and every view reads again. */
export function useAttachmentsSent(orgId: string) {
  const queryClient = useQueryClient();
  return async (requestId: string, actor: ArcActor, latest: AttachmentsSent["latest"]) => {
    if (latest && actor === "board") {
      queryClient.setQueryData(queryKeys.architecturalRequests.detail(orgId, requestId), latest);
    }
    await Promise.all(
      [
        ...arcChangedKeys(orgId, requestId),
        queryKeys.ownArchitecturalRequests.detail(orgId, requestId),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };
}

const files = (count: number) => `${count} ${count === 1 ? "file" : "files"}`;

/** The drawer that adds drawings and photos to a draft or a returned request. */
function AddAttachmentsDialog({
  orgId,
  request,
  actor,
  onClose,
}: {
  orgId: string;
  request: OwnArcRequest;
  actor: ArcActor;
  onClose: () => void;
}) {
  const uploads = useAttachmentUploads();
  const sentAll = useAttachmentsSent(orgId);
  const start = async () => {
    if (uploads.pending.length === 0) return;
    const result = await sendAttachments(uploads, actor, orgId, request.id);
    if (result.sent > 0) await sentAll(request.id, actor, result.latest);
    for (const failure of result.failed) {
      notify.error(`${failure.name} was not sent: ${failure.message}`, {
        id: `arc-file-${failure.name}`,
      });
    }
    if (result.failed.length === 0) {
      notify.success(`${files(result.sent)} added.`, { id: "arc-files-sent" });
      onClose();
    }
  };
  return (
    <UploadDialog
      open
      title="Add drawings or photos"
      description="Plans and drawings as PDF, photos of where the change goes."
      uploads={uploads}
      needsFiles
      onStart={start}
      onClose={onClose}
    >
      <AttachmentPicker uploads={uploads} held={request.attachments.length} />
    </UploadDialog>
  );
}

/**
 * A request's drawings and photos: the photos as thumbnails read with the caller's token, the
 * drawings to download; those who may add files do so while it is a draft or returned.
 */
export function ArcAttachments({
  orgId,
  request,
  actor,
  canAdd,
}: {
  orgId: string;
  request: OwnArcRequest;
  actor: ArcActor;
  canAdd: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const photos = request.attachments.filter((file) => file.kind === "photo");
  const drawings = request.attachments.filter((file) => file.kind === "drawing");
  const open = canAdd && takesAttachments(request);
  return (
    <Card
      title="Drawings and photos"
      headingLevel={2}
      icon={<Icon name="image" />}
      description={
        request.attachments.length > 0
          ? `${files(request.attachments.length)} of at most ${ARC_ATTACHMENTS_MAX}`
          : undefined
      }
      actions={
        open && request.attachments.length < ARC_ATTACHMENTS_MAX ? (
          <ActionButton variant="secondary" size="sm" icon="upload" onClick={() => setAdding(true)}>
            Add drawings or photos
          </ActionButton>
        ) : null
      }
    >
      {request.attachments.length === 0 ? (
        <EmptyState
          icon={<Icon name="image" />}
          title="No drawings or photos"
          description={
            open
              ? "Add plans, a drawing with measurements, or photos of where the change goes: the committee reviews them with the request."
              : "None were sent with this request."
          }
        />
      ) : (
        <div className="arc-files">
          {photos.length > 0 ? (
            <ul className="arc-photos" aria-label="Photos">
              {photos.map((photo) => (
                <li key={photo.id} className="arc-photos__item">
                  <PhotoThumbnail orgId={orgId} requestId={request.id} photo={photo} />
                </li>
              ))}
            </ul>
          ) : null}
          {drawings.length > 0 ? (
            <ul className="arc-drawings" aria-label="Drawings">
              {drawings.map((drawing) => (
                <li key={drawing.id} className="arc-drawings__item">
                  <Icon name="file" size={18} />
                  <span className="arc-drawings__name">
                    {drawing.name}
                    <span className="arc-muted">{` · ${formatBytes(drawing.size)}`}</span>
                  </span>
                  <DownloadButton
                    label="Download"
                    name={drawing.name}
                    failure="The drawing could not be downloaded. Please try again."
                    toastId="arc-drawing"
                    download={() => downloadArcAttachment(orgId, request.id, drawing)}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      {adding ? (
        <AddAttachmentsDialog
          orgId={orgId}
          request={request}
          actor={actor}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Card>
  );
}

/** A photo's thumbnail, read with the caller's token; while it loads, or if it could not, it says so. */
function PhotoThumbnail({
  orgId,
  requestId,
  photo,
}: {
  orgId: string;
  requestId: string;
  photo: ArcAttachment;
}) {
  const image = useArcAttachment(orgId, requestId, photo.id);
  const alt = `Photo: ${photo.name}`;
  return (
    <figure className="arc-photos__figure">
      <div className="arc-photos__frame" aria-busy={image.isPending}>
        {image.data ? (
          <BlobImage blob={image.data} alt={alt} />
        ) : image.isError ? (
          <span className="arc-muted">{`${photo.name} could not be loaded`}</span>
        ) : (
          <span className="visually-hidden">{`Loading ${alt}`}</span>
        )}
      </div>
      <figcaption className="arc-photos__caption">{photo.name}</figcaption>
    </figure>
  );
}

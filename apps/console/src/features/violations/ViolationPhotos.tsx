import { Button, Card, Dialog, EmptyState, Icon, StatusPill, formatDate } from "@hoa/ui";
import { localDateIn, type TimeZone } from "@hoa/validation";
import { VIOLATION_PHOTOS_MAX } from "@hoa/validation/violations";
import { useState, type KeyboardEvent } from "react";
import { ActionButton } from "../../lib/RecordActions";
import { AddViolationPhotosDialog } from "./AddViolationPhotos";
import { BlobImage } from "../../lib/BlobImage";
import {
  useViolationPhoto,
  type PhotoSender,
  type Violation,
  type ViolationPhoto,
} from "./api/photos";
import { formatInstant } from "./ViolationPills";
import "./violations.css";

/** "Inspection photo, Nov 3, 2026" or "Photo from the resident, Nov 3, 2026": its alt text. */
export function photoAlt(photo: ViolationPhoto, zone: TimeZone): string {
  const day = formatDate(localDateIn(new Date(photo.at), zone));
  return photo.fromResident ? `Photo from the resident, ${day}` : `Inspection photo, ${day}`;
}

/** Who sent it and when, as the large view says under it. */
export function photoCaption(photo: ViolationPhoto, zone: TimeZone): string {
  const who = photo.by.name || (photo.fromResident ? "the resident" : "the board");
  return `${photo.fromResident ? "Sent by" : "Added by"} ${who}, ${formatInstant(photo.at, zone)}`;
}

export interface ViolationPhotosProps {
  orgId: string;
  violation: Violation;
  /** The organization's zone, which the photos' dates are told in. */
  zone: TimeZone;
  /**
   * Who may add photos here while the violation is open: the board (administrators) or a
   * resident of the property (the portal); none for someone who only reads.
   */
  sender?: PhotoSender | undefined;
}

/**
 * A violation's photos, the board's and the resident's, as thumbnails in a grid; one opens large
 * with its caption. The board adds photos and a resident sends a photo of the fix while the
 * violation is open, up to `VIOLATION_PHOTOS_MAX`.
 */
export function ViolationPhotos({ orgId, violation, zone, sender }: ViolationPhotosProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const { photos } = violation;
  const open = violation.status !== "closed";
  const full = photos.length >= VIOLATION_PHOTOS_MAX;
  const addLabel = sender === "resident" ? "Send a photo of the fix" : "Add photos";
  const description =
    photos.length === 0
      ? undefined
      : `${photos.length} of at most ${VIOLATION_PHOTOS_MAX}${full ? ": no more can be added" : ""}`;
  const shown = viewing === null ? null : photos[Math.min(viewing, photos.length - 1)];
  return (
    <Card
      title="Photos"
      headingLevel={2}
      icon={<Icon name="image" />}
      description={description}
      actions={
        sender && open && !full ? (
          <ActionButton variant="secondary" size="sm" icon="upload" onClick={() => setAdding(true)}>
            {addLabel}
          </ActionButton>
        ) : null
      }
    >
      {photos.length === 0 ? (
        <EmptyState
          icon={<Icon name="image" />}
          title="No photos yet"
          description={
            sender === "resident" && open
              ? "Once it is fixed, send a photo of it: the board sees it with the violation."
              : sender === "board" && open
                ? "Add what the inspection saw, from a phone or a computer."
                : "Neither the board nor the resident added a photo."
          }
        />
      ) : (
        <ul className="violation-photos" aria-label="Photos">
          {photos.map((photo, index) => (
            <li key={photo.id} className="violation-photos__item">
              <PhotoTile
                orgId={orgId}
                violationId={violation.id}
                photo={photo}
                alt={photoAlt(photo, zone)}
                onOpen={() => setViewing(index)}
              />
              {photo.fromResident ? (
                <span className="violation-photos__badge">
                  <StatusPill tone="info">From the resident</StatusPill>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {shown && viewing !== null ? (
        <PhotoViewer
          orgId={orgId}
          violationId={violation.id}
          photo={shown}
          position={Math.min(viewing, photos.length - 1)}
          count={photos.length}
          zone={zone}
          onStep={(by) => setViewing((photos.length + (viewing ?? 0) + by) % photos.length)}
          onClose={() => setViewing(null)}
        />
      ) : null}
      {adding && sender ? (
        <AddViolationPhotosDialog
          orgId={orgId}
          violation={violation}
          sender={sender}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Card>
  );
}

/** A thumbnail that opens the photo large; while it loads, or if it could not, it says so. */
function PhotoTile({
  orgId,
  violationId,
  photo,
  alt,
  onOpen,
}: {
  orgId: string;
  violationId: string;
  photo: ViolationPhoto;
  alt: string;
  onOpen: () => void;
}) {
  const image = useViolationPhoto(orgId, violationId, photo.id);
  if (image.isError) {
    return (
      <button
        type="button"
        className="violation-photos__tile violation-photos__tile--state"
        onClick={() => void image.refetch()}
      >
        <Icon name="alert" size={24} />
        <span>{`${alt} could not be loaded. Try again`}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className="violation-photos__tile"
      aria-haspopup="dialog"
      aria-busy={image.isPending}
      onClick={onOpen}
    >
      {image.data ? (
        <BlobImage blob={image.data} alt={alt} />
      ) : (
        <span className="violation-photos__loading">
          <Icon name="image" size={24} />
          <span className="visually-hidden">{`Loading ${alt}`}</span>
        </span>
      )}
    </button>
  );
}

/** One photo large, with who sent it and when; ← and → (or the buttons) step, Esc closes. */
function PhotoViewer({
  orgId,
  violationId,
  photo,
  position,
  count,
  zone,
  onStep,
  onClose,
}: {
  orgId: string;
  violationId: string;
  photo: ViolationPhoto;
  position: number;
  count: number;
  zone: TimeZone;
  onStep: (by: number) => void;
  onClose: () => void;
}) {
  const image = useViolationPhoto(orgId, violationId, photo.id);
  const alt = photoAlt(photo, zone);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      onStep(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      onStep(-1);
    }
  };
  return (
    <Dialog
      open
      title={alt}
      description={count > 1 ? `${position + 1} of ${count}` : undefined}
      onClose={onClose}
    >
      <figure className="violation-photo-view" onKeyDown={onKeyDown}>
        <div className="violation-photo-view__stage">
          {image.data ? (
            <BlobImage blob={image.data} alt={alt} />
          ) : image.isError ? (
            <p role="alert">
              The photo could not be loaded.{" "}
              <Button variant="secondary" size="sm" onClick={() => void image.refetch()}>
                Try again
              </Button>
            </p>
          ) : (
            <p role="status">Loading the photo...</p>
          )}
        </div>
        <figcaption className="violation-photo-view__caption">
          {photo.fromResident ? <StatusPill tone="info">From the resident</StatusPill> : null}
          <span>{photoCaption(photo, zone)}</span>
        </figcaption>
        {count > 1 ? (
          <div className="violation-photo-view__nav">
            <ActionButton
              variant="secondary"
              icon="arrowLeft"
              onClick={() => onStep(-1)}
              data-autofocus
            >
              Previous
            </ActionButton>
            <ActionButton variant="secondary" icon="arrowRight" onClick={() => onStep(1)}>
              Next
            </ActionButton>
          </div>
        ) : null}
      </figure>
    </Dialog>
  );
}

import { Button, Dialog, TextField, notify } from "@hoa/ui";
import { useState, type KeyboardEvent } from "react";
import { ConfirmMutationDialog } from "../../lib/ConfirmMutationDialog";
import { useOrganizationSession } from "../../lib/organization-session";
import { itemName, useDeleteMediaItem, useUpdateCaption, type MediaItem } from "./api/items";
import { ActionButton } from "../../lib/RecordActions";

/**
 * One photo or video at a time, large, with its caption: ← and → (or the buttons) step through
 * the album, Esc closes. Administrators change the caption or delete the item (asking first).
 */
export function MediaViewer({
  orgId,
  albumId,
  items,
  index,
  base,
  onIndex,
  onClose,
}: {
  orgId: string;
  albumId: string;
  items: readonly MediaItem[];
  index: number;
  base: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { isOrganizationAdmin } = useOrganizationSession();
  const item = items[index]!;
  const step = (by: number) => onIndex((index + by + items.length) % items.length);
  const onKeyDown = (event: KeyboardEvent) => {
    // Arrows move between items unless the caption field is being edited.
    if (event.target instanceof HTMLInputElement) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      step(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      step(-1);
    }
  };
  return (
    <Dialog
      open
      title={itemName(item)}
      description={`${index + 1} of ${items.length}`}
      onClose={onClose}
    >
      <div onKeyDown={onKeyDown} className="media-viewer">
        <div className="media-viewer__stage">
          {item.kind === "photo" ? (
            <img
              key={item.id}
              src={`${base}/${item.id}/file`}
              alt={itemName(item)}
              width={item.width ?? undefined}
              height={item.height ?? undefined}
            />
          ) : (
            <video key={item.id} src={`${base}/${item.id}/file`} controls preload="metadata">
              <track kind="captions" />
            </video>
          )}
        </div>
        {item.caption ? <p className="media-viewer__caption">{item.caption}</p> : null}
        {item.warning && isOrganizationAdmin ? (
          <p className="media-caption">{item.warning}</p>
        ) : null}
        <div className="media-viewer__nav">
          <ActionButton
            variant="secondary"
            icon="arrowLeft"
            onClick={() => step(-1)}
            disabled={items.length < 2}
            data-autofocus
          >
            Previous
          </ActionButton>
          <ActionButton
            variant="secondary"
            icon="arrowRight"
            onClick={() => step(1)}
            disabled={items.length < 2}
          >
            Next
          </ActionButton>
        </div>
        {isOrganizationAdmin ? (
          <ItemAdmin
            key={item.id}
            orgId={orgId}
            albumId={albumId}
            item={item}
            onDeleted={() => (items.length === 1 ? onClose() : step(0))}
          />
        ) : null}
      </div>
    </Dialog>
  );
}

function ItemAdmin({
  orgId,
  albumId,
  item,
  onDeleted,
}: {
  orgId: string;
  albumId: string;
  item: MediaItem;
  onDeleted: () => void;
}) {
  const update = useUpdateCaption(orgId, albumId);
  const remove = useDeleteMediaItem(orgId, albumId);
  const [caption, setCaption] = useState(item.caption);
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="media-viewer__nav">
      <form
        style={{ display: "flex", gap: "var(--space-2)", alignItems: "end", flex: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(
            { item, caption },
            { onSuccess: () => notify.success("Caption saved.", { id: "update-caption" }) },
          );
        }}
      >
        <TextField
          label="Caption"
          optional
          value={caption}
          onChange={(event) => setCaption(event.currentTarget.value)}
        />
        <Button type="submit" variant="secondary" disabled={update.isPending}>
          Save caption
        </Button>
      </form>
      <ActionButton variant="quiet" tone="danger" icon="trash" onClick={() => setDeleting(true)}>
        Delete
      </ActionButton>
      <ConfirmMutationDialog
        open={deleting}
        title={`Delete ${itemName(item)}?`}
        confirmLabel={item.kind === "video" ? "Delete video" : "Delete photo"}
        tone="danger"
        busyLabel="Deleting..."
        message="It will be removed from the album for everyone."
        mutation={remove}
        variables={item}
        done={{ message: "Deleted.", toastId: "delete-media-item" }}
        onDone={onDeleted}
        onClose={() => setDeleting(false)}
      />
    </div>
  );
}

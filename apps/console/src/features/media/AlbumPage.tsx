import {
  EmptyState,
  ErrorState,
  Icon,
  Loader,
  Note,
  Page,
  PageHeader,
  Section,
  CategoryBadge,
} from "@hoa/ui";
import { MEDIA_GUIDELINES } from "@hoa/validation";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { ConfirmMutationDialog } from "../../lib/ConfirmMutationDialog";
import { useOrganizationSession } from "../../lib/organization-session";
import { recordPage, type RecordViewProps } from "../../lib/RecordPage";
import { AlbumDialog } from "./AlbumDialog";
import { useAlbum, useDeleteAlbum, type Album } from "./api/albums";
import { itemName, useAlbumLink, useMediaItems } from "./api/items";
import { MediaViewer } from "./MediaViewer";
import { UploadMediaDialog } from "./UploadMediaDialog";
import { ActionButton } from "../../lib/RecordActions";
import "./media.css";

/** One album: its photos and videos as a grid of thumbnails, a viewer, and the admin's changes. */
export default recordPage({
  param: "albumId",
  useRecord: useAlbum,
  back: { href: paths.media.href(), label: "Media" },
  noun: "Album",
  icon: "image",
  missingHint: "Find it on the Media page.",
  view: AlbumView,
});

function AlbumView({ orgId, record: album, backLink }: RecordViewProps<Album>) {
  const { isOrganizationAdmin } = useOrganizationSession();
  const navigate = useNavigate();
  const items = useMediaItems(orgId, album.id);
  const link = useAlbumLink(orgId, album.id);
  const remove = useDeleteAlbum(orgId);
  const [uploading, setUploading] = useState(false);
  // A new dialog (with no files in it) each time it opens; kept mounted so focus returns.
  const [uploads, setUploads] = useState(0);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const shown = items.data?.items ?? [];
  const base = link.data?.url;
  return (
    <Page>
      <PageHeader
        title={album.title}
        backLink={backLink}
        description={album.description || undefined}
        actions={
          isOrganizationAdmin ? (
            <>
              <ActionButton
                icon="upload"
                onClick={() => {
                  setUploads((count) => count + 1);
                  setUploading(true);
                }}
              >
                Upload photos and videos
              </ActionButton>
              <ActionButton variant="secondary" icon="pencil" onClick={() => setEditing(true)}>
                Edit album
              </ActionButton>
              <ActionButton
                variant="quiet"
                tone="danger"
                icon="trash"
                onClick={() => setDeleting(true)}
              >
                Delete album
              </ActionButton>
            </>
          ) : null
        }
      />
      {isOrganizationAdmin ? <Note>{MEDIA_GUIDELINES}</Note> : null}
      <Section
        title="Photos and videos"
        description={`${album.itemCount} ${album.itemCount === 1 ? "item" : "items"}`}
      >
        {items.isPending || link.isPending ? (
          <Loader label="Loading..." fullScreen={false} />
        ) : items.isError || link.isError ? (
          <ErrorState
            title="The photos and videos could not be loaded"
            message="Check the connection and try again."
            onRetry={() => void Promise.all([items.refetch(), link.refetch()])}
          />
        ) : shown.length === 0 ? (
          <EmptyState icon={<Icon name="image" />} title="No photos or videos yet" />
        ) : (
          <ul className="media-grid" aria-label="Photos and videos">
            {shown.map((item, index) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="media-tile"
                  aria-label={`Open ${itemName(item)}`}
                  onClick={() => setViewing(index)}
                >
                  {item.hasThumbnail && base ? (
                    <img
                      src={`${base}/${item.id}/thumbnail`}
                      alt={itemName(item)}
                      loading="lazy"
                      decoding="async"
                      width={240}
                      height={240}
                    />
                  ) : (
                    <span className="media-tile__video">
                      <Icon name={item.kind === "video" ? "play" : "image"} size={32} />
                      {item.fileName}
                    </span>
                  )}
                  {item.kind === "video" ? (
                    <span className="media-tile__badge">
                      <CategoryBadge color="violet">Video</CategoryBadge>
                    </span>
                  ) : null}
                </button>
                {item.caption ? <p className="media-caption">{item.caption}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </Section>
      {viewing !== null && base && shown.length > 0 ? (
        <MediaViewer
          orgId={orgId}
          albumId={album.id}
          items={shown}
          index={Math.min(viewing, shown.length - 1)}
          base={base}
          onIndex={setViewing}
          onClose={() => setViewing(null)}
        />
      ) : null}
      <UploadMediaDialog
        key={uploads}
        open={uploading}
        albumId={album.id}
        onClose={() => setUploading(false)}
      />
      <AlbumDialog open={editing} current={album} onClose={() => setEditing(false)} />
      <ConfirmMutationDialog
        open={deleting}
        title={`Delete ${album.title}?`}
        confirmLabel="Delete album"
        tone="danger"
        busyLabel="Deleting..."
        message="Its photos and videos will be removed for everyone. This cannot be undone."
        mutation={remove}
        variables={album}
        done={{ message: "Album deleted.", toastId: "delete-album" }}
        onDone={() => void navigate(paths.media.href())}
        onClose={() => setDeleting(false)}
      />
    </Page>
  );
}

import {
  Button,
  Card,
  CardGrid,
  EmptyState,
  ErrorState,
  FilterBar,
  Icon,
  Loader,
  MetaList,
  Page,
  PageHeader,
  Section,
  formatDate,
  type SelectOption,
} from "@hoa/ui";
import { ALBUM_LIST_ORDER, MEDIA_GUIDELINES } from "@hoa/validation";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { useListParams } from "../../lib/list-params";
import { TextLink } from "../../lib/TextLink";
import "./media.css";
import { useOrganizationSession } from "../../lib/organization-session";
import { AlbumDialog } from "./AlbumDialog";
import { useAlbums } from "./api/albums";

/** How many albums the page shows; an HOA keeps far fewer. */
const ALBUMS_LIMIT = 100;

/** The sorts the API offers albums: by their latest change, or by title. */
const albumSorts: readonly SelectOption<(typeof ALBUM_LIST_ORDER.sorts)[number]>[] = [
  { value: "-updatedAt", label: "Latest change first" },
  { value: "title", label: "Title A to Z" },
];

/** Media: the organization's albums of photos and videos. */
export default function MediaPage() {
  const { currentOrgId, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const navigate = useNavigate();
  const list = useListParams({ filters: {}, sorts: albumSorts, order: ALBUM_LIST_ORDER });
  const albums = useAlbums(orgId, {
    limit: ALBUMS_LIMIT,
    ...(list.query.sort ? { sort: list.query.sort } : {}),
  });
  const [adding, setAdding] = useState(false);
  const items = albums.data?.items ?? [];
  return (
    <Page>
      <PageHeader
        title="Media"
        description="Photos and videos from around the community."
        actions={
          isOrganizationAdmin ? (
            <Button icon={<Icon name="plus" size={18} />} onClick={() => setAdding(true)}>
              New album
            </Button>
          ) : null
        }
      />
      <Card title="Upload guidelines" icon={<Icon name="upload" />}>
        <p>{MEDIA_GUIDELINES}</p>
      </Card>
      <Section
        title="Albums"
        description={
          albums.data ? `${items.length} ${items.length === 1 ? "album" : "albums"}` : undefined
        }
      >
        {list.sortOptions && list.sort ? (
          <FilterBar
            sort={{ options: list.sortOptions, value: list.sort, onValueChange: list.setSort }}
          />
        ) : null}
        {albums.isPending ? (
          <Loader label="Loading..." fullScreen={false} />
        ) : albums.isError ? (
          <ErrorState
            title="The albums could not be loaded"
            message="Check the connection and try again."
            onRetry={() => void albums.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState icon={<Icon name="image" />} title="No albums yet" />
        ) : (
          <CardGrid as="ul" minColumnWidth={240}>
            {items.map((album) => (
              <li key={album.id}>
                <Card>
                  <h3 className="media-album__title">
                    <TextLink to={paths.album.href(album.id)}>{album.title}</TextLink>
                  </h3>
                  {album.description ? (
                    <p className="media-album__description">{album.description}</p>
                  ) : null}
                  <MetaList
                    items={[
                      {
                        label: "Items",
                        icon: "image",
                        value: `${album.itemCount} ${album.itemCount === 1 ? "photo or video" : "photos and videos"}`,
                      },
                      { label: "Updated", icon: "calendar", value: formatDate(album.updatedAt) },
                    ]}
                  />
                </Card>
              </li>
            ))}
          </CardGrid>
        )}
      </Section>
      <AlbumDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(album) => void navigate(paths.album.href(album.id))}
      />
    </Page>
  );
}

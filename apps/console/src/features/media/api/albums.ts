import type { AlbumRequestInput } from "@hoa/validation";
import { useIsMutating } from "@tanstack/react-query";
import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { versionedRequest } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import { listQueryHook } from "../../../api/list-query";
import { queryKeys } from "../../../api/query-keys";
import { pageFetcher, queryHook, recordFetcher, type ListQueryOf } from "../../../api/reads";

export type Album = ApiSchemas["Album"];
export type AlbumListQuery = ListQueryOf<"/api/orgs/{orgId}/media/albums">;

/** `GET /api/orgs/{orgId}/media/albums`: one page of albums. */
export const listAlbums = pageFetcher("/api/orgs/{orgId}/media/albums");

export const useAlbums = listQueryHook(queryKeys.media.albums, listAlbums);

/** `GET /api/orgs/{orgId}/media/albums/{albumId}`. */
export const useAlbum = queryHook(
  queryKeys.media.album,
  recordFetcher("/api/orgs/{orgId}/media/albums/{albumId}", "albumId"),
);

const saveAlbumKey = ["media", "saveAlbum"] as const;
const updateAlbum = versionedRequest("PATCH", "/api/orgs/{orgId}/media/albums/{albumId}");
const deleteAlbum = versionedRequest("DELETE", "/api/orgs/{orgId}/media/albums/{albumId}");

/** `POST .../media/albums` for a new album, `PATCH .../albums/{albumId}` (If-Match) to change one. */
export const useSaveAlbum = (orgId: string, current?: Pick<Album, "id" | "version">) =>
  useItemMutation({
    mutationKey: saveAlbumKey,
    mutationFn: (request: AlbumRequestInput) =>
      current
        ? updateAlbum(orgId, current, request)
        : unwrap(
            api.POST("/api/orgs/{orgId}/media/albums", {
              params: { path: { orgId } },
              body: request,
            }),
          ),
    meta: { errorMessage: "The album could not be saved", toastId: "save-album" },
    setsDetail: (saved) => queryKeys.media.album(orgId, saved.id),
    invalidates: [queryKeys.media.all],
  });

export const useSaveAlbumPending = () => useIsMutating({ mutationKey: saveAlbumKey }) > 0;

/** `DELETE .../media/albums/{albumId}` (If-Match): the album, its items and their files. */
export const useDeleteAlbum = (orgId: string) =>
  useItemMutation({
    mutationFn: (album: Pick<Album, "id" | "version">) => deleteAlbum(orgId, album),
    meta: { errorMessage: "The album could not be deleted", toastId: "delete-album" },
    removesDetail: (album) => queryKeys.media.album(orgId, album.id),
    invalidates: [queryKeys.media.all],
  });

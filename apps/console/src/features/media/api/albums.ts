import type { AlbumRequestInput } from "@hoa/validation";
import { useIsMutating, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { listQueryHook } from "../../../api/list-query";
import { queryKeys } from "../../../api/query-keys";
import type { paths } from "../../../api/schema";

export type Album = ApiSchemas["Album"];
export type AlbumListQuery = NonNullable<
  paths["/api/orgs/{orgId}/media/albums"]["get"]["parameters"]["query"]
>;

/** `GET /api/orgs/{orgId}/media/albums`: one page of albums. */
export function listAlbums(orgId: string, query: AlbumListQuery, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/media/albums", { params: { path: { orgId }, query }, signal }),
  );
}

export const useAlbums = listQueryHook(queryKeys.media.albums, listAlbums);

/** `GET /api/orgs/{orgId}/media/albums/{albumId}`. */
export function useAlbum(orgId: string, albumId: string) {
  return useQuery({
    queryKey: queryKeys.media.album(orgId, albumId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET("/api/orgs/{orgId}/media/albums/{albumId}", {
          params: { path: { orgId, albumId } },
          signal,
        }),
      ),
  });
}

const saveAlbumKey = ["media", "saveAlbum"] as const;

/** `POST .../media/albums` for a new album, `PATCH .../albums/{albumId}` (If-Match) to change one. */
export function useSaveAlbum(orgId: string, current?: Pick<Album, "id" | "version">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveAlbumKey,
    mutationFn: (request: AlbumRequestInput) =>
      current
        ? unwrap(
            api.PATCH("/api/orgs/{orgId}/media/albums/{albumId}", {
              params: {
                path: { orgId, albumId: current.id },
                header: { "If-Match": `"${current.version}"` },
              },
              body: request,
            }),
          )
        : unwrap(
            api.POST("/api/orgs/{orgId}/media/albums", {
              params: { path: { orgId } },
              body: request,
            }),
          ),
    meta: { errorMessage: "The album could not be saved", toastId: "save-album" },
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.media.album(orgId, saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.media.all });
    },
  });
}

export const useSaveAlbumPending = () => useIsMutating({ mutationKey: saveAlbumKey }) > 0;

/** `DELETE .../media/albums/{albumId}` (If-Match): the album, its items and their files. */
export function useDeleteAlbum(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (album: Pick<Album, "id" | "version">) =>
      unwrap(
        api.DELETE("/api/orgs/{orgId}/media/albums/{albumId}", {
          params: {
            path: { orgId, albumId: album.id },
            header: { "If-Match": `"${album.version}"` },
          },
        }),
      ),
    meta: { errorMessage: "The album could not be deleted", toastId: "delete-album" },
    onSuccess: async (_deleted, album) => {
      queryClient.removeQueries({ queryKey: queryKeys.media.album(orgId, album.id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.media.all });
    },
  });
}

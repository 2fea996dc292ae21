import { MEDIA_PART_MAX_BYTES, PHOTO_MAX_BYTES } from "@hoa/validation";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { ifMatch } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";
import { uploadFile } from "../../../lib/upload";

export type MediaItem = ApiSchemas["MediaItem"];

/** What an item is called on screen: its caption, else its file's name. */
export const itemName = (item: MediaItem) => item.caption || item.fileName;

/** How many items an album page shows; the API pages by 100. */
const ITEMS_LIMIT = 100;

/** `GET .../media/albums/{albumId}/items`: the album's photos and videos, as they were added. */
export function useMediaItems(orgId: string, albumId: string) {
  return useQuery({
    queryKey: queryKeys.media.items(orgId, albumId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET("/api/orgs/{orgId}/media/albums/{albumId}/items", {
          params: { path: { orgId, albumId }, query: { limit: ITEMS_LIMIT } },
          signal,
        }),
      ),
  });
}

/**
 * `POST .../media/albums/{albumId}/links`: the album's short-lived link, which the thumbnails
 * and files are read through (an `<img>` sends no token). Read again before it expires.
 */
export function useAlbumLink(orgId: string, albumId: string) {
  return useQuery({
    queryKey: queryKeys.media.link(orgId, albumId),
    queryFn: () =>
      unwrap(
        api.POST("/api/orgs/{orgId}/media/albums/{albumId}/links", {
          params: { path: { orgId, albumId } },
        }),
      ),
    staleTime: 20 * 60_000,
    refetchInterval: 20 * 60_000,
  });
}

/**
 * Sends one photo or video with progress: in one request up to 10 MB, a larger video in
 * resumable parts of 8 MB (start, each part, complete), so a failed part is sent again alone.
 */
export async function uploadMediaFile(
  orgId: string,
  albumId: string,
  file: File,
  caption: string,
  onProgress: (sent: number) => void,
): Promise<MediaItem> {
  const org = encodeURIComponent(orgId);
  if (file.size <= PHOTO_MAX_BYTES) {
    const query = `fileName=${encodeURIComponent(file.name)}&caption=${encodeURIComponent(caption)}`;
    return uploadFile<MediaItem>(
      `/api/orgs/${org}/media/albums/${encodeURIComponent(albumId)}/items?${query}`,
      file,
      { onProgress: (sent) => onProgress(sent) },
    );
  }
  const upload = await unwrap(
    api.POST("/api/orgs/{orgId}/media/uploads", {
      params: { path: { orgId } },
      body: { albumId, fileName: file.name, sizeBytes: file.size, caption },
    }),
  );
  for (let number = 1; number <= upload.partCount; number += 1) {
    const from = (number - 1) * MEDIA_PART_MAX_BYTES;
    const part = file.slice(from, Math.min(from + MEDIA_PART_MAX_BYTES, file.size));
    const path = `/api/orgs/${org}/media/uploads/${encodeURIComponent(upload.uploadId)}/parts/${number}`;
    const send = () =>
      uploadFile(path, part, { method: "PUT", onProgress: (sent) => onProgress(from + sent) });
    // A part that fails on the way (not refused) is sent once more before giving up.
    await send().catch((error: unknown) => {
      if (error instanceof Error && "status" in error && error.status === 0) return send();
      throw error;
    });
  }
  return unwrap(
    api.POST("/api/orgs/{orgId}/media/uploads/{uploadId}/complete", {
      params: { path: { orgId, uploadId: upload.uploadId } },
    }),
  );
}

/** `PATCH .../items/{itemId}` (If-Match): the caption, made to the version shown. */
export function useUpdateCaption(orgId: string, albumId: string) {
  const items = [queryKeys.media.items(orgId, albumId)];
  return useItemMutation({
    mutationFn: ({ item, caption }: { item: Pick<MediaItem, "id" | "version">; caption: string }) =>
      unwrap(
        api.PATCH("/api/orgs/{orgId}/media/albums/{albumId}/items/{itemId}", {
          params: { path: { orgId, albumId, itemId: item.id }, header: ifMatch(item) },
          body: { caption },
        }),
      ),
    meta: { errorMessage: "The caption could not be saved", toastId: "update-caption" },
    // A stale version (412) or a vanished item: show what the server has now.
    invalidatesOnError: items,
    invalidates: items,
  });
}

/** `DELETE .../items/{itemId}` (If-Match): the photo or video and its files, as shown. */
export const useDeleteMediaItem = (orgId: string, albumId: string) =>
  useItemMutation({
    mutationFn: (item: Pick<MediaItem, "id" | "version">) =>
      unwrap(
        api.DELETE("/api/orgs/{orgId}/media/albums/{albumId}/items/{itemId}", {
          params: { path: { orgId, albumId, itemId: item.id }, header: ifMatch(item) },
        }),
      ),
    meta: { errorMessage: "The item could not be deleted", toastId: "delete-media-item" },
    // Deleted, or refused as stale or gone: show what the server has now.
    invalidatesOnError: [queryKeys.media.all],
    invalidates: [queryKeys.media.all],
  });

/** After uploads: the album, its items and the albums list are read again. */
export function useMediaChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.media.all });
}

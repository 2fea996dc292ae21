import { useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { api, ApiError, type ApiSchemas } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";
import type { PathOf } from "../../../api/requests";
import { uploadFile } from "../../../lib/upload";

export type Violation = ApiSchemas["Violation"];
export type ViolationPhoto = ApiSchemas["ViolationPhoto"];

/** Who sends a photo: the board (administrators), or a resident of the property (the portal). */
export type PhotoSender = "board" | "resident";

/** Where each sender's photo goes, as the API's document names it. */
const photoPaths = {
  board: "/api/orgs/{orgId}/violations/{violationId}/photos",
  resident: "/api/orgs/{orgId}/me/violations/{violationId}/photos",
} as const satisfies Record<PhotoSender, PathOf<"POST">>;

/**
 * `POST .../violations/{violationId}/photos` (the board) or `.../me/violations/{violationId}/photos`
 * (a resident): the photo's bytes as `application/octet-stream`, with progress. Answers the
 * violation with its photos; refusals (400, 409, 413, 415) are `ApiError`s with the API's message.
 */
export function uploadViolationPhoto(
  orgId: string,
  violationId: string,
  photo: Blob,
  sender: PhotoSender,
  onProgress?: (sent: number) => void,
): Promise<Violation> {
  const path = photoPaths[sender]
    .replace("{orgId}", encodeURIComponent(orgId))
    .replace("{violationId}", encodeURIComponent(violationId));
  return uploadFile<Violation>(path, photo, { onProgress: (sent) => onProgress?.(sent) });
}

/**
 * What a photo added to a violation makes stale: the violation (the board's page and the
 * portal's), its timeline (a photo is a step of it) and the lists that carry its photos.
 */
export const violationPhotoKeys = (orgId: string, violationId: string): QueryKey[] => [
  queryKeys.violations.detail(orgId, violationId),
  queryKeys.violations.timeline(orgId, violationId),
  ["violations", "list"],
  queryKeys.ownViolations.detail(orgId, violationId),
  queryKeys.ownViolations.list(orgId),
];

/**
 * After photos were sent: the board's page shows the violation the last answer gave at once,
 * and everything that shows its photos or its timeline is read again.
 */
export function useViolationPhotosSent(orgId: string) {
  const queryClient = useQueryClient();
  return async (violationId: string, latest: Violation | null, sender: PhotoSender) => {
    if (latest && sender === "board") {
      queryClient.setQueryData(queryKeys.violations.detail(orgId, violationId), latest);
    }
    await Promise.all(
      violationPhotoKeys(orgId, violationId).map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };
}

/**
 * `GET .../violations/{violationId}/photos/{photoId}`: the photo (a JPEG) as a blob, read with the
 * caller's token (an `<img src>` would send none).
 */
export async function getViolationPhoto(
  orgId: string,
  violationId: string,
  photoId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const { data, error, response } = await api.GET(
    "/api/orgs/{orgId}/violations/{violationId}/photos/{photoId}",
    { params: { path: { orgId, violationId, photoId } }, parseAs: "blob", signal },
  );
  if (response.ok && data instanceof Blob) return data;
  const message =
    typeof error === "object" &&
    error !== null &&
    "error" in error &&
    typeof error.error === "string"
      ? error.error
      : undefined;
  throw new ApiError(response.status, `Request failed with status ${response.status}`, message);
}

/** One photo's bytes: read once (a stored photo never changes), shared by its thumbnail and its large view. */
export const useViolationPhoto = (orgId: string, violationId: string, photoId: string) =>
  useQuery({
    queryKey: queryKeys.violationPhotos.photo(orgId, violationId, photoId),
    queryFn: ({ signal }) => getViolationPhoto(orgId, violationId, photoId, signal),
    staleTime: Infinity,
  });

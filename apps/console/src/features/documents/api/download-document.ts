import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/client";
import { startDownload } from "../../../lib/upload";

/**
 * `POST /api/orgs/{orgId}/documents/{documentId}/links`, then opens the short-lived link, which
 * saves the file (the current version unless one is named).
 */
export function useDownloadDocument(orgId: string) {
  return useMutation({
    mutationFn: async ({ documentId, version }: { documentId: string; version?: number }) => {
      const link = await unwrap(
        api.POST("/api/orgs/{orgId}/documents/{documentId}/links", {
          params: { path: { orgId, documentId } },
          body: version === undefined ? {} : { version },
        }),
      );
      startDownload(link.url);
      return link;
    },
    meta: { errorMessage: "The document could not be downloaded", toastId: "download-document" },
  });
}

import { ApiError, unwrapFile, type FileResult } from "../api/client";
import { auth } from "./firebase";

export interface UploadOptions {
  /** Called as the bytes leave the browser: how many of how many. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /** `POST` unless named (a resumable part is a `PUT`). */
  method?: "POST" | "PUT";
}

/**
 * Sends a file (or a part of one) as the raw body of an API route, `application/octet-stream`,
 * with the signed-in user's ID token, reporting progress as it goes, and returns the answer's
 * `data`. The typed client (fetch) cannot report an upload's progress, so this uses
 * `XMLHttpRequest`; failures become the same `ApiError` as the client's, with the server's message.
 *
 * @example
 * const upload = await uploadFile(`/api/orgs/${orgId}/documents/uploads?fileName=a.pdf`, file, {
 *   onProgress: (sent, total) => setProgress(sent / total),
 * });
 */
export async function uploadFile<TData>(
  path: string,
  body: Blob,
  { onProgress, signal, method = "POST" }: UploadOptions = {},
): Promise<TData> {
  const user = auth.currentUser;
  if (!user) throw new ApiError(401, "Not signed in");
  const token = await user.getIdToken();
  return new Promise<TData>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, new URL(path, globalThis.location.origin).toString());
    request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.setRequestHeader("Content-Type", "application/octet-stream");
    request.responseType = "text";
    request.upload.onprogress = (event) => {
      onProgress?.(event.loaded, event.lengthComputable ? event.total : body.size);
    };
    const abort = () => request.abort();
    signal?.addEventListener("abort", abort, { once: true });
    request.onload = () => {
      signal?.removeEventListener("abort", abort);
      const answer = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        if (isRecord(answer) && "data" in answer) resolve(answer.data as TData);
        else reject(new ApiError(request.status, "The server sent an unexpected response"));
        return;
      }
      const message =
        isRecord(answer) && typeof answer.error === "string" && answer.error !== ""
          ? answer.error
          : undefined;
      const fields =
        isRecord(answer) && isRecord(answer.fields)
          ? Object.fromEntries(
              Object.entries(answer.fields).filter(
                (entry): entry is [string, string] => typeof entry[1] === "string",
              ),
            )
          : {};
      reject(
        new ApiError(
          request.status,
          `Request failed with status ${request.status}`,
          message ?? fallbackMessages[request.status],
          fields,
        ),
      );
    };
    request.onerror = () => {
      signal?.removeEventListener("abort", abort);
      reject(new ApiError(0, "The server could not be reached"));
    };
    request.onabort = () => {
      signal?.removeEventListener("abort", abort);
      reject(new DOMException("The upload was stopped", "AbortError"));
    };
    request.send(body);
  });
}

/** What a refusal says when the platform, not the API, answered (a proxy's limit). */
const fallbackMessages: Readonly<Record<number, string>> = {
  413: "The file is too large.",
};

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Saves what a short-lived download link gives, without leaving the page. */
export function startDownload(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Saves what the page holds as a file named `fileName`, without leaving the page. The object URL
 * is revoked a moment later, not at once: some browsers start the download only after the click's
 * handler returns.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Saves the file an API route answers, fetched through the typed client (so with the caller's ID
 * token) with `parseAs: "blob"`, under the name the server gives it (`fallbackName` without one).
 * A refusal throws the `ApiError` with the API's message, and nothing is saved.
 *
 * @example
 * await downloadFile(api.GET(path, { params, parseAs: "blob" }), "letter.pdf");
 */
export async function downloadFile(call: Promise<FileResult>, fallbackName: string): Promise<void> {
  const { blob, fileName } = await unwrapFile(call);
  saveFile(blob, fileName ?? fallbackName);
}

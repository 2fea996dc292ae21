import { vi } from "vitest";

/** A file the code under test saved through `downloadCsv`. */
export interface CapturedDownload {
  filename: string;
  blob: Blob;
  url: string;
}

/**
 * Catches downloads in the test DOM, which cannot follow a download link: the
 * file's name and contents, and which URLs were revoked. The test setup undoes it after each test.
 */
export function captureDownloads() {
  const downloads: CapturedDownload[] = [];
  const revoked = new Set<string>();
  const blobs = new Map<string, Blob>();
  class TestUrl extends URL {
    static override createObjectURL(blob: Blob): string {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    }
    static override revokeObjectURL(url: string): void {
      revoked.add(url);
    }
  }
  vi.stubGlobal("URL", TestUrl);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ filename: this.download, blob, url: this.href });
  });
  return { downloads, revoked };
}

/** A blob's text as UTF-8, its byte order mark kept (`Blob.text()` would drop it). */
export function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder("utf-8", { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("The blob could not be read."));
    reader.readAsArrayBuffer(blob);
  });
}

import type { FileStore, StoredFile } from "../../src/platform/file-store.js";

/**
 * The bucket of unit tests: files in a map, listed in path order; like Cloud Storage's, a page
 * token continues after the last path of the page, so removals do not shift the pages.
 */
export function memoryFileStore(): FileStore & { paths(): string[] } {
  const files = new Map<string, StoredFile & { bytes: Uint8Array }>();
  const describe = ({ bytes: _bytes, ...file }: StoredFile & { bytes: Uint8Array }) => file;
  return {
    paths: () => [...files.keys()].sort(),
    async save(path, bytes, { contentType, metadata }) {
      files.set(path, { path, contentType, metadata, sizeBytes: bytes.byteLength, bytes });
    },
    async describe(path) {
      const file = files.get(path);
      return file ? describe(file) : null;
    },
    async read(path) {
      return files.get(path)?.bytes ?? null;
    },
    stream(path, range) {
      const bytes = files.get(path)?.bytes;
      return new ReadableStream<Uint8Array>({
        start(controller) {
          if (!bytes) controller.error(new Error(`no file at ${path}`));
          else {
            controller.enqueue(range ? bytes.slice(range.start, range.end + 1) : bytes);
            controller.close();
          }
        },
      });
    },
    async remove(path) {
      files.delete(path);
    },
    async concatenate(sources, destination, { contentType, metadata }) {
      const parts = sources.map((source) => files.get(source)?.bytes ?? new Uint8Array());
      const bytes = new Uint8Array(parts.reduce((total, part) => total + part.byteLength, 0));
      let offset = 0;
      for (const part of parts) {
        bytes.set(part, offset);
        offset += part.byteLength;
      }
      files.set(destination, {
        path: destination,
        contentType,
        metadata,
        sizeBytes: bytes.byteLength,
        bytes,
      });
    },
    async list(prefix, { limit, pageToken }) {
      const matching = [...files.keys()]
        .filter((path) => path.startsWith(prefix) && (!pageToken || path > pageToken))
        .sort();
      const page = matching.slice(0, limit);
      const next = matching.length > limit ? (page.at(-1) ?? null) : null;
      return { files: page.map((path) => describe(files.get(path)!)), nextPageToken: next };
    },
  };
}

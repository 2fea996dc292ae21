import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { getStorage } from "firebase-admin/storage";
import { withDeadline } from "../deadline.js";

type Bucket = ReturnType<ReturnType<typeof getStorage>["bucket"]>;

/** One stored file: its path in the bucket, its type, size and our own metadata. */
export interface StoredFile {
  path: string;
  contentType: string;
  sizeBytes: number;
  metadata: Readonly<Record<string, string>>;
}

/** Bytes `start` to `end` of a file, both included (as an HTTP `Range` names them). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The files of the API (Cloud Storage for Firebase in production, the Storage emulator locally,
 * an in-memory fake in unit tests). Every call runs under a deadline: 503 rather than a hang.
 */
export interface FileStore {
  save(
    path: string,
    bytes: Uint8Array,
    file: { contentType: string; metadata: Record<string, string> },
  ): Promise<void>;
  /** The file, or null when there is none. */
  describe(path: string): Promise<StoredFile | null>;
  /** The file's bytes, or null when there is none. */
  read(path: string): Promise<Uint8Array | null>;
  /**
   * The file's bytes (those of `range` only, when given) as they are read, never whole in memory:
   * what serves a video of up to 100 MB. A file that is missing fails the stream.
   */
  stream(path: string, range?: ByteRange): ReadableStream<Uint8Array>;
  /** Removes the file; one that is already gone is fine. */
  remove(path: string): Promise<void>;
  /**
   * Writes `destination` as the files of `sources` one after the other (a resumable upload's
   * parts), streamed, never whole in memory. Cloud Storage's compose would do it in the bucket,
   * but the Storage emulator does not offer it; this works the same on both.
   */
  concatenate(
    sources: readonly string[],
    destination: string,
    file: { contentType: string; metadata: Record<string, string> },
  ): Promise<void>;
  /** One page of the files whose path starts with `prefix`, in path order. */
  list(
    prefix: string,
    page: { limit: number; pageToken?: string | null },
  ): Promise<{ files: StoredFile[]; nextPageToken: string | null }>;
}

/** How long a call that carries a file (up to 10 MB) may take; other calls get the API's deadline. */
const TRANSFER_DEADLINE_MS = 30_000;
/** How long joining a resumable upload's parts (up to 100 MB) may take. */
const CONCATENATE_DEADLINE_MS = 120_000;

const isNotFound = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "code" in error && error.code === 404;

const describeMetadata = (metadata: {
  name?: string;
  contentType?: string;
  size?: string | number;
  metadata?: Record<string, unknown>;
}): StoredFile => ({
  path: metadata.name ?? "",
  contentType: metadata.contentType ?? "application/octet-stream",
  sizeBytes: Number(metadata.size ?? 0),
  metadata: Object.fromEntries(
    Object.entries(metadata.metadata ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  ),
});

const withAdminCredential = new WeakSet<object>();

/**
 * The Storage emulator's admin-only mode (docs/architecture.md, Local stack) answers only requests
 * carrying the credential the emulators take for the Admin SDK, which the Cloud Storage client
 * does not send to an emulator by itself. Production is untouched: there the client signs its
 * requests with the service account.
 */
function sendAdminCredentialToEmulator(bucket: Bucket, env: NodeJS.ProcessEnv): void {
  const emulated = Boolean(env.FIREBASE_STORAGE_EMULATOR_HOST || env.STORAGE_EMULATOR_HOST);
  if (!emulated || withAdminCredential.has(bucket.storage)) return;
  withAdminCredential.add(bucket.storage);
  // The client's request types are looser than its interceptor type says; only headers change.
  const interceptors = bucket.storage.interceptors as unknown as {
    request(options: { headers?: object }): object;
  }[];
  interceptors.push({
    request: (options) => {
      options.headers = { ...options.headers, Authorization: "Bearer owner" };
      return options;
    },
  });
}

/**
 * The Cloud Storage client's `IdempotencyStrategy.RetryAlways` (the enum is the client's, which is
 * firebase-admin's dependency, not ours to import).
 */
const RETRY_ALWAYS = 0;

/**
 * Lets the client retry a save that a dropped connection failed (ECONNRESET, as the Storage
 * emulator answered one in sixteen photos uploaded at once; a 503 or 429 in production). By
 * default it retries a save only with an `ifGenerationMatch` precondition; every save here writes
 * a whole object at its own path, so a second try writes the same file again.
 */
function retrySaves(bucket: Bucket): void {
  bucket.storage.retryOptions.idempotencyStrategy = RETRY_ALWAYS;
}

/** The files in a Cloud Storage bucket, through firebase-admin. */
export function bucketFileStore(
  bucket: Bucket,
  deadlineMs: number,
  env: NodeJS.ProcessEnv = process.env,
): FileStore {
  sendAdminCredentialToEmulator(bucket, env);
  retrySaves(bucket);
  const call = <T>(operation: Promise<T>, ms = deadlineMs) =>
    withDeadline("Storage", operation, ms);
  return {
    async save(path, bytes, { contentType, metadata }) {
      await call(
        bucket.file(path).save(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
          resumable: false,
          contentType,
          metadata: { metadata },
        }),
        TRANSFER_DEADLINE_MS,
      );
    },
    async describe(path) {
      try {
        const [metadata] = await call(bucket.file(path).getMetadata());
        return describeMetadata(metadata);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(path) {
      try {
        const [bytes] = await call(bucket.file(path).download(), TRANSFER_DEADLINE_MS);
        return new Uint8Array(bytes);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    stream(path, range) {
      const source = bucket.file(path).createReadStream(range ?? {});
      return Readable.toWeb(source) as ReadableStream<Uint8Array>;
    },
    async remove(path) {
      await call(bucket.file(path).delete({ ignoreNotFound: true }));
    },
    async concatenate(sources, destination, { contentType, metadata }) {
      const parts = async function* () {
        for (const source of sources) yield* bucket.file(source).createReadStream();
      };
      await call(
        pipeline(
          parts,
          bucket.file(destination).createWriteStream({
            resumable: false,
            contentType,
            metadata: { metadata },
          }),
        ),
        CONCATENATE_DEADLINE_MS,
      );
    },
    async list(prefix, { limit, pageToken }) {
      const [files, next] = await call(
        bucket.getFiles({
          prefix,
          maxResults: limit,
          autoPaginate: false,
          ...(pageToken ? { pageToken } : {}),
        }),
      );
      const token = (next as { pageToken?: string } | null)?.pageToken ?? null;
      return { files: files.map((file) => describeMetadata(file.metadata)), nextPageToken: token };
    },
  };
}

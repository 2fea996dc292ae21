import { describe, expect, it } from "vitest";
import { bucketFileStore } from "./file-store.js";

type Interceptor = { request(options: { headers?: object }): { headers?: object } };

/** Just what `bucketFileStore` touches when it is made: the client's interceptors and retries. */
function fakeBucket() {
  // The client's default: saves are retried only with an `ifGenerationMatch` precondition.
  const storage = { interceptors: [] as Interceptor[], retryOptions: { idempotencyStrategy: 1 } };
  return { bucket: { storage } as unknown as Parameters<typeof bucketFileStore>[0], storage };
}

describe("bucketFileStore", () => {
  it("sends the emulators' admin credential when Storage is emulated, once per client", () => {
    const { bucket, storage } = fakeBucket();
    const env = { FIREBASE_STORAGE_EMULATOR_HOST: "127.0.0.1:9199" };
    bucketFileStore(bucket, 1_000, env);
    bucketFileStore(bucket, 1_000, env);
    expect(storage.interceptors).toHaveLength(1);
    expect(
      storage.interceptors[0]?.request({ headers: { "x-goog-api-client": "gl-node" } }),
    ).toEqual({ headers: { "x-goog-api-client": "gl-node", Authorization: "Bearer owner" } });
  });

  it("leaves production's requests alone", () => {
    const { bucket, storage } = fakeBucket();
    bucketFileStore(bucket, 1_000, {});
    expect(storage.interceptors).toEqual([]);
  });

  it("lets the client retry a save a dropped connection failed (RetryAlways), emulated or not", () => {
    for (const env of [{}, { FIREBASE_STORAGE_EMULATOR_HOST: "127.0.0.1:9199" }]) {
      const { bucket, storage } = fakeBucket();
      bucketFileStore(bucket, 1_000, env);
      expect(storage.retryOptions.idempotencyStrategy).toBe(0);
    }
  });
});

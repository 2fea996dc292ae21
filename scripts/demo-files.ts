import type { FileStore } from "../functions/src/platform/file-store.js";
import type { AuditActor } from "./demo-community.js";
import { demoAdmin } from "./demo-data.js";

/** One file of the demo data, where and as the API stores it in the bucket. */
export interface DemoFile {
  path: string;
  bytes: Uint8Array;
  contentType: string;
  metadata: Record<string, string>;
}

/** Who uploaded the demo's files: its administrator, as records name them. */
export const demoUploader = { uid: demoAdmin.uid, name: demoAdmin.displayName };
/** The same administrator as the audit trail names them. */
export const demoUploaderActor: AuditActor = {
  uid: demoAdmin.uid,
  displayName: demoAdmin.displayName,
  email: demoAdmin.email,
};

/** Files saved at once: a few dozen small files, well within what the emulator takes. */
const SAVE_CONCURRENCY = 8;

/** Saves the files (again: a file at the same path is replaced). Returns how many. */
export async function saveDemoFiles(files: FileStore, demoFiles: readonly DemoFile[]) {
  let next = 0;
  const worker = async () => {
    for (let file = demoFiles[next++]; file; file = demoFiles[next++]) {
      await files.save(file.path, file.bytes, {
        contentType: file.contentType,
        metadata: file.metadata,
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(SAVE_CONCURRENCY, demoFiles.length) }, worker));
  return demoFiles.length;
}

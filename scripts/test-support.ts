import { ROLES } from "@hoa/validation";
import type { Firestore } from "firebase-admin/firestore";
import type { FileStore } from "../functions/src/platform/file-store.js";
import type { OrganizationAccess } from "../functions/src/platform/organization-access.js";
import { saveDemoFiles, type DemoFile } from "./demo-files.js";
import { writeInBatches, type SeedWrite } from "./seed.js";

/** A member of the organization who is not an administrator (board-only records hide from them). */
export const memberAccess = (orgId: string): OrganizationAccess => ({
  orgId,
  uid: "someone",
  email: "someone@example.org",
  role: ROLES.member,
  isAdmin: false,
  isResident: false,
});

/**
 * Saves the demo's files, then writes the records that name them, twice, as a second start of the
 * stack would: the second run must land on the same paths and add nothing.
 */
export async function seedFilesTwice(
  db: Firestore,
  files: FileStore,
  seed: { files: () => readonly DemoFile[]; writes: () => readonly SeedWrite[] },
): Promise<void> {
  for (let run = 0; run < 2; run += 1) {
    await saveDemoFiles(files, seed.files());
    await writeInBatches(db, seed.writes());
  }
}

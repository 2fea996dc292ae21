import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { PROJECT_ID } from "../../../../scripts/demo-data";

/** The stack's Firestore through the Admin SDK, to read what a test expects or set it up. */
export function adminFirestore(): Firestore {
  process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
  // Named here, the project is not looked up on a metadata server (a warning on every run).
  process.env.GOOGLE_CLOUD_PROJECT ??= PROJECT_ID;
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
}

/** The distinct addresses (lower case) of an organization's residents matching `field == value`. */
export async function residentEmails(
  orgId: string,
  where?: { field: string; value: unknown },
): Promise<string[]> {
  let query = adminFirestore().collection(`orgs/${orgId}/residents`).select("email");
  if (where) query = query.where(where.field, "==", where.value);
  const emails = (await query.get()).docs
    .map((doc) =>
      String(doc.get("email") ?? "")
        .trim()
        .toLowerCase(),
    )
    .filter((email) => email.includes("@"));
  return [...new Set(emails)].sort();
}

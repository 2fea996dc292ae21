import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { PROJECT_ID, demoAdmin, demoNewUser, demoOrganization, ports } from "./demo-data.js";


/** Writes the demo accounts and organization; safe to run again on a running stack. */
export async function seedDemoData(): Promise<void> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${ports.auth}`;
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
  const app: App = initializeApp({ projectId: PROJECT_ID }, `seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    for (const user of [demoAdmin, demoNewUser]) {
      const { uid, ...profile } = user;
      try {
        await auth.updateUser(uid, profile);
      } catch {
        await auth.createUser({ uid, ...profile, emailVerified: true });
      }
    }
    const db = getFirestore(app);
    const { id, ...organization } = demoOrganization;
    const batch = db.batch();
    batch.set(db.doc(`orgs/${id}`), { ...organization, createdAt: FieldValue.serverTimestamp() });
    batch.set(db.doc(`users/${demoAdmin.uid}/roles/roles`), {
      orgId: id,
      role: "admin",
      permissions: ["admin"],
    });
    batch.delete(db.doc(`users/${demoNewUser.uid}/roles/roles`));
    await batch.commit();
  } finally {
    await deleteApp(app);
  }
}

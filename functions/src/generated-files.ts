import { Firestore } from "firebase-admin/firestore";
import { createApi, openApiDocument } from "./app.js";
import { readConfig } from "./config.js";
import { firestoreIndexes } from "./indexes.js";
import { unconfiguredMailer } from "./mail/sender.js";
import { systemClock } from "./platform/clock.js";

/**
 * The files generated from the code and kept in the repository, by path from the repository's
 * root: the OpenAPI document and Firestore's index declarations. A test fails when either is
 * stale; `pnpm generate` writes them.
 */
export async function generatedFiles(): Promise<Record<string, string>> {
  // Nothing is called: the app is only built to read its routes.
  const app = createApi({
    config: readConfig({}),
    firestore: new Firestore({ projectId: "demo-openapi" }),
    verifyIdToken: () => Promise.reject(new Error("not used")),
    clock: systemClock,
    accounts: { markEmailVerified: () => Promise.reject(new Error("not used")) },
    mailer: unconfiguredMailer,
    files: {
      save: () => Promise.reject(new Error("not used")),
      describe: () => Promise.reject(new Error("not used")),
      read: () => Promise.reject(new Error("not used")),
      stream: () => {
        throw new Error("not used");
      },
      remove: () => Promise.reject(new Error("not used")),
      list: () => Promise.reject(new Error("not used")),
      concatenate: () => Promise.reject(new Error("not used")),
    },
  });
  const asJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    "docs/api/openapi.json": asJson(await openApiDocument(app)),
    "firestore.indexes.json": asJson(firestoreIndexes()),
  };
}

/**
 * Gives every stored resident the search fields the API derives from them (`nameKey`, `keywords`,
 * `memberKeywords`) where what is stored differs, e.g. residents written before members' keywords
 * existed, whom a member's search would otherwise not find. Run once after such a release:
 *
 *   pnpm exec tsx scripts/refresh-resident-keywords.ts                 # the local stack
 *   pnpm exec tsx scripts/refresh-resident-keywords.ts --project <id>  # a Firebase project
 *
 * With --project it uses the application default credentials (and the emulator only when
 * FIRESTORE_EMULATOR_HOST is set). Running it again rewrites nothing.
 */
import { parseArgs } from "node:util";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { refreshResidentDerivedFields } from "../functions/src/resources/residents/refresh.js";
import { PROJECT_ID, ports } from "./demo-data.js";

const { values } = parseArgs({ options: { project: { type: "string" } } });
if (values.project === undefined) {
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
}
const projectId = values.project ?? PROJECT_ID;

const app = initializeApp({ projectId }, `refresh-resident-keywords-${Date.now()}`);
try {
  const { read, rewritten } = await refreshResidentDerivedFields(getFirestore(app));
  console.info(
    `Read ${read} residents of ${projectId}; rewrote the search fields of ${rewritten}.`,
  );
} finally {
  await deleteApp(app);
}

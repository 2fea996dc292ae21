/**
 * `pnpm --filter @hoa/functions migrate:account-links`: links each member to the resident with the
 * address they joined with (see `src/migrations/account-links.ts`). Run it once after deploying,
 * with the project's credentials (`GOOGLE_APPLICATION_CREDENTIALS`, `GCLOUD_PROJECT`), or against
 * an emulator (`FIRESTORE_EMULATOR_HOST`). Safe to run again.
 */
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { linkMembersToResidents } from "../src/migrations/account-links.js";
import { systemClock } from "../src/platform/clock.js";
import { dataContext } from "../src/platform/data-context.js";

const report = await linkMembersToResidents(
  dataContext(getFirestore(initializeApp()), 60_000, systemClock),
);
console.info(
  `${report.organizations} organizations, ${report.members} members: ${report.linked} linked to their resident`,
);

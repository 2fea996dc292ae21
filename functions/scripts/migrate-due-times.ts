/**
 * `pnpm --filter @hoa/functions migrate:due-times`: gives data written before the scheduled work
 * queried due times the fields it queries (see `src/migrations/due-times.ts`). Run it once after
 * deploying, with the project's credentials (`GOOGLE_APPLICATION_CREDENTIALS`, `GCLOUD_PROJECT`),
 * or against an emulator (`FIRESTORE_EMULATOR_HOST`). Safe to run again.
 */
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { backfillDueTimes } from "../src/migrations/due-times.js";
import { systemClock } from "../src/platform/clock.js";
import { dataContext } from "../src/platform/data-context.js";

const report = await backfillDueTimes(
  dataContext(getFirestore(initializeApp()), 60_000, systemClock),
);
console.info(
  `${report.organizations} organizations: billing due times ${report.billing}, weekly summaries ${report.weeklySummaries}, event reminders ${report.reminders}`,
);

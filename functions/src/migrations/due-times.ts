import { timeZoneOf } from "@hoa/validation";
import {
  FieldPath,
  Timestamp,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import type { DataContext } from "../platform/data-context.js";
import { runTransaction } from "../platform/transactions.js";
import { billingSettingsRef } from "../resources/billing/refs.js";
import { eventsCollection } from "../resources/events/documents.js";
import { reminderTimeOf } from "../resources/events/store.js";
import { nextWeeklySummaryAt } from "../resources/summary/schedule.js";

/** Organizations read per page of the migration. */
const PAGE = 100;

export interface DueTimesReport {
  organizations: number;
  billing: number;
  weeklySummaries: number;
  reminders: number;
}

/**
 * Gives data written before the scheduled work queried due times the fields it now queries, so
 * that nothing stops on a deploy over existing data: billing settings without `dueAt` are due now
 * (the next run sets the exact time and bills whatever was missed), an organization whose Weekly
 * summary is on gets `weeklySummaryAt`, and a scheduled event to come whose reminder was not sent
 * gets `reminderAt`. Each change is a transaction that writes only a missing field, so running it
 * again, or beside the scheduled work, changes nothing more. Run it once after the deploy:
 * `pnpm --filter @hoa/functions migrate:due-times` with the project's credentials.
 */
export async function backfillDueTimes(data: DataContext): Promise<DueTimesReport> {
  const report: DueTimesReport = { organizations: 0, billing: 0, weeklySummaries: 0, reminders: 0 };
  const now = data.clock.now();
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = data.db.collection("orgs").orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) page = page.startAfter(after);
    const organizations = await data.call(page.get());
    for (const organization of organizations.docs) {
      report.organizations += 1;
      const orgId = organization.id;
      const settings = billingSettingsRef(data.db, orgId);
      report.billing += await setMissing(data, settings.path, "dueAt", () =>
        Timestamp.fromDate(now),
      );
      if (organization.get("notifyWeeklySummary") === true) {
        const zone = timeZoneOf(organization.get("timeZone"));
        report.weeklySummaries += await setMissing(
          data,
          organization.ref.path,
          "weeklySummaryAt",
          () => Timestamp.fromDate(nextWeeklySummaryAt(now, zone)),
        );
      }
      const upcoming = await data.call(
        eventsCollection(data.db, orgId)
          .where("startsAt", ">", Timestamp.fromDate(now))
          .orderBy("startsAt")
          .get(),
      );
      for (const event of upcoming.docs) {
        if (event.get("status") !== "scheduled" || event.get("reminderSentAt") != null) continue;
        report.reminders += await setMissing(data, event.ref.path, "reminderAt", (stored) =>
          reminderTimeOf(
            stored.get("startsAt") as Timestamp,
            timeZoneOf(stored.get("timeZone") ?? organization.get("timeZone")),
          ),
        );
      }
    }
    if (organizations.size < PAGE) return report;
    after = organizations.docs.at(-1);
  }
}

/** Sets `field` on an existing document that lacks it; 1 when it did. */
async function setMissing(
  data: DataContext,
  path: string,
  field: string,
  value: (stored: DocumentSnapshot) => Timestamp,
): Promise<number> {
  return runTransaction(data, async (transaction) => {
    const ref = data.db.doc(path);
    const stored = await transaction.get(ref);
    if (!stored.exists || stored.get(field) !== undefined) return 0;
    transaction.update(ref, { [field]: value(stored) });
    return 1;
  });
}

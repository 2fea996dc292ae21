import { addDays, dueDateOf, periodOf } from "@hoa/validation";
import { FieldPath, Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { DataContext } from "../../platform/data-context.js";
import { propertiesCollection } from "../properties/store.js";
import { accountFromData, addCharge, markLateFeeCharged } from "./account.js";
import {
  EntryWrites,
  SCHEDULER,
  accountRef,
  assessmentId,
  billingSettingsRef,
  lateFeeId,
  ledgerCollection,
  settingsFromData,
  storedAccount,
  todayIn,
  writeEntry,
  type StoredBillingSettings,
} from "./store.js";
import { runTransaction } from "../../platform/transactions.js";

/** How the scheduler's billing work is cut up: properties per transaction, transactions per run. */
export interface BillingJobOptions {
  chunkSize?: number;
  maxChunks?: number;
  /** Called after each committed chunk (tests throw here to cut a run short). */
  afterChunk?: (written: number) => void;
}

const DEFAULT_CHUNK = 100;

const graceNote = (days: number) => (days === 1 ? "1 day" : `${days} days`);
const DEFAULT_MAX_CHUNKS = 40;

/** Every organization that saved billing settings, with its settings and today in its zone. */
async function billingOrganizations(data: DataContext) {
  const snapshots = await data.call(data.db.collectionGroup("billing").get());
  const organizations: {
    orgId: string;
    settings: StoredBillingSettings;
    today: string;
  }[] = [];
  for (const snapshot of snapshots.docs) {
    if (snapshot.id !== "settings") continue;
    const orgRef = snapshot.ref.parent.parent;
    if (!orgRef) continue;
    const org = await data.call(orgRef.get());
    if (!org.exists) continue;
    organizations.push({
      orgId: orgRef.id,
      settings: settingsFromData(snapshot.data()),
      today: todayIn(data, org.get("timeZone")).today,
    });
  }
  return organizations;
}

/**
 * Charges each property of each organization its monthly assessment for the current period,
 * once today in the organization's zone is on or after the period's due day. Each assessment's
 * id is `assessment-{propertyId}-{period}`, read and created in the same transaction as the
 * account, so a rerun, an overlapping run or a run cut short half-way never charges twice; a
 * run resumes after the last property it finished (kept with the settings) and marks the period
 * done when every property has it. A property added after that is charged from the next period.
 * Charging starts with the first due date after the settings were first saved.
 */
export async function assessMonthlyDues(data: DataContext, options: BillingJobOptions = {}) {
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK;
  let chunks = options.maxChunks ?? DEFAULT_MAX_CHUNKS;
  let assessed = 0;
  for (const { orgId, settings, today } of await billingOrganizations(data)) {
    const period = periodOf(today);
    const dueDate = dueDateOf(period, settings.dueDay);
    if (today < dueDate || settings.assessedPeriod === period) continue;
    if (settings.firstPeriod !== null && period < settings.firstPeriod) continue;
    if (settings.monthlyFeeCents <= 0) continue;
    let after = settings.assessingPeriod === period ? settings.assessAfter : null;
    for (;;) {
      if (chunks === 0) return { assessed, finished: false };
      chunks -= 1;
      let query = propertiesCollection(data.db, orgId)
        .orderBy(FieldPath.documentId())
        .limit(chunkSize)
        .select();
      if (after !== null) query = query.startAfter(after);
      const page = await data.call(query.get());
      const ids = page.docs.map((doc: QueryDocumentSnapshot) => doc.id);
      const last = ids.at(-1) ?? after;
      const written = await runTransaction(data, async (transaction) => {
        const snapshots =
          ids.length === 0
            ? []
            : await transaction.getAll(
                ...ids.map((id) => accountRef(data.db, orgId, id)),
                ...ids.map((id) =>
                  ledgerCollection(data.db, orgId, id).doc(assessmentId(id, period)),
                ),
              );
        let count = 0;
        const writes = new EntryWrites(transaction);
        ids.forEach((propertyId, index) => {
          if (snapshots[ids.length + index]?.exists) return;
          const entryId = assessmentId(propertyId, period);
          const account = accountFromData(snapshots[index]?.data());
          const result = addCharge(account, {
            entryId,
            dueDate,
            cents: settings.monthlyFeeCents,
            lateFeeable: true,
          });
          writeEntry(
            data,
            transaction,
            { orgId, propertyId, entryId },
            {
              kind: "assessment",
              amountCents: settings.monthlyFeeCents,
              date: dueDate,
              dueDate,
              period,
              memo: `Monthly assessment ${period}`,
            },
            result,
            SCHEDULER,
            undefined,
            writes,
          );
          count += 1;
        });
        writes.flush();
        const done = ids.length < chunkSize;
        transaction.set(
          billingSettingsRef(data.db, orgId),
          done
            ? { assessedPeriod: period, assessingPeriod: period, assessAfter: null }
            : { assessingPeriod: period, assessAfter: last },
          { merge: true },
        );
        return count;
      });
      assessed += written;
      options.afterChunk?.(written);
      if (ids.length < chunkSize) break;
      after = last;
    }
  }
  return { assessed, finished: true };
}

/**
 * Adds the late fee to each charge still open after its due date plus the grace days (today in
 * the organization's zone later than that), once: the fee's id is `late-{chargeId}`, and the
 * charge is marked in the same transaction as the fee is written. Late fees get none themselves.
 */
export async function chargeLateFees(data: DataContext, options: BillingJobOptions = {}) {
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK;
  let chunks = options.maxChunks ?? DEFAULT_MAX_CHUNKS;
  let charged = 0;
  for (const { orgId, settings, today } of await billingOrganizations(data)) {
    if (settings.lateFeeCents <= 0) continue;
    const cutoff = addDays(today, -settings.graceDays - 1);
    for (;;) {
      if (chunks === 0) return { charged, finished: false };
      chunks -= 1;
      const page = await data.call(
        data.db
          .collection(`orgs/${orgId}/billingAccounts`)
          .where("nextLateDue", "<=", cutoff)
          .orderBy("nextLateDue")
          .limit(chunkSize)
          .select()
          .get(),
      );
      if (page.empty) break;
      const written = await runTransaction(data, async (transaction) => {
        const accounts = await transaction.getAll(...page.docs.map((doc) => doc.ref));
        const plans = accounts.map((snapshot) => {
          const account = accountFromData(snapshot.data());
          const due = account.openCharges.filter(
            (charge) => charge.lateFeeable && charge.dueDate <= cutoff,
          );
          return { propertyId: snapshot.id, account, due };
        });
        const feeRefs = plans.flatMap((plan) =>
          plan.due.map((charge) =>
            ledgerCollection(data.db, orgId, plan.propertyId).doc(lateFeeId(charge.entryId)),
          ),
        );
        const existing = new Set(
          feeRefs.length === 0
            ? []
            : (await transaction.getAll(...feeRefs)).filter((s) => s.exists).map((s) => s.id),
        );
        let count = 0;
        const writes = new EntryWrites(transaction);
        const now = Timestamp.fromDate(data.clock.now());
        for (const { propertyId, due, account: stored } of plans) {
          let account = stored;
          let changed = false;
          for (const charge of due) {
            const entryId = lateFeeId(charge.entryId);
            account = markLateFeeCharged(account, charge.entryId);
            changed = true;
            if (existing.has(entryId)) continue;
            const result = addCharge(account, {
              entryId,
              dueDate: today,
              cents: settings.lateFeeCents,
              lateFeeable: false,
            });
            writeEntry(
              data,
              transaction,
              { orgId, propertyId, entryId },
              {
                kind: "lateFee",
                amountCents: settings.lateFeeCents,
                date: today,
                dueDate: today,
                memo: `Unpaid ${graceNote(settings.graceDays)} after its due date, ${charge.dueDate}`,
              },
              result,
              SCHEDULER,
              undefined,
              writes,
            );
            account = result.account;
            count += 1;
          }
          // The account as the last fee left it, or only marked when every fee existed.
          if (changed) {
            writes.account(
              accountRef(data.db, orgId, propertyId),
              storedAccount(account, propertyId, now),
            );
          }
        }
        writes.flush();
        return count;
      });
      charged += written;
      options.afterChunk?.(written);
      if (page.size < chunkSize) break;
    }
  }
  return { charged, finished: true };
}

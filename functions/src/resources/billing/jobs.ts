import { ARCHIVED_STATUS, addDays, dueDateOf, instantIn, type TimeZone } from "@hoa/validation";
import {
  FieldPath,
  Timestamp,
  type DocumentReference,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import type { DataContext } from "../../platform/data-context.js";
import { dueTimeOverride, type FieldOverride } from "../../platform/lists.js";
import { runTransaction } from "../../platform/transactions.js";
import { propertiesCollection, propertyRef } from "../properties/store.js";
import { accountFromData, addCharge, markLateFeeCharged } from "./account.js";
import { EntryWrites, storedAccount, writeEntry } from "./entries.js";
import {
  SCHEDULER,
  accountRef,
  assessmentId,
  billingSettingsRef,
  lateFeeId,
  ledgerCollection,
} from "./refs.js";
import {
  nextPeriodOf,
  periodAfter,
  settingsFromData,
  todayIn,
  type StoredBillingSettings,
} from "./settings.js";

/** How the scheduler's billing work is cut up: properties per transaction, transactions per run. */
export interface BillingJobOptions {
  chunkSize?: number;
  maxChunks?: number;
  /** Organizations looked at per run at most; the rest are still due at the next run. */
  organizations?: number;
  /** Called after each committed chunk (tests throw here to cut a run short). */
  afterChunk?: (written: number) => void;
}

/** What one run did. `finished` is false when it stopped at its budget with work left. */
export interface BillingRunReport {
  organizations: number;
  assessed: number;
  charged: number;
  finished: boolean;
}

const DEFAULT_CHUNK = 100;
const DEFAULT_MAX_CHUNKS = 40;
const DEFAULT_ORGANIZATIONS = 50;

/**
 * How long a run holds an organization's billing (its `dueAt` pushed this far ahead), so that a
 * second run at the same time passes it by. A run that stops mid-way leaves it to the first run
 * after this.
 */
export const BILLING_LEASE_MS = 5 * 60_000;

/** The billing settings documents (`orgs/{orgId}/billing/settings`), queried by `dueAt`. */
const BILLING_GROUP = "billing";

/**
 * The index of the run's one query: billing settings of every organization by `dueAt` (a
 * collection-group query, which has no automatic single-field index).
 */
export const billingDueOverrides: FieldOverride[] = [dueTimeOverride(BILLING_GROUP, "dueAt")];

const graceNote = (days: number) => (days === 1 ? "1 day" : `${days} days`);

/** Midnight starting `date` in the organization's zone. */
const startOfDay = (date: string, timeZone: TimeZone) => instantIn(date, "00:00", timeZone);

/** The transactions a run may still commit, shared by the organizations it looks at. */
interface Budget {
  chunks: number;
  chunkSize: number;
  afterChunk?: (written: number) => void;
}

/**
 * The billing scheduler: every organization whose billing is due (`dueAt` passed: a period's due
 * date, a late fee's first day, a change that asked to be looked at) gets every period from its
 * next one to today's assessed, oldest first, then a late fee on each charge past its grace days;
 * then its `dueAt` moves to when it next has work. A run after a gap of days or months catches
 * up, and everything it writes has a deterministic id read in the same transaction, so reruns,
 * overlapping runs and runs cut short charge nothing twice. With nothing due it reads nothing but
 * its one query.
 */
export async function runBilling(
  data: DataContext,
  options: BillingJobOptions = {},
): Promise<BillingRunReport> {
  const budget: Budget = {
    chunks: options.maxChunks ?? DEFAULT_MAX_CHUNKS,
    chunkSize: options.chunkSize ?? DEFAULT_CHUNK,
    afterChunk: options.afterChunk,
  };
  const report: BillingRunReport = { organizations: 0, assessed: 0, charged: 0, finished: true };
  const due = await data.call(
    data.db
      .collectionGroup(BILLING_GROUP)
      .where("dueAt", "<=", Timestamp.fromDate(data.clock.now()))
      .orderBy("dueAt")
      .limit(options.organizations ?? DEFAULT_ORGANIZATIONS)
      .get(),
  );
  for (const snapshot of due.docs) {
    const orgRef = snapshot.ref.parent.parent;
    if (snapshot.id !== "settings" || !orgRef) continue;
    if (budget.chunks === 0) {
      report.finished = false;
      break;
    }
    const outcome = await billOrganization(data, orgRef.id, snapshot.ref, budget);
    if (!outcome) continue;
    report.organizations += 1;
    report.assessed += outcome.assessed;
    report.charged += outcome.charged;
    if (!outcome.finished) report.finished = false;
  }
  return report;
}

/**
 * Takes the organization's billing for this run if it is due: `dueAt` moves `BILLING_LEASE_MS`
 * ahead, so another run passes it by. `null` when it is not due (another run has it).
 */
async function claim(data: DataContext, ref: DocumentReference) {
  return runTransaction(data, async (transaction) => {
    const snapshot = await transaction.get(ref);
    const dueAt: unknown = snapshot.get("dueAt");
    const now = data.clock.now().getTime();
    if (!(dueAt instanceof Timestamp) || dueAt.toMillis() > now) return null;
    const lease = Timestamp.fromMillis(now + BILLING_LEASE_MS);
    transaction.update(ref, { dueAt: lease });
    return { settings: settingsFromData(snapshot.data()), lease };
  });
}

/**
 * Sets when the organization's billing is next due. A charge or a settings change while the run
 * held it may have moved `dueAt` earlier than the lease: that time stands if it is sooner.
 */
async function release(
  data: DataContext,
  ref: DocumentReference,
  lease: Timestamp,
  next: number | null,
) {
  await runTransaction(data, async (transaction) => {
    const current: unknown = (await transaction.get(ref)).get("dueAt");
    const moved =
      current instanceof Timestamp && !current.isEqual(lease) ? current.toMillis() : null;
    const times = [next, moved].filter((time): time is number => time !== null);
    transaction.update(ref, {
      dueAt: times.length === 0 ? null : Timestamp.fromMillis(Math.min(...times)),
    });
  });
}

async function billOrganization(
  data: DataContext,
  orgId: string,
  ref: DocumentReference,
  budget: Budget,
): Promise<{ assessed: number; charged: number; finished: boolean } | null> {
  const claimed = await claim(data, ref);
  if (!claimed) return null;
  const { settings, lease } = claimed;
  let next: number | null = data.clock.now().getTime();
  try {
    const org = await data.call(data.db.doc(`orgs/${orgId}`).get());
    const { timeZone, today } = todayIn(data, org.get("timeZone"));
    const assessments = await assessDues(data, orgId, settings, today, budget);
    const fees = assessments.finished
      ? await chargeLateFees(data, orgId, settings, today, budget)
      : { charged: 0, finished: false };
    if (assessments.finished && fees.finished) {
      next = await nextDue(data, orgId, settings, assessments.nextPeriod, timeZone);
    }
    return {
      assessed: assessments.assessed,
      charged: fees.charged,
      finished: assessments.finished && fees.finished,
    };
  } finally {
    // Stopped at the budget, or failed: due again at once (the next run carries on).
    await release(data, ref, lease, next);
  }
}

/** When the organization next has billing work: a period's due date, a late fee's first day. */
async function nextDue(
  data: DataContext,
  orgId: string,
  settings: StoredBillingSettings,
  nextPeriod: string | null,
  timeZone: TimeZone,
): Promise<number | null> {
  const times: number[] = [];
  if (settings.monthlyFeeCents > 0 && nextPeriod !== null) {
    times.push(startOfDay(dueDateOf(nextPeriod, settings.dueDay), timeZone).getTime());
  }
  if (settings.lateFeeCents > 0) {
    // The account whose oldest charge open to a late fee is due first (strings sort after null).
    const first = await data.call(
      data.db
        .collection(`orgs/${orgId}/billingAccounts`)
        .where("nextLateDue", ">=", "")
        .orderBy("nextLateDue")
        .limit(1)
        .select("nextLateDue")
        .get(),
    );
    const dueDate: unknown = first.docs[0]?.get("nextLateDue");
    if (typeof dueDate === "string") {
      times.push(startOfDay(addDays(dueDate, settings.graceDays + 1), timeZone).getTime());
    }
  }
  return times.length === 0 ? null : Math.min(...times);
}

/**
 * Charges each property its monthly assessment for every period from the organization's next
 * one whose due date has come (today in its zone), oldest first. Each assessment's id is
 * `assessment-{propertyId}-{period}`, read and created in the same transaction as the account,
 * so nothing is charged twice; a period cut short resumes after the last property it finished
 * (kept with the settings), and the period moves on when every property has it. A property added
 * after its period was done is charged from the next period. Each property is read in the
 * transaction that charges it: an archived one (or one deleted since the page was read) is
 * passed by, and its archiving or deletion is ordered with the charge.
 */
async function assessDues(
  data: DataContext,
  orgId: string,
  settings: StoredBillingSettings,
  today: string,
  budget: Budget,
): Promise<{ assessed: number; finished: boolean; nextPeriod: string | null }> {
  let period = nextPeriodOf(settings);
  let assessed = 0;
  if (settings.monthlyFeeCents <= 0) return { assessed, finished: true, nextPeriod: period };
  let after = settings.assessingPeriod === period ? settings.assessAfter : null;
  while (period !== null && dueDateOf(period, settings.dueDay) <= today) {
    const dueDate = dueDateOf(period, settings.dueDay);
    if (budget.chunks === 0) return { assessed, finished: false, nextPeriod: period };
    budget.chunks -= 1;
    let query = propertiesCollection(data.db, orgId)
      .orderBy(FieldPath.documentId())
      .limit(budget.chunkSize)
      .select();
    if (after !== null) query = query.startAfter(after);
    const page = await data.call(query.get());
    const ids = page.docs.map((doc: QueryDocumentSnapshot) => doc.id);
    const last = ids.at(-1) ?? after;
    const done = ids.length < budget.chunkSize;
    const thisPeriod = period;
    const written = await runTransaction(data, async (transaction) => {
      const [stored, ...snapshots] = await transaction.getAll(
        billingSettingsRef(data.db, orgId),
        ...ids.map((id) => accountRef(data.db, orgId, id)),
        ...ids.map((id) => ledgerCollection(data.db, orgId, id).doc(assessmentId(id, thisPeriod))),
        ...ids.map((id) => propertyRef(data.db, orgId, id)),
      );
      let count = 0;
      const writes = new EntryWrites(transaction);
      ids.forEach((propertyId, index) => {
        if (snapshots[ids.length + index]?.exists) return;
        const property = snapshots[2 * ids.length + index];
        if (!property?.exists || property.get("status") === ARCHIVED_STATUS) return;
        const entryId = assessmentId(propertyId, thisPeriod);
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
            period: thisPeriod,
            memo: `Monthly assessment ${thisPeriod}`,
          },
          result,
          SCHEDULER,
          undefined,
          writes,
        );
        count += 1;
      });
      writes.flush();
      // Where the period stands, unless the settings moved on meanwhile (another run finished
      // it, or a new fee started from a later period): a run never moves them back.
      if (nextPeriodOf(settingsFromData(stored?.data())) === thisPeriod) {
        transaction.set(
          billingSettingsRef(data.db, orgId),
          done
            ? {
                assessedPeriod: thisPeriod,
                nextPeriod: periodAfter(thisPeriod),
                assessingPeriod: null,
                assessAfter: null,
              }
            : { assessingPeriod: thisPeriod, assessAfter: last },
          { merge: true },
        );
      }
      return count;
    });
    assessed += written;
    budget.afterChunk?.(written);
    if (done) {
      period = periodAfter(thisPeriod);
      after = null;
    } else {
      after = last;
    }
  }
  return { assessed, finished: true, nextPeriod: period };
}

/**
 * Adds the late fee to each charge still open after its due date plus the grace days (today in
 * the organization's zone later than that), once: the fee's id is `late-{chargeId}`, and the
 * charge is marked in the same transaction as the fee is written. Late fees get none themselves.
 * After a gap, every charge that became late meanwhile gets its one fee, dated today.
 */
async function chargeLateFees(
  data: DataContext,
  orgId: string,
  settings: StoredBillingSettings,
  today: string,
  budget: Budget,
): Promise<{ charged: number; finished: boolean }> {
  let charged = 0;
  if (settings.lateFeeCents <= 0) return { charged, finished: true };
  const cutoff = addDays(today, -settings.graceDays - 1);
  for (;;) {
    if (budget.chunks === 0) return { charged, finished: false };
    budget.chunks -= 1;
    const page = await data.call(
      data.db
        .collection(`orgs/${orgId}/billingAccounts`)
        .where("nextLateDue", "<=", cutoff)
        .orderBy("nextLateDue")
        .limit(budget.chunkSize)
        .select()
        .get(),
    );
    if (page.empty) break;
    const written = await runTransaction(data, async (transaction) => {
      const accounts = await transaction.getAll(...page.docs.map((doc) => doc.ref));
      // An account archived since the query was read is passed by: archiving wrote it.
      const plans = accounts
        .filter((snapshot) => snapshot.get("archived") !== true)
        .map((snapshot) => {
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
    budget.afterChunk?.(written);
    if (page.size < budget.chunkSize) break;
  }
  return { charged, finished: true };
}

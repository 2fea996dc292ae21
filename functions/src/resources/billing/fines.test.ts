import { FINE_AMOUNT_INVALID, type ViolationRuleSet } from "@hoa/validation/violation-rules";
import { messages } from "@hoa/validation";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { call, TEST_DEADLINE_MS, useTestApi } from "../../../test/support/api.js";
import {
  addProperty,
  auditOf,
  dataOf,
  organization,
  saveBillingSettings,
  type Page,
  type TestOrganization,
} from "../../../test/support/directory.js";
import { organizationLedger } from "../../../test/support/ledger.js";
import type { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import { dataContext, type DataContext } from "../../platform/data-context.js";
import { runTransaction } from "../../platform/transactions.js";
import { readViolationRuleSet, violationSettingsRef } from "../../platform/violation-rules.js";
import { accountFromData } from "./account.js";
import { prepareFine, type FineDraft } from "./fines.js";
import { runBilling } from "./jobs.js";
import { earliestLateFeeAt } from "./settings.js";
import type { LedgerEntry, PropertyAccount } from "./schemas.js";

const db = useTestApi();

/** A data context whose clock the test sets (the API's stands at 2026-11-22 12:00 UTC). */
function clockedData(start: string) {
  let now = new Date(start).getTime();
  const data = dataContext(db.firestore, TEST_DEADLINE_MS, { now: () => new Date(now) });
  return { data, set: (iso: string) => void (now = new Date(iso).getTime()) };
}

const caller = {
  uid: "board",
  email: "board@test.hoa",
  emailVerified: true,
  displayName: "Board Secretary",
};

type RuleSetId = "california" | "florida";

/** An organization under `ruleSet` with one property, its billing settings saved. */
async function setUp(ruleSet: RuleSetId | null, settings: { monthlyFee?: string } = {}) {
  const org = await organization(db, "Fines HOA");
  const property = await addProperty(db, org, { address: "10 Ledger Lane", unit: "1" });
  await saveBillingSettings(db, org, { graceDays: "15", ...settings });
  if (ruleSet) {
    await violationSettingsRef(db.firestore, org.id).set({ ruleSet, general: null });
  }
  return { org, propertyId: property.id };
}

/** Posts a fine as the violation store does: its reads first, then the writes, in one transaction. */
async function postFine(
  data: DataContext,
  org: TestOrganization,
  fine: Partial<FineDraft> & { propertyId: string; entryId: string },
) {
  return runTransaction(data, async (transaction) => {
    const ruleSet: ViolationRuleSet =
      fine.ruleSet ?? (await readViolationRuleSet(data, org.id, transaction));
    const post = await prepareFine(data, transaction, {
      orgId: org.id,
      cents: 10000,
      date: "2026-11-22",
      memo: "Trash bins left out: decision of 2026-11-20",
      ...fine,
      ruleSet,
    });
    return post(caller);
  });
}

const api = (org: TestOrganization, path: string, options: Parameters<typeof call>[2] = {}) =>
  call(db.api, `/api/orgs/${org.id}/billing${path}`, { token: org.token, ...options });

const ledger = async (org: TestOrganization, propertyId: string) =>
  dataOf<Page<LedgerEntry>>(await api(org, `/properties/${propertyId}/ledger?sort=seq`)).items;

const account = async (org: TestOrganization, propertyId: string) =>
  dataOf<PropertyAccount>(await api(org, `/properties/${propertyId}`));

const storedAccount = async (org: TestOrganization, propertyId: string) =>
  accountFromData(
    (await db.firestore.doc(`orgs/${org.id}/billingAccounts/${propertyId}`).get()).data(),
  );

const charge = (org: TestOrganization, propertyId: string, amount: string, date: string) =>
  api(org, `/properties/${propertyId}/adjustments`, {
    method: "POST",
    body: { kind: "charge", amount, date, memo: "" },
  });

const pay = (org: TestOrganization, propertyId: string, amount: string) =>
  api(org, `/properties/${propertyId}/payments`, {
    method: "POST",
    body: { method: "check", amount, date: "2026-11-22", reference: "#7" },
  });

/** When the organization's billing is next due (ISO), or null. */
async function dueAtOf(org: TestOrganization) {
  const stored: unknown = (await db.firestore.doc(`orgs/${org.id}/billing/settings`).get()).get(
    "dueAt",
  );
  return stored instanceof Timestamp ? stored.toDate().toISOString() : stored;
}

const apiError = (status: number, message: string) =>
  expect.objectContaining({ name: "ApiError", status, message }) as unknown as ApiError;

describe("prepareFine: a fine on the property's ledger", () => {
  it("posts the fine as a charge of kind fine: in the ledger, the account, the month's charges and the audit trail", async () => {
    const { org, propertyId } = await setUp("california");
    const { data } = clockedData("2026-11-22T12:00:00.000Z");
    const entry = await postFine(data, org, { propertyId, entryId: "fine-v1-1" });
    expect(entry).toMatchObject({
      id: "fine-v1-1",
      kind: "fine",
      amountCents: 10000,
      balanceAfterCents: 10000,
      date: "2026-11-22",
      dueDate: "2026-11-22",
      memo: "Trash bins left out: decision of 2026-11-20",
      createdBy: "Board Secretary",
    });
    expect(await ledger(org, propertyId)).toEqual([entry]);
    expect(await account(org, propertyId)).toMatchObject({
      balanceCents: 10000,
      openCharges: [{ entryId: "fine-v1-1", dueDate: "2026-11-22", openCents: 10000 }],
    });
    // California: never a late fee on a fine.
    expect((await storedAccount(org, propertyId)).openCharges).toEqual([
      expect.objectContaining({ entryId: "fine-v1-1", fine: true, lateFeeable: false }),
    ]);
    const month = await db.firestore.doc(`orgs/${org.id}/billingMonths/2026-11`).get();
    expect(month.get("chargedCents")).toBe(10000);
    const audit = (await auditOf(db, org.id)).filter((item) => item.resourceId === "fine-v1-1");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "create",
      resourceId: "fine-v1-1",
      label: "fine for 10 Ledger Lane, 1",
      changes: expect.arrayContaining([
        { field: "kind", before: null, after: "fine" },
        { field: "amount", before: null, after: "$100.00" },
      ]),
    });
  });

  it("posts a fine once: the same entry id again is refused with 409, also when two decisions race", async () => {
    const { org, propertyId } = await setUp("florida");
    const { data } = clockedData("2026-11-22T12:00:00.000Z");
    await postFine(data, org, { propertyId, entryId: "fine-v2-1" });
    await expect(postFine(data, org, { propertyId, entryId: "fine-v2-1" })).rejects.toEqual(
      apiError(409, apiMessages.fineAlreadyPosted),
    );
    const raced = await Promise.allSettled([
      postFine(data, org, { propertyId, entryId: "fine-v2-2", cents: 2500 }),
      postFine(data, org, { propertyId, entryId: "fine-v2-2", cents: 2500 }),
    ]);
    expect(raced.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = raced.find((result) => result.status === "rejected");
    expect(refused?.reason).toEqual(apiError(409, apiMessages.fineAlreadyPosted));
    const entries = await ledger(org, propertyId);
    expect(entries.map((entry) => entry.id)).toEqual(["fine-v2-1", "fine-v2-2"]);
    expect((await account(org, propertyId)).balanceCents).toBe(12500);
  });

  it("refuses an amount, date or memo it cannot post (400 with fields) and a property that is not there (404), writing nothing", async () => {
    const { org, propertyId } = await setUp("california");
    const { data } = clockedData("2026-11-22T12:00:00.000Z");
    const refused = postFine(data, org, {
      propertyId,
      entryId: "fine-v3-1",
      cents: 0,
      date: "2026-02-30",
      memo: "x".repeat(201),
    });
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: FINE_AMOUNT_INVALID,
      fields: {
        amount: FINE_AMOUNT_INVALID,
        date: messages.entryDateInvalid,
        memo: messages.memoTooLong,
      },
    });
    for (const cents of [-100, 12.5, Number.NaN]) {
      await expect(
        postFine(data, org, { propertyId, entryId: "fine-v3-1", cents }),
      ).rejects.toMatchObject({ status: 400, fields: { amount: FINE_AMOUNT_INVALID } });
    }
    await expect(postFine(data, org, { propertyId: "gone", entryId: "fine-v3-1" })).rejects.toEqual(
      apiError(404, apiMessages.propertyNotFound),
    );
    await expect(postFine(data, org, { propertyId, entryId: "fine/v3" })).rejects.toBeInstanceOf(
      TypeError,
    );
    expect(await organizationLedger(db.firestore, org.id)).toEqual([]);
    expect((await account(org, propertyId)).balanceCents).toBe(0);
  });

  it("posts one fine per property per transaction, and writes only after the caller's reads", async () => {
    const { org, propertyId } = await setUp("california");
    const { data } = clockedData("2026-11-22T12:00:00.000Z");
    await expect(
      runTransaction(data, async (transaction) => {
        const ruleSet = await readViolationRuleSet(data, org.id, transaction);
        const fine = { orgId: org.id, propertyId, cents: 100, date: "2026-11-22", ruleSet };
        await prepareFine(data, transaction, { ...fine, entryId: "fine-v4-1" });
        await prepareFine(data, transaction, { ...fine, entryId: "fine-v4-2" });
      }),
    ).rejects.toThrow("already prepared in this transaction");
    // The caller reads (here: the property) after preparing, then posts once.
    const entry = await runTransaction(data, async (transaction) => {
      const ruleSet = await readViolationRuleSet(data, org.id, transaction);
      const post = await prepareFine(data, transaction, {
        orgId: org.id,
        propertyId,
        entryId: "fine-v4-3",
        cents: 100,
        date: "2026-11-22",
        ruleSet,
      });
      await transaction.get(db.firestore.doc(`orgs/${org.id}/properties/${propertyId}`));
      const posted = post(caller, "Unit 1 at 10 Ledger Lane");
      expect(() => post(caller)).toThrow("already posted");
      return posted;
    });
    expect(entry).toMatchObject({ id: "fine-v4-3", kind: "fine", memo: "" });
    const audit = (await auditOf(db, org.id)).filter((item) => item.resourceId === "fine-v4-3");
    expect(audit).toEqual([
      expect.objectContaining({ label: "fine for Unit 1 at 10 Ledger Lane" }),
    ]);
  });

  it("posts a fine to an archived property's ledger, owed but never given a late fee", async () => {
    const { org, propertyId } = await setUp("florida");
    const archived = await call(db.api, `/api/orgs/${org.id}/properties/${propertyId}/archive`, {
      method: "POST",
      token: org.token,
      headers: { "if-match": '"1"' },
    });
    expect(archived.status).toBe(200);
    const { data, set } = clockedData("2026-11-22T12:00:00.000Z");
    await postFine(data, org, { propertyId, entryId: "fine-v5-1" });
    expect(await account(org, propertyId)).toMatchObject({ archived: true, balanceCents: 10000 });
    const stored = await db.firestore.doc(`orgs/${org.id}/billingAccounts/${propertyId}`).get();
    expect(stored.get("archived")).toBe(true);
    expect(stored.get("nextLateDue")).toBeNull();
    set("2027-01-15T12:00:00.000Z");
    await runBilling(data);
    const kinds = (await organizationLedger(db.firestore, org.id)).map((doc) => doc.get("kind"));
    expect(kinds).toEqual(["fine"]);
  });
});

describe("fines and late fees", () => {
  it("never gives a California fine a late fee, while a charge of the same day gets its own", async () => {
    const { org, propertyId } = await setUp("california", { monthlyFee: "0.00" });
    const { data, set } = clockedData("2026-11-22T12:00:00.000Z");
    await runBilling(data);
    await postFine(data, org, { propertyId, entryId: "fine-v6-1" });
    // Nothing for the scheduler to wake for: the fine gets no late fee.
    expect(await dueAtOf(org)).toBeNull();
    expect((await charge(org, propertyId, "40.00", "2026-11-22")).status).toBe(201);
    // 15 grace days after November 22: late from December 8, and long after.
    for (const day of ["2026-12-08T12:00:00.000Z", "2027-03-01T12:00:00.000Z"]) {
      set(day);
      await runBilling(data);
    }
    const entries = (await ledger(org, propertyId)).map((entry) => [entry.kind, entry.amountCents]);
    expect(entries).toEqual([
      ["fine", 10000],
      ["charge", 4000],
      ["lateFee", 2500],
    ]);
    const lateFee = (await ledger(org, propertyId)).find((entry) => entry.kind === "lateFee");
    expect(lateFee?.id).not.toContain("fine-v6-1");
  });

  it("gives a Florida fine its one late fee after the grace days, waking the scheduler for it", async () => {
    const { org, propertyId } = await setUp("florida", { monthlyFee: "0.00" });
    const { data, set } = clockedData("2026-11-22T12:00:00.000Z");
    // The run after the settings were saved finds nothing to do: no run is due any more.
    await runBilling(data);
    expect(await dueAtOf(org)).toBeNull();
    await postFine(data, org, { propertyId, entryId: "fine-v7-1" });
    expect((await storedAccount(org, propertyId)).openCharges).toEqual([
      expect.objectContaining({ entryId: "fine-v7-1", fine: true, lateFeeable: true }),
    ]);
    // Woken by the earliest a late fee could be due anywhere (the next day, UTC+14); the run
    // then sets the exact time.
    expect(await dueAtOf(org)).toBe(earliestLateFeeAt("2026-11-22").toISOString());
    await runBilling(data);
    expect(await dueAtOf(org)).toBe("2026-12-08T08:00:00.000Z");
    set("2026-12-07T12:00:00.000Z");
    await runBilling(data);
    expect(await ledger(org, propertyId)).toHaveLength(1);
    set("2026-12-08T12:00:00.000Z");
    await runBilling(data);
    await runBilling(data);
    expect((await ledger(org, propertyId)).map((entry) => entry.id)).toEqual([
      "fine-v7-1",
      "late-fine-v7-1",
    ]);
  });
});

describe("payments and fines", () => {
  /** A fine of 100.00 dated November 1, then a charge of 150.00 due November 15. */
  async function fineThenCharge(ruleSet: RuleSetId) {
    const { org, propertyId } = await setUp(ruleSet, { monthlyFee: "0.00" });
    const { data } = clockedData("2026-11-22T12:00:00.000Z");
    await postFine(data, org, { propertyId, entryId: "fine-v8-1", date: "2026-11-01" });
    expect((await charge(org, propertyId, "150.00", "2026-11-15")).status).toBe(201);
    const charged = (await ledger(org, propertyId)).find((entry) => entry.kind === "charge");
    return { org, propertyId, chargeId: charged!.id };
  }

  it("in California, pays the assessments and charges before the older fine", async () => {
    const { org, propertyId, chargeId } = await fineThenCharge("california");
    const paid = dataOf<LedgerEntry>(await pay(org, propertyId, "200.00"));
    expect(paid.allocations).toEqual([
      { entryId: chargeId, cents: 15000 },
      { entryId: "fine-v8-1", cents: 5000 },
    ]);
    expect((await account(org, propertyId)).openCharges).toEqual([
      { entryId: "fine-v8-1", dueDate: "2026-11-01", openCents: 5000 },
    ]);
  });

  it("in Florida (no order), pays oldest first: the fine first", async () => {
    const { org, propertyId, chargeId } = await fineThenCharge("florida");
    const paid = dataOf<LedgerEntry>(await pay(org, propertyId, "200.00"));
    expect(paid.allocations).toEqual([
      { entryId: "fine-v8-1", cents: 10000 },
      { entryId: chargeId, cents: 10000 },
    ]);
    expect((await account(org, propertyId)).openCharges).toEqual([
      { entryId: chargeId, dueDate: "2026-11-15", openCents: 5000 },
    ]);
  });

  it("in California, a credit pays the charge first, and a payment taken back opens the fine again as it was: never late-feeable", async () => {
    const { org, propertyId, chargeId } = await fineThenCharge("california");
    const credited = await api(org, `/properties/${propertyId}/adjustments`, {
      method: "POST",
      body: { kind: "credit", amount: "150.00", date: "2026-11-22", memo: "" },
    });
    expect(dataOf<LedgerEntry>(credited).allocations).toEqual([
      { entryId: chargeId, cents: 15000 },
    ]);
    const paid = dataOf<LedgerEntry>(await pay(org, propertyId, "100.00"));
    expect(paid.allocations).toEqual([{ entryId: "fine-v8-1", cents: 10000 }]);
    const reversed = await api(org, `/properties/${propertyId}/ledger/${paid.id}/reversal`, {
      method: "POST",
      body: { memo: "Check returned" },
    });
    expect(reversed.status).toBe(201);
    expect((await storedAccount(org, propertyId)).openCharges).toEqual([
      expect.objectContaining({
        entryId: "fine-v8-1",
        openCents: 10000,
        fine: true,
        lateFeeable: false,
      }),
    ]);
  });
});

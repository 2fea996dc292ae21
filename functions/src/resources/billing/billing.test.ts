import { messages } from "@hoa/validation";
import { describe, expect, it } from "vitest";
import { call, type CallOptions, useTestApi } from "../../../test/support/api.js";
import {
  addProperty,
  auditOf,
  changeOrganization,
  collectionRequests,
  dataOf,
  join,
  organization,
  type Page,
  type TestOrganization,
} from "../../../test/support/directory.js";
import { IDEMPOTENCY_KEY_MESSAGE } from "../../http/idempotency.js";
import { apiMessages } from "../../http/messages.js";
import type {
  BillingReport,
  BillingSettings,
  BillingSummary,
  LedgerEntry,
  PropertyAccount,
} from "./schemas.js";
import type { Resident } from "../residents/schemas.js";

const db = useTestApi();

const billing = (org: TestOrganization, path: string, options: CallOptions = {}) =>
  call(db.api, `/api/orgs/${org.id}/billing${path}`, { token: org.token, ...options });

const post = (org: TestOrganization, path: string, body: unknown) =>
  billing(org, path, { method: "POST", body });

const settings = {
  monthlyFee: "150.00",
  lateFee: "25.00",
  dueDay: "1st",
  graceDays: "15",
  paymentMethods: ["card", "ach", "check"],
};

async function setUp() {
  const org = await organization(db, "Billing HOA");
  const property = await addProperty(db, org, { address: "10 Ledger Lane", unit: "1" });
  return { org, propertyId: property.id };
}

const charge = (org: TestOrganization, propertyId: string, amount: string, date: string) =>
  post(org, `/properties/${propertyId}/adjustments`, { kind: "charge", amount, date, memo: "" });

const pay = (org: TestOrganization, propertyId: string, amount: string, date = "2026-11-20") =>
  post(org, `/properties/${propertyId}/payments`, {
    method: "check",
    amount,
    date,
    reference: "#1042",
  });

const account = async (org: TestOrganization, propertyId: string) =>
  dataOf<PropertyAccount>(await billing(org, `/properties/${propertyId}`));

const ledger = async (org: TestOrganization, propertyId: string, query = "sort=seq") =>
  dataOf<Page<LedgerEntry>>(await billing(org, `/properties/${propertyId}/ledger?${query}`));

describe("billing settings", () => {
  it("answers the specification's defaults before the first save, version 0", async () => {
    const { org } = await setUp();
    const response = await billing(org, "/settings");
    expect(response.headers.etag).toBe('"0"');
    expect(dataOf<BillingSettings>(response)).toMatchObject({
      monthlyFeeCents: 15000,
      lateFeeCents: 2500,
      monthlyFee: "150.00",
      lateFee: "25.00",
      dueDay: "1st",
      graceDays: 15,
      paymentMethods: ["card", "ach", "check"],
      timeZone: "America/Los_Angeles",
      today: "2026-11-22",
      nextDueDate: "2026-12-01",
      saved: false,
      version: 0,
    });
  });

  it("saves to the version read, in cents, with an audit entry; a stale version is refused", async () => {
    const { org } = await setUp();
    const put = (body: unknown, version: string) =>
      billing(org, "/settings", { method: "PUT", body, headers: { "if-match": version } });

    const saved = await put({ ...settings, monthlyFee: " 175.5 ", dueDay: "last" }, '"0"');
    expect(saved.status).toBe(200);
    expect(dataOf<BillingSettings>(saved)).toMatchObject({
      monthlyFeeCents: 17550,
      monthlyFee: "175.50",
      dueDay: "last",
      nextDueDate: "2026-11-30",
      saved: true,
      version: 1,
    });
    expect((await put(settings, '"0"')).status).toBe(412);
    expect((await billing(org, "/settings", { method: "PUT", body: settings })).status).toBe(428);
    const refused = await put({ ...settings, graceDays: "61" }, '"1"');
    expect(refused).toMatchObject({
      status: 400,
      body: { error: messages.graceDaysInvalid, fields: { graceDays: messages.graceDaysInvalid } },
    });
    const audit = (await auditOf(db, org.id)).filter((entry) => entry.resource === "billing");
    expect(audit).toEqual([
      expect.objectContaining({
        action: "create",
        resourceId: "settings",
        changes: expect.arrayContaining([
          { field: "monthlyFee", before: null, after: "$175.50" },
          { field: "graceDays", before: null, after: 15 },
        ]),
      }),
    ]);
  });

  it("is for administrators only: members get 403 on every billing route, and 404 for a property not of their household", async () => {
    const { org, propertyId } = await setUp();
    const member = await join(db, org.id, "member");
    for (const path of ["/settings", "/summary", "/report"]) {
      const response = await billing(org, path, { token: member.token });
      expect(response).toMatchObject({
        status: 403,
        body: { error: apiMessages.organizationAdminOnly },
      });
    }
    for (const path of [`/properties/${propertyId}`, `/properties/${propertyId}/ledger`]) {
      const response = await billing(org, path, { token: member.token });
      expect(response).toMatchObject({
        status: 404,
        body: { error: apiMessages.propertyNotFound },
      });
    }
    const other = await organization(db, "Other HOA");
    expect((await billing(org, "/report", { token: other.token })).status).toBe(403);
    expect((await billing(other, `/properties/${propertyId}`)).status).toBe(404);
  });
});

describe("ledger entries", () => {
  it("applies a payment to the oldest open charges first and keeps the rest as credit", async () => {
    const { org, propertyId } = await setUp();
    const newer = dataOf<LedgerEntry>(await charge(org, propertyId, "100", "2026-11-10"));
    const older = dataOf<LedgerEntry>(await charge(org, propertyId, "60.25", "2026-10-01"));

    const partial = dataOf<LedgerEntry>(await pay(org, propertyId, "80"));
    expect(partial).toMatchObject({
      kind: "payment",
      amountCents: -8000,
      method: "check",
      reference: "#1042",
      balanceAfterCents: 8025,
      allocations: [
        { entryId: older.id, cents: 6025 },
        { entryId: newer.id, cents: 1975 },
      ],
    });
    expect(await account(org, propertyId)).toMatchObject({
      balanceCents: 8025,
      creditCents: 0,
      openCharges: [{ entryId: newer.id, dueDate: "2026-11-10", openCents: 8025 }],
    });

    const over = dataOf<LedgerEntry>(await pay(org, propertyId, "100.00"));
    expect(over).toMatchObject({ balanceAfterCents: -1975, allocations: [{ entryId: newer.id }] });
    expect(await account(org, propertyId)).toMatchObject({
      balanceCents: -1975,
      creditCents: 1975,
      openCharges: [],
    });

    // The credit pays the next charge at once.
    await charge(org, propertyId, "25", "2026-11-21");
    expect(await account(org, propertyId)).toMatchObject({
      balanceCents: 525,
      creditCents: 0,
      openCharges: [{ openCents: 525 }],
    });

    const entries = (await ledger(org, propertyId)).items;
    expect(entries.map((entry) => [entry.seq, entry.kind, entry.balanceAfterCents])).toEqual([
      [1, "charge", 10000],
      [2, "charge", 16025],
      [3, "payment", 8025],
      [4, "payment", -1975],
      [5, "charge", 525],
    ]);
    expect(entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(525);
  });

  it("reverses an entry once with a new entry; a reversal cannot be reversed", async () => {
    const { org, propertyId } = await setUp();
    const owed = dataOf<LedgerEntry>(await charge(org, propertyId, "150", "2026-11-01"));
    const payment = dataOf<LedgerEntry>(await pay(org, propertyId, "150"));
    expect((await account(org, propertyId)).balanceCents).toBe(0);

    const reversal = await call(
      db.api,
      `/api/orgs/${org.id}/billing/properties/${propertyId}/ledger/${payment.id}/reversal`,
      {
        method: "POST",
        token: org.token,
        body: { memo: "Check returned" },
      },
    );
    expect(reversal.status).toBe(201);
    expect(dataOf<LedgerEntry>(reversal)).toMatchObject({
      id: `reversal-${payment.id}`,
      kind: "reversal",
      amountCents: 15000,
      reverses: payment.id,
      memo: "Check returned",
      date: "2026-11-22",
      balanceAfterCents: 15000,
    });
    expect(await account(org, propertyId)).toMatchObject({
      balanceCents: 15000,
      openCharges: [{ entryId: owed.id, openCents: 15000 }],
    });

    const reverse = (entryId: string, on = propertyId) =>
      post(org, `/properties/${on}/ledger/${entryId}/reversal`, {});
    const again = await reverse(payment.id);
    expect(again).toMatchObject({ status: 409, body: { error: apiMessages.entryAlreadyReversed } });
    const ofReversal = await reverse(`reversal-${payment.id}`);
    expect(ofReversal).toMatchObject({
      status: 409,
      body: { error: apiMessages.reversalNotReversible },
    });
    expect((await reverse("nothing")).status).toBe(404);
    // An entry is found in its own property's ledger only.
    const other = await addProperty(db, org, { address: "12 Ledger Lane", unit: "1" });
    expect((await reverse(owed.id, other.id)).status).toBe(404);
    expect((await reverse(owed.id, "__nothing__")).status).toBe(404);

    const listed = (await ledger(org, propertyId)).items;
    expect(listed.find((entry) => entry.id === payment.id)?.reversedBy).toBe(
      `reversal-${payment.id}`,
    );
  });

  it("reversing a paid charge gives its payment back as credit", async () => {
    const { org, propertyId } = await setUp();
    const fee = dataOf<LedgerEntry>(await charge(org, propertyId, "25", "2026-11-01"));
    await pay(org, propertyId, "25");
    await post(org, `/properties/${propertyId}/ledger/${fee.id}/reversal`, { memo: "Waived" });
    expect(await account(org, propertyId)).toMatchObject({
      balanceCents: -2500,
      creditCents: 2500,
      openCharges: [],
    });
  });

  it("refuses amounts that are not amounts, a method not accepted and an unknown property", async () => {
    const { org, propertyId } = await setUp();
    expect(await charge(org, propertyId, "12.345", "2026-11-01")).toMatchObject({
      status: 400,
      body: { fields: { amount: messages.amountInvalid } },
    });
    expect(await pay(org, propertyId, "0")).toMatchObject({
      status: 400,
      body: { fields: { amount: messages.amountNotPositive } },
    });
    await billing(org, "/settings", {
      method: "PUT",
      body: { ...settings, paymentMethods: ["ach"] },
      headers: { "if-match": '"0"' },
    });
    expect(await pay(org, propertyId, "10")).toMatchObject({
      status: 400,
      body: { error: apiMessages.paymentMethodNotAccepted },
    });
    expect((await charge(org, "missing", "10", "2026-11-01")).status).toBe(404);
  });

  it("audits each entry an administrator records", async () => {
    const { org, propertyId } = await setUp();
    const entry = dataOf<LedgerEntry>(await pay(org, propertyId, "42.10"));
    const audit = (await auditOf(db, org.id)).filter((item) => item.resourceId === entry.id);
    expect(audit).toEqual([
      expect.objectContaining({
        resource: "billing",
        action: "create",
        label: "payment for 10 Ledger Lane, 1",
        changes: expect.arrayContaining([
          { field: "amount", before: null, after: "-$42.10" },
          { field: "method", before: null, after: "Check/money order" },
        ]),
      }),
    ]);
  });
});

describe("payments: idempotency and notifications", () => {
  const payOnce = (org: TestOrganization, propertyId: string, key: string, amount = "40.00") =>
    billing(org, `/properties/${propertyId}/payments`, {
      method: "POST",
      headers: { "idempotency-key": key },
      body: { method: "check", amount, date: "2026-11-20", reference: "#7" },
    });

  it("records a payment sent twice with one Idempotency-Key once, and answers the same entry", async () => {
    const { org, propertyId } = await setUp();
    const [first, second] = await Promise.all([
      payOnce(org, propertyId, "key-1"),
      payOnce(org, propertyId, "key-1"),
    ]);
    expect([first?.status, second?.status]).toEqual([201, 201]);
    expect(dataOf<LedgerEntry>(second!)).toEqual(dataOf<LedgerEntry>(first!));
    const third = await payOnce(org, propertyId, "key-1");
    expect(dataOf<LedgerEntry>(third)).toEqual(dataOf<LedgerEntry>(first!));
    expect((await ledger(org, propertyId)).items).toHaveLength(1);
    expect((await account(org, propertyId)).balanceCents).toBe(-4000);

    // Another key is another payment.
    expect((await payOnce(org, propertyId, "key-2")).status).toBe(201);
    expect((await account(org, propertyId)).balanceCents).toBe(-8000);
  });

  it("refuses a key used for a different payment, and a key that is not visible text", async () => {
    const { org, propertyId } = await setUp();
    await payOnce(org, propertyId, "key-1");
    expect(await payOnce(org, propertyId, "key-1", "41.00")).toMatchObject({
      status: 409,
      body: { error: apiMessages.idempotencyKeyReused },
    });
    for (const key of ["with space", "x".repeat(256)]) {
      expect(await payOnce(org, propertyId, key)).toMatchObject({
        status: 400,
        body: { fields: { "idempotency-key": IDEMPOTENCY_KEY_MESSAGE } },
      });
    }
    expect((await ledger(org, propertyId)).items).toHaveLength(1);
  });

  it("emails the administrators about a payment while Payments notifications are on, and not when off", async () => {
    const { org, propertyId } = await setUp();
    db.mailer.reset();
    await pay(org, propertyId, "42.10");
    expect(db.mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [`${org.admin}@test.hoa`, "Payment of $42.10 recorded for 10 Ledger Lane, 1"],
    ]);
    expect(db.mailer.sent[0]?.text).toContain("Check/money order, received 2026-11-20");
    expect(db.mailer.sent[0]?.text).toContain("balance is now -$42.10");
    expect(db.mailer.sent[0]?.text).toContain(`/billing/properties/${propertyId}`);

    expect(await changeOrganization(db, org, { notifyPayments: false })).toBe(200);
    db.mailer.reset();
    expect((await pay(org, propertyId, "10.00")).status).toBe(201);
    expect(db.mailer.sent).toEqual([]);
  });
});

describe("reports", () => {
  it("ages open charges as of today and counts this month's figures", async () => {
    const { org, propertyId } = await setUp();
    const second = await addProperty(db, org, { address: "12 Ledger Lane", unit: "2" });
    await charge(org, propertyId, "100", "2026-11-20"); // 2 days: current
    await charge(org, propertyId, "30", "2026-10-20"); // 33 days
    await charge(org, propertyId, "60", "2026-09-20"); // 63 days
    await charge(org, propertyId, "90", "2026-07-01"); // 144 days
    await pay(org, propertyId, "50");
    await pay(org, second.id, "10");

    const report = dataOf<BillingReport>(await billing(org, "/report"));
    expect(report.asOf).toBe("2026-11-22");
    expect(report.rows).toEqual([
      expect.objectContaining({
        propertyId,
        balanceCents: 23000,
        aging: { current: 10000, days30: 3000, days60: 6000, days90: 4000 },
        oldestDueDate: "2026-07-01",
        delinquent: true,
      }),
      expect.objectContaining({
        propertyId: second.id,
        balanceCents: -1000,
        creditCents: 1000,
        delinquent: false,
      }),
    ]);
    expect(report.totals).toEqual({
      balanceCents: 22000,
      creditCents: 1000,
      aging: { current: 10000, days30: 3000, days60: 6000, days90: 4000 },
      delinquent: 1,
    });

    const summary = dataOf<BillingSummary>(await billing(org, "/summary"));
    expect(summary).toMatchObject({
      period: "2026-11",
      chargedCents: 10000,
      collectedCents: 6000,
      outstandingCents: 23000,
      delinquentCount: 1,
      propertyCount: 2,
      monthlyFeeCents: 15000,
    });
  });
});

describe("a statement's account", () => {
  it("is addressed to the property's owners at its address, and carries no administrators' note", async () => {
    const { org, propertyId } = await setUp();
    const residents = collectionRequests<Resident>(db, "residents");
    for (const [name, relationship] of [
      ["Zoe Park", "Owner"],
      ["Tom Tenant", "Tenant"],
      ["Ann Park", "Owner"],
    ] as const) {
      await residents.create(org, { name, email: "", propertyId, relationship });
    }
    const elsewhere = await addProperty(db, org, { address: "12 Ledger Lane", unit: "2B" });
    await residents.create(org, { name: "Other Owner", email: "", propertyId: elsewhere.id });
    await post(org, `/properties/${propertyId}/payments`, {
      method: "check",
      amount: "10",
      date: "2026-11-20",
      reference: "#1042",
      memo: "Paid at the office",
    });

    const shown = await account(org, propertyId);
    expect(shown.billTo).toEqual({
      names: ["Ann Park", "Zoe Park"],
      mailingAddress: "10 Ledger Lane, 1",
    });
    expect((await account(org, elsewhere.id)).billTo).toEqual({
      names: ["Other Owner"],
      mailingAddress: "12 Ledger Lane, 2B",
    });
    // What a household may be shown: nothing written for the board alone.
    expect(Object.keys(shown).filter((key) => /note/iu.test(key))).toEqual([]);
  });

  it("has no names when no owner is on file", async () => {
    const { org, propertyId } = await setUp();
    expect((await account(org, propertyId)).billTo).toEqual({
      names: [],
      mailingAddress: "10 Ledger Lane, 1",
    });
  });
});

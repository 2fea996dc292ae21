import { messages } from "@hoa/validation";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { call, TEST_DEADLINE_MS, useTestApi, type CallOptions } from "../../../test/support/api.js";
import {
  addProperty,
  auditOf,
  collectionRequests,
  dataOf,
  join,
  organization,
  saveBillingSettings,
  type Page,
  type TestOrganization,
} from "../../../test/support/directory.js";
import { organizationLedger } from "../../../test/support/ledger.js";
import { dataContext } from "../../platform/data-context.js";
import { runBilling } from "../billing/jobs.js";
import type {
  BillingReport,
  BillingSummary,
  LedgerEntry,
  PropertyAccount,
} from "../billing/schemas.js";
import type { DirectorySummary } from "../directory/schemas.js";
import type { Resident } from "../residents/schemas.js";
import type { ImportReport, Property } from "./schemas.js";

const db = useTestApi();

const api = (org: TestOrganization, path: string, options: CallOptions = {}) =>
  call(db.api, `/api/orgs/${org.id}${path}`, { token: org.token, ...options });

const properties = collectionRequests<Property>(db, "properties");
const residents = collectionRequests<Resident>(db, "residents");

/** `POST .../properties/{id}/archive` or `/restore`, made to `ifMatch` ("" sends none). */
const statusChange =
  (action: "archive" | "restore") =>
  (org: TestOrganization, id: string, ifMatch: string, token = org.token) =>
    api(org, `/properties/${id}/${action}`, {
      method: "POST",
      token,
      headers: ifMatch === "" ? {} : { "if-match": ifMatch },
    });
const archive = statusChange("archive");
const restore = statusChange("restore");

const charge = (org: TestOrganization, propertyId: string, amount: string, date: string) =>
  api(org, `/billing/properties/${propertyId}/adjustments`, {
    method: "POST",
    body: { kind: "charge", amount, date, memo: "" },
  });
const credit = (org: TestOrganization, propertyId: string, amount: string) =>
  api(org, `/billing/properties/${propertyId}/adjustments`, {
    method: "POST",
    body: { kind: "credit", amount, date: "2026-11-22", memo: "Final settlement" },
  });
const pay = (org: TestOrganization, propertyId: string, amount: string) =>
  api(org, `/billing/properties/${propertyId}/payments`, {
    method: "POST",
    body: { method: "check", amount, date: "2026-11-22", reference: "#2001" },
  });

const report = async (org: TestOrganization) =>
  dataOf<BillingReport>(await api(org, "/billing/report"));
const accountOf = async (org: TestOrganization, propertyId: string) =>
  dataOf<PropertyAccount>(await api(org, `/billing/properties/${propertyId}`));
const storedAccount = async (org: TestOrganization, propertyId: string) =>
  (await db.firestore.doc(`orgs/${org.id}/billingAccounts/${propertyId}`).get()).data();
/** The audit trail's changes of a property (in no order: the test clock stands still). */
const statusChanges = async (org: TestOrganization, propertyId: string) =>
  (await auditOf(db, org.id))
    .filter((entry) => entry.resource === "properties" && entry.action === "update")
    .filter((entry) => entry.resourceId === propertyId)
    .map(({ action, label, changes }) => ({ action, label, changes }) as Record<string, unknown>);
const ledgerOf = async (org: TestOrganization, propertyId: string) =>
  dataOf<Page<LedgerEntry>>(
    await api(org, `/billing/properties/${propertyId}/ledger?sort=seq&limit=100`),
  ).items;

describe("DELETE /api/orgs/{orgId}/properties/{propertyId} with billing history", () => {
  it("refuses (409, saying to archive it) once the ledger has an entry, even paid off, and the property stays in every report", async () => {
    const org = await organization(db, "Deleting HOA");
    const paidOff = await addProperty(db, org, { address: "1 Ledger Court", unit: "1" });
    const owing = await addProperty(db, org, { address: "2 Ledger Court", unit: "2" });
    expect((await charge(org, paidOff.id, "150.00", "2026-11-01")).status).toBe(201);
    expect((await pay(org, paidOff.id, "150.00")).status).toBe(201);
    expect((await charge(org, owing.id, "90.00", "2026-11-01")).status).toBe(201);

    for (const property of [paidOff, owing]) {
      expect(await properties.remove(org, property.id)).toMatchObject({
        status: 409,
        body: { error: messages.propertyHasBillingHistory },
      });
      expect(dataOf<Property>(await properties.get(org, property.id)).version).toBe(1);
    }
    expect(await organizationLedger(db.firestore, org.id)).toHaveLength(3);
    const { rows, totals } = await report(org);
    expect(rows.map((row) => [row.propertyId, row.balanceCents])).toEqual([
      [paidOff.id, 0],
      [owing.id, 9000],
    ]);
    expect(totals.balanceCents).toBe(9000);
    expect(dataOf<BillingSummary>(await api(org, "/billing/summary")).outstandingCents).toBe(9000);
    expect((await auditOf(db, org.id)).some((entry) => entry.action === "delete")).toBe(false);
  });

  it("still deletes a property that never had an entry, also after an archive and a restore", async () => {
    const org = await organization(db, "Deleting HOA");
    const home = await addProperty(db, org, { address: "3 Ledger Court", unit: "3" });
    expect((await archive(org, home.id, '"1"')).status).toBe(200);
    expect((await restore(org, home.id, '"2"')).status).toBe(200);
    expect(await properties.remove(org, home.id, '"3"')).toMatchObject({
      status: 200,
      body: { data: { id: home.id } },
    });
    expect((await db.firestore.doc(`orgs/${org.id}/properties/${home.id}`).get()).exists).toBe(
      false,
    );
  });
});

describe("POST /api/orgs/{orgId}/properties/{propertyId}/archive", () => {
  it("archives a vacant property: status Archived, a new version, audited, and its account is out of the late-fee run", async () => {
    const org = await organization(db, "Archiving HOA");
    const home = await addProperty(db, org, { address: "4 Quiet Lane", unit: "4" });
    const other = await addProperty(db, org, { address: "5 Quiet Lane", unit: "5" });
    expect((await charge(org, home.id, "120.00", "2026-10-01")).status).toBe(201);
    expect((await storedAccount(org, home.id))?.nextLateDue).toBe("2026-10-01");

    const response = await archive(org, home.id, '"1"');

    expect(response).toMatchObject({ status: 200, headers: { etag: '"2"' } });
    const archived = dataOf<Property>(response);
    expect(archived).toMatchObject({
      id: home.id,
      status: "Archived",
      archivedAt: "2026-11-22T12:00:00.000Z",
      residentCount: 0,
      version: 2,
      updatedAt: "2026-11-22T12:00:00.000Z",
    });
    expect(dataOf<Property>(await properties.get(org, home.id))).toEqual(archived);
    expect(await storedAccount(org, home.id)).toMatchObject({
      archived: true,
      nextLateDue: null,
      balanceCents: 12000,
    });
    expect(await statusChanges(org, home.id)).toEqual([
      {
        action: "update",
        label: "4 Quiet Lane",
        changes: [{ field: "status", before: "Vacant", after: "Archived" }],
      },
    ]);

    // It stays in the list, found by its status with the indexes the filter already has.
    const ids = async (query: string) =>
      (await properties.list(org, query)).items.map((item) => item.id);
    expect(await ids("")).toEqual([home.id, other.id]);
    expect(await ids("status=Archived")).toEqual([home.id]);
    expect(await ids("status=Vacant")).toEqual([other.id]);
    expect(await ids("status=Archived&sort=-address")).toEqual([home.id]);
    expect(dataOf<DirectorySummary>(await api(org, "/directory/summary")).properties).toEqual({
      total: 2,
      occupied: 0,
      vacant: 1,
      archived: 1,
    });
  });

  it("refuses while residents live there, twice, with a stale or no version, and to anyone but its administrators", async () => {
    const org = await organization(db, "Archiving HOA");
    const outsider = await organization(db, "Other HOA");
    const member = await join(db, org.id, "member");
    const home = await addProperty(db, org, { address: "6 Quiet Lane", unit: "6" });
    const resident = dataOf<Resident>(
      await residents.create(org, { name: "Ana Ruiz", propertyId: home.id }),
    );

    expect(await archive(org, home.id, '"1"')).toMatchObject({
      status: 409,
      body: { error: messages.propertyArchiveHasResidents },
    });
    expect((await residents.remove(org, resident.id)).status).toBe(200);
    expect((await archive(org, home.id, "")).status).toBe(428);
    expect((await archive(org, home.id, '"1"', member.token)).status).toBe(403);
    expect((await archive(org, home.id, '"1"', outsider.token)).status).toBe(403);
    expect((await archive(outsider, home.id, '"1"')).status).toBe(404);
    expect((await archive(org, home.id, '"1"')).status).toBe(200);
    expect((await archive(org, home.id, '"1"')).status).toBe(412);
    expect(await archive(org, home.id, '"2"')).toMatchObject({
      status: 409,
      body: { error: messages.propertyAlreadyArchived },
    });
    expect(dataOf<Property>(await properties.get(org, home.id)).version).toBe(2);
  });
});

describe("POST /api/orgs/{orgId}/properties/{propertyId}/restore", () => {
  it("makes an archived property Vacant again, audited, with its late fees back and the scheduler woken for them", async () => {
    const org = await organization(db, "Restoring HOA");
    const home = await addProperty(db, org, { address: "7 Quiet Lane", unit: "7" });
    expect((await charge(org, home.id, "120.00", "2026-10-01")).status).toBe(201);
    expect((await archive(org, home.id, '"1"')).status).toBe(200);
    await saveBillingSettings(db, org);
    // Settled by the run: next due on the coming due date.
    const settings = db.firestore.doc(`orgs/${org.id}/billing/settings`);
    await settings.update({ dueAt: Timestamp.fromDate(new Date("2026-12-01T08:00:00.000Z")) });

    expect(await restore(org, home.id, '"1"')).toMatchObject({ status: 412 });
    const response = await restore(org, home.id, '"2"');

    expect(response).toMatchObject({ status: 200, headers: { etag: '"3"' } });
    expect(dataOf<Property>(response)).toMatchObject({
      status: "Vacant",
      archivedAt: null,
      version: 3,
    });
    const account = await storedAccount(org, home.id);
    expect(account).toMatchObject({ nextLateDue: "2026-10-01" });
    expect(account).not.toHaveProperty("archived");
    const dueAt = ((await settings.get()).get("dueAt") as Timestamp).toDate();
    expect(dueAt.getTime()).toBeLessThan(Date.parse("2026-10-03T00:00:00.000Z"));
    const changes = (await statusChanges(org, home.id)).map(({ changes }) => changes);
    expect(changes).toHaveLength(2);
    expect(changes).toContainEqual([{ field: "status", before: "Archived", after: "Vacant" }]);
    expect(await restore(org, home.id, '"3"')).toMatchObject({
      status: 409,
      body: { error: messages.propertyNotArchived },
    });
  });
});

describe("money on an archived property", () => {
  it("refuses a new charge (409) but records payments, credits and reversals, and every report still counts its balance", async () => {
    const org = await organization(db, "Settling HOA");
    const sold = await addProperty(db, org, { address: "8 Sold Street", unit: "8" });
    const kept = await addProperty(db, org, { address: "9 Kept Street", unit: "9" });
    expect((await charge(org, sold.id, "300.00", "2026-10-01")).status).toBe(201);
    expect((await charge(org, kept.id, "40.00", "2026-11-01")).status).toBe(201);
    expect((await archive(org, sold.id, '"1"')).status).toBe(200);

    expect(await charge(org, sold.id, "25.00", "2026-11-22")).toMatchObject({
      status: 409,
      body: { error: messages.propertyArchivedNoCharges },
    });
    const payment = await pay(org, sold.id, "100.00");
    expect(payment.status).toBe(201);
    expect((await credit(org, sold.id, "50.00")).status).toBe(201);
    const reversal = await api(
      org,
      `/billing/properties/${sold.id}/ledger/${dataOf<LedgerEntry>(payment).id}/reversal`,
      { method: "POST", body: { memo: "Check returned" } },
    );
    expect(reversal.status).toBe(201);

    expect((await ledgerOf(org, sold.id)).map((entry) => [entry.kind, entry.amountCents])).toEqual([
      ["charge", 30000],
      ["payment", -10000],
      ["credit", -5000],
      ["reversal", 10000],
    ]);
    // Every entry left the account out of the late-fee run.
    expect(await storedAccount(org, sold.id)).toMatchObject({
      archived: true,
      nextLateDue: null,
      balanceCents: 25000,
    });
    expect(await accountOf(org, sold.id)).toMatchObject({
      archived: true,
      balanceCents: 25000,
      entryCount: 4,
      delinquent: true,
    });
    const { rows, totals } = await report(org);
    expect(rows).toEqual([
      expect.objectContaining({ propertyId: sold.id, archived: true, balanceCents: 25000 }),
      expect.objectContaining({ propertyId: kept.id, archived: false, balanceCents: 4000 }),
    ]);
    expect(totals).toMatchObject({ balanceCents: 29000, delinquent: 2 });
    expect(dataOf<BillingSummary>(await api(org, "/billing/summary"))).toMatchObject({
      outstandingCents: 29000,
      propertyCount: 2,
    });
  });
});

describe("residents and an archived property", () => {
  it("adds nobody to it: not by adding a resident, moving one or importing one", async () => {
    const org = await organization(db, "Residents HOA");
    const archived = await addProperty(db, org, { address: "10 Closed Road", unit: "10" });
    const open = await addProperty(db, org, { address: "11 Open Road", unit: "11" });
    expect((await archive(org, archived.id, '"1"')).status).toBe(200);
    const ana = dataOf<Resident>(
      await residents.create(org, { name: "Ana Ruiz", propertyId: open.id }),
    );
    const refusal = {
      status: 409,
      body: {
        error: messages.propertyArchivedNoResidents,
        fields: { propertyId: messages.propertyArchivedNoResidents },
      },
    };

    expect(
      await residents.create(org, { name: "Ben Ortiz", propertyId: archived.id }),
    ).toMatchObject(refusal);
    expect(await residents.patch(org, ana.id, { propertyId: archived.id })).toMatchObject(refusal);
    const imported = dataOf<ImportReport>(
      await residents.importRows(org, [
        { line: 2, name: "Cy Doe", propertyId: archived.id },
        { line: 3, name: "Ana Ruiz", propertyId: archived.id },
      ]),
    );
    expect(imported.rows).toEqual([
      { line: 2, outcome: "skipped", id: null, reason: messages.propertyArchivedNoResidents },
      { line: 3, outcome: "skipped", id: null, reason: messages.propertyArchivedNoResidents },
    ]);
    expect(dataOf<Property>(await properties.get(org, archived.id))).toMatchObject({
      status: "Archived",
      residentCount: 0,
    });
    expect(dataOf<Resident>(await residents.get(org, ana.id)).propertyId).toBe(open.id);
  });
});

describe("runBilling and an archived property", () => {
  it("charges it no dues and no late fees across due dates, keeps its balance, and bills it again once restored", async () => {
    const org = await organization(db, "Scheduled HOA");
    const archived = await addProperty(db, org, { address: "12 Run Road", unit: "A" });
    const active = await addProperty(db, org, { address: "13 Run Road", unit: "A" });
    await saveBillingSettings(db, org);
    for (const property of [archived, active]) {
      expect((await charge(org, property.id, "100.00", "2026-11-01")).status).toBe(201);
    }
    expect((await archive(org, archived.id, '"1"')).status).toBe(200);

    let now = new Date("2026-12-01T12:00:00.000Z");
    const data = dataContext(db.firestore, TEST_DEADLINE_MS, { now: () => now });
    const kinds = async (propertyId: string) =>
      (await ledgerOf(org, propertyId)).map((entry) => `${entry.kind} ${entry.date}`);

    // Two due dates pass: December's and January's dues, and the late fees of November's charge
    // and December's dues.
    await runBilling(data);
    now = new Date("2027-01-01T12:00:00.000Z");
    await runBilling(data);

    expect(await kinds(active.id)).toEqual([
      "charge 2026-11-01",
      "assessment 2026-12-01",
      "lateFee 2026-12-01",
      "assessment 2027-01-01",
      "lateFee 2027-01-01",
    ]);
    expect(await kinds(archived.id)).toEqual(["charge 2026-11-01"]);
    const { rows } = await report(org);
    expect(rows.find((row) => row.propertyId === archived.id)).toMatchObject({
      archived: true,
      balanceCents: 10000,
    });

    // Restored, it is charged from the next due date on (not the months it was archived), and
    // its charge still open gets its late fee.
    expect((await restore(org, archived.id, '"2"')).status).toBe(200);
    now = new Date("2027-02-01T12:00:00.000Z");
    await runBilling(data);
    expect(await kinds(archived.id)).toEqual([
      "charge 2026-11-01",
      "assessment 2027-02-01",
      "lateFee 2027-02-01",
    ]);
  });
});

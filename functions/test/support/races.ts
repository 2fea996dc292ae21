import { randomUUID } from "node:crypto";
import { messages, ROLE_PERMISSIONS, ROLES } from "@hoa/validation";
import { Timestamp } from "firebase-admin/firestore";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { apiMessages } from "../../src/http/messages.js";
import { dataContext } from "../../src/platform/data-context.js";
import { runBilling } from "../../src/resources/billing/jobs.js";
import type { BillingReport, LedgerEntry } from "../../src/resources/billing/schemas.js";
import type { Event, RsvpResult } from "../../src/resources/events/schemas.js";
import type { AlbumItem, MediaItem } from "../../src/resources/media/schemas.js";
import { newMemberDocument } from "../../src/resources/members/store.js";
import type { Property } from "../../src/resources/properties/schemas.js";
import type { Resident } from "../../src/resources/residents/schemas.js";
import type { Ticket } from "../../src/resources/tickets/schemas.js";
import { invitationTokenOf } from "./invitation-links.js";
import { waitForEmailsTo } from "./maildev.js";
import {
  admin,
  callApi,
  consoleUrl,
  createOrg,
  signUp,
  type ApiResult,
  type TestUser,
} from "./stack.js";
import { organizationLedger } from "./ledger.js";
import { dataOf } from "./responses.js";
import { twoSeatEvent } from "./drafts.js";
import { TEST_DEADLINE_MS } from "./api.js";

const statuses = (responses: readonly ApiResult[]) =>
  responses.map((response) => response.status).sort((a, b) => a - b);

const together = <T>(n: number, request: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, index) => request(index)));

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

interface Organization {
  id: string;
  base: string;
  owner: TestUser;
}

async function organization(name: string): Promise<Organization> {
  const owner = await signUp();
  const { id } = dataOf<{ id: string }>(await createOrg(owner, { name }));
  return { id, base: `/api/orgs/${id}`, owner };
}

function post(org: Organization, path: string, json: unknown, headers?: Record<string, string>) {
  return callApi(`${org.base}${path}`, { method: "POST", token: org.owner.idToken, json, headers });
}

async function property(org: Organization, address: string): Promise<Property> {
  return dataOf<Property>(await post(org, "/properties", { address, unit: "1", type: "Condo" }));
}

/**
 * Signs up at `email` and accepts the invitation its inbox received `n` times at once: the
 * answers of every accept.
 */
async function acceptTogether(n: number, email: string): Promise<ApiResult[]> {
  const token = await invitationTokenOf(email);
  const invitee = await signUp(email);
  return together(n, () =>
    callApi(`/api/invitations/${token}/accept`, { method: "POST", token: invitee.idToken }),
  );
}

/**
 * Reads until `n` signed-in reads at once all answer: the API's process is started and connected
 * to Firestore, so the races measure contention, not a cold start.
 */
async function warmApi(org: Organization, n: number): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    const reads = await together(n, () => callApi(org.base, { token: org.owner.idToken }));
    if (reads.every((read) => read.status === 200)) return;
  }
  throw new Error("the API did not answer every read");
}

/**
 * Every race the product promises, `sizes` requests at once through Hosting, on the official
 * Firestore emulator: each answers within the contract (never a 5xx), with exactly one winner
 * where there is one, and what is stored adds up. The sizes (8, 16 and 32) are split over two
 * files, so that both run side by side with the other integration files.
 */
export function describeRaces(sizes: readonly number[]): void {
  // n requests that each write one hot document, on two cores.
  vi.setConfig({ testTimeout: 60_000 });

  beforeAll(async () => {
    await warmApi(await organization("Warm Up HOA"), Math.max(...sizes));
  }, 180_000);

  describe.each(sizes)("%i requests at once", (n) => {
    it("creates one organization for one user", async () => {
      const user = await signUp();
      const responses = await together(n, (index) =>
        createOrg(user, { name: `Race ${index} HOA` }),
      );
      expect(statuses(responses)).toEqual([200, ...Array<number>(n - 1).fill(409)]);
      for (const refused of responses.filter(({ status }) => status === 409)) {
        expect(refused.body).toEqual({ error: apiMessages.alreadyHasOrganization });
      }
      const created = await admin()
        .firestore.collection("orgs")
        .where("createdBy", "==", user.uid)
        .get();
      expect(created.size).toBe(1);
    });

    it("numbers tickets 1 to n, each once", async () => {
      const org = await organization("Ticket Race HOA");
      const home = await property(org, "1 Ticket Lane");
      const resident = dataOf<Resident>(
        await post(org, "/residents", { name: "Ana Ruiz", propertyId: home.id }),
      );
      const created = await together(n, (index) =>
        post(org, "/tickets", { subject: `Race ${index}`, residentId: resident.id }),
      );
      expect(statuses(created)).toEqual(Array<number>(n).fill(201));
      const numbers = created.map((response) => dataOf<Ticket>(response).number);
      expect([...numbers].sort((a, b) => a - b)).toEqual(
        Array.from({ length: n }, (_, index) => index + 1),
      );
    });

    it("records every payment and charge on one property's account, with an exact balance, and reverses an entry once", async () => {
      const org = await organization("Ledger Race HOA");
      const home = await property(org, "1 Ledger Lane");
      const account = `/billing/properties/${home.id}`;
      const charges = await together(n, (index) =>
        post(org, `${account}/adjustments`, {
          kind: "charge",
          amount: `${100 + index}.00`,
          date: "2026-11-01",
        }),
      );
      const payments = await together(n, (index) =>
        post(
          org,
          `${account}/payments`,
          { method: "ach", amount: `${10 + index}.25`, date: "2026-11-20" },
          { "idempotency-key": randomUUID() },
        ),
      );
      expect(statuses([...charges, ...payments])).toEqual(Array<number>(2 * n).fill(201));
      const entries = [...charges, ...payments].map((response) => dataOf<LedgerEntry>(response));
      expect(new Set(entries.map((entry) => entry.seq)).size).toBe(2 * n);

      const reversals = await together(n, () =>
        post(org, `/billing/properties/${home.id}/ledger/${entries[0]?.id ?? ""}/reversal`, {
          memo: "Returned",
        }),
      );
      expect(statuses(reversals)).toEqual([201, ...Array<number>(n - 1).fill(409)]);
      for (const refused of reversals.filter(({ status }) => status === 409)) {
        expect(refused.body).toEqual({ error: apiMessages.entryAlreadyReversed });
      }

      const { firestore } = admin();
      const ledger = await organizationLedger(firestore, org.id);
      const balance = sum(ledger.map((doc) => doc.get("amountCents") as number));
      const expected =
        sum(entries.map((entry) => entry.amountCents)) - (entries[0]?.amountCents ?? 0);
      expect(ledger).toHaveLength(2 * n + 1);
      expect(balance).toBe(expected);
      const stored = await firestore.doc(`orgs/${org.id}/billingAccounts/${home.id}`).get();
      expect(stored.get("balanceCents")).toBe(balance);
    });

    it("archives a property while charges, payments and the billing run land on it: every payment kept, no charge after the archiving", async () => {
      const org = await organization("Archive Race HOA");
      const { firestore } = admin();
      // Saved settings: late fees on (25.00 after 15 days); the first dues are not due yet.
      const saved = await callApi(`${org.base}/billing/settings`, {
        method: "PUT",
        token: org.owner.idToken,
        headers: { "if-match": '"0"' },
        json: {
          monthlyFee: "150.00",
          lateFee: "25.00",
          dueDay: "1st",
          graceDays: "15",
          paymentMethods: ["ach"],
        },
      });
      expect(saved.status).toBe(200);
      const home = await property(org, "1 Archive Lane");
      const account = `/billing/properties/${home.id}`;
      // Long past due: the billing run owes it a late fee.
      dataOf(
        await post(org, `${account}/adjustments`, {
          kind: "charge",
          amount: "100.00",
          date: "2020-01-01",
        }),
      );

      const billing = dataContext(firestore, TEST_DEADLINE_MS, { now: () => new Date() });
      // The racing charges are dated yesterday: within their grace days whatever today is, so the
      // only late fee the run may charge is the old charge's (one dated weeks ago could get its
      // own, when the run reads it before the archiving commits).
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const [archived, entries] = await Promise.all([
        callApi(`${org.base}/properties/${home.id}/archive`, {
          method: "POST",
          token: org.owner.idToken,
          headers: { "if-match": '"1"' },
        }),
        together(n - 1, (index) =>
          index % 2 === 0
            ? post(org, `${account}/adjustments`, {
                kind: "charge",
                amount: `${index + 1}.00`,
                date: yesterday,
              })
            : post(
                org,
                `${account}/payments`,
                { method: "ach", amount: `${index}.50`, date: "2026-11-20" },
                { "idempotency-key": randomUUID() },
              ),
        ),
        runBilling(billing),
      ]);
      expect(archived.status).toBe(200);
      const charges = entries.filter((_, index) => index % 2 === 0);
      const payments = entries.filter((_, index) => index % 2 === 1);
      expect(payments.map(({ status }) => status)).toEqual(
        Array<number>(payments.length).fill(201),
      );
      for (const response of charges) {
        expect([201, 409]).toContain(response.status);
        if (response.status === 409) {
          expect(response.body).toEqual({ error: messages.propertyArchivedNoCharges });
        }
      }

      // Firestore's commit times order the writes: whatever owes money was written before the
      // archiving committed; money received may come after.
      const stored = await firestore.doc(`orgs/${org.id}/properties/${home.id}`).get();
      expect(stored.get("status")).toBe("Archived");
      const archivedAt = stored.updateTime!.toMillis();
      const ledger = await organizationLedger(firestore, org.id);
      const owed = ledger.filter((doc) => (doc.get("amountCents") as number) > 0);
      for (const entry of owed) expect(entry.createTime.toMillis()).toBeLessThan(archivedAt);
      const accepted = charges.filter(({ status }) => status === 201).length;
      const lateFees = ledger.filter((doc) => doc.get("kind") === "lateFee").length;
      expect(lateFees).toBeLessThanOrEqual(1);
      expect(ledger).toHaveLength(1 + accepted + payments.length + lateFees);
      const balance = sum(ledger.map((doc) => doc.get("amountCents") as number));
      const accountDoc = await firestore.doc(`orgs/${org.id}/billingAccounts/${home.id}`).get();
      expect(accountDoc.get("balanceCents")).toBe(balance);
      expect([accountDoc.get("archived"), accountDoc.get("nextLateDue")]).toEqual([true, null]);

      // Archived, it gets nothing more from the billing run, and the report still counts it.
      await runBilling(billing);
      expect(await organizationLedger(firestore, org.id)).toHaveLength(ledger.length);
      const report = dataOf<BillingReport>(
        await callApi(`${org.base}/billing/report`, { token: org.owner.idToken }),
      );
      expect(report.rows).toEqual([
        expect.objectContaining({ propertyId: home.id, archived: true, balanceCents: balance }),
      ]);
      expect(report.totals.balanceCents).toBe(balance);
    });

    it("archives a property with no billing history while its first charges are sent: none lands after the archiving", async () => {
      const org = await organization("First Charge Race HOA");
      const home = await property(org, "1 First Charge Lane");
      const [archived, charges] = await Promise.all([
        callApi(`${org.base}/properties/${home.id}/archive`, {
          method: "POST",
          token: org.owner.idToken,
          headers: { "if-match": '"1"' },
        }),
        together(n - 1, (index) =>
          post(org, `/billing/properties/${home.id}/adjustments`, {
            kind: "charge",
            amount: `${index + 1}.00`,
            date: "2026-11-01",
          }),
        ),
      ]);
      expect(archived.status).toBe(200);
      for (const response of charges) expect([201, 409]).toContain(response.status);
      const { firestore } = admin();
      const stored = await firestore.doc(`orgs/${org.id}/properties/${home.id}`).get();
      const ledger = await organizationLedger(firestore, org.id);
      expect(ledger).toHaveLength(charges.filter(({ status }) => status === 201).length);
      for (const entry of ledger) {
        expect(entry.createTime.toMillis()).toBeLessThan(stored.updateTime!.toMillis());
      }
    });

    it("deletes a property or records the payments sent with the delete, never both", async () => {
      const org = await organization("Delete Race HOA");
      const home = await property(org, "1 Delete Lane");
      const [deleted, payments] = await Promise.all([
        callApi(`${org.base}/properties/${home.id}`, {
          method: "DELETE",
          token: org.owner.idToken,
          headers: { "if-match": '"1"' },
        }),
        together(n - 1, (index) =>
          post(
            org,
            `/billing/properties/${home.id}/payments`,
            { method: "ach", amount: `${index + 1}.00`, date: "2026-11-20" },
            { "idempotency-key": randomUUID() },
          ),
        ),
      ]);
      const { firestore } = admin();
      const ledger = await organizationLedger(firestore, org.id);
      const exists = (await firestore.doc(`orgs/${org.id}/properties/${home.id}`).get()).exists;
      const recorded = payments.filter(({ status }) => status === 201).length;
      if (deleted.status === 200) {
        // Every payment after the delete finds no property; none came before it.
        expect(statuses(payments)).toEqual(Array<number>(n - 1).fill(404));
        expect([exists, ledger.length]).toEqual([false, 0]);
      } else {
        expect(deleted).toMatchObject({
          status: 409,
          body: { error: messages.propertyHasBillingHistory },
        });
        expect(statuses(payments)).toEqual(Array<number>(n - 1).fill(201));
        expect([exists, ledger.length]).toEqual([true, recorded]);
      }
    });

    /** A violation whose hearing was held yesterday, at version 2, its owner on file. */
    async function heardViolation(name: string) {
      const org = await organization(name);
      const home = await property(org, "1 Fine Lane");
      const { firestore } = admin();
      await firestore.doc(`orgs/${org.id}/settings/violations`).set({ ruleSet: "california" });
      dataOf(
        await post(org, "/residents", {
          name: "Owen Owner",
          email: `owner-${randomUUID()}@example.test`,
          propertyId: home.id,
          relationship: "Owner",
        }),
      );
      const category = dataOf<{ id: string }>(
        await post(org, "/violation-categories", { name: "Parking", cureDays: 7, fine: "100" }),
      );
      const violation = dataOf<{ id: string }>(
        await post(org, "/violations", {
          propertyId: home.id,
          categoryId: category.id,
          observedOn: "2026-11-01",
        }),
      );
      // The hearing was held yesterday; the violation is at its version 2.
      const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
      await firestore.doc(`orgs/${org.id}/violations/${violation.id}`).update({
        status: "hearing",
        hearing: {
          at: Timestamp.fromDate(yesterday),
          date: yesterday.toISOString().slice(0, 10),
          time: "18:00",
          location: "Clubhouse",
          noticedAt: Timestamp.fromDate(new Date(yesterday.getTime() - 11 * 86_400_000)),
        },
        version: 2,
      });
      return { org, firestore, violation };
    }

    it("posts one fine when administrators decide the same violation at once", async () => {
      const { org, firestore, violation } = await heardViolation("Fine Race HOA");
      const decisions = await together(n, () =>
        post(
          org,
          `/violations/${violation.id}/decision`,
          { decision: "fine", fine: "100" },
          { "if-match": '"2"' },
        ),
      );
      expect(statuses(decisions)).toEqual([200, ...Array<number>(n - 1).fill(412)]);
      const ledger = await organizationLedger(firestore, org.id);
      expect(ledger.map((entry) => [entry.get("kind"), entry.get("amountCents")])).toEqual([
        ["fine", 10000],
      ]);
    });

    it("reverses a fine once when administrators record the appeal at once", async () => {
      const { org, firestore, violation } = await heardViolation("Appeal Race HOA");
      dataOf(
        await post(
          org,
          `/violations/${violation.id}/decision`,
          { decision: "fine", fine: "100" },
          { "if-match": '"2"' },
        ),
      );
      const appeals = await together(n, () =>
        post(
          org,
          `/violations/${violation.id}/appeal`,
          { result: "reversed" },
          { "if-match": '"3"' },
        ),
      );
      expect(statuses(appeals)).toEqual([200, ...Array<number>(n - 1).fill(412)]);
      const ledger = await organizationLedger(firestore, org.id);
      expect(ledger.map((entry) => [entry.get("kind"), entry.get("amountCents")]).sort()).toEqual([
        ["fine", 10000],
        ["reversal", -10000],
      ]);
    });

    it("lets an invitation be accepted once", async () => {
      const org = await organization("Invitation Race HOA");
      const email = `race-${randomUUID()}@example.test`;
      dataOf(await post(org, "/invitations", { emails: [email], role: "member", message: "" }));
      const accepts = await acceptTogether(n, email);
      expect(statuses(accepts)).toEqual([200, ...Array<number>(n - 1).fill(409)]);
      const members = await admin()
        .firestore.collection(`orgs/${org.id}/members`)
        .where("email", "==", email)
        .get();
      expect(members.size).toBe(1);
    });

    it("lets a resident's invitation to the portal be accepted once, linking one account", async () => {
      const org = await organization("Portal Race HOA");
      const home = await property(org, "1 Portal Race Lane");
      const email = `race-${randomUUID()}@example.test`;
      const resident = dataOf<Resident>(
        await post(org, "/residents", { name: "Rae Racer", propertyId: home.id, email }),
      );
      expect((await post(org, `/residents/${resident.id}/invitation`, undefined)).status).toBe(201);
      const accepts = await acceptTogether(n, email);
      expect(statuses(accepts)).toEqual([200, ...Array<number>(n - 1).fill(409)]);
      const { firestore } = admin();
      const members = await firestore
        .collection(`orgs/${org.id}/members`)
        .where("email", "==", email)
        .get();
      expect(members.docs.map((doc) => doc.get("role") as unknown)).toEqual([ROLES.resident]);
      expect(members.docs[0]?.get("residentIds")).toEqual([resident.id]);
      const linked = await firestore.doc(`orgs/${org.id}/residents/${resident.id}`).get();
      expect(linked.get("accountUid")).toBe(members.docs[0]?.id);
    });

    it("gives an event's last two seats to two replies and puts the others on the waiting list in order", async () => {
      const org = await organization("Seat Race HOA");
      const home = await property(org, "1 Seat Lane");
      const residents = await together(n, (index) =>
        post(org, "/residents", { name: `Guest ${index}`, propertyId: home.id }),
      );
      const event = dataOf<Event>(await post(org, "/events", twoSeatEvent));
      const replies = await together(n, (index) =>
        callApi(
          `${org.base}/events/${event.id}/rsvps/${dataOf<Resident>(residents[index] as ApiResult).id}`,
          { method: "PUT", token: org.owner.idToken, json: { response: "going" } },
        ),
      );
      expect(statuses(replies)).toEqual(Array<number>(n).fill(200));
      const results = replies.map((reply) => dataOf<RsvpResult>(reply));
      expect(results.filter((result) => result.rsvp.status === "going")).toHaveLength(2);
      const positions = results
        .map((result) => result.rsvp.waitlistPosition)
        .filter((position): position is number => position !== null);
      expect(new Set(positions).size).toBe(n - 2);
      const stored = await admin().firestore.doc(`orgs/${org.id}/events/${event.id}`).get();
      expect([stored.get("goingSeats"), stored.get("waitlistSeats")]).toEqual([2, n - 2]);
    });

    it("gives an amenity's last place to exactly one of n households booking at once, and charges it once", async () => {
      const org = await organization("Amenity Race HOA");
      const { firestore } = admin();
      const amenity = dataOf<{ id: string }>(
        await post(org, "/amenities", {
          name: "Pool",
          slotMinutes: 60,
          opens: "08:00",
          closes: "20:00",
          days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
          capacity: 2,
          bookAheadDays: 365,
          minNoticeHours: 0,
          cancelHours: 24,
          approval: "automatic",
          fee: "10",
          deposit: "20",
          terms: "",
        }),
      );
      // n + 1 households, each a property with its owner linked to a resident's account.
      const households = await together(n + 1, async (index) => {
        const home = await property(org, `${index + 1} Booking Lane`);
        const resident = dataOf<Resident>(
          await post(org, "/residents", {
            name: `Neighbor ${index + 1}`,
            propertyId: home.id,
            relationship: "Owner",
          }),
        );
        const user = await signUp();
        await firestore.doc(`users/${user.uid}/roles/roles`).set({
          orgId: org.id,
          role: ROLES.resident,
          permissions: [...ROLE_PERMISSIONS.resident],
        });
        await firestore
          .doc(`orgs/${org.id}/members/${user.uid}`)
          .set(
            newMemberDocument(
              { uid: user.uid, email: user.email, displayName: user.email, role: ROLES.resident },
              Timestamp.now(),
            ),
          );
        const linked = await callApi(`${org.base}/residents/${resident.id}/account`, {
          method: "PUT",
          token: org.owner.idToken,
          headers: { "if-match": `"${resident.version}"` },
          json: { uid: user.uid },
        });
        expect(linked.status).toBe(200);
        return { propertyId: home.id, user };
      });
      // A week ahead at 10:00: one household takes the first place, n race for the last.
      const date = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const slot = { amenityId: amenity.id, date, start: "10:00" };
      const book = (index: number) =>
        callApi(`${org.base}/me/bookings`, {
          method: "POST",
          token: (households[index] as { user: TestUser }).user.idToken,
          json: slot,
        });
      expect((await book(n)).status).toBe(201);
      const answers = await together(n, (index) => book(index));
      expect(statuses(answers)).toEqual([201, ...Array<number>(n - 1).fill(409)]);
      for (const answer of answers.filter(({ status }) => status === 409)) {
        expect(answer.body).toEqual({ error: "That time was just booked. Choose another." });
      }
      const stored = await firestore
        .doc(`orgs/${org.id}/amenities/${amenity.id}/slots/${date}_1000`)
        .get();
      expect(stored.get("taken")).toBe(2);
      // The fee and the deposit on the winner's ledger and on the first household's, nowhere else.
      const ledgers = await Promise.all(
        households.map(({ propertyId }) =>
          firestore.collection(`orgs/${org.id}/billingAccounts/${propertyId}/ledger`).get(),
        ),
      );
      expect(ledgers.map((ledger) => ledger.size).sort((a, b) => a - b)).toEqual([
        ...Array<number>(n - 1).fill(0),
        2,
        2,
      ]);
    });

    it("adds one resident of those sent with one email, and counts every resident added to one property", async () => {
      const org = await organization("Email Race HOA");
      const home = await property(org, "1 Email Lane");
      const sameEmail = await together(n, (index) =>
        post(org, "/residents", {
          name: `Twin ${index}`,
          email: "twin@example.test",
          propertyId: home.id,
        }),
      );
      expect(statuses(sameEmail)).toEqual([201, ...Array<number>(n - 1).fill(409)]);
      expect(sameEmail.find(({ status }) => status === 409)?.body).toEqual({
        error: messages.residentEmailTaken,
        fields: { email: messages.residentEmailTaken },
      });
      const housemates = await together(n, (index) =>
        post(org, "/residents", { name: `Housemate ${index}`, propertyId: home.id }),
      );
      expect(statuses(housemates)).toEqual(Array<number>(n).fill(201));
      const stored = dataOf<Property>(
        await callApi(`${org.base}/properties/${home.id}`, { token: org.owner.idToken }),
      );
      expect(stored.residentCount).toBe(n + 1);
    });

    it("answers residents listed and searched while residents are added: pages to the administrator, 403 to an outsider", async () => {
      const org = await organization("List Race HOA");
      const outsider = await organization("Outsider HOA");
      const home = await property(org, "1 Reader Lane");
      // A quarter add residents, a quarter ask as an outsider (refused while its read runs), half
      // list or search as the administrator.
      const kinds = ["add", "outsider", "list", "search"] as const;
      const kind = (index: number) => kinds[index % kinds.length]!;
      const responses = await together(n, (index) => {
        switch (kind(index)) {
          case "add":
            return post(org, "/residents", { name: `Reader ${index}`, propertyId: home.id });
          case "outsider":
            return callApi(`${org.base}/residents`, { token: outsider.owner.idToken });
          case "list":
            return callApi(`${org.base}/residents`, { token: org.owner.idToken });
          case "search":
            return callApi(`${org.base}/residents?q=reader`, { token: org.owner.idToken });
        }
      });
      const expected = { add: 201, outsider: 403, list: 200, search: 200 };
      expect(responses.map((response) => response.status)).toEqual(
        responses.map((_, index) => expected[kind(index)]),
      );
      for (const [index, response] of responses.entries()) {
        if (kind(index) === "outsider") {
          expect(response.body).toEqual({ error: apiMessages.organizationForbidden });
        }
        if (kind(index) === "list" || kind(index) === "search") {
          const { items } = dataOf<{ items: Resident[] }>(response);
          for (const resident of items) expect(resident.name).toMatch(/^Reader \d+$/u);
        }
      }
      const after = dataOf<{ items: Resident[] }>(
        await callApi(`${org.base}/residents?q=reader`, { token: org.owner.idToken }),
      );
      expect(after.items).toHaveLength(n / kinds.length);
    });

    it("adds every photo sent to one album at once, each with its thumbnail, and counts them all", async () => {
      const org = await organization("Photo Race HOA");
      const album = dataOf<AlbumItem>(await post(org, "/media/albums", { title: "Block party" }));
      // Each process that answers loads the image library with its first photo.
      const photos = await together(n, (index) =>
        sharp({ create: { width: 40 + index, height: 30, channels: 3, background: "#2d6a4f" } })
          .png()
          .toBuffer(),
      );
      const uploads = await together(n, async (index) => {
        const response = await fetch(
          `${consoleUrl}${org.base}/media/albums/${album.id}/items?fileName=photo-${index}.png`,
          {
            method: "POST",
            headers: {
              authorization: `Bearer ${org.owner.idToken}`,
              "content-type": "application/octet-stream",
            },
            body: new Uint8Array(photos[index]!),
          },
        );
        return { status: response.status, body: (await response.json()) as unknown };
      });
      expect(uploads.map(({ status }) => status)).toEqual(Array<number>(n).fill(201));
      expect(uploads.every(({ body }) => (body as { data: MediaItem }).data.hasThumbnail)).toBe(
        true,
      );
      const stored = dataOf<AlbumItem>(
        await callApi(`${org.base}/media/albums/${album.id}`, { token: org.owner.idToken }),
      );
      expect(stored.itemCount).toBe(n);
    });

    it("emails every resident sent a message at once, each exactly once", async () => {
      const org = await organization("Mail Race HOA");
      const home = await property(org, "1 Letter Lane");
      const emails = Array.from(
        { length: n },
        (_, index) => `reader-${index}-${randomUUID()}@example.test`,
      );
      const residents = await together(n, async (index) =>
        dataOf<Resident>(
          await post(org, "/residents", {
            name: `Reader ${index}`,
            email: emails[index],
            propertyId: home.id,
          }),
        ),
      );
      // Each process that answers loads the SMTP library with its first email.
      const sent = await together(n, (index) =>
        post(org, "/communications/emails", {
          recipientType: "resident",
          residentId: residents[index]!.id,
          subject: `Notice ${index}`,
          message: "The pool opens on Saturday.",
          priority: "normal",
        }),
      );
      expect(statuses(sent)).toEqual(Array<number>(n).fill(201));
      for (const [index, email] of emails.entries()) {
        const received = await waitForEmailsTo(email.toLowerCase(), 1, 30_000);
        expect(received.map((mail) => mail.subject)).toEqual([`Notice ${index}`]);
      }
    });

    it("sends an email, opens a ticket and records a payment once each when each is sent n times with one Idempotency-Key", async () => {
      const org = await organization("Once Race HOA");
      const home = await property(org, "1 Once Lane");
      const email = `once-${randomUUID()}@example.test`;
      const resident = dataOf<Resident>(
        await post(org, "/residents", { name: "Ana Ruiz", email, propertyId: home.id }),
      );
      const sameKey = (path: string, body: unknown) => {
        const key = { "idempotency-key": randomUUID() };
        return together(n, () => post(org, path, body, key));
      };
      const [emails, tickets, payments] = await Promise.all([
        sameKey("/communications/emails", {
          recipientType: "resident",
          residentId: resident.id,
          subject: "Gate code",
          message: "The new code is 4321.",
          priority: "normal",
        }),
        sameKey("/tickets", { subject: "Gate sticks", residentId: resident.id }),
        sameKey(`/billing/properties/${home.id}/payments`, {
          method: "ach",
          amount: "10.25",
          date: "2026-11-20",
        }),
      ]);
      for (const responses of [emails, tickets, payments]) {
        expect(statuses(responses)).toEqual(Array<number>(n).fill(201));
        expect(new Set(responses.map((response) => dataOf<{ id: string }>(response).id)).size).toBe(
          1,
        );
      }
      expect(dataOf<Ticket>(tickets[0] as ApiResult).number).toBe(1);

      const { firestore } = admin();
      const count = async (path: string) =>
        (await firestore.collection(path).count().get()).data().count;
      expect(await count(`orgs/${org.id}/communications`)).toBe(1);
      expect(await count(`orgs/${org.id}/tickets`)).toBe(1);
      expect(await organizationLedger(firestore, org.id)).toHaveLength(1);
      // The communication's emails are queued by its sending job, after the answer.
      expect(await waitForEmailsTo(email, 1, 30_000)).toHaveLength(1);
      const queued = await firestore.collection("mail").where("to", "==", email).get();
      expect(queued.size).toBe(1);
    });

    it("refuses text that is not valid Unicode sent at once: every one a 400, nothing stored", async () => {
      const org = await organization("Unicode Race HOA");
      const refused = await together(n, (index) =>
        callApi(`${org.base}/media/albums`, {
          method: "POST",
          token: org.owner.idToken,
          body: `{"title":"Album ${index} \\ud800"}`,
          headers: { "content-type": "application/json" },
        }),
      );
      expect(statuses(refused)).toEqual(Array<number>(n).fill(400));
      expect(refused[0]?.body).toEqual({
        error: apiMessages.textNotUnicode,
        fields: { title: apiMessages.textNotUnicode },
      });
      const albums = dataOf<{ items: AlbumItem[] }>(
        await callApi(`${org.base}/media/albums`, { token: org.owner.idToken }),
      );
      expect(albums.items).toEqual([]);
    });

    it("adds one property of those sent with one address and unit", async () => {
      const org = await organization("Address Race HOA");
      const responses = await together(n, () =>
        post(org, "/properties", { address: "9 Same Street", unit: "4B", type: "Condo" }),
      );
      expect(statuses(responses)).toEqual([201, ...Array<number>(n - 1).fill(409)]);
      const stored = await admin().firestore.collection(`orgs/${org.id}/properties`).get();
      expect(stored.size).toBe(1);
    });

    it("decides an architectural request once when its two last reviewers vote at once, each n/2 times", async () => {
      const org = await organization("Review Race HOA");
      const { firestore } = admin();
      const now = Timestamp.now();
      const home = await property(org, "4 Review Row");
      dataOf(
        await post(org, "/residents", {
          name: "Rae Owner",
          propertyId: home.id,
          email: `rae-${randomUUID()}@example.com`,
          relationship: "Owner",
        }),
      );
      const reviewers = await together(3, () => signUp());
      const batch = firestore.batch();
      for (const { uid, email } of reviewers) {
        batch.set(firestore.doc(`users/${uid}/roles/roles`), {
          orgId: org.id,
          role: ROLES.member,
          permissions: [],
        });
        batch.set(
          firestore.doc(`orgs/${org.id}/members/${uid}`),
          newMemberDocument({ uid, email, displayName: email, role: ROLES.member }, now),
        );
      }
      await batch.commit();
      const procedure = await callApi(`${org.base}/architectural-review/settings`, {
        method: "PUT",
        token: org.owner.idToken,
        headers: { "if-match": '"0"' },
        json: {
          committee: reviewers.map((reviewer) => reviewer.uid),
          directors: [org.owner.uid],
          responseDays: 30,
          deadlineOutcome: "escalated",
        },
      });
      expect(procedure.status).toBe(200);
      const draft = dataOf<{ id: string }>(
        await post(org, "/architectural-requests", {
          propertyId: home.id,
          category: "solar",
          title: "Solar panels on the south roof",
          description: "Twelve panels, black frames.",
          plannedStart: "2027-02-01",
          plannedEnd: "2027-02-03",
        }),
      );
      dataOf(
        await post(org, `/architectural-requests/${draft.id}/submit`, {}, { "if-match": '"1"' }),
      );
      const vote = (reviewer: TestUser) =>
        callApi(`${org.base}/architectural-requests/${draft.id}/votes`, {
          method: "POST",
          token: reviewer.idToken,
          json: { vote: "approve", comment: "" },
        });
      dataOf(await vote(reviewers[0] as TestUser));
      // The last two reviewers, each voting n/2 times at once (two devices, a double click...).
      const votes = await together(n, (index) => vote(reviewers[1 + (index % 2)] as TestUser));
      expect(statuses(votes)).toEqual([200, 200, ...Array<number>(n - 2).fill(409)]);
      const decided = dataOf<{ status: string; review: { revealed: { votes: unknown[] }[] } }>(
        await callApi(`${org.base}/architectural-requests/${draft.id}`, {
          token: org.owner.idToken,
        }),
      );
      expect(decided.status).toBe("approved");
      expect(decided.review.revealed[0]?.votes).toHaveLength(3);
      const timeline = await firestore
        .collection(`orgs/${org.id}/architecturalRequests/${draft.id}/timeline`)
        .get();
      const steps = timeline.docs.map((doc) => doc.get("step") as string);
      expect(steps.filter((step) => step === "decided")).toHaveLength(1);
      expect(steps.filter((step) => step === "vote")).toHaveLength(3);
      const letters = await firestore
        .collection("mail")
        .where("ref", "==", `orgs/${org.id}/architecturalRequests/${draft.id}`)
        .where("kind", "==", "architecturalLetter")
        .get();
      expect(letters.size).toBe(1);
      const record = await firestore
        .collection(`orgs/${org.id}/properties/${home.id}/modifications`)
        .get();
      expect(record.docs.map((doc) => doc.id)).toEqual([draft.id]);
    });

    it("keeps one administrator when every administrator steps down at once", async () => {
      const org = await organization("Admin Race HOA");
      const { firestore } = admin();
      const now = Timestamp.now();
      const others = await together(n - 1, () => signUp());
      const batch = firestore.batch();
      for (const { uid, email } of others) {
        batch.set(firestore.doc(`users/${uid}/roles/roles`), {
          orgId: org.id,
          role: ROLES.admin,
          permissions: [...ROLE_PERMISSIONS.admin],
        });
        batch.set(
          firestore.doc(`orgs/${org.id}/members/${uid}`),
          newMemberDocument({ uid, email, displayName: email, role: ROLES.admin }, now),
        );
      }
      await batch.commit();

      const admins = [org.owner, ...others];
      const demotions = await together(n, (index) => {
        const self = admins[index] as TestUser;
        return callApi(`${org.base}/members/${self.uid}`, {
          method: "PATCH",
          token: self.idToken,
          headers: { "if-match": '"1"' },
          json: { role: ROLES.member },
        });
      });
      expect(statuses(demotions)).toEqual([...Array<number>(n - 1).fill(200), 409]);
      expect(demotions.find(({ status }) => status === 409)?.body).toEqual({
        error: apiMessages.lastAdministrator,
      });
      const remaining = await firestore
        .collection(`orgs/${org.id}/members`)
        .where("role", "==", ROLES.admin)
        .get();
      expect(remaining.size).toBe(1);
    });

    it("the same voter's link clicked on n devices at once casts one ballot", async () => {
      const org = await organization("Ballot Race HOA");
      const settings = await callApi(`${org.base}/elections/settings`, {
        method: "PUT",
        token: org.owner.idToken,
        headers: { "if-match": '"0"' },
        json: { ruleSet: "general", quorumBasisPoints: 2_000 },
      });
      expect(settings.status).toBe(200);
      const home = await property(org, "1 Ballot Race Lane");
      const email = `race-${randomUUID()}@example.test`;
      dataOf(
        await post(org, "/residents", {
          name: "Val Voter",
          propertyId: home.id,
          email,
          relationship: "Owner",
        }),
      );
      const day = 24 * 60 * 60 * 1000;
      const election = dataOf<{ id: string; version: number }>(
        await post(org, "/elections", {
          title: "Repave the roads",
          vote: { kind: "measure", measureType: "other", threshold: "majorityOfVotesCast" },
          ballotsOutAt: new Date(Date.now() + day).toISOString(),
          votingDeadline: new Date(Date.now() + 45 * day).toISOString(),
          inspector: { name: "Irene Inspector", email: `inspector-${randomUUID()}@example.test` },
        }),
      );
      const opened = await post(org, `/elections/${election.id}/open`, undefined, {
        "if-match": `"${election.version}"`,
      });
      expect(opened.status).toBe(200);
      const [mail] = await waitForEmailsTo(email, 1);
      const token = new RegExp(`${consoleUrl}/ballot/([A-Za-z0-9_-]{43})`, "u").exec(
        mail?.text ?? "",
      )?.[1];
      expect(token).toBeDefined();
      const casts = await together(n, (index) =>
        callApi(`/api/ballots/${token}`, {
          method: "POST",
          json: { choices: { answer: index % 2 === 0 ? "yes" : "no" }, electronicConsent: true },
        }),
      );
      expect(statuses(casts)).toEqual([201, ...Array<number>(n - 1).fill(409)]);
      for (const refused of casts.filter(({ status }) => status === 409)) {
        expect((refused.body as { error: string }).error).toMatch(
          /^A ballot from this property was already counted online on /u,
        );
      }
      const { firestore } = admin();
      const path = `orgs/${org.id}/elections/${election.id}`;
      expect((await firestore.collection(`${path}/box`).get()).size).toBe(1);
      const roll = await firestore.collection(`${path}/roll`).where("voted", "==", true).get();
      expect(roll.size).toBe(1);
    });
  });
}

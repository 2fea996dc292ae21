import { amenityMessages as m } from "@hoa/validation/amenities";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildTestApi, call, testClock, useTestApi } from "../../../test/support/api.js";
import {
  addProperty,
  collectionRequests,
  dataOf,
  join,
  linkResident,
  organization,
  type TestOrganization,
} from "../../../test/support/directory.js";
import type { AmenityCalendar, Booking } from "./documents.js";
import { amenitySlotsFixed } from "./store.js";

const db = useTestApi();

/** 04:00 on Sunday, November 22, 2026 in Los Angeles: the test clock's start. */
const START = "2026-11-22T12:00:00.000Z";
const HOUR = 3_600_000;

/** The clubhouse: Friday to Sunday, 10:00 to 22:00 in 4-hour slots, one household at a time. */
const CLUBHOUSE = {
  name: "Clubhouse",
  description: "The hall, kitchen and terrace.",
  location: "1 Maple Grove Way",
  slotMinutes: 240,
  opens: "10:00",
  closes: "22:00",
  days: ["fri", "sat", "sun"],
  capacity: 1,
  limits: { perDay: 1, perWeek: 2, perMonth: null },
  bookAheadDays: 60,
  minNoticeHours: 48,
  cancelHours: 72,
  approval: "automatic",
  fee: "150",
  deposit: "200",
  terms: "No amplified music after 10 PM. Leave the kitchen as you found it.",
};

/** The pool: every day, 8:00 to 20:00 in hours, two households an hour. */
const POOL = {
  ...CLUBHOUSE,
  name: "Pool",
  location: "Behind the clubhouse",
  slotMinutes: 60,
  opens: "08:00",
  closes: "20:00",
  days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
  capacity: 2,
  limits: { perDay: 1 },
  minNoticeHours: 0,
  fee: "0",
  deposit: "0",
  terms: "",
};

interface LedgerItem {
  id: string;
  kind: string;
  amountCents: number;
  balanceAfterCents: number;
  memo: string;
  reverses: string | null;
}

/** An API whose clock a test moves (the event passes, the deposit is released). */
function movableApi() {
  const clock = testClock(new Date(START));
  return { clock, api: buildTestApi(db.firestore, { clock }) };
}

/** A property with its owner on file, linked to a resident's account of the portal. */
async function household(org: TestOrganization, address: string, name: string) {
  const property = await addProperty(db, org, { address, unit: "1" });
  const email = `${name.toLowerCase().replace(/\W+/gu, ".")}@example.com`;
  const resident = dataOf<{ id: string }>(
    await collectionRequests(db, "residents").create(org, {
      name,
      propertyId: property.id,
      email,
      relationship: "Owner",
    }),
  );
  const account = await join(db, org.id, "resident");
  expect((await linkResident(db, org, resident.id, account.uid)).status).toBe(200);
  return { propertyId: property.id, residentId: resident.id, token: account.token, email };
}

async function community(amenity: Record<string, unknown> = CLUBHOUSE) {
  const org = await organization(db, "Maple Grove HOA");
  const created = await call(db.api, `/api/orgs/${org.id}/amenities`, {
    method: "POST",
    token: org.token,
    body: amenity,
  });
  expect(created.status).toBe(201);
  const lucia = await household(org, "10 Oak Lane", "Lucía Pham");
  const omar = await household(org, "12 Oak Lane", "Omar Haddad");
  return {
    org,
    amenity: dataOf<{ id: string; termsVersion: number; version: number }>(created),
    lucia,
    omar,
  };
}

function requests(org: TestOrganization, api = db.api) {
  const base = `/api/orgs/${org.id}`;
  return {
    book: (token: string, body: object) =>
      call(api, `${base}/me/bookings`, { method: "POST", token, body }),
    bookFor: (body: object, token = org.token) =>
      call(api, `${base}/bookings`, { method: "POST", token, body }),
    step: (booking: Booking, action: string, body: object = {}, token = org.token) =>
      call(api, `${base}/bookings/${booking.id}/${action}`, {
        method: "POST",
        token,
        body,
        headers: { "if-match": `"${booking.version}"` },
      }),
    cancelOwn: (token: string, id: string, body: object = {}) =>
      call(api, `${base}/me/bookings/${id}/cancel`, { method: "POST", token, body }),
    calendar: async (amenityId: string, query: string, token = org.token) =>
      call(api, `${base}/amenities/${amenityId}/calendar?${query}`, { token }),
    ledger: async (propertyId: string) =>
      dataOf<{ items: LedgerItem[] }>(
        await call(api, `${base}/billing/properties/${propertyId}/ledger?sort=seq`, {
          token: org.token,
        }),
      ).items,
  };
}

const clubhouseBooking = (amenityId: string, date = "2026-12-05", start = "18:00") => ({
  amenityId,
  date,
  start,
  acceptTerms: true,
});

describe("amenities", () => {
  it("are added, changed and read as the rules say, by administrators only", async () => {
    const { org, amenity, lucia } = await community();
    const base = `/api/orgs/${org.id}/amenities`;
    expect(amenity).toMatchObject({
      name: "Clubhouse",
      days: ["fri", "sat", "sun"],
      limits: { perDay: 1, perWeek: 2, perMonth: null },
      fee: "150.00",
      deposit: "200.00",
      termsVersion: 1,
      active: true,
    });
    expect(
      await call(db.api, base, {
        method: "POST",
        token: org.token,
        body: { ...CLUBHOUSE, closes: "09:00" },
      }),
    ).toMatchObject({ status: 400, body: { fields: { closes: m.closesBeforeOpens } } });
    expect(
      (await call(db.api, base, { method: "POST", token: lucia.token, body: CLUBHOUSE })).status,
    ).toBe(403);
    const board = await join(db, org.id, "member");
    expect(
      (await call(db.api, base, { method: "POST", token: board.token, body: CLUBHOUSE })).status,
    ).toBe(403);

    const changed = await call(db.api, `${base}/${amenity.id}`, {
      method: "PATCH",
      token: org.token,
      headers: { "if-match": `"${amenity.version}"` },
      body: { terms: "No glitter.", active: false },
    });
    expect(changed).toMatchObject({ status: 200, body: { data: { termsVersion: 2, version: 2 } } });
    // A resident sees the amenities taking bookings only.
    expect(dataOf<unknown[]>(await call(db.api, base, { token: lucia.token }))).toEqual([]);
    expect((await call(db.api, `${base}/${amenity.id}`, { token: lucia.token })).status).toBe(404);
    expect(dataOf<unknown[]>(await call(db.api, base, { token: board.token }))).toHaveLength(1);
    const hours = await call(db.api, `${base}/${amenity.id}`, {
      method: "PATCH",
      token: org.token,
      headers: { "if-match": '"2"' },
      body: { opens: "20:00" },
    });
    expect(hours).toMatchObject({ status: 400, body: { fields: { slotMinutes: m.noSlotFits } } });
    const deleted = await call(db.api, `${base}/${amenity.id}`, {
      method: "DELETE",
      token: org.token,
      headers: { "if-match": '"2"' },
    });
    expect(deleted.status).toBe(200);
  });

  it("keep their bookings: no deletion and no new slots while bookings hold them", async () => {
    const { org, amenity, lucia } = await community();
    const base = `/api/orgs/${org.id}/amenities/${amenity.id}`;
    expect((await requests(org).book(lucia.token, clubhouseBooking(amenity.id))).status).toBe(201);
    const patch = (body: object) =>
      call(db.api, base, {
        method: "PATCH",
        token: org.token,
        headers: { "if-match": '"1"' },
        body,
      });
    expect(await patch({ slotMinutes: 180 })).toMatchObject({
      status: 409,
      body: { error: amenitySlotsFixed },
    });
    expect(
      await call(db.api, base, {
        method: "DELETE",
        token: org.token,
        headers: { "if-match": '"1"' },
      }),
    ).toMatchObject({ status: 409, body: { error: m.hasBookings } });
    expect(await patch({ active: false })).toMatchObject({ status: 200 });
    expect(
      await requests(org).book(lucia.token, clubhouseBooking(amenity.id, "2026-12-06")),
    ).toMatchObject({ status: 409, body: { error: m.inactive } });
  });
});

describe("a resident books the clubhouse", () => {
  it("is confirmed at once, charged the fee and the deposit, and sees it in the calendar and as .ics", async () => {
    const { org, amenity, lucia, omar } = await community();
    const { book, calendar, ledger } = requests(org);
    const answer = await book(lucia.token, { ...clubhouseBooking(amenity.id), note: "Birthday" });
    expect(answer.status).toBe(201);
    const booking = dataOf<Booking>(answer);
    expect(booking).toMatchObject({
      kind: "booking",
      status: "confirmed",
      amenity: { id: amenity.id, name: "Clubhouse", location: "1 Maple Grove Way" },
      propertyId: lucia.propertyId,
      propertyLabel: "10 Oak Lane, 1",
      householdName: "Lucía Pham",
      date: "2026-12-05",
      start: "18:00",
      end: "22:00",
      startsAt: "2026-12-06T02:00:00.000Z",
      endsAt: "2026-12-06T06:00:00.000Z",
      timeZone: "America/Los_Angeles",
      fee: "150.00",
      deposit: "200.00",
      depositState: "held",
      terms: { version: 1, acceptedAt: "2026-11-22T12:00:00.000Z" },
      bookedBy: { asAdministrator: false },
      ledgerEntryIds: [`booking-${booking.id}-fee`, `booking-${booking.id}-deposit`],
    });
    expect(answer.headers.etag).toBe('"1"');
    expect(await ledger(lucia.propertyId)).toEqual([
      expect.objectContaining({
        id: `booking-${booking.id}-fee`,
        kind: "charge",
        amountCents: 15000,
        memo: "Clubhouse booking, Sat 5 Dec 2026 6:00 PM: fee",
      }),
      expect.objectContaining({
        id: `booking-${booking.id}-deposit`,
        kind: "charge",
        amountCents: 20000,
        balanceAfterCents: 35000,
        memo: "Clubhouse booking, Sat 5 Dec 2026 6:00 PM: refundable deposit",
      }),
    ]);
    const mail = await db.firestore
      .collection("mail")
      .where("ref", "==", `orgs/${org.id}/bookings/${booking.id}`)
      .get();
    expect(mail.docs.map((doc) => [doc.get("to"), doc.get("kind")])).toEqual([
      [lucia.email, "bookingConfirmed"],
    ]);
    expect(mail.docs[0]!.get("message.text")).toContain("a refundable deposit of $200.00");

    // The board sees who booked; another household sees the slot taken, not by whom.
    const query = "from=2026-12-04&to=2026-12-08";
    const boardView = dataOf<AmenityCalendar>(await calendar(amenity.id, query));
    expect(boardView.days.map((day) => [day.date, day.open, day.slots.length])).toEqual([
      ["2026-12-04", true, 3],
      ["2026-12-05", true, 3],
      ["2026-12-06", true, 3],
      ["2026-12-07", false, 0],
      ["2026-12-08", false, 0],
    ]);
    const evening = boardView.days[1]!.slots[2]!;
    expect(evening).toMatchObject({ start: "18:00", capacity: 1, taken: 1, available: 0 });
    expect(evening.bookings).toEqual([
      expect.objectContaining({
        id: booking.id,
        propertyLabel: "10 Oak Lane, 1",
        status: "confirmed",
      }),
    ]);
    const omarView = dataOf<AmenityCalendar>(await calendar(amenity.id, query, omar.token));
    expect(omarView.days[1]!.slots[2]).toMatchObject({ taken: 1, available: 0, bookings: [] });
    const luciaView = dataOf<AmenityCalendar>(await calendar(amenity.id, query, lucia.token));
    expect(luciaView.days[1]!.slots[2]!.bookings).toHaveLength(1);
    expect(await calendar(amenity.id, "from=2026-12-01&to=2027-01-12")).toMatchObject({
      status: 400,
      body: { fields: { to: m.calendarTooLong } },
    });

    // Omar wants the same slot: taken.
    expect(await book(omar.token, clubhouseBooking(amenity.id))).toMatchObject({
      status: 409,
      body: { error: m.slotTaken },
    });

    const ics = await db.api.request(`/api/orgs/${org.id}/me/bookings/${booking.id}/ics`, {
      headers: { authorization: `Bearer ${lucia.token}` },
    });
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toContain("text/calendar");
    expect(ics.headers.get("content-disposition")).toContain("clubhouse-2026-12-05-1800.ics");
    const text = await ics.text();
    expect(text).toContain("DTSTART;TZID=America/Los_Angeles:20261205T180000");
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!,
    );
    expect(event.uid).toBe(`${booking.id}@${org.id}.bookings.hoa`);
    expect(event.location).toBe("1 Maple Grove Way");
    expect(event.summary).toBe("Clubhouse booking");
    expect(text).toContain("DTEND;TZID=America/Los_Angeles:20261205T220000");
    expect(text).toMatch(/DTSTAMP:20261122T120000Z\r\n/u);
    // Another household's booking is not found, on every route of the portal.
    const others = `/api/orgs/${org.id}/me/bookings/${booking.id}`;
    expect((await call(db.api, others, { token: omar.token })).status).toBe(404);
    expect((await call(db.api, `${others}/ics`, { token: omar.token })).status).toBe(404);
    expect((await requests(org).cancelOwn(omar.token, booking.id)).status).toBe(404);
    expect(
      dataOf<Booking[]>(
        await call(db.api, `/api/orgs/${org.id}/me/bookings`, { token: omar.token }),
      ),
    ).toEqual([]);
    // The board's routes are not the portal's.
    expect(
      (
        await requests(org).bookFor(
          { ...clubhouseBooking(amenity.id), propertyId: lucia.propertyId },
          lucia.token,
        )
      ).status,
    ).toBe(403);
    expect(
      (await call(db.api, `/api/orgs/${org.id}/bookings`, { token: lucia.token })).status,
    ).toBe(403);
    expect((await requests(org).step(booking, "release-deposit", {}, lucia.token)).status).toBe(
      403,
    );
  });

  it("refuses what the rules refuse, each with its message", async () => {
    const { org, amenity, lucia } = await community();
    const { book } = requests(org);
    const body = clubhouseBooking(amenity.id);
    const refusals: [object, number, string, string?][] = [
      [{ acceptTerms: false }, 400, m.termsRequired, "acceptTerms"],
      [{ date: "2026-12-01" }, 400, m.closedThatDay, "date"],
      [{ start: "17:00" }, 400, m.notASlot, "start"],
      [{ date: "2026-11-24", start: "10:00" }, 400, m.closedThatDay, "date"],
      [{ date: "2026-11-21" }, 400, m.inThePast, "date"],
      [{ date: "2027-01-22" }, 400, m.tooFarAhead(60), "date"],
      [{ termsVersion: 7 }, 409, m.termsChanged],
      [{ amenityId: "gone" }, 400, m.notFound, "amenityId"],
      [{ propertyId: "elsewhere" }, 400, m.notYourProperty, "propertyId"],
    ];
    for (const [change, status, message, field] of refusals) {
      expect(await book(lucia.token, { ...body, ...change }), JSON.stringify(change)).toMatchObject(
        {
          status,
          body: { error: message, ...(field ? { fields: { [field]: message } } : {}) },
        },
      );
    }
    const { clock, api } = movableApi();
    clock.advance(4 * 24 * HOUR + 6 * HOUR); // Thursday 10:00: Friday 10:00 is 24 hours away.
    expect(
      await requests(org, api).book(
        lucia.token,
        clubhouseBooking(amenity.id, "2026-11-27", "10:00"),
      ),
    ).toMatchObject({ status: 400, body: { error: m.tooSoon(48) } });
    expect(
      await requests(org, api).book(lucia.token, { ...body, acceptTerms: true, termsVersion: 1 }),
    ).toMatchObject({ status: 201 });

    // Limits: one a day, two a week (Monday to Sunday).
    expect(
      await book(lucia.token, clubhouseBooking(amenity.id, "2026-12-05", "10:00")),
    ).toMatchObject({
      status: 409,
      body: { error: m.perDayReached(1) },
    });
    expect(
      (await book(lucia.token, clubhouseBooking(amenity.id, "2026-12-04", "10:00"))).status,
    ).toBe(201);
    expect(
      await book(lucia.token, clubhouseBooking(amenity.id, "2026-12-06", "10:00")),
    ).toMatchObject({
      status: 409,
      body: { error: m.perWeekReached(2) },
    });
    expect(
      (await book(lucia.token, clubhouseBooking(amenity.id, "2026-12-11", "10:00"))).status,
    ).toBe(201);
  });

  it("asks a resident of two properties which one, and a resident of none to be linked", async () => {
    const { org, amenity, lucia } = await community();
    const second = await addProperty(db, org, { address: "14 Oak Lane", unit: "1" });
    const account = await join(db, org.id, "resident");
    for (const propertyId of [lucia.propertyId, second.id]) {
      const resident = dataOf<{ id: string }>(
        await collectionRequests(db, "residents").create(org, {
          name: "Ana Landlord",
          propertyId,
          relationship: "Owner",
        }),
      );
      await linkResident(db, org, resident.id, account.uid);
    }
    const { book } = requests(org);
    expect(await book(account.token, clubhouseBooking(amenity.id))).toMatchObject({
      status: 400,
      body: { fields: { propertyId: m.chooseProperty } },
    });
    const chosen = await book(account.token, {
      ...clubhouseBooking(amenity.id),
      propertyId: second.id,
    });
    expect(chosen).toMatchObject({
      status: 201,
      body: { data: { propertyLabel: "14 Oak Lane, 1" } },
    });
    const unlinked = await join(db, org.id, "resident");
    expect(await book(unlinked.token, clubhouseBooking(amenity.id, "2026-12-06"))).toMatchObject({
      status: 409,
      body: { error: m.noHousehold },
    });
  });
});

describe("cancelling and the deposit", () => {
  it("gives back the fee and the deposit before the window, only the deposit after it", async () => {
    const { org, amenity, lucia, omar } = await community();
    const { clock, api } = movableApi();
    const { book, cancelOwn, ledger } = requests(org, api);
    const early = dataOf<Booking>(await book(lucia.token, clubhouseBooking(amenity.id)));
    const cancelled = await cancelOwn(lucia.token, early.id, { reason: "Plans changed" });
    expect(cancelled).toMatchObject({
      status: 200,
      body: { data: { status: "cancelled", feeRefunded: true, depositState: "released" } },
    });
    expect((await ledger(lucia.propertyId)).map((entry) => [entry.id, entry.amountCents])).toEqual([
      [`booking-${early.id}-fee`, 15000],
      [`booking-${early.id}-deposit`, 20000],
      [`reversal-booking-${early.id}-fee`, -15000],
      [`reversal-booking-${early.id}-deposit`, -20000],
    ]);
    expect((await cancelOwn(lucia.token, early.id)).status).toBe(409);

    // The slot is free again: Omar books it, and cancels inside the window.
    const late = dataOf<Booking>(await book(omar.token, clubhouseBooking(amenity.id)));
    clock.advance(12 * 24 * HOUR); // Friday, December 4, 04:00: 38 hours before the start.
    const after = dataOf<Booking>(await cancelOwn(omar.token, late.id));
    expect(after).toMatchObject({ feeRefunded: false, depositState: "released" });
    const entries = await ledger(omar.propertyId);
    expect(entries.map((entry) => entry.id)).toEqual([
      `booking-${late.id}-fee`,
      `booking-${late.id}-deposit`,
      `reversal-booking-${late.id}-deposit`,
    ]);
    expect(entries.at(-1)).toMatchObject({
      balanceAfterCents: 15000,
      memo: "Clubhouse booking, Sat 5 Dec 2026 6:00 PM: deposit refunded, cancelled",
    });
    const mail = await db.firestore
      .collection("mail")
      .where("ref", "==", `orgs/${org.id}/bookings/${late.id}`)
      .get();
    const texts = mail.docs.map((doc) => String(doc.get("message.text")));
    expect(texts.some((text) => text.includes("The fee of $150.00 is kept"))).toBe(true);
    clock.advance(3 * 24 * HOUR); // Monday, December 7: Sunday's evening has started.
    const third = dataOf<Booking>(
      await requests(org).book(lucia.token, clubhouseBooking(amenity.id, "2026-12-06")),
    );
    expect(await cancelOwn(lucia.token, third.id)).toMatchObject({
      status: 409,
      body: { error: m.alreadyStarted },
    });
  });

  it("releases a deposit after the event, in whole or with a part kept and its reason", async () => {
    const { org, amenity, lucia, omar } = await community();
    const { clock, api } = movableApi();
    const { book, step, ledger } = requests(org, api);
    const first = dataOf<Booking>(await book(lucia.token, clubhouseBooking(amenity.id)));
    const second = dataOf<Booking>(
      await book(omar.token, clubhouseBooking(amenity.id, "2026-12-05", "10:00")),
    );
    expect(await step(first, "release-deposit")).toMatchObject({
      status: 409,
      body: { error: m.depositBeforeEnd },
    });
    clock.advance(14 * 24 * HOUR); // December 6: both have ended.
    expect(await step(first, "release-deposit", { kept: "250" })).toMatchObject({
      status: 400,
      body: { fields: { kept: m.keptOverDeposit(20000) } },
    });
    expect(await step(first, "release-deposit", { kept: "50" })).toMatchObject({
      status: 400,
      body: { fields: { reason: m.keptReasonRequired } },
    });
    const kept = await step(first, "release-deposit", {
      kept: "50",
      reason: "Cleaning the kitchen",
    });
    expect(kept).toMatchObject({
      status: 200,
      body: {
        data: { depositState: "kept", depositKept: "50.00", depositReason: "Cleaning the kitchen" },
      },
    });
    expect((await ledger(lucia.propertyId)).at(-1)).toEqual(
      expect.objectContaining({
        id: `booking-${first.id}-deposit-release`,
        kind: "credit",
        amountCents: -15000,
        balanceAfterCents: 20000,
        memo: "Clubhouse booking, Sat 5 Dec 2026 6:00 PM: deposit released, $50.00 kept: Cleaning the kitchen",
      }),
    );
    expect(await step(dataOf<Booking>(kept), "release-deposit")).toMatchObject({
      status: 409,
      body: { error: m.noDepositHeld },
    });
    const whole = dataOf<Booking>(await step(second, "release-deposit", {}));
    expect(whole).toMatchObject({ depositState: "released", depositKept: "0.00" });
    expect((await ledger(omar.propertyId)).at(-1)).toMatchObject({
      kind: "reversal",
      reverses: `booking-${second.id}-deposit`,
      balanceAfterCents: 15000,
    });
  });
});

describe("approval", () => {
  it("holds the slot without charging, then approves (charged) or declines (nothing posted)", async () => {
    const { org, amenity, lucia, omar } = await community({ ...CLUBHOUSE, approval: "required" });
    const { book, step, ledger } = requests(org);
    const pending = dataOf<Booking>(await book(lucia.token, clubhouseBooking(amenity.id)));
    expect(pending).toMatchObject({ status: "pending", depositState: "none", ledgerEntryIds: [] });
    expect(await ledger(lucia.propertyId)).toEqual([]);
    expect(await book(omar.token, clubhouseBooking(amenity.id))).toMatchObject({ status: 409 });
    const queue = await call(db.api, `/api/orgs/${org.id}/bookings?status=pending&sort=startsAt`, {
      token: org.token,
    });
    expect(dataOf<{ items: Booking[] }>(queue).items.map((item) => item.id)).toEqual([pending.id]);

    const member = await join(db, org.id, "member");
    expect((await step(pending, "approve", {}, member.token)).status).toBe(403);
    const approved = dataOf<Booking>(await step(pending, "approve"));
    expect(approved).toMatchObject({ status: "confirmed", depositState: "held", version: 2 });
    expect((await ledger(lucia.propertyId)).map((entry) => entry.amountCents)).toEqual([
      15000, 20000,
    ]);
    expect(await step(approved, "approve")).toMatchObject({
      status: 409,
      body: { error: m.notPending },
    });
    expect((await step(pending, "decline", { reason: "x" })).status).toBe(412);

    const other = dataOf<Booking>(
      await book(omar.token, clubhouseBooking(amenity.id, "2026-12-06")),
    );
    expect(await step(other, "decline")).toMatchObject({
      status: 400,
      body: { fields: { reason: m.reasonRequired } },
    });
    const declined = dataOf<Booking>(await step(other, "decline", { reason: "Private event" }));
    expect(declined).toMatchObject({ status: "declined", reason: "Private event" });
    expect(await ledger(omar.propertyId)).toEqual([]);
    // The slot is free again.
    expect((await book(lucia.token, clubhouseBooking(amenity.id, "2026-12-06"))).status).toBe(201);
  });
});

describe("administrators", () => {
  it("book for a household past the notice, within its limits, and block time", async () => {
    const { org, amenity, lucia, omar } = await community();
    const { bookFor, book, step, calendar } = requests(org);
    // Friday 10:00 tomorrow-and-a-bit: under the 48 hours' notice a resident needs.
    const { clock, api } = movableApi();
    clock.advance(4 * 24 * HOUR);
    const soon = await requests(org, api).bookFor({
      ...clubhouseBooking(amenity.id, "2026-11-27", "10:00"),
      acceptTerms: false,
      propertyId: omar.propertyId,
    });
    expect(soon).toMatchObject({
      status: 201,
      body: {
        data: {
          householdName: "Omar Haddad",
          bookedBy: { asAdministrator: true },
          terms: { version: 1, acceptedAt: null },
        },
      },
    });
    expect(
      await requests(org, api).bookFor({
        ...clubhouseBooking(amenity.id, "2026-11-27", "14:00"),
        propertyId: omar.propertyId,
      }),
    ).toMatchObject({ status: 409, body: { error: m.perDayReached(1) } });
    expect(await bookFor(clubhouseBooking(amenity.id))).toMatchObject({
      status: 400,
      body: { fields: { propertyId: m.propertyRequired } },
    });

    const held = dataOf<Booking>(await book(lucia.token, clubhouseBooking(amenity.id)));
    const blocks = `/api/orgs/${org.id}/amenities/${amenity.id}/blocks`;
    const over = await call(db.api, blocks, {
      method: "POST",
      token: org.token,
      body: { from: "2026-12-05", to: "2026-12-06", reason: "Painting" },
    });
    expect(over).toMatchObject({
      status: 409,
      body: { error: m.blockOverBookings(["Sat 5 Dec 2026 6:00 PM (10 Oak Lane, 1)"]) },
    });
    const blocked = await call(db.api, blocks, {
      method: "POST",
      token: org.token,
      body: {
        from: "2026-12-11",
        to: "2026-12-13",
        start: "10:00",
        end: "18:00",
        reason: "Painting",
      },
    });
    expect(blocked.status).toBe(201);
    const slots = dataOf<Booking[]>(blocked);
    expect(slots.map((slot) => `${slot.date} ${slot.start}`)).toEqual([
      "2026-12-11 10:00",
      "2026-12-11 14:00",
      "2026-12-12 10:00",
      "2026-12-12 14:00",
      "2026-12-13 10:00",
      "2026-12-13 14:00",
    ]);
    expect(
      await book(lucia.token, clubhouseBooking(amenity.id, "2026-12-12", "10:00")),
    ).toMatchObject({
      status: 409,
      body: { error: m.slotBlocked },
    });
    const view = dataOf<AmenityCalendar>(
      await calendar(amenity.id, "from=2026-12-12&to=2026-12-12"),
    );
    expect(view.days[0]!.slots.map((slot) => [slot.blocked, slot.available])).toEqual([
      [true, 0],
      [true, 0],
      [false, 1],
    ]);
    // A block cancelled frees its slot; the held booking is cancelled by the board with its fee.
    expect((await step(slots[2]!, "cancel", { reason: "Done early" })).status).toBe(200);
    expect(
      (await book(lucia.token, clubhouseBooking(amenity.id, "2026-12-12", "10:00"))).status,
    ).toBe(201);
    expect(await step(held, "cancel", { refundFee: false })).toMatchObject({
      status: 200,
      body: { data: { feeRefunded: false, depositState: "released" } },
    });
  });
});

describe("races", () => {
  it("gives the pool's last place of an hour to exactly one of 16 households", async () => {
    const { org, amenity, lucia } = await community(POOL);
    const { book } = requests(org);
    const slot = { amenityId: amenity.id, date: "2026-11-28", start: "10:00" };
    expect((await book(lucia.token, slot)).status).toBe(201);
    const households: { token: string }[] = [];
    for (let index = 0; index < 16; index += 1) {
      households.push(await household(org, `${20 + index} Pine Court`, `Neighbor ${index}`));
    }
    const answers = await Promise.all(households.map((one) => book(one.token, slot)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(answer.body).toEqual({ error: m.slotTaken });
    }
    const stored = await db.firestore
      .doc(`orgs/${org.id}/amenities/${amenity.id}/slots/2026-11-28_1000`)
      .get();
    expect(stored.get("taken")).toBe(2);
    expect(stored.get("bookings")).toHaveLength(2);
  });

  it("lets a household at its limit make one of two bookings sent at once", async () => {
    const { org, amenity, lucia } = await community(POOL);
    const { book } = requests(org);
    const answers = await Promise.all(
      ["09:00", "15:00"].map((start) =>
        book(lucia.token, { amenityId: amenity.id, date: "2026-11-28", start }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({
      error: m.perDayReached(1),
    });
    const usage = await db.firestore
      .doc(`orgs/${org.id}/amenities/${amenity.id}/usage/${lucia.propertyId}`)
      .get();
    expect(Object.keys(usage.get("bookings") as object)).toHaveLength(1);
  });
});

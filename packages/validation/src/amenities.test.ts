import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  AMENITY_DAYS,
  CALENDAR_DAYS_MAX,
  type AmenityRules,
  adminBookingRequestSchema,
  amenityDraftSchema,
  amenityMessages as m,
  blockRequestSchema,
  bookingWords,
  calendarQuerySchema,
  cancellationRefund,
  checkBookingTime,
  checkHouseholdLimits,
  depositRelease,
  minutesOf,
  releaseDepositRequestSchema,
  residentBookingRequestSchema,
  slotId,
  slotsOn,
  timeOf,
  updateAmenityRequestSchema,
  weekOf,
} from "./amenities.js";
import { addDays, isoWeekdayOf } from "./billing.js";
import { checkSchema } from "./schema.js";
import { instantIn } from "./time-zones.js";

const ZONE = "America/Los_Angeles";

/** A clubhouse: 10:00 to 22:00 in 4-hour slots, Friday to Sunday, one booking per slot. */
const clubhouse: AmenityRules = {
  slotMinutes: 240,
  opens: "10:00",
  closes: "22:00",
  days: ["fri", "sat", "sun"],
  limits: { perDay: 1, perWeek: 2, perMonth: 3 },
  bookAheadDays: 60,
  minNoticeHours: 48,
  cancelHours: 72,
};

const draft = {
  name: "Clubhouse",
  description: "The hall, kitchen and terrace.",
  location: "1 Maple Grove Way",
  slotMinutes: 240,
  opens: "10:00",
  closes: "22:00",
  days: ["sat", "fri", "sun"],
  capacity: 1,
  limits: { perDay: 1, perWeek: "2", perMonth: null },
  bookAheadDays: 60,
  minNoticeHours: 48,
  cancelHours: 72,
  approval: "required",
  fee: "150",
  deposit: "200.00",
  terms: "No amplified music after 10 PM.",
};

/** The first message the API would answer (a missing field speaks with its own words). */
const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = checkSchema(schema, input);
  return result.ok ? undefined : result.error;
};

describe("amenityDraftSchema", () => {
  it("takes an amenity as a form sends it: amounts as the ledger writes them, days Monday first", () => {
    const parsed = v.parse(amenityDraftSchema, draft);
    expect(parsed).toMatchObject({
      name: "Clubhouse",
      days: ["fri", "sat", "sun"],
      limits: { perDay: 1, perWeek: 2, perMonth: null },
      fee: "150.00",
      deposit: "200.00",
      active: true,
    });
  });

  it.each([
    [{ name: "" }, m.nameRequired],
    [{ name: "x".repeat(81) }, m.nameTooLong],
    [{ slotMinutes: 10 }, m.slotMinutesInvalid],
    [{ slotMinutes: 1441 }, m.slotMinutesInvalid],
    [{ opens: "9am" }, m.opensInvalid],
    [{ closes: "25:00" }, m.closesInvalid],
    [{ closes: "09:00" }, m.closesBeforeOpens],
    [{ closes: "12:00" }, m.noSlotFits],
    [{ days: [] }, m.daysRequired],
    [{ days: ["someday"] }, m.daysInvalid],
    [{ capacity: 0 }, m.capacityInvalid],
    [{ capacity: 501 }, m.capacityInvalid],
    [{ limits: { perDay: 0 } }, m.limitInvalid],
    [{ limits: { perWeek: 101 } }, m.limitInvalid],
    [{ bookAheadDays: 0 }, m.bookAheadDaysInvalid],
    [{ minNoticeHours: 169 }, m.minNoticeHoursInvalid],
    [{ cancelHours: -1 }, m.cancelHoursInvalid],
    [{ approval: "maybe" }, m.approvalInvalid],
    [{ fee: "1.234" }, m.feeInvalid],
    [{ deposit: "-5" }, m.depositInvalid],
  ])("refuses %j with its message", (change, message) => {
    expect(firstMessage(amenityDraftSchema, { ...draft, ...change })).toBe(message);
  });

  it("lets a change name any field alone", () => {
    expect(v.parse(updateAmenityRequestSchema, { fee: "0" })).toEqual({ fee: "0.00" });
  });
});

describe("booking requests", () => {
  const request = { amenityId: "a1", date: "2026-12-12", start: "18:00" };

  it("takes a resident's booking without a property, terms unaccepted until said", () => {
    expect(v.parse(residentBookingRequestSchema, request)).toMatchObject({
      propertyId: "",
      acceptTerms: false,
      termsVersion: null,
      note: "",
    });
  });

  it("asks an administrator for the household's property", () => {
    expect(firstMessage(adminBookingRequestSchema, request)).toBe(m.propertyRequired);
  });

  it.each([
    [{ date: "2026-02-30" }, m.dateInvalid],
    [{ start: "6 PM" }, m.startInvalid],
    [{ amenityId: " " }, m.amenityRequired],
    [{ acceptTerms: "yes" }, m.acceptTermsInvalid],
  ])("refuses %j", (change, message) => {
    expect(firstMessage(residentBookingRequestSchema, { ...request, ...change })).toBe(message);
  });
});

describe("calendarQuerySchema and blockRequestSchema", () => {
  it(`answers at most ${CALENDAR_DAYS_MAX} days, in order`, () => {
    expect(v.parse(calendarQuerySchema, { from: "2026-12-01", to: "2027-01-11" })).toEqual({
      from: "2026-12-01",
      to: "2027-01-11",
    });
    expect(firstMessage(calendarQuerySchema, { from: "2026-12-01", to: "2027-01-12" })).toBe(
      m.calendarTooLong,
    );
    expect(firstMessage(calendarQuerySchema, { from: "2026-12-02", to: "2026-12-01" })).toBe(
      m.toBeforeFrom,
    );
  });

  it("blocks whole days unless hours are given, and asks why", () => {
    expect(
      v.parse(blockRequestSchema, { from: "2026-12-24", to: "2026-12-26", reason: "Holidays" }),
    ).toEqual({
      from: "2026-12-24",
      to: "2026-12-26",
      start: "00:00",
      end: "24:00",
      reason: "Holidays",
    });
    expect(firstMessage(blockRequestSchema, { from: "2026-12-24", to: "2026-12-24" })).toBe(
      m.reasonRequired,
    );
    expect(
      firstMessage(blockRequestSchema, {
        from: "2026-12-24",
        to: "2026-12-24",
        start: "18:00",
        end: "10:00",
        reason: "Painting",
      }),
    ).toBe(m.blockEndBeforeStart);
  });

  it("keeps a deposit's amount kept as an amount, none by default", () => {
    expect(v.parse(releaseDepositRequestSchema, {})).toEqual({ kept: "0.00", reason: "" });
    expect(firstMessage(releaseDepositRequestSchema, { kept: "fifty" })).toBe(m.keptInvalid);
  });
});

describe("slotsOn", () => {
  it("fills an open day from the opening time, and none on a closed day", () => {
    expect(slotsOn(clubhouse, "2026-12-12")).toEqual([
      { start: "10:00", end: "14:00" },
      { start: "14:00", end: "18:00" },
      { start: "18:00", end: "22:00" },
    ]);
    // A Tuesday.
    expect(slotsOn(clubhouse, "2026-12-15")).toEqual([]);
  });

  it("gives every open day whole slots that end by closing time, back to back", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1438 }),
        fc.integer({ min: 1, max: 1439 }),
        fc.integer({ min: 15, max: 1440 }),
        fc.integer({ min: 0, max: 400 }),
        (opens, span, slotMinutes, dayOffset) => {
          const closes = Math.min(1439, opens + span);
          fc.pre(closes > opens);
          const amenity = {
            ...clubhouse,
            slotMinutes,
            opens: timeOf(opens),
            closes: timeOf(closes),
            days: [...AMENITY_DAYS],
          };
          const slots = slotsOn(amenity, addDays("2026-01-01", dayOffset));
          expect(slots.length).toBe(Math.floor((closes - opens) / slotMinutes));
          slots.forEach((slot, index) => {
            expect(minutesOf(slot.start)).toBe(opens + index * slotMinutes);
            expect(minutesOf(slot.end) - minutesOf(slot.start)).toBe(slotMinutes);
            expect(minutesOf(slot.end)).toBeLessThanOrEqual(closes);
          });
        },
      ),
    );
  });
});

describe("checkBookingTime", () => {
  /** Monday, December 7, 2026 at noon in Los Angeles. */
  const now = instantIn("2026-12-07", "12:00", ZONE);

  it("books a slot of an open day within notice and window", () => {
    expect(checkBookingTime(clubhouse, "2026-12-12", "18:00", now, ZONE)).toBeNull();
  });

  it.each([
    ["2026-12-08", "10:00", m.closedThatDay],
    ["2026-12-12", "17:00", m.notASlot],
    ["2026-12-05", "10:00", m.inThePast],
    ["2026-12-09", "10:00", m.closedThatDay],
    ["2026-12-11", "10:00", null],
    ["2027-02-07", "10:00", m.tooFarAhead(60)],
    ["2027-02-05", "10:00", null],
  ])("on %s at %s: %j", (date, start, message) => {
    expect(checkBookingTime(clubhouse, date, start, now, ZONE)).toBe(message);
  });

  it("asks for the notice, counted in hours to the start", () => {
    // Wednesday noon: Friday 10:00 is 46 hours ahead, 14:00 is 50.
    const wednesday = instantIn("2026-12-09", "12:00", ZONE);
    expect(checkBookingTime(clubhouse, "2026-12-11", "10:00", wednesday, ZONE)).toBe(m.tooSoon(48));
    expect(checkBookingTime(clubhouse, "2026-12-11", "14:00", wednesday, ZONE)).toBeNull();
    expect(m.tooSoon(1)).toBe("Book at least 1 hour ahead");
  });

  it("lets an administrator pass over the notice and the window, never the past", () => {
    const wednesday = instantIn("2026-12-09", "12:00", ZONE);
    const options = { overWindow: true };
    expect(checkBookingTime(clubhouse, "2026-12-11", "10:00", wednesday, ZONE, options)).toBeNull();
    expect(checkBookingTime(clubhouse, "2027-06-04", "10:00", wednesday, ZONE, options)).toBeNull();
    expect(checkBookingTime(clubhouse, "2026-12-06", "10:00", wednesday, ZONE, options)).toBe(
      m.inThePast,
    );
  });
});

describe("checkHouseholdLimits", () => {
  it("counts a day, a week from Monday and a month", () => {
    expect(checkHouseholdLimits(clubhouse, [], "2026-12-12")).toBeNull();
    expect(checkHouseholdLimits(clubhouse, ["2026-12-12"], "2026-12-12")).toBe(m.perDayReached(1));
    // Saturday and Sunday are one week; the Monday after starts the next.
    expect(checkHouseholdLimits(clubhouse, ["2026-12-11", "2026-12-12"], "2026-12-13")).toBe(
      m.perWeekReached(2),
    );
    expect(checkHouseholdLimits(clubhouse, ["2026-12-12", "2026-12-13"], "2026-12-14")).toBeNull();
    expect(
      checkHouseholdLimits(clubhouse, ["2026-12-04", "2026-12-12", "2026-12-19"], "2026-12-27"),
    ).toBe(m.perMonthReached(3));
    expect(checkHouseholdLimits(clubhouse, ["2026-11-28", "2026-11-29"], "2026-12-05")).toBeNull();
  });

  it("puts every date in the week of the Monday on or before it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), (offset) => {
        const date = addDays("2025-01-01", offset);
        const monday = weekOf(date);
        expect(isoWeekdayOf(monday)).toBe(1);
        expect(monday <= date && addDays(monday, 6) >= date).toBe(true);
      }),
    );
  });

  it("refuses exactly when a limit would be passed", () => {
    const dates = fc.integer({ min: 0, max: 90 }).map((offset) => addDays("2026-12-01", offset));
    const limit = fc.option(fc.integer({ min: 1, max: 5 }), { nil: null });
    fc.assert(
      fc.property(
        fc.array(dates, { maxLength: 12 }),
        dates,
        limit,
        limit,
        limit,
        (existing, date, perDay, perWeek, perMonth) => {
          const amenity = { limits: { perDay, perWeek, perMonth } };
          const day = existing.filter((other) => other === date).length;
          const week = existing.filter((other) => weekOf(other) === weekOf(date)).length;
          const month = existing.filter((other) => other.slice(0, 7) === date.slice(0, 7)).length;
          const over =
            (perDay !== null && day >= perDay) ||
            (perWeek !== null && week >= perWeek) ||
            (perMonth !== null && month >= perMonth);
          expect(checkHouseholdLimits(amenity, existing, date) !== null).toBe(over);
        },
      ),
    );
  });
});

describe("cancellationRefund", () => {
  const start = instantIn("2026-12-12", "18:00", ZONE);

  it("refunds the fee up to the window's start, that moment included", () => {
    const freeUntil = new Date(start.getTime() - 72 * 3_600_000);
    expect(cancellationRefund(clubhouse, start, freeUntil)).toEqual({
      feeRefunded: true,
      freeUntil,
    });
    expect(
      cancellationRefund(clubhouse, start, new Date(freeUntil.getTime() + 1)).feeRefunded,
    ).toBe(false);
  });

  it("refunds exactly when cancelled at least the window's hours ahead", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 720 }),
        fc.integer({ min: -1_000_000_000, max: 3_000_000_000 }),
        (cancelHours, before) => {
          const now = new Date(start.getTime() - before);
          expect(cancellationRefund({ cancelHours }, start, now).feeRefunded).toBe(
            before >= cancelHours * 3_600_000,
          );
        },
      ),
    );
  });
});

describe("depositRelease", () => {
  it("releases all, or keeps part with a reason, never more than the deposit", () => {
    expect(depositRelease(20000, 0, "")).toEqual({ ok: true, releasedCents: 20000, keptCents: 0 });
    expect(depositRelease(20000, 5000, "Cleaning")).toEqual({
      ok: true,
      releasedCents: 15000,
      keptCents: 5000,
    });
    expect(depositRelease(20000, 5000, " ")).toEqual({
      ok: false,
      field: "reason",
      message: m.keptReasonRequired,
    });
    expect(depositRelease(20000, 20001, "Damage")).toEqual({
      ok: false,
      field: "kept",
      message: "The amount kept cannot be more than the deposit, $200.00",
    });
  });

  it("splits a deposit into released and kept parts that add up", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.nat(), (deposit, kept) => {
        const result = depositRelease(deposit, kept, "Damage to the terrace");
        if (kept > deposit) expect(result.ok).toBe(false);
        else expect(result).toEqual({ ok: true, releasedCents: deposit - kept, keptCents: kept });
      }),
    );
  });
});

describe("wording", () => {
  it("names a booking as a statement reads it", () => {
    expect(bookingWords("Clubhouse", "2026-12-12", "18:00")).toBe(
      "Clubhouse booking, Sat 12 Dec 2026 6:00 PM",
    );
    expect(bookingWords("Pool", "2027-01-03", "00:30")).toBe(
      "Pool booking, Sun 3 Jan 2027 12:30 AM",
    );
    expect(slotId("2026-12-12", "18:00")).toBe("2026-12-12_1800");
  });
});

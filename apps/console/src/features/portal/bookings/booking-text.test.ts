import { amenityMessages as m } from "@hoa/validation/amenities";
import { describe, expect, it } from "vitest";
import { BOOKING_NOW, bookingOf, clubhouse, pool } from "./booking-fixtures";
import {
  chargeWords,
  moneyWords,
  openingWords,
  refundWords,
  slotChoices,
  splitBookings,
} from "./booking-text";

const ZONE = "America/Los_Angeles";

describe("a booking's money", () => {
  const party = bookingOf({ id: "b1", date: "2026-12-12", start: "18:00" });

  it("tells what is charged and where the deposit stands", () => {
    expect(moneyWords(party)).toBe("$150.00 fee · $200.00 deposit held");
    expect(moneyWords({ ...party, status: "pending", depositState: "none" })).toBe(
      "Charged once approved: $150.00 fee and $200.00 refundable deposit",
    );
    expect(
      moneyWords({ ...party, depositState: "kept", depositKept: "50.00", depositReason: "Stain" }),
    ).toBe("$150.00 fee · $50.00 of the $200.00 deposit kept");
    expect(moneyWords({ ...party, depositState: "kept", depositKept: "200.00" })).toBe(
      "$150.00 fee · $200.00 deposit kept",
    );
    expect(moneyWords({ ...party, status: "cancelled", feeRefunded: null })).toBe(
      "Nothing was charged",
    );
    expect(moneyWords(bookingOf({ id: "b2", date: "2026-12-05", start: "09:00" }, pool))).toBe(
      "No fee or deposit",
    );
  });

  it("puts the bookings to come first, soonest first, and the rest latest first", () => {
    const later = bookingOf({ id: "b2", date: "2026-12-20", start: "10:00" });
    const ended = bookingOf({ id: "b3", date: "2026-11-10", start: "10:00" });
    const cancelled = { ...later, id: "b4", status: "cancelled" as const };
    const { upcoming, past } = splitBookings([ended, later, cancelled, party], BOOKING_NOW);
    expect(upcoming.map((booking) => booking.id)).toEqual(["b1", "b2"]);
    expect(past.map((booking) => booking.id)).toEqual(["b4", "b3"]);
  });
});

describe("an amenity's words", () => {
  it("spells out the charges, when they are made and the refunds", () => {
    expect(chargeWords(clubhouse)).toBe(
      "$150.00 fee and a $200.00 refundable deposit will be added to your account.",
    );
    expect(chargeWords({ ...clubhouse, approval: "required", deposit: "0.00" })).toBe(
      "A $150.00 fee will be added to your account once the board approves the booking.",
    );
    expect(chargeWords(pool)).toBe("There is no fee or deposit.");
    expect(refundWords({ ...clubhouse, cancelHours: 1, deposit: "0.00" })).toBe(
      "The fee is refunded if you cancel at least 1 hour before the start.",
    );
    expect(refundWords(pool)).toBe("");
    expect(openingWords(pool)).toBe("Open Sat and Sun, 9:00 AM – 12:00 PM, in 1-hour slots");
  });

  it("offers a day's slots with their places, or why they cannot be booked", () => {
    const slot = (start: string, fields: object = {}) => ({
      start,
      end: start,
      startsAt: "",
      capacity: 4,
      taken: 1,
      available: 3,
      blocked: false,
      bookings: [],
      ...fields,
    });
    const choices = slotChoices(
      pool,
      "2026-12-05",
      [
        slot("09:00"),
        slot("10:00", { available: 0, taken: 4 }),
        slot("11:00", { blocked: true, available: 0 }),
      ],
      BOOKING_NOW,
      ZONE,
    );
    expect(choices.map(({ disabled, description }) => [disabled, description])).toEqual([
      [false, "3 of 4 places left"],
      [true, "Full"],
      [true, "Blocked"],
    ]);
    const beyond = slotChoices(
      { ...pool, bookAheadDays: 2 },
      "2026-12-05",
      [slot("09:00")],
      BOOKING_NOW,
      ZONE,
    );
    expect(beyond[0]?.description).toBe(m.tooFarAhead(2));
  });
});

import { describe, expect, it } from "vitest";
import { promote, seatFor, withParty, withoutParty, type Seats } from "./seating.js";

const seats = (capacity: number | null, going: number, waitlisted = 0): Seats => ({
  capacity,
  going,
  waitlisted,
  notGoing: 0,
});

describe("seatFor", () => {
  it("seats a newcomer whose party fits, else puts them on the waiting list", () => {
    expect(seatFor(seats(4, 2), null, "going", 2)).toBe("going");
    expect(seatFor(seats(4, 3), null, "going", 2)).toBe("waitlisted");
    expect(seatFor(seats(null, 500), null, "going", 21)).toBe("going");
  });

  it("keeps a seat while the party fits and refuses more than fits; keeps a place in line", () => {
    const others = withoutParty(seats(4, 4), { status: "going", seats: 2 });
    expect(seatFor(others, { status: "going", seats: 2 }, "going", 1)).toBe("going");
    expect(seatFor(others, { status: "going", seats: 2 }, "going", 3)).toBeUndefined();
    expect(seatFor(seats(4, 4, 1), { status: "waitlisted", seats: 1 }, "going", 1)).toBe(
      "waitlisted",
    );
    expect(seatFor(seats(4, 4), { status: "going", seats: 2 }, "notGoing", 0)).toBe("notGoing");
  });
});

describe("promote", () => {
  it("gives free seats to the waiting list in order, each party that fits", () => {
    const waiting = [
      { id: "a", seats: 3 },
      { id: "b", seats: 1 },
      { id: "c", seats: 2 },
    ];
    const result = promote(seats(5, 3, 6), waiting);
    expect(result.promoted.map((party) => party.id)).toEqual(["b"]);
    expect(result.seats).toMatchObject({ going: 4, waitlisted: 5 });
    expect(promote(seats(null, 3, 6), waiting).promoted).toHaveLength(3);
  });

  it("never leaves a waiting party that fits", () => {
    for (let capacity = 1; capacity <= 8; capacity += 1) {
      for (let going = 0; going <= capacity; going += 1) {
        const waiting = [3, 1, 2, 1, 4].map((size, index) => ({ id: String(index), seats: size }));
        const { promoted, seats: after } = promote(seats(capacity, going, 11), waiting);
        const left = waiting.filter((party) => !promoted.includes(party));
        expect(after.going).toBeLessThanOrEqual(capacity);
        for (const party of left) expect(after.going + party.seats).toBeGreaterThan(capacity);
      }
    }
  });

  it("counts a reply in and out", () => {
    const start = seats(10, 2);
    const party = { status: "going" as const, seats: 3 };
    expect(withoutParty(withParty(start, party), party)).toEqual(start);
  });
});

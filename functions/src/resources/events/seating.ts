import type { RsvpResponse, RsvpStatus } from "@hoa/validation";

/** An event's seats as its document counts them. */
export interface Seats {
  /** null: no limit. */
  capacity: number | null;
  /** Seats taken by those going. */
  going: number;
  /** Seats asked for on the waiting list. */
  waitlisted: number;
  /** Replies of those not going. */
  notGoing: number;
}

/** One reply as the seating sees it. */
export interface Party {
  status: RsvpStatus;
  seats: number;
}

/** Whether `seats` more fit. */
export const fits = (seats: Seats, wanted: number): boolean =>
  seats.capacity === null || seats.going + wanted <= seats.capacity;

/** The counts without a reply (before it is replaced or removed). */
export function withoutParty(seats: Seats, party: Party | null): Seats {
  if (!party) return seats;
  switch (party.status) {
    case "going":
      return { ...seats, going: seats.going - party.seats };
    case "waitlisted":
      return { ...seats, waitlisted: seats.waitlisted - party.seats };
    case "notGoing":
      return { ...seats, notGoing: seats.notGoing - 1 };
  }
}

export function withParty(seats: Seats, party: Party): Seats {
  switch (party.status) {
    case "going":
      return { ...seats, going: seats.going + party.seats };
    case "waitlisted":
      return { ...seats, waitlisted: seats.waitlisted + party.seats };
    case "notGoing":
      return { ...seats, notGoing: seats.notGoing + 1 };
  }
}

/**
 * Where a new reply stands. Someone going keeps their seat when their party still fits (else
 * `undefined`: the change is refused rather than taking their seat away); someone waitlisted
 * keeps their place in line; a new "going" takes a seat when it fits (no one waiting can: see
 * `promote`), else joins the end of the waiting list.
 */
export function seatFor(
  others: Seats,
  previous: Party | null,
  response: RsvpResponse,
  wanted: number,
): RsvpStatus | undefined {
  if (response === "notGoing") return "notGoing";
  if (previous?.status === "going") return fits(others, wanted) ? "going" : undefined;
  if (previous?.status === "waitlisted") return "waitlisted";
  return fits(others, wanted) ? "going" : "waitlisted";
}

/**
 * The waiting list's parties (in order) that now get a seat: each, in order, whose party fits
 * the seats left after those before it. Afterwards no one left waiting fits, so a newcomer who
 * fits may take a seat without passing anyone.
 */
export function promote<T extends { seats: number }>(
  seats: Seats,
  waiting: readonly T[],
): { promoted: T[]; seats: Seats } {
  const promoted: T[] = [];
  let current = seats;
  for (const party of waiting) {
    if (!fits(current, party.seats)) continue;
    promoted.push(party);
    current = {
      ...current,
      going: current.going + party.seats,
      waitlisted: current.waitlisted - party.seats,
    };
  }
  return { promoted, seats: current };
}

import { addDays, localDateIn } from "@hoa/validation";
import { slotsOn } from "@hoa/validation/amenities";
import { http, HttpResponse } from "msw";
import type { Amenity, AmenityCalendar, Booking, SlotBooking } from "./api";

export const ORG = "maple-grove";
export const API = `*/api/orgs/${ORG}`;
const ZONE = "America/Los_Angeles";

export const page = (items: unknown[]) => HttpResponse.json({ data: { items, nextCursor: null } });

/** Today in the organization's zone (Pacific, the test organization's default). */
export const today = () => localDateIn(new Date(), ZONE);

export const amenityFixture = (fields: Partial<Amenity> = {}): Amenity => ({
  id: "a1",
  name: "Pool",
  description: "",
  location: "Behind the clubhouse",
  slotMinutes: 120,
  opens: "08:00",
  closes: "12:00",
  days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
  capacity: 4,
  limits: { perDay: 1, perWeek: 2, perMonth: null },
  bookAheadDays: 30,
  minNoticeHours: 24,
  cancelHours: 48,
  approval: "required",
  fee: "25.00",
  deposit: "200.00",
  terms: "No glass near the pool.",
  termsVersion: 2,
  active: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  version: 3,
  ...fields,
});

/** A booking of the pool `days` from today at 08:00 (Pacific), with the given fields. */
export function bookingFixture(fields: Partial<Booking> = {}, days = 3): Booking {
  const date = addDays(today(), days);
  const startsAt = new Date(`${date}T16:00:00.000Z`).toISOString();
  const endsAt = new Date(`${date}T18:00:00.000Z`).toISOString();
  return {
    id: "b1",
    kind: "booking",
    status: "pending",
    amenity: { id: "a1", name: "Pool", location: "Behind the clubhouse" },
    propertyId: "p-2",
    propertyLabel: "14 Birch Court",
    householdName: "Rita Owner",
    date,
    start: "08:00",
    end: "10:00",
    startsAt,
    endsAt,
    timeZone: ZONE,
    cancelHours: 48,
    fee: "25.00",
    deposit: "200.00",
    terms: {
      version: 2,
      acceptedAt: "2026-11-20T18:00:00.000Z",
      acceptedBy: { uid: "u-rita", name: "Rita Owner" },
    },
    depositState: "none",
    depositKept: "0.00",
    depositReason: "",
    feeRefunded: null,
    ledgerEntryIds: [],
    note: "",
    reason: "",
    bookedBy: { uid: "u-rita", name: "Rita Owner", asAdministrator: false },
    decidedBy: null,
    decidedAt: null,
    cancelledBy: null,
    cancelledAt: null,
    createdAt: "2026-11-20T18:00:00.000Z",
    updatedAt: "2026-11-20T18:00:00.000Z",
    version: 1,
    ...fields,
  };
}

/**
 * The calendar the API answers for `from` to `to`: each slot of the amenity, with `fill` saying
 * what a slot holds (by its date and start); slots left out are empty.
 */
export function calendarOf(
  amenity: Amenity,
  from: string,
  to: string,
  fill: (
    date: string,
    start: string,
  ) => { taken?: number; blocked?: boolean; bookings?: SlotBooking[] } = () => ({}),
): AmenityCalendar {
  const days: AmenityCalendar["days"] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const slots = slotsOn(amenity, date);
    days.push({
      date,
      open: slots.length > 0,
      slots: slots.map((slot) => {
        const held = fill(date, slot.start);
        const taken = held.blocked ? amenity.capacity : (held.taken ?? 0);
        return {
          ...slot,
          startsAt: new Date(`${date}T${slot.start}:00.000Z`).toISOString(),
          capacity: amenity.capacity,
          taken,
          available: amenity.capacity - taken,
          blocked: held.blocked ?? false,
          bookings: held.bookings ?? [],
        };
      }),
    });
  }
  return {
    amenity: { id: amenity.id, name: amenity.name, capacity: amenity.capacity },
    timeZone: ZONE,
    from,
    to,
    days,
  };
}

/** The reads of an amenity's page: the amenity, its calendar (recorded), the activity. */
export function amenityPageHandlers(
  amenity: () => Amenity,
  fill?: Parameters<typeof calendarOf>[3],
) {
  const calendarReads: { from: string; to: string }[] = [];
  const handlers = [
    http.get(`${API}/amenities/a1`, () => HttpResponse.json({ data: amenity() })),
    http.get(`${API}/amenities/a1/calendar`, ({ request }) => {
      const url = new URL(request.url);
      const from = url.searchParams.get("from") ?? "";
      const to = url.searchParams.get("to") ?? "";
      calendarReads.push({ from, to });
      return HttpResponse.json({ data: calendarOf(amenity(), from, to, fill) });
    }),
    http.get(`${API}/audit`, () => page([])),
  ];
  return { handlers, calendarReads };
}

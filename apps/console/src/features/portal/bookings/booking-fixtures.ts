import { addDays, instantIn, parseCents } from "@hoa/validation";
import {
  amenityMessages as m,
  cancellationRefund,
  checkBookingTime,
  slotsOn,
} from "@hoa/validation/amenities";
import { http, HttpResponse } from "msw";
import { TEST_ORG } from "../../../test/render-app";
import type { Amenity, Booking } from "./api/own-bookings";

const ORG = `*/api/orgs/${TEST_ORG.id}`;
const ZONE = "America/Los_Angeles";

/** The moment the booking tests run at: Tuesday, December 1, 2026, 9:00 AM in Los Angeles. */
export const BOOKING_NOW = new Date("2026-12-01T17:00:00.000Z");

const amenity = (fields: Partial<Amenity> & Pick<Amenity, "id" | "name">): Amenity => ({
  description: "",
  location: "",
  slotMinutes: 240,
  opens: "10:00",
  closes: "22:00",
  days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
  capacity: 1,
  limits: { perDay: null, perWeek: null, perMonth: null },
  bookAheadDays: 60,
  minNoticeHours: 24,
  cancelHours: 72,
  approval: "automatic",
  fee: "0.00",
  deposit: "0.00",
  terms: "",
  termsVersion: 1,
  active: true,
  createdAt: "2026-10-01T17:00:00.000Z",
  updatedAt: "2026-10-01T17:00:00.000Z",
  version: 1,
  ...fields,
});

/** The clubhouse: three slots a day, the whole of it each, a fee, a deposit and terms. */
export const clubhouse = amenity({
  id: "clubhouse",
  name: "Clubhouse",
  description: "Kitchen, tables for 60 and a patio.",
  location: "100 Maple Grove Lane",
  fee: "150.00",
  deposit: "200.00",
  terms: "Leave the clubhouse as you found it.\nMusic ends at 10:00 PM.",
  termsVersion: 3,
});

/** The pool: hour-long weekend slots of four places, each booking approved by the board. */
export const pool = amenity({
  id: "pool",
  name: "Pool",
  location: "Behind the clubhouse",
  slotMinutes: 60,
  opens: "09:00",
  closes: "12:00",
  days: ["sat", "sun"],
  capacity: 4,
  approval: "required",
});

/** A booking of the household's property p1, as the API answers it. */
export function bookingOf(
  fields: Partial<Booking> & Pick<Booking, "id" | "date" | "start">,
  of: Amenity = clubhouse,
): Booking {
  const slot = slotsOn(of, fields.date).find((item) => item.start === fields.start);
  const end = slot?.end ?? fields.start;
  const confirmed = (fields.status ?? "confirmed") === "confirmed";
  return {
    kind: "booking",
    status: "confirmed",
    amenity: { id: of.id, name: of.name, location: of.location },
    propertyId: "p1",
    propertyLabel: "12 Oak Lane",
    householdName: "Rae Resident",
    end,
    startsAt: instantIn(fields.date, fields.start, ZONE).toISOString(),
    endsAt: instantIn(fields.date, end, ZONE).toISOString(),
    timeZone: ZONE,
    cancelHours: of.cancelHours,
    fee: of.fee,
    deposit: of.deposit,
    terms: {
      version: of.termsVersion,
      acceptedAt: "2026-11-20T17:00:00.000Z",
      acceptedBy: { uid: "resident", name: "Rae Resident" },
    },
    depositState: confirmed && (parseCents(of.deposit) ?? 0) > 0 ? "held" : "none",
    depositKept: "0.00",
    depositReason: "",
    feeRefunded: null,
    ledgerEntryIds: [],
    note: "",
    reason: "",
    bookedBy: { uid: "resident", name: "Rae Resident", asAdministrator: false },
    decidedBy: null,
    decidedAt: null,
    cancelledBy: null,
    cancelledAt: null,
    createdAt: "2026-11-20T17:00:00.000Z",
    updatedAt: "2026-11-20T17:00:00.000Z",
    version: 1,
    ...fields,
  };
}

/** What the household's bookings and the amenities are in a test. */
export interface BookingWorld {
  bookings?: readonly Booking[];
  amenities?: readonly Amenity[];
  /** Slots ("2026-12-12 14:00") another household holds: their places are all taken. */
  full?: readonly string[];
  /** Slots the board has blocked. */
  blocked?: readonly string[];
}

const conflict = (error: string) => HttpResponse.json({ error }, { status: 409 });
const notFound = (error: string) => HttpResponse.json({ error }, { status: 404 });

/**
 * The amenity reservations API as a resident of p1 finds it, kept in memory: the amenities, a
 * day's slots with their places, the household's bookings, a booking (the terms, the time and the
 * places checked as the API does), a cancellation (the fee refunded within the window, the
 * deposit always) and a booking's `.ics`.
 */
export function bookingHandlers(world: BookingWorld = {}) {
  const amenities = world.amenities ?? [clubhouse, pool];
  let bookings = [...(world.bookings ?? [])];
  const full = new Set(world.full ?? []);
  const blocked = new Set(world.blocked ?? []);
  const held = (of: Amenity, date: string, start: string) =>
    bookings.filter(
      (booking) =>
        booking.amenity.id === of.id &&
        booking.date === date &&
        booking.start === start &&
        (booking.status === "pending" || booking.status === "confirmed"),
    );
  const slotOf = (of: Amenity, date: string, start: string) => {
    const key = `${date} ${start}`;
    const own = held(of, date, start);
    const taken = blocked.has(key) || full.has(key) ? of.capacity : own.length;
    return {
      taken,
      available: Math.max(0, of.capacity - taken),
      blocked: blocked.has(key),
      own,
    };
  };
  return {
    /** Fills a slot, as another household booking its last place does. */
    fill: (slot: string) => full.add(slot),
    handlers: [
      http.get(`${ORG}/amenities`, () => HttpResponse.json({ data: amenities })),
      http.get(`${ORG}/amenities/:amenityId/calendar`, ({ params, request }) => {
        const of = amenities.find((item) => item.id === params.amenityId);
        if (!of) return notFound(m.notFound);
        const query = new URL(request.url).searchParams;
        const from = query.get("from") ?? "";
        const to = query.get("to") ?? "";
        const days = [];
        for (let date = from; date <= to; date = addDays(date, 1)) {
          const slots = slotsOn(of, date);
          days.push({
            date,
            open: slots.length > 0,
            slots: slots.map((slot) => {
              const state = slotOf(of, date, slot.start);
              return {
                start: slot.start,
                end: slot.end,
                startsAt: instantIn(date, slot.start, ZONE).toISOString(),
                capacity: of.capacity,
                taken: state.taken,
                available: state.available,
                blocked: state.blocked,
                bookings: state.own.map((booking) => ({
                  id: booking.id,
                  kind: booking.kind,
                  status: booking.status,
                  propertyId: booking.propertyId,
                  propertyLabel: booking.propertyLabel,
                  householdName: booking.householdName,
                  reason: "",
                })),
              };
            }),
          });
        }
        return HttpResponse.json({
          data: {
            amenity: { id: of.id, name: of.name, capacity: of.capacity },
            timeZone: ZONE,
            from,
            to,
            days,
          },
        });
      }),
      http.get(`${ORG}/me/bookings`, () =>
        HttpResponse.json({
          data: [...bookings].sort((a, b) => b.startsAt.localeCompare(a.startsAt)),
        }),
      ),
      http.get(`${ORG}/me/bookings/:bookingId`, ({ params }) => {
        const found = bookings.find((booking) => booking.id === params.bookingId);
        return found ? HttpResponse.json({ data: found }) : notFound(m.bookingNotFound);
      }),
      http.get(`${ORG}/me/bookings/:bookingId/ics`, ({ params }) => {
        const found = bookings.find((booking) => booking.id === params.bookingId);
        if (!found) return notFound(m.bookingNotFound);
        return new HttpResponse("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", {
          headers: {
            "content-type": "text/calendar; charset=utf-8",
            "content-disposition": `attachment; filename="${found.amenity.id}-${found.date}.ics"`,
          },
        });
      }),
      http.post(`${ORG}/me/bookings`, async ({ request }) => {
        const body = (await request.json()) as {
          amenityId: string;
          date: string;
          start: string;
          acceptTerms?: boolean;
          termsVersion?: number | null;
          note?: string;
          propertyId?: string;
        };
        const of = amenities.find((item) => item.id === body.amenityId);
        if (!of) return notFound(m.notFound);
        const timing = checkBookingTime(of, body.date, body.start, new Date(), ZONE);
        if (timing) {
          return HttpResponse.json({ error: timing, fields: { date: timing } }, { status: 400 });
        }
        if (of.terms !== "" && body.acceptTerms !== true) {
          return HttpResponse.json(
            { error: m.termsRequired, fields: { acceptTerms: m.termsRequired } },
            { status: 400 },
          );
        }
        if (body.termsVersion != null && body.termsVersion !== of.termsVersion) {
          return conflict(m.termsChanged);
        }
        const slot = slotOf(of, body.date, body.start);
        if (slot.blocked) return conflict(m.slotBlocked);
        if (slot.available === 0) return conflict(m.slotTaken);
        const booking = bookingOf(
          {
            id: `b${bookings.length + 1}`,
            date: body.date,
            start: body.start,
            status: of.approval === "automatic" ? "confirmed" : "pending",
            note: body.note ?? "",
            propertyId: body.propertyId || "p1",
          },
          of,
        );
        bookings = [...bookings, booking];
        return HttpResponse.json({ data: booking }, { status: 201 });
      }),
      http.post(`${ORG}/me/bookings/:bookingId/cancel`, ({ params }) => {
        const found = bookings.find((booking) => booking.id === params.bookingId);
        if (!found) return notFound(m.bookingNotFound);
        if (found.status !== "pending" && found.status !== "confirmed") {
          return conflict(m.notCancellable);
        }
        if (new Date(found.startsAt).getTime() <= Date.now()) return conflict(m.alreadyStarted);
        const confirmed = found.status === "confirmed";
        const { feeRefunded } = cancellationRefund(found, new Date(found.startsAt), new Date());
        const cancelled: Booking = {
          ...found,
          status: "cancelled",
          feeRefunded: confirmed ? feeRefunded : null,
          depositState: found.depositState === "held" ? "released" : found.depositState,
          cancelledBy: { uid: "resident", name: "Rae Resident" },
          cancelledAt: new Date().toISOString(),
          version: found.version + 1,
        };
        bookings = bookings.map((booking) => (booking.id === found.id ? cancelled : booking));
        return HttpResponse.json({ data: cancelled });
      }),
    ],
  };
}

import {
  AMENITY_APPROVALS,
  AMENITY_DAYS,
  BOOKING_KINDS,
  BOOKING_STATUSES,
  DEPOSIT_STATES,
  type AmenityDay,
} from "@hoa/validation/amenities";
import { centsToAmount } from "@hoa/validation";
import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Timestamp,
} from "firebase-admin/firestore";
import * as v from "valibot";
import { itemSchema, namedObject, personSchema, timeSchema } from "../../http/openapi.js";
import { orgCollection } from "../../platform/org-collections.js";
import {
  fromSnapshot,
  isoOrNull,
  oneOf,
  storedCount,
  text,
  versionAndTimes,
} from "../../platform/stored-values.js";
import { storedPerson } from "../library/files.js";

/** `orgs/{orgId}/amenities/{id}`: what can be booked, and its rules. */
export const { collection: amenitiesCollection, ref: amenityRef } = orgCollection("amenities");

/** `orgs/{orgId}/bookings/{id}`: every booking and blocked slot of every amenity. */
export const { collection: bookingsCollection, ref: bookingRef } = orgCollection("bookings");

/**
 * `amenities/{id}/slots/{YYYY-MM-DD_HHMM}`: one slot's bookings still held (awaiting approval or
 * confirmed) and how many places they take. Every booking, cancellation, decline and block of the
 * slot writes it, so of bookings racing for its last place exactly one commits.
 */
export const slotsCollection = (
  db: Firestore,
  orgId: string,
  amenityId: string,
): CollectionReference => amenityRef(db, orgId, amenityId).collection("slots");

/**
 * `amenities/{id}/usage/{propertyId}`: a household's bookings of the amenity still held, by id to
 * their local date. Every booking and cancellation of that household writes it, so its limits
 * per day, week and month hold when two of its bookings race.
 */
export const usageRef = (
  db: Firestore,
  orgId: string,
  amenityId: string,
  propertyId: string,
): DocumentReference => amenityRef(db, orgId, amenityId).collection("usage").doc(propertyId);

export const amenitySchema = itemSchema("Amenity", {
  name: v.string(),
  description: v.string(),
  location: v.string(),
  /** Each slot's length in minutes; slots fill the day from `opens`. */
  slotMinutes: v.number(),
  /** Local times ("HH:MM") in the organization's time zone. */
  opens: v.string(),
  closes: v.string(),
  /** The weekdays it is open, Monday first ("mon" ... "sun"). */
  days: v.array(v.picklist(AMENITY_DAYS)),
  /** Bookings one slot takes (1: the whole amenity). */
  capacity: v.number(),
  /** A household's most bookings per day, week (Monday to Sunday) and month; null: no limit. */
  limits: namedObject("AmenityLimits", {
    perDay: v.nullable(v.number()),
    perWeek: v.nullable(v.number()),
    perMonth: v.nullable(v.number()),
  }),
  /** How many days ahead a household may book (a date up to today plus this many). */
  bookAheadDays: v.number(),
  /** How many hours before a slot starts a household must book it. */
  minNoticeHours: v.number(),
  /** Cancelled at least this many hours before the start, the fee comes back. */
  cancelHours: v.number(),
  approval: v.picklist(AMENITY_APPROVALS),
  /** Amounts as the ledger's forms write them ("150.00"; "0.00" for none). */
  fee: v.string(),
  deposit: v.string(),
  terms: v.string(),
  /** Moves on with each change of the terms' text: a booking records the version accepted. */
  termsVersion: v.number(),
  /** Takes bookings; an amenity with bookings is set inactive rather than deleted. */
  active: v.boolean(),
});
export type Amenity = v.InferOutput<typeof amenitySchema>;

export const bookingSchema = itemSchema("Booking", {
  kind: v.picklist(BOOKING_KINDS),
  status: v.picklist(BOOKING_STATUSES),
  /** The amenity as it was when booked. */
  amenity: namedObject("BookedAmenity", {
    id: v.string(),
    name: v.string(),
    location: v.string(),
  }),
  /** The household's property ("" for blocked time), its address and a resident's name. */
  propertyId: v.string(),
  propertyLabel: v.string(),
  householdName: v.string(),
  /** The slot: its local date and times in the organization's zone, and its instants. */
  date: v.string(),
  start: v.string(),
  end: v.string(),
  startsAt: timeSchema,
  endsAt: timeSchema,
  timeZone: v.string(),
  /** The amenity's free cancellation window when booked: the fee comes back until then. */
  cancelHours: v.number(),
  /** The amenity's fee and deposit when booked ("0.00" for none). */
  fee: v.string(),
  deposit: v.string(),
  /** The terms' version accepted, when and by whom (null: booked by an administrator). */
  terms: namedObject("AcceptedTerms", {
    version: v.number(),
    acceptedAt: v.nullable(timeSchema),
    acceptedBy: v.nullable(personSchema),
  }),
  /** Where the deposit stands: none, held (posted), released, or kept in part or whole. */
  depositState: v.picklist(DEPOSIT_STATES),
  /** What was kept of the deposit ("0.00") and why. */
  depositKept: v.string(),
  depositReason: v.string(),
  /** Whether a cancellation gave the fee back; null until cancelled. */
  feeRefunded: v.nullable(v.boolean()),
  /** The ledger entries it made, in order (charges, refunds, the deposit's release). */
  ledgerEntryIds: v.array(v.string()),
  /** The household's note with the booking. */
  note: v.string(),
  /** A block's reason, or the reason given to decline or cancel. */
  reason: v.string(),
  /** Who booked: a resident for their household, or an administrator. */
  bookedBy: namedObject("BookedBy", {
    uid: v.string(),
    name: v.string(),
    asAdministrator: v.boolean(),
  }),
  /** Who approved or declined, and when. */
  decidedBy: v.nullable(personSchema),
  decidedAt: v.nullable(timeSchema),
  cancelledBy: v.nullable(personSchema),
  cancelledAt: v.nullable(timeSchema),
});
export type Booking = v.InferOutput<typeof bookingSchema>;

/** A booking as a slot of the calendar shows it. */
export const slotBookingSchema = namedObject("SlotBooking", {
  id: v.string(),
  kind: v.picklist(BOOKING_KINDS),
  status: v.picklist(BOOKING_STATUSES),
  propertyId: v.string(),
  propertyLabel: v.string(),
  householdName: v.string(),
  reason: v.string(),
});
export type SlotBooking = v.InferOutput<typeof slotBookingSchema>;

export const calendarSchema = namedObject("AmenityCalendar", {
  amenity: namedObject("CalendarAmenity", {
    id: v.string(),
    name: v.string(),
    capacity: v.number(),
  }),
  timeZone: v.string(),
  from: v.string(),
  to: v.string(),
  days: v.array(
    namedObject("CalendarDay", {
      date: v.string(),
      /** Open that weekday (a closed day has no slots). */
      open: v.boolean(),
      slots: v.array(
        namedObject("CalendarSlot", {
          start: v.string(),
          end: v.string(),
          startsAt: timeSchema,
          capacity: v.number(),
          /** Places taken by bookings awaiting approval or confirmed, or by a block (all). */
          taken: v.number(),
          available: v.number(),
          blocked: v.boolean(),
          /**
           * The bookings in it: every one for the board; for a resident only their household's
           * (a block shows as blocked, without its reason).
           */
          bookings: v.array(slotBookingSchema),
        }),
      ),
    }),
  ),
});
export type AmenityCalendar = v.InferOutput<typeof calendarSchema>;

const days = (value: unknown): AmenityDay[] =>
  Array.isArray(value) ? AMENITY_DAYS.filter((day) => value.includes(day)) : [];

const limit = (value: unknown): number | null => (typeof value === "number" ? value : null);

export function amenityFromData(
  id: string,
  stored: DocumentData,
  createTime?: Timestamp,
  updateTime?: Timestamp,
): Amenity {
  const limits = (stored.limits ?? {}) as Record<string, unknown>;
  return {
    id,
    name: text(stored.name),
    description: text(stored.description),
    location: text(stored.location),
    slotMinutes: storedCount(stored.slotMinutes) || 60,
    opens: text(stored.opens) || "00:00",
    closes: text(stored.closes) || "23:59",
    days: days(stored.days),
    capacity: storedCount(stored.capacity) || 1,
    limits: {
      perDay: limit(limits.perDay),
      perWeek: limit(limits.perWeek),
      perMonth: limit(limits.perMonth),
    },
    bookAheadDays: storedCount(stored.bookAheadDays),
    minNoticeHours: storedCount(stored.minNoticeHours),
    cancelHours: storedCount(stored.cancelHours),
    approval: oneOf(stored.approval, AMENITY_APPROVALS, "automatic"),
    fee: centsToAmount(storedCount(stored.feeCents)),
    deposit: centsToAmount(storedCount(stored.depositCents)),
    terms: text(stored.terms),
    termsVersion: storedCount(stored.termsVersion) || 1,
    active: stored.active !== false,
    ...versionAndTimes(stored, createTime, updateTime),
  };
}

export const toAmenity = (snapshot: DocumentSnapshot): Amenity =>
  fromSnapshot(snapshot, amenityFromData);

const person = (value: unknown) => (value ? storedPerson(value) : null);

export function bookingFromData(
  id: string,
  stored: DocumentData,
  createTime?: Timestamp,
  updateTime?: Timestamp,
): Booking {
  const amenity = (stored.amenity ?? {}) as Record<string, unknown>;
  const terms = (stored.terms ?? {}) as Record<string, unknown>;
  const bookedBy = (stored.bookedBy ?? {}) as Record<string, unknown>;
  return {
    id,
    kind: oneOf(stored.kind, BOOKING_KINDS, "booking"),
    status: oneOf(stored.status, BOOKING_STATUSES, "pending"),
    amenity: { id: text(amenity.id), name: text(amenity.name), location: text(amenity.location) },
    propertyId: text(stored.propertyId),
    propertyLabel: text(stored.propertyLabel),
    householdName: text(stored.householdName),
    date: text(stored.date),
    start: text(stored.start),
    end: text(stored.end),
    startsAt: isoOrNull(stored.startsAt) ?? new Date(0).toISOString(),
    endsAt: isoOrNull(stored.endsAt) ?? new Date(0).toISOString(),
    timeZone: text(stored.timeZone),
    cancelHours: storedCount(stored.cancelHours),
    fee: centsToAmount(storedCount(stored.feeCents)),
    deposit: centsToAmount(storedCount(stored.depositCents)),
    terms: {
      version: storedCount(terms.version),
      acceptedAt: isoOrNull(terms.acceptedAt),
      acceptedBy: person(terms.acceptedBy),
    },
    depositState: oneOf(stored.depositState, DEPOSIT_STATES, "none"),
    depositKept: centsToAmount(storedCount(stored.depositKeptCents)),
    depositReason: text(stored.depositReason),
    feeRefunded: typeof stored.feeRefunded === "boolean" ? stored.feeRefunded : null,
    ledgerEntryIds: Array.isArray(stored.ledgerEntryIds)
      ? stored.ledgerEntryIds.filter((item): item is string => typeof item === "string")
      : [],
    note: text(stored.note),
    reason: text(stored.reason),
    bookedBy: {
      uid: text(bookedBy.uid),
      name: text(bookedBy.name),
      asAdministrator: bookedBy.asAdministrator === true,
    },
    decidedBy: person(stored.decidedBy),
    decidedAt: isoOrNull(stored.decidedAt),
    cancelledBy: person(stored.cancelledBy),
    cancelledAt: isoOrNull(stored.cancelledAt),
    ...versionAndTimes(stored, createTime, updateTime),
  };
}

export const toBooking = (snapshot: DocumentSnapshot): Booking =>
  fromSnapshot(snapshot, bookingFromData);

/** A slot's bookings as stored on its document. */
export function slotBookingsOf(stored: DocumentData | undefined): SlotBooking[] {
  const list: unknown = stored?.bookings;
  if (!Array.isArray(list)) return [];
  return list.map((item: Record<string, unknown>) => ({
    id: text(item.id),
    kind: oneOf(item.kind, BOOKING_KINDS, "booking"),
    status: oneOf(item.status, BOOKING_STATUSES, "pending"),
    propertyId: text(item.propertyId),
    propertyLabel: text(item.propertyLabel),
    householdName: text(item.householdName),
    reason: text(item.reason),
  }));
}

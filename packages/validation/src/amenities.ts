import * as v from "valibot";
import {
  addDays,
  centsToAmount,
  daysBetween,
  formatCents,
  isLocalDate,
  isoWeekdayOf,
  parseCents,
} from "./billing.js";
import { isLocalTime } from "./events.js";
import { listOrder, listQuerySchema } from "./lists.js";
import { messages } from "./messages.js";
import { maxCharacters, optionalText, requiredText, text, wholeNumber } from "./schema.js";
import { instantIn, localDateIn, type TimeZone } from "./time-zones.js";

/**
 * Amenity reservations: an amenity (clubhouse, pool, tennis court, guest parking...) is bookable
 * in slots of its hours on the days it is open, each slot taking `capacity` bookings (1: the
 * whole amenity, like a clubhouse). A household books within its limits per day, week (Monday to
 * Sunday) and month, between `minNoticeHours` and `bookAheadDays` ahead, accepting the amenity's
 * terms; a fee and a refundable deposit go to its ledger when the booking is confirmed. Times are
 * local to the organization's time zone.
 */
export const AMENITY_NAME_MAX_LENGTH = 80;
export const AMENITY_DESCRIPTION_MAX_LENGTH = 2_000;
export const AMENITY_LOCATION_MAX_LENGTH = 200;
export const AMENITY_TERMS_MAX_LENGTH = 10_000;
export const SLOT_MINUTES_MIN = 15;
export const SLOT_MINUTES_MAX = 1_440;
export const AMENITY_CAPACITY_MAX = 500;
export const BOOK_AHEAD_DAYS_MAX = 365;
export const MIN_NOTICE_HOURS_MAX = 168;
/** Free cancellation up to 30 days before: no association asks more. */
export const CANCEL_HOURS_MAX = 720;
/** A household limit per day, week or month: at most this many bookings. */
export const HOUSEHOLD_LIMIT_MAX = 100;
export const BOOKING_NOTE_MAX_LENGTH = 500;
export const BOOKING_REASON_MAX_LENGTH = 300;
/** The most days a calendar answers at once: six weeks, a month's page with its edges. */
export const CALENDAR_DAYS_MAX = 42;
/** The most slots one block of time covers (each slot is written in one transaction). */
export const BLOCK_SLOTS_MAX = 100;

/** The weekdays, Monday first, as an amenity's open days are written. */
export const AMENITY_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type AmenityDay = (typeof AMENITY_DAYS)[number];

export const AMENITY_DAY_LABELS: Readonly<Record<AmenityDay, string>> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** Booked at once (`automatic`) or held until an administrator approves it (`required`). */
export const AMENITY_APPROVALS = ["automatic", "required"] as const;
export type AmenityApproval = (typeof AMENITY_APPROVALS)[number];

export const AMENITY_APPROVAL_LABELS: Readonly<Record<AmenityApproval, string>> = {
  automatic: "Booked at once",
  required: "An administrator approves each booking",
};

/**
 * A booking's state: pending (awaiting approval; it holds its slot), confirmed (its fee and
 * deposit posted), declined, or cancelled (by the household or an administrator).
 */
export const BOOKING_STATUSES = ["pending", "confirmed", "declined", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  pending: "Awaiting approval",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
};

/** A household's booking, or time an administrator blocked (it fills the slot). */
export const BOOKING_KINDS = ["booking", "block"] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** Where a booking's refundable deposit stands. */
export const DEPOSIT_STATES = ["none", "held", "released", "kept"] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

export const DEPOSIT_STATE_LABELS: Readonly<Record<DepositState, string>> = {
  none: "No deposit",
  held: "Held",
  released: "Released",
  kept: "Kept in part or whole",
};

const hoursWords = (hours: number) => (hours === 1 ? "1 hour" : `${hours} hours`);
const daysWords = (days: number) => (days === 1 ? "1 day" : `${days} days`);
const timesWords = (count: number) => (count === 1 ? "1 booking" : `${count} bookings`);

export const amenityMessages = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be at most ${AMENITY_NAME_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${AMENITY_DESCRIPTION_MAX_LENGTH.toLocaleString("en-US")} characters`,
  locationTooLong: `Location must be at most ${AMENITY_LOCATION_MAX_LENGTH} characters`,
  slotMinutesInvalid: `Slot length must be a whole number of minutes from ${SLOT_MINUTES_MIN} to ${SLOT_MINUTES_MAX.toLocaleString("en-US")}`,
  opensInvalid: "Enter the opening time as HH:MM",
  closesInvalid: "Enter the closing time as HH:MM",
  closesBeforeOpens: "Closing time must be after opening time",
  noSlotFits: "At least one slot must fit between opening and closing time",
  daysRequired: "Choose at least one day it is open",
  daysInvalid: "Choose days among Monday to Sunday",
  capacityInvalid: `Capacity must be a whole number of bookings from 1 to ${AMENITY_CAPACITY_MAX}`,
  limitInvalid: `A limit must be a whole number from 1 to ${HOUSEHOLD_LIMIT_MAX}, or empty for none`,
  bookAheadDaysInvalid: `Booking window must be a whole number of days from 1 to ${BOOK_AHEAD_DAYS_MAX}`,
  minNoticeHoursInvalid: `Notice must be a whole number of hours from 0 to ${MIN_NOTICE_HOURS_MAX}`,
  cancelHoursInvalid: `Cancellation window must be a whole number of hours from 0 to ${CANCEL_HOURS_MAX}`,
  approvalInvalid: "Choose whether bookings need approval",
  feeInvalid: "Fee must be an amount such as 150.00, or 0 for none",
  depositInvalid: "Deposit must be an amount such as 200.00, or 0 for none",
  termsTooLong: `Terms must be at most ${AMENITY_TERMS_MAX_LENGTH.toLocaleString("en-US")} characters`,
  activeInvalid: "Say whether the amenity takes bookings",
  notFound: "Amenity not found",
  inactive: "This amenity is not taking bookings",
  hasBookings:
    "This amenity has bookings, so it cannot be deleted. Set it to not take bookings instead: its bookings stay on record",
  amenityRequired: "Choose the amenity",
  dateInvalid: "Enter the date as YYYY-MM-DD",
  startInvalid: "Enter the start time as HH:MM",
  propertyRequired: "Choose the household's property",
  propertyNotFound: "That property no longer exists",
  propertyArchived: "That property is archived and takes no bookings",
  chooseProperty: "Choose which of your properties the booking is for",
  notYourProperty: "That property is not one of your household's",
  noHousehold:
    "Your account is not linked to a household yet. Ask the association to link it before booking",
  acceptTermsInvalid: "Say whether you accept the terms of use",
  termsRequired: "Accept the amenity's terms of use to book it",
  termsVersionInvalid: "The terms' version must be a number",
  refundFeeInvalid: "Say whether the fee is refunded",
  termsChanged:
    "The amenity's terms of use changed since you read them. Read them again before booking",
  noteTooLong: `Note must be at most ${BOOKING_NOTE_MAX_LENGTH} characters`,
  reasonRequired: "Give a reason",
  reasonTooLong: `Reason must be at most ${BOOKING_REASON_MAX_LENGTH} characters`,
  closedThatDay: "The amenity is not open that day",
  notASlot: "Choose a start time among the amenity's slots",
  inThePast: "That time has passed",
  tooSoon: (hours: number) => `Book at least ${hoursWords(hours)} ahead`,
  tooFarAhead: (days: number) => `Bookings open ${daysWords(days)} ahead`,
  slotTaken: "That time was just booked. Choose another.",
  slotBlocked: "That time is closed for booking. Choose another.",
  alreadyInSlot: "Your household already has this time booked",
  perDayReached: (limit: number) =>
    `Your household already has ${timesWords(limit)} of this amenity that day, the most it allows`,
  perWeekReached: (limit: number) =>
    `Your household already has ${timesWords(limit)} of this amenity that week (Monday to Sunday), the most it allows`,
  perMonthReached: (limit: number) =>
    `Your household already has ${timesWords(limit)} of this amenity that month, the most it allows`,
  bookingNotFound: "Booking not found",
  notPending: "Only a booking awaiting approval can be approved or declined",
  notCancellable: "Only a booking awaiting approval or confirmed can be cancelled",
  alreadyStarted: "A booking cannot be cancelled once it has started",
  notABooking: "Blocked time has no deposit or approval",
  noDepositHeld: "This booking holds no deposit to release",
  depositBeforeEnd: "A deposit is released once the booking has ended",
  keptInvalid: "Enter the amount kept, such as 50.00, or 0 to release it all",
  keptOverDeposit: (depositCents: number) =>
    `The amount kept cannot be more than the deposit, ${formatCents(depositCents)}`,
  keptReasonRequired: "Say why part of the deposit is kept",
  fromInvalid: "Enter the first date as YYYY-MM-DD",
  toInvalid: "Enter the last date as YYYY-MM-DD",
  toBeforeFrom: "The last date cannot be before the first",
  calendarTooLong: `Show at most ${CALENDAR_DAYS_MAX} days at once`,
  blockEndInvalid: "Enter the end time as HH:MM",
  blockEndBeforeStart: "The end time must be after the start time",
  blockNoSlots: "No slot of the amenity falls in that time",
  blockTooLarge: `A block covers at most ${BLOCK_SLOTS_MAX} slots: choose fewer days or hours`,
  blockOverBookings: (labels: readonly string[]) =>
    `Those times already have bookings: ${labels.join("; ")}. Cancel them first, then block the time`,
  blockOverBlock: (labels: readonly string[]) =>
    `Those times are already blocked: ${labels.join("; ")}`,
} as const;

const m = amenityMessages;

/** Minutes since midnight of a time "HH:MM". */
export const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** Minutes since midnight as "HH:MM" (1440 is "24:00", the end of the day). */
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * Why an amenity's hours cannot be (closing not after opening, no slot fitting between them), or
 * null. Times are "HH:MM"; slots fill the day from the opening time.
 */
export function amenityHoursProblem(hours: {
  opens: string;
  closes: string;
  slotMinutes: number;
}): string | null {
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  if (closes <= opens) return m.closesBeforeOpens;
  if (closes - opens < hours.slotMinutes) return m.noSlotFits;
  return null;
}

/** An amount of the billing module ("150" is "150.00"), 0 for none. */
const amountSchema = (message: string) =>
  v.pipe(
    v.union([v.pipe(text(message), v.trim()), v.pipe(v.number(), v.transform(String))], message),
    v.check((amount) => parseCents(amount) !== null, message),
    v.transform((amount) => centsToAmount(parseCents(amount) ?? 0)),
  );

/** A household limit: a whole number from 1, or missing, null or "" for none (null). */
const limitSchema = v.pipe(
  v.optional(v.nullable(v.union([text(m.limitInvalid), v.number()], m.limitInvalid)), null),
  v.transform((value) => (value === null ? "" : String(value).trim())),
  v.check((value) => value === "" || /^[1-9]\d{0,2}$/u.test(value), m.limitInvalid),
  v.transform((value) => (value === "" ? null : Number(value))),
  v.check((value) => value === null || value <= HOUSEHOLD_LIMIT_MAX, m.limitInvalid),
);

const timeSchema = (message: string) =>
  v.pipe(text(message), v.trim(), v.check(isLocalTime, message));

const dateSchema = (message: string) =>
  v.pipe(text(message), v.trim(), v.check(isLocalDate, message));

/** The fields of an amenity as an administrator enters them. */
const amenityFields = {
  name: v.pipe(requiredText(m.nameRequired), maxCharacters(AMENITY_NAME_MAX_LENGTH, m.nameTooLong)),
  description: v.pipe(
    optionalText(m.descriptionTooLong),
    maxCharacters(AMENITY_DESCRIPTION_MAX_LENGTH, m.descriptionTooLong),
  ),
  location: v.pipe(
    optionalText(m.locationTooLong),
    maxCharacters(AMENITY_LOCATION_MAX_LENGTH, m.locationTooLong),
  ),
  slotMinutes: wholeNumber(m.slotMinutesInvalid, SLOT_MINUTES_MAX, SLOT_MINUTES_MIN),
  opens: timeSchema(m.opensInvalid),
  closes: timeSchema(m.closesInvalid),
  days: v.pipe(
    v.array(v.picklist(AMENITY_DAYS, m.daysInvalid), m.daysRequired),
    v.minLength(1, m.daysRequired),
    // Kept Monday first, each once.
    v.transform((days) => AMENITY_DAYS.filter((day) => days.includes(day))),
  ),
  capacity: wholeNumber(m.capacityInvalid, AMENITY_CAPACITY_MAX, 1),
  limits: v.optional(
    v.object({ perDay: limitSchema, perWeek: limitSchema, perMonth: limitSchema }, m.limitInvalid),
    { perDay: null, perWeek: null, perMonth: null },
  ),
  bookAheadDays: wholeNumber(m.bookAheadDaysInvalid, BOOK_AHEAD_DAYS_MAX, 1),
  minNoticeHours: wholeNumber(m.minNoticeHoursInvalid, MIN_NOTICE_HOURS_MAX),
  cancelHours: wholeNumber(m.cancelHoursInvalid, CANCEL_HOURS_MAX),
  approval: v.picklist(AMENITY_APPROVALS, m.approvalInvalid),
  fee: amountSchema(m.feeInvalid),
  deposit: amountSchema(m.depositInvalid),
  /** The terms a resident accepts to book; a change of text moves `termsVersion` on. */
  terms: v.pipe(
    optionalText(m.termsTooLong),
    maxCharacters(AMENITY_TERMS_MAX_LENGTH, m.termsTooLong),
  ),
  active: v.optional(v.boolean(m.activeInvalid), true),
};

/** `POST /api/orgs/{orgId}/amenities`: a new amenity. */
export const amenityDraftSchema = v.pipe(
  v.object(amenityFields, messages.requestBodyNotObject),
  v.forward(
    v.check((draft) => minutesOf(draft.closes) > minutesOf(draft.opens), m.closesBeforeOpens),
    ["closes"],
  ),
  v.forward(
    v.check(
      (draft) =>
        minutesOf(draft.closes) <= minutesOf(draft.opens) || amenityHoursProblem(draft) === null,
      m.noSlotFits,
    ),
    ["slotMinutes"],
  ),
);
export type AmenityDraft = v.InferOutput<typeof amenityDraftSchema>;

/**
 * `PATCH /api/orgs/{orgId}/amenities/{amenityId}`: any of the fields; the hours are checked
 * again with the amenity's other fields (`amenityHoursProblem`).
 */
export const updateAmenityRequestSchema = v.partial(
  v.object(amenityFields, messages.requestBodyNotObject),
);
export type UpdateAmenityRequest = v.InferOutput<typeof updateAmenityRequestSchema>;

/** By name (default); filtered by whether it takes bookings. An association has a few. */
export const AMENITY_LIST_ORDER = listOrder({ sorts: ["name", "-name"], defaultSort: "name" });

/** `GET /api/orgs/{orgId}/amenities`. */
export const amenityListQuerySchema = listQuerySchema({
  order: AMENITY_LIST_ORDER,
  searchable: false,
  filters: { active: ["true", "false"] },
});

const noteSchema = v.pipe(
  optionalText(m.noteTooLong),
  maxCharacters(BOOKING_NOTE_MAX_LENGTH, m.noteTooLong),
);

const bookingFields = {
  amenityId: requiredText(m.amenityRequired),
  date: dateSchema(m.dateInvalid),
  start: timeSchema(m.startInvalid),
  /** The terms of use accepted (required when the amenity has terms). */
  acceptTerms: v.optional(v.boolean(m.acceptTermsInvalid), false),
  /** The version of the terms the resident read: refused (409) when they changed since. */
  termsVersion: v.optional(v.nullable(v.number(m.termsVersionInvalid)), null),
  note: noteSchema,
};

/**
 * `POST /api/orgs/{orgId}/me/bookings`: a resident books for their own household (`propertyId`
 * picks one of their properties when they have several).
 */
export const residentBookingRequestSchema = v.object(
  {
    ...bookingFields,
    propertyId: v.optional(v.pipe(text(m.propertyRequired), v.trim()), ""),
  },
  messages.requestBodyNotObject,
);
export type ResidentBookingRequest = v.InferOutput<typeof residentBookingRequestSchema>;

/** `POST /api/orgs/{orgId}/bookings`: an administrator books for a household. */
export const adminBookingRequestSchema = v.object(
  { ...bookingFields, propertyId: requiredText(m.propertyRequired) },
  messages.requestBodyNotObject,
);
export type AdminBookingRequest = v.InferOutput<typeof adminBookingRequestSchema>;

/** A decline's or a cancellation's reason. */
export const declineBookingRequestSchema = v.object(
  {
    reason: v.pipe(
      requiredText(m.reasonRequired),
      maxCharacters(BOOKING_REASON_MAX_LENGTH, m.reasonTooLong),
    ),
  },
  messages.requestBodyNotObject,
);
export type DeclineBookingRequest = v.InferOutput<typeof declineBookingRequestSchema>;

/** `POST .../bookings/{bookingId}/approve`: an optional note to the household. */
export const approveBookingRequestSchema = v.object(
  { note: noteSchema },
  messages.requestBodyNotObject,
);
export type ApproveBookingRequest = v.InferOutput<typeof approveBookingRequestSchema>;

/**
 * `POST .../bookings/{bookingId}/cancel`: a reason (optional), and for an administrator whether
 * the fee comes back whatever the cancellation window says (`refundFee`; the window decides when
 * left out).
 */
export const cancelBookingRequestSchema = v.object(
  {
    reason: v.pipe(
      optionalText(m.reasonTooLong),
      maxCharacters(BOOKING_REASON_MAX_LENGTH, m.reasonTooLong),
    ),
    refundFee: v.optional(v.nullable(v.boolean(m.refundFeeInvalid)), null),
  },
  messages.requestBodyNotObject,
);
export type CancelBookingRequest = v.InferOutput<typeof cancelBookingRequestSchema>;

/** `POST .../bookings/{bookingId}/release-deposit`: what is kept of the deposit, and why. */
export const releaseDepositRequestSchema = v.object(
  {
    kept: v.optional(amountSchema(m.keptInvalid), "0.00"),
    reason: v.pipe(
      optionalText(m.reasonTooLong),
      maxCharacters(BOOKING_REASON_MAX_LENGTH, m.reasonTooLong),
    ),
  },
  messages.requestBodyNotObject,
);
export type ReleaseDepositRequest = v.InferOutput<typeof releaseDepositRequestSchema>;

/**
 * `POST /api/orgs/{orgId}/amenities/{amenityId}/blocks`: the slots from `from` to `to` (dates)
 * between `start` and `end` each day (the whole day when left out) are closed, with a reason.
 */
export const blockRequestSchema = v.pipe(
  v.object(
    {
      from: dateSchema(m.fromInvalid),
      to: dateSchema(m.toInvalid),
      start: v.optional(timeSchema(m.startInvalid), "00:00"),
      end: v.optional(
        v.pipe(
          text(m.blockEndInvalid),
          v.trim(),
          v.check((end) => end === "24:00" || isLocalTime(end), m.blockEndInvalid),
        ),
        "24:00",
      ),
      reason: v.pipe(
        requiredText(m.reasonRequired),
        maxCharacters(BOOKING_REASON_MAX_LENGTH, m.reasonTooLong),
      ),
    },
    messages.requestBodyNotObject,
  ),
  v.forward(
    v.check((block) => block.to >= block.from, m.toBeforeFrom),
    ["to"],
  ),
  v.forward(
    v.check((block) => minutesOf(block.end) > minutesOf(block.start), m.blockEndBeforeStart),
    ["end"],
  ),
);
export type BlockRequest = v.InferOutput<typeof blockRequestSchema>;

/** `GET .../amenities/{amenityId}/calendar?from=&to=`: at most `CALENDAR_DAYS_MAX` days. */
export const calendarQuerySchema = v.pipe(
  v.object({ from: dateSchema(m.fromInvalid), to: dateSchema(m.toInvalid) }),
  v.forward(
    v.check((range) => range.to >= range.from, m.toBeforeFrom),
    ["to"],
  ),
  v.forward(
    v.check((range) => daysBetween(range.from, range.to) < CALENDAR_DAYS_MAX, m.calendarTooLong),
    ["to"],
  ),
);
export type CalendarQuery = v.InferOutput<typeof calendarQuerySchema>;

/** Newest first by the slot's start (default) or oldest first; filtered as the board asks. */
export const BOOKING_LIST_ORDER = listOrder({
  sorts: ["-startsAt", "startsAt"],
  defaultSort: "-startsAt",
  filteredSorts: ["-startsAt", "startsAt"],
});

/** `GET /api/orgs/{orgId}/bookings`: the approval queue is `status=pending&sort=startsAt`. */
export const bookingListQuerySchema = listQuerySchema({
  order: BOOKING_LIST_ORDER,
  searchable: false,
  filters: { status: BOOKING_STATUSES },
  moreFilters: {
    amenityId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
    propertyId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
  },
});

// ---------------------------------------------------------------------------------------------
// The rules, pure: each takes what it judges, and the time as `now` where it matters.

/** What the rules read of an amenity. */
export interface AmenityRules {
  slotMinutes: number;
  opens: string;
  closes: string;
  days: readonly AmenityDay[];
  limits: { perDay: number | null; perWeek: number | null; perMonth: number | null };
  bookAheadDays: number;
  minNoticeHours: number;
  cancelHours: number;
}

/** One slot of a day: its local start and end ("18:00", "22:00"). */
export interface Slot {
  start: string;
  end: string;
}

/** The amenity's open day of a local date, Monday first. */
export const amenityDayOf = (date: string): AmenityDay => AMENITY_DAYS[isoWeekdayOf(date) - 1]!;

/**
 * The slots of a local date: none when the amenity is closed that day; otherwise from the opening
 * time, one after another, each `slotMinutes` long, as many as end by the closing time.
 */
export function slotsOn(amenity: AmenityRules, date: string): Slot[] {
  if (!isLocalDate(date) || !amenity.days.includes(amenityDayOf(date))) return [];
  const closes = minutesOf(amenity.closes);
  const slots: Slot[] = [];
  for (
    let start = minutesOf(amenity.opens);
    start + amenity.slotMinutes <= closes;
    start += amenity.slotMinutes
  ) {
    slots.push({ start: timeOf(start), end: timeOf(start + amenity.slotMinutes) });
  }
  return slots;
}

/** The slot of a date that starts at `start`, or undefined. */
export const slotAt = (amenity: AmenityRules, date: string, start: string): Slot | undefined =>
  slotsOn(amenity, date).find((slot) => slot.start === start);

/**
 * Why a slot cannot be booked at `now` (in the organization's `zone`), or null: closed that day,
 * not a slot's start, started already, less than `minNoticeHours` ahead, or past the
 * `bookAheadDays` window (a date more than that many days after today). An administrator booking
 * for a household passes over the notice and the window (`overWindow`), never the past.
 */
export function checkBookingTime(
  amenity: AmenityRules,
  date: string,
  start: string,
  now: Date,
  zone: TimeZone,
  { overWindow = false }: { overWindow?: boolean } = {},
): string | null {
  if (slotsOn(amenity, date).length === 0) return m.closedThatDay;
  if (!slotAt(amenity, date, start)) return m.notASlot;
  const startsAt = instantIn(date, start, zone);
  if (startsAt.getTime() <= now.getTime()) return m.inThePast;
  if (overWindow) return null;
  if (startsAt.getTime() - now.getTime() < amenity.minNoticeHours * 3_600_000) {
    return m.tooSoon(amenity.minNoticeHours);
  }
  if (daysBetween(localDateIn(now, zone), date) > amenity.bookAheadDays) {
    return m.tooFarAhead(amenity.bookAheadDays);
  }
  return null;
}

/** The Monday that starts the week of a local date (weeks run Monday to Sunday). */
export const weekOf = (date: string): string => addDays(date, 1 - isoWeekdayOf(date));

/**
 * Why one more booking on `date` would take a household past the amenity's limits, given the
 * local dates of its bookings of the amenity still held (awaiting approval or confirmed), or
 * null: per day, per week (Monday to Sunday) and per month, each checked when set.
 */
export function checkHouseholdLimits(
  amenity: Pick<AmenityRules, "limits">,
  existing: readonly string[],
  date: string,
): string | null {
  const { perDay, perWeek, perMonth } = amenity.limits;
  const count = (same: (other: string) => boolean) => existing.filter(same).length;
  if (perDay !== null && count((other) => other === date) >= perDay) return m.perDayReached(perDay);
  if (perWeek !== null && count((other) => weekOf(other) === weekOf(date)) >= perWeek) {
    return m.perWeekReached(perWeek);
  }
  if (perMonth !== null && count((other) => other.slice(0, 7) === date.slice(0, 7)) >= perMonth) {
    return m.perMonthReached(perMonth);
  }
  return null;
}

/**
 * Whether a cancellation at `now` gets the fee back: free until `cancelHours` before the slot
 * starts (that moment included), the fee kept after it. The deposit always comes back.
 */
export function cancellationRefund(
  amenity: Pick<AmenityRules, "cancelHours">,
  slotStartsAt: Date,
  now: Date,
): { feeRefunded: boolean; freeUntil: Date } {
  const freeUntil = new Date(slotStartsAt.getTime() - amenity.cancelHours * 3_600_000);
  return { feeRefunded: now.getTime() <= freeUntil.getTime(), freeUntil };
}

/**
 * A deposit's release: `keptCents` of `depositCents` kept (0 up to all of it), the rest released;
 * a reason is required when anything is kept. Answers the amounts, or the refused field and its
 * message.
 */
export function depositRelease(
  depositCents: number,
  keptCents: number,
  reason: string,
):
  | { ok: true; releasedCents: number; keptCents: number }
  | { ok: false; field: "kept" | "reason"; message: string } {
  if (!Number.isSafeInteger(keptCents) || keptCents < 0) {
    return { ok: false, field: "kept", message: m.keptInvalid };
  }
  if (keptCents > depositCents) {
    return { ok: false, field: "kept", message: m.keptOverDeposit(depositCents) };
  }
  if (keptCents > 0 && reason.trim() === "") {
    return { ok: false, field: "reason", message: m.keptReasonRequired };
  }
  return { ok: true, releasedCents: depositCents - keptCents, keptCents };
}

const WEEKDAY_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
const MONTH_SHORT = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** "6:00 PM" of a local time "18:00". */
export function clockTime(time: string): string {
  const minutes = minutesOf(time) % 1_440;
  const hours = Math.floor(minutes / 60);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes % 60).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/** "Sat 12 Dec 2026 6:00 PM": a slot's local date and start as a statement reads them. */
export function slotWords(date: string, start: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${WEEKDAY_SHORT[isoWeekdayOf(date) - 1]} ${day} ${MONTH_SHORT[month - 1]} ${year} ${clockTime(start)}`;
}

/** "Clubhouse booking, Sat 12 Dec 2026 6:00 PM": what a booking's ledger entries start with. */
export const bookingWords = (amenityName: string, date: string, start: string): string =>
  `${amenityName} booking, ${slotWords(date, start)}`;

/** A slot's document id: its local date and start, "2026-12-12_1800". */
export const slotId = (date: string, start: string): string => `${date}_${start.replace(":", "")}`;

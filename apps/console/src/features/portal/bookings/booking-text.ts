import type { StatusTone } from "@hoa/ui";
import { formatCents, parseCents, type TimeZone } from "@hoa/validation";
import {
  AMENITY_DAYS,
  amenityMessages,
  cancellationRefund,
  checkBookingTime,
  clockTime,
  type BookingStatus,
} from "@hoa/validation/amenities";
import { formatInZone } from "../../../lib/organization-time";
import type { Amenity, Booking, CalendarSlot } from "./api/own-bookings";

/** Cents of an amount the API writes ("150.00"). */
export const centsOf = (amount: string): number => parseCents(amount) ?? 0;

/** A booking's status as a pill's tone. */
export const BOOKING_STATUS_TONES: Readonly<Record<BookingStatus, StatusTone>> = {
  confirmed: "success",
  pending: "warning",
  declined: "danger",
  cancelled: "neutral",
};

const dateOf = (localDate: string) => new Date(`${localDate}T12:00:00Z`);

/** "Sat, Dec 12, 2026": a local date as a list shows it. */
export const dayWords = (localDate: string): string =>
  dateOf(localDate).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** "Saturday, December 12, 2026": a local date in full. */
export const longDayWords = (localDate: string): string =>
  dateOf(localDate).toLocaleDateString("en-US", { dateStyle: "full", timeZone: "UTC" });

/** "6:00 PM – 10:00 PM": a slot's local start and end. */
export const timeRange = (slot: { start: string; end: string }): string =>
  `${clockTime(slot.start)} – ${clockTime(slot.end)}`;

/** "Sat, Dec 12, 2026 · 6:00 PM – 10:00 PM": when a booking is, in the organization's zone. */
export const whenWords = (booking: Pick<Booking, "date" | "start" | "end">): string =>
  `${dayWords(booking.date)} · ${timeRange(booking)}`;

/** Whether a booking still holds its time and is still to come (it can be cancelled). */
export const isUpcoming = (booking: Booking, now: Date): boolean =>
  (booking.status === "pending" || booking.status === "confirmed") &&
  new Date(booking.startsAt).getTime() > now.getTime();

/**
 * The household's bookings as the list shows them: those to come (awaiting approval or
 * confirmed) soonest first, then the rest (ended, declined, cancelled) latest first.
 */
export function splitBookings(bookings: readonly Booking[], now: Date) {
  const upcoming = bookings
    .filter((booking) => isUpcoming(booking, now))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const past = bookings
    .filter((booking) => !isUpcoming(booking, now))
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return { upcoming, past };
}

/** "$200.00 deposit held", or where a deposit stands once the booking is settled. */
function depositWords(booking: Booking): string | null {
  const deposit = centsOf(booking.deposit);
  if (deposit === 0) return null;
  const amount = formatCents(deposit);
  switch (booking.depositState) {
    case "held":
      return `${amount} deposit held`;
    case "released":
      return booking.status === "cancelled"
        ? `${amount} deposit refunded`
        : `${amount} deposit released`;
    case "kept": {
      const kept = centsOf(booking.depositKept);
      return kept >= deposit
        ? `${amount} deposit kept`
        : `${formatCents(kept)} of the ${amount} deposit kept`;
    }
    case "none":
      return null;
  }
}

/**
 * What a booking costs the household and where that stands: "$150.00 fee · $200.00 deposit
 * held", "Charged once approved: $150.00 fee and $200.00 deposit", "Nothing was charged".
 */
export function moneyWords(booking: Booking): string {
  const fee = centsOf(booking.fee);
  const deposit = centsOf(booking.deposit);
  if (fee === 0 && deposit === 0) return "No fee or deposit";
  if (booking.status === "declined") return "Nothing was charged";
  if (booking.status === "pending") {
    const parts = [
      ...(fee > 0 ? [`${formatCents(fee)} fee`] : []),
      ...(deposit > 0 ? [`${formatCents(deposit)} refundable deposit`] : []),
    ];
    return `Charged once approved: ${parts.join(" and ")}`;
  }
  // A booking cancelled while awaiting approval had nothing posted.
  if (booking.status === "cancelled" && booking.feeRefunded === null) return "Nothing was charged";
  const feePart =
    fee === 0
      ? null
      : booking.status === "cancelled"
        ? `${formatCents(fee)} fee ${booking.feeRefunded ? "refunded" : "kept"}`
        : `${formatCents(fee)} fee`;
  return [feePart, depositWords(booking)].filter(Boolean).join(" · ") || "No fee or deposit";
}

const hoursWords = (hours: number) => (hours === 1 ? "1 hour" : `${hours} hours`);

/**
 * What cancelling a booking now does to its money, as its confirm dialog says it: whether the fee
 * comes back (the cancellation window copied on the booking decides, as the API does), and the
 * deposit, which always does.
 */
export function cancelWords(booking: Booking, now: Date, zone: TimeZone): string {
  if (booking.status === "pending") {
    return "The board has not approved it yet, so nothing was charged. The time is freed for others.";
  }
  const fee = centsOf(booking.fee);
  const deposit = centsOf(booking.deposit);
  const { feeRefunded, freeUntil } = cancellationRefund(booking, new Date(booking.startsAt), now);
  const until = formatInZone(freeUntil.toISOString(), zone);
  const feeSentence =
    fee === 0
      ? "There is no fee to refund."
      : feeRefunded
        ? `Your ${formatCents(fee)} fee will be refunded: free cancellation runs until ${until}.`
        : `The ${formatCents(fee)} fee will not be refunded: free cancellation ended ${until}.`;
  const depositSentence =
    deposit > 0 && booking.depositState === "held"
      ? ` Your ${formatCents(deposit)} deposit will be refunded.`
      : "";
  return `${feeSentence}${depositSentence}`;
}

/** "Open Fri, Sat and Sun, 8:00 AM – 10:00 PM, in 4-hour slots": an amenity's hours. */
export function openingWords(amenity: Amenity): string {
  const days =
    amenity.days.length === AMENITY_DAYS.length
      ? "every day"
      : listWords(amenity.days.map((day) => day.charAt(0).toUpperCase() + day.slice(1)));
  const length =
    amenity.slotMinutes % 60 === 0
      ? `${amenity.slotMinutes / 60}-hour`
      : `${amenity.slotMinutes}-minute`;
  return `Open ${days}, ${clockTime(amenity.opens)} – ${clockTime(amenity.closes)}, in ${length} slots`;
}

const listWords = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]!}`;

/** "$150.00 fee" / "No fee" and the deposit, as an amenity's card lists them. */
export const feeWords = (amenity: Pick<Amenity, "fee">): string =>
  centsOf(amenity.fee) > 0 ? formatCents(centsOf(amenity.fee)) : "None";

export const depositAmountWords = (amenity: Pick<Amenity, "deposit">): string =>
  centsOf(amenity.deposit) > 0 ? `${formatCents(centsOf(amenity.deposit))}, refundable` : "None";

/**
 * What booking the amenity adds to the household's account: "$150.00 fee and a $200.00
 * refundable deposit will be added to your account" (once approved, when the board approves).
 */
export function chargeWords(amenity: Amenity): string {
  const fee = centsOf(amenity.fee);
  const deposit = centsOf(amenity.deposit);
  if (fee === 0 && deposit === 0) return "There is no fee or deposit.";
  const what =
    fee > 0 && deposit > 0
      ? `${formatCents(fee)} fee and a ${formatCents(deposit)} refundable deposit`
      : fee > 0
        ? `A ${formatCents(fee)} fee`
        : `A ${formatCents(deposit)} refundable deposit`;
  const when = amenity.approval === "required" ? " once the board approves the booking" : "";
  return `${what} will be added to your account${when}.`;
}

/** When the fee comes back and what happens to the deposit, under the charge. */
export function refundWords(amenity: Amenity): string {
  const sentences: string[] = [];
  if (centsOf(amenity.fee) > 0) {
    sentences.push(
      amenity.cancelHours > 0
        ? `The fee is refunded if you cancel at least ${hoursWords(amenity.cancelHours)} before the start.`
        : "The fee is refunded if you cancel before the start.",
    );
  }
  if (centsOf(amenity.deposit) > 0) {
    sentences.push(
      "The deposit is refunded if you cancel, and released after the booking unless the board keeps part of it, with a reason.",
    );
  }
  return sentences.join(" ");
}

/** A slot of the chosen day as the booking form offers it: whether it can be chosen, and why not. */
export interface SlotChoice {
  slot: CalendarSlot;
  disabled: boolean;
  /** "Available", "2 of 4 places left", "Full", "Blocked", or why it cannot be booked now. */
  description: string;
}

/**
 * The day's slots as choices: one that has passed, is too soon or past the booking window says
 * so with the rules' own message (`checkBookingTime`); then blocked, already the household's,
 * full, or its places left.
 */
export function slotChoices(
  amenity: Amenity,
  date: string,
  slots: readonly CalendarSlot[],
  now: Date,
  zone: TimeZone,
): SlotChoice[] {
  return slots.map((slot) => {
    const timing = checkBookingTime(amenity, date, slot.start, now, zone);
    const refused = (description: string) => ({ slot, disabled: true, description });
    if (timing) return refused(timing);
    if (slot.blocked) return refused("Blocked");
    if (slot.bookings.length > 0) return refused(amenityMessages.alreadyInSlot);
    if (slot.available === 0) return refused("Full");
    return {
      slot,
      disabled: false,
      description:
        slot.capacity > 1 ? `${slot.available} of ${slot.capacity} places left` : "Available",
    };
  });
}

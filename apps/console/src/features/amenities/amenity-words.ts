import { formatCents, parseCents } from "@hoa/validation";
import {
  AMENITY_DAYS,
  AMENITY_DAY_LABELS,
  clockTime,
  slotWords,
  type AmenityApproval,
  type AmenityDay,
} from "@hoa/validation/amenities";
import type { Amenity, Booking } from "./api";

/** The approval as the board reads it in lists and forms. */
export const APPROVAL_WORDS: Readonly<Record<AmenityApproval, string>> = {
  automatic: "Automatic",
  required: "Approval required",
};

/** "$150.00" of an amount as the API writes it ("150.00"). */
export const money = (amount: string): string => formatCents(parseCents(amount) ?? 0);

/** Whether an amount ("0.00") is more than nothing. */
export const isCharged = (amount: string): boolean => (parseCents(amount) ?? 0) > 0;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "1 hour", "90 minutes" → "1 hour 30 minutes", "30 minutes". */
export function durationWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return plural(rest, "minute", "minutes");
  return rest === 0
    ? plural(hours, "hour", "hours")
    : `${plural(hours, "hour", "hours")} ${plural(rest, "minute", "minutes")}`;
}

/** "Every day", "Monday to Friday", "Saturday and Sunday", "Monday, Wednesday and Friday". */
export function daysWords(days: readonly AmenityDay[]): string {
  if (days.length === AMENITY_DAYS.length) return "Every day";
  if (days.length === 0) return "No day";
  const indexes = days.map((day) => AMENITY_DAYS.indexOf(day));
  const consecutive = indexes.every((index, at) => at === 0 || index === indexes[at - 1]! + 1);
  const labels = days.map((day) => AMENITY_DAY_LABELS[day]);
  if (consecutive && days.length >= 3) return `${labels[0]} to ${labels.at(-1)}`;
  return labels.length === 1
    ? labels[0]!
    : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

/** "9:00 AM to 9:00 PM". */
export const hoursWords = (amenity: Pick<Amenity, "opens" | "closes">): string =>
  `${clockTime(amenity.opens)} to ${clockTime(amenity.closes)}`;

/** "1 a day, 2 a week" or "No limit". */
export function limitsWords(limits: Amenity["limits"]): string {
  const words = [
    limits.perDay === null ? null : `${limits.perDay} a day`,
    limits.perWeek === null ? null : `${limits.perWeek} a week (Monday to Sunday)`,
    limits.perMonth === null ? null : `${limits.perMonth} a month`,
  ].filter((word): word is string => word !== null);
  return words.length === 0 ? "No limit" : words.join(", ");
}

/** "1 booking takes the whole amenity" or "4 bookings per slot". */
export const placesWords = (capacity: number): string =>
  capacity === 1 ? "1 booking per slot (the whole amenity)" : `${capacity} bookings per slot`;

/** "Up to 30 days ahead, at least 24 hours before it starts". */
export const windowWords = (amenity: Pick<Amenity, "bookAheadDays" | "minNoticeHours">): string =>
  `Up to ${plural(amenity.bookAheadDays, "day", "days")} ahead${
    amenity.minNoticeHours > 0
      ? `, at least ${plural(amenity.minNoticeHours, "hour", "hours")} before it starts`
      : ", until it starts"
  }`;

/** How a cancellation treats the fee and the deposit. */
export function cancellationWords(amenity: Pick<Amenity, "cancelHours" | "fee">): string {
  const fee = isCharged(amenity.fee)
    ? amenity.cancelHours > 0
      ? `The fee is refunded when cancelled at least ${plural(amenity.cancelHours, "hour", "hours")} before the start, and kept after that.`
      : "The fee is refunded when cancelled before the start."
    : "There is no fee.";
  return `${fee} A deposit always comes back when a booking is cancelled.`;
}

/** "$150.00 fee, $200.00 refundable deposit", "No fee or deposit". */
export function moneyWords(amenity: Pick<Amenity, "fee" | "deposit">): string {
  const fee = isCharged(amenity.fee) ? `${money(amenity.fee)} fee` : null;
  const deposit = isCharged(amenity.deposit)
    ? `${money(amenity.deposit)} refundable deposit`
    : null;
  if (!fee && !deposit) return "No fee or deposit";
  return [fee ?? "No fee", deposit ?? "no deposit"].join(", ");
}

/** "Sat 12 Dec 2026 6:00 PM to 10:00 PM": a slot in the organization's zone. */
export const slotWhen = (slot: Pick<Booking, "date" | "start" | "end">): string =>
  `${slotWords(slot.date, slot.start)} to ${clockTime(slot.end)}`;

/** "Wed 16 Dec 2026": a slot's day, as a list leads with it. */
export const slotDay = (slot: Pick<Booking, "date" | "start">): string =>
  slotWords(slot.date, slot.start).slice(0, -(clockTime(slot.start).length + 1));

/** "6:00 PM to 10:00 PM": a slot's hours. */
export const slotHours = (slot: Pick<Booking, "start" | "end">): string =>
  `${clockTime(slot.start)} to ${clockTime(slot.end)}`;

/** The household a booking is for ("Rita Owner, 14 Birch Court"), or what a block is. */
export const householdOf = (booking: Pick<Booking, "kind" | "householdName" | "propertyLabel">) =>
  booking.kind === "block"
    ? "Blocked time"
    : [booking.householdName, booking.propertyLabel].filter(Boolean).join(", ");

/** Where a booking's fee stands: "$150.00", "$150.00 refunded", "No fee". */
export function feeWords(booking: Booking): string {
  if (booking.kind === "block") return "—";
  if (!isCharged(booking.fee)) return "No fee";
  if (booking.status === "declined") return `${money(booking.fee)}, not charged`;
  if (booking.status === "pending") return `${money(booking.fee)} on approval`;
  if (booking.feeRefunded === true) return `${money(booking.fee)} refunded`;
  return money(booking.fee);
}

/** Where a booking's deposit stands: "Held $200.00", "Released", "Kept $50.00". */
export function depositWords(booking: Booking): string {
  if (booking.kind === "block") return "—";
  switch (booking.depositState) {
    case "held":
      return `Held ${money(booking.deposit)}`;
    case "released":
      return "Released";
    case "kept":
      return `Kept ${money(booking.depositKept)}`;
    case "none":
      if (!isCharged(booking.deposit)) return "No deposit";
      return booking.status === "pending" ? `${money(booking.deposit)} on approval` : "Not charged";
  }
}

/** What a ledger entry a booking made is, from its id (`booking-{id}-fee`, `reversal-...`). */
export function ledgerEntryWords(entryId: string, bookingId: string): string {
  const base = `booking-${bookingId}`;
  switch (entryId) {
    case `${base}-fee`:
      return "Fee charged";
    case `${base}-deposit`:
      return "Refundable deposit charged";
    case `reversal-${base}-fee`:
      return "Fee refunded";
    case `reversal-${base}-deposit`:
      return "Deposit given back in full";
    case `${base}-deposit-release`:
      return "Deposit given back in part";
    default:
      return entryId;
  }
}

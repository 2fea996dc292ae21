import { formatCents, parseCents } from "@hoa/validation";
import { slotWords } from "@hoa/validation/amenities";
import type { MailMessage } from "../../mail/queue.js";
import { oneLine, renderEmail } from "../../mail/render.js";
import type { Booking } from "./documents.js";

/** What a booking's emails say of it. */
type Booked = Pick<
  Booking,
  "amenity" | "date" | "start" | "end" | "propertyLabel" | "fee" | "deposit" | "householdName"
>;

/** "Clubhouse on Sat 12 Dec 2026 6:00 PM to 10:00 PM". */
const slotLine = (booking: Booked) =>
  `${oneLine(booking.amenity.name)} on ${slotWords(booking.date, booking.start)} (until ${booking.end})`;

const cents = (amount: string) => parseCents(amount) ?? 0;

const greeting = (booking: Booked) =>
  booking.householdName.trim() === "" ? [] : [`Hello ${oneLine(booking.householdName)},`];

/** The portal's bookings page. */
export const portalBookingsLink = (consoleUrl: string): string =>
  `${consoleUrl.replace(/\/+$/u, "")}/portal/bookings`;

/** The console's approval queue. */
export const bookingQueueLink = (consoleUrl: string): string =>
  `${consoleUrl.replace(/\/+$/u, "")}/amenities/bookings?status=pending`;

function bookingEmail(
  organizationName: string,
  subject: string,
  heading: string,
  paragraphs: string[],
  link: { label: string; url: string },
  footer: string,
): MailMessage {
  const { text, html } = renderEmail({
    organizationName: oneLine(organizationName),
    preheader: subject,
    heading,
    paragraphs,
    action: link,
    footer,
  });
  return { subject, text, html };
}

const householdFooter = (organizationName: string) =>
  `You receive this email because your household booked an amenity of ${oneLine(organizationName)}.`;

/** To the household: the booking is confirmed, with what was charged to its account. */
export function bookingConfirmedEmail(
  organizationName: string,
  booking: Booked,
  link: string,
): MailMessage {
  const fee = cents(booking.fee);
  const deposit = cents(booking.deposit);
  const charges = [
    ...(fee > 0 ? [`a fee of ${formatCents(fee)}`] : []),
    ...(deposit > 0 ? [`a refundable deposit of ${formatCents(deposit)}`] : []),
  ];
  return bookingEmail(
    organizationName,
    `Confirmed: ${slotLine(booking)}`,
    `Your booking of ${oneLine(booking.amenity.name)} is confirmed`,
    [
      ...greeting(booking),
      `${slotLine(booking)} is booked for ${oneLine(booking.propertyLabel)}.`,
      ...(booking.amenity.location ? [`Where: ${oneLine(booking.amenity.location)}.`] : []),
      charges.length === 0
        ? "There is nothing to pay."
        : `Your account was charged ${charges.join(" and ")}. The deposit is released after the booking once the amenity has been checked.`,
    ],
    { label: "See your bookings", url: link },
    householdFooter(organizationName),
  );
}

/** To the household: the booking awaits an administrator's approval. */
export function bookingRequestedEmail(
  organizationName: string,
  booking: Booked,
  link: string,
): MailMessage {
  return bookingEmail(
    organizationName,
    `Awaiting approval: ${slotLine(booking)}`,
    `Your booking of ${oneLine(booking.amenity.name)} awaits approval`,
    [
      ...greeting(booking),
      `${slotLine(booking)} is held for ${oneLine(booking.propertyLabel)} until the association approves or declines it. Nothing is charged until it is approved.`,
    ],
    { label: "See your bookings", url: link },
    householdFooter(organizationName),
  );
}

/** To the household: the booking was declined, and why. */
export function bookingDeclinedEmail(
  organizationName: string,
  booking: Booked,
  reason: string,
  link: string,
): MailMessage {
  return bookingEmail(
    organizationName,
    `Declined: ${slotLine(booking)}`,
    `Your booking of ${oneLine(booking.amenity.name)} was declined`,
    [
      ...greeting(booking),
      `The association declined ${slotLine(booking)} for ${oneLine(booking.propertyLabel)}.`,
      `Reason: ${oneLine(reason)}`,
      "Nothing was charged to your account.",
    ],
    { label: "Book another time", url: link },
    householdFooter(organizationName),
  );
}

/** To the household: the booking was cancelled, and what came back to its account. */
export function bookingCancelledEmail(
  organizationName: string,
  booking: Booked,
  refund: { confirmed: boolean; feeRefunded: boolean; reason: string },
  link: string,
): MailMessage {
  const fee = cents(booking.fee);
  const deposit = cents(booking.deposit);
  const money = !refund.confirmed
    ? "Nothing had been charged to your account."
    : [
        ...(fee > 0
          ? [
              refund.feeRefunded
                ? `The fee of ${formatCents(fee)} was refunded to your account.`
                : `The fee of ${formatCents(fee)} is kept: the booking was cancelled after its free cancellation window.`,
            ]
          : []),
        ...(deposit > 0
          ? [`The deposit of ${formatCents(deposit)} was refunded to your account.`]
          : []),
      ].join(" ") || "Nothing had been charged to your account.";
  return bookingEmail(
    organizationName,
    `Cancelled: ${slotLine(booking)}`,
    `Your booking of ${oneLine(booking.amenity.name)} is cancelled`,
    [
      ...greeting(booking),
      `${slotLine(booking)} for ${oneLine(booking.propertyLabel)} is cancelled.`,
      ...(refund.reason.trim() === "" ? [] : [`Reason: ${oneLine(refund.reason)}`]),
      money,
    ],
    { label: "See your bookings", url: link },
    householdFooter(organizationName),
  );
}

/** To the household: the deposit was released, in whole or in part. */
export function depositReleasedEmail(
  organizationName: string,
  booking: Booked,
  release: { releasedCents: number; keptCents: number; reason: string },
  link: string,
): MailMessage {
  const paragraphs =
    release.keptCents === 0
      ? [`The deposit of ${formatCents(release.releasedCents)} was refunded to your account.`]
      : [
          release.releasedCents > 0
            ? `${formatCents(release.releasedCents)} of the deposit was refunded to your account, and ${formatCents(release.keptCents)} is kept.`
            : `The deposit of ${formatCents(release.keptCents)} is kept.`,
          `Reason: ${oneLine(release.reason)}`,
        ];
  return bookingEmail(
    organizationName,
    `Deposit: ${slotLine(booking)}`,
    `Your deposit for ${oneLine(booking.amenity.name)}`,
    [...greeting(booking), ...paragraphs],
    { label: "See your bookings", url: link },
    householdFooter(organizationName),
  );
}

/** To the administrators: a booking awaits approval. */
export function bookingAwaitsApprovalEmail(
  organizationName: string,
  booking: Booked,
  link: string,
): MailMessage {
  return bookingEmail(
    organizationName,
    `To approve: ${slotLine(booking)}`,
    `A booking of ${oneLine(booking.amenity.name)} awaits approval`,
    [
      `${oneLine(booking.householdName || booking.propertyLabel)} (${oneLine(booking.propertyLabel)}) asked for ${slotLine(booking)}.`,
      "The slot is held until you approve or decline it.",
    ],
    { label: "Open the approval queue", url: link },
    `You receive this email because you are an administrator of ${oneLine(organizationName)}.`,
  );
}

import { Card, DetailList, Icon, Page, PageHeader, StatusPill, type DetailItem } from "@hoa/ui";
import { formatCents, timeZoneLabel } from "@hoa/validation";
import { BOOKING_STATUS_LABELS, cancellationRefund } from "@hoa/validation/amenities";
import { paths } from "../../../config/paths";
import { formatInZone, useOrganizationTimeZone } from "../../../lib/organization-time";
import { recordPage, type RecordViewProps } from "../../../lib/RecordPage";
import { useOwnBooking, type Booking } from "./api/own-bookings";
import { BookingActions } from "./BookingActions";
import {
  BOOKING_STATUS_TONES,
  centsOf,
  isUpcoming,
  longDayWords,
  moneyWords,
  timeRange,
} from "./booking-text";
import "../portal.css";
import "./bookings.css";

/**
 * One of the household's bookings, at the address its emails' list links lead to: when and where,
 * its status, the fee and the deposit and where they stand, and while it is to come its `.ics` and
 * its cancellation. Another household's is not found.
 */
export default recordPage({
  param: "bookingId",
  useRecord: useOwnBooking,
  back: { href: paths.portalBookings.href(), label: "Bookings" },
  noun: "Booking",
  icon: "calendar",
  missingHint: "Find it in your household's bookings.",
  view: BookingView,
});

function BookingView({ orgId, record: booking, backLink }: RecordViewProps<Booking>) {
  const zone = useOrganizationTimeZone();
  return (
    <Page>
      <PageHeader
        title={`${booking.amenity.name} booking`}
        description={`${longDayWords(booking.date)} · ${timeRange(booking)}`}
        backLink={backLink}
        actions={<BookingActions orgId={orgId} booking={booking} />}
      />
      <Card title="Booking" headingLevel={2} icon={<Icon name="calendar" />}>
        <DetailList items={detailsOf(booking, zone)} />
      </Card>
    </Page>
  );
}

function detailsOf(booking: Booking, zone: ReturnType<typeof useOrganizationTimeZone>) {
  const fee = centsOf(booking.fee);
  const deposit = centsOf(booking.deposit);
  const now = new Date();
  const items: DetailItem[] = [
    {
      label: "Status",
      value: (
        <StatusPill tone={BOOKING_STATUS_TONES[booking.status]}>
          {BOOKING_STATUS_LABELS[booking.status]}
        </StatusPill>
      ),
    },
    { label: "Date", value: longDayWords(booking.date) },
    { label: "Time", value: `${timeRange(booking)}, ${timeZoneLabel(zone)}` },
    ...(booking.amenity.location ? [{ label: "Where", value: booking.amenity.location }] : []),
    { label: "Property", value: booking.propertyLabel },
    { label: "Fee", value: fee > 0 ? formatCents(fee) : "None" },
    { label: "Deposit", value: deposit > 0 ? `${formatCents(deposit)}, refundable` : "None" },
    { label: "Charges", value: moneyWords(booking) },
  ];
  if (fee > 0 && booking.status === "confirmed" && isUpcoming(booking, now)) {
    const { feeRefunded, freeUntil } = cancellationRefund(booking, new Date(booking.startsAt), now);
    items.push({
      label: "Free cancellation",
      value: feeRefunded
        ? `Until ${formatInZone(freeUntil.toISOString(), zone)}`
        : `Ended ${formatInZone(freeUntil.toISOString(), zone)}`,
    });
  }
  if (booking.depositState === "kept" && booking.depositReason) {
    items.push({ label: "Why the deposit was kept", value: booking.depositReason });
  }
  if (booking.reason && (booking.status === "declined" || booking.status === "cancelled")) {
    items.push({
      label: booking.status === "declined" ? "Why it was declined" : "Why it was cancelled",
      value: booking.reason,
    });
  }
  if (booking.note) {
    items.push({
      label: "Your note",
      value: <p className="portal-booking__note">{booking.note}</p>,
    });
  }
  items.push({
    label: "Booked",
    value: `${formatInZone(booking.createdAt, zone)} by ${
      booking.bookedBy.asAdministrator
        ? `${booking.bookedBy.name} for your household`
        : booking.bookedBy.name
    }`,
  });
  if (booking.terms.acceptedAt) {
    items.push({
      label: "Terms accepted",
      value: `Version ${booking.terms.version}, ${formatInZone(booking.terms.acceptedAt, zone)}`,
    });
  }
  return items;
}

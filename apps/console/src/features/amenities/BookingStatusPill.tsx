import { StatusPill, type StatusTone } from "@hoa/ui";
import { BOOKING_STATUS_LABELS, type BookingStatus } from "@hoa/validation/amenities";
import type { Booking } from "./api";

const tones: Readonly<Record<BookingStatus, StatusTone>> = {
  pending: "warning",
  confirmed: "success",
  declined: "danger",
  cancelled: "neutral",
};

/** A booking's status ("Awaiting approval", "Confirmed"...); blocked time reads "Blocked". */
export function BookingStatusPill({ booking }: { booking: Pick<Booking, "kind" | "status"> }) {
  if (booking.kind === "block") {
    return (
      <StatusPill tone={booking.status === "cancelled" ? "neutral" : "info"}>
        {booking.status === "cancelled" ? "Block removed" : "Blocked"}
      </StatusPill>
    );
  }
  return (
    <StatusPill tone={tones[booking.status]}>{BOOKING_STATUS_LABELS[booking.status]}</StatusPill>
  );
}

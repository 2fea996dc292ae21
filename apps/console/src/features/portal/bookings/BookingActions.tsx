import { Button, Icon, notify } from "@hoa/ui";
import { useState } from "react";
import { ApiError } from "../../../api/client";
import { ConfirmMutationDialog } from "../../../lib/ConfirmMutationDialog";
import { useOrganizationTimeZone } from "../../../lib/organization-time";
import { downloadBookingIcs, useCancelOwnBooking, type Booking } from "./api/own-bookings";
import { cancelWords, dayWords, isUpcoming } from "./booking-text";

/**
 * A booking's actions while it is to come: "Add to calendar" (its `.ics`, fetched with the
 * resident's token) and "Cancel booking", which asks first, saying whether the fee comes back.
 * Nothing for a booking that has passed, was declined or cancelled.
 */
export function BookingActions({
  orgId,
  booking,
  size,
}: {
  orgId: string;
  booking: Booking;
  /** Small in a list's row, as tall as the header's buttons on a booking's page. */
  size?: "sm";
}) {
  const zone = useOrganizationTimeZone();
  const cancel = useCancelOwnBooking(orgId);
  const [downloading, setDownloading] = useState(false);
  const [cancelling, setCancelling] = useState<{ message: string } | null>(null);
  if (!isUpcoming(booking, new Date())) return null;
  const named = ` ${booking.amenity.name}, ${dayWords(booking.date)}`;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadBookingIcs(orgId, booking.id);
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : "The calendar file could not be downloaded. Please try again.",
        { id: "booking-ics" },
      );
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        icon={<Icon name="calendar" size={size ? 16 : 18} />}
        disabled={downloading}
        onClick={() => void download()}
      >
        {downloading ? "Downloading..." : "Add to calendar"}
        <span className="visually-hidden">{named}</span>
      </Button>
      <Button
        variant="quiet"
        tone="danger"
        size={size}
        onClick={() => setCancelling({ message: cancelWords(booking, new Date(), zone) })}
      >
        Cancel booking<span className="visually-hidden">{named}</span>
      </Button>
      <ConfirmMutationDialog
        open={cancelling !== null}
        title={`Cancel your ${booking.amenity.name} booking?`}
        message={cancelling?.message ?? ""}
        confirmLabel="Cancel booking"
        busyLabel="Cancelling..."
        tone="danger"
        mutation={cancel}
        variables={booking}
        done={{ message: "Booking cancelled.", toastId: "cancel-booking" }}
        onClose={() => setCancelling(null)}
      />
    </>
  );
}

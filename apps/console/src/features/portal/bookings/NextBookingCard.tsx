import { Card, Icon, StatusPill, textLinkClassName } from "@hoa/ui";
import { BOOKING_STATUS_LABELS } from "@hoa/validation/amenities";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useOrganizationSession } from "../../../lib/organization-session";
import { useOwnBookings } from "./api/own-bookings";
import { BOOKING_STATUS_TONES, splitBookings, whenWords } from "./booking-text";
import "./bookings.css";

/**
 * The portal home's reminder of the household's next booking: the amenity, when, its status and
 * the way to it. Nothing while none is to come, while they load, or when they cannot be read
 * (the Bookings page says so).
 */
export function NextBookingCard() {
  const orgId = useOrganizationSession().currentOrgId ?? "";
  const bookings = useOwnBookings(orgId);
  const [next] = splitBookings(bookings.data ?? [], new Date()).upcoming;
  if (!next) return null;
  return (
    <Card
      title={`Next booking: ${next.amenity.name}`}
      headingLevel={2}
      icon={<Icon name="calendar" />}
      description={whenWords(next)}
      actions={
        <Link to={paths.portalBookings.href()} className={textLinkClassName}>
          See all<span className="visually-hidden"> bookings</span>
        </Link>
      }
    >
      <div className="portal-booking__actions">
        <StatusPill tone={BOOKING_STATUS_TONES[next.status]}>
          {BOOKING_STATUS_LABELS[next.status]}
        </StatusPill>
        <Link to={paths.portalBooking.href(next.id)} className={textLinkClassName}>
          View booking<span className="visually-hidden">{` ${next.amenity.name}`}</span>
        </Link>
      </div>
    </Card>
  );
}

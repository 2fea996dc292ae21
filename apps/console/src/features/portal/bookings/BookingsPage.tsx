import {
  Card,
  EmptyState,
  Icon,
  ItemList,
  ListItem,
  Loader,
  Page,
  PageHeader,
  StatusPill,
  buttonClassName,
  textLinkClassName,
} from "@hoa/ui";
import { timeZoneLabel } from "@hoa/validation";
import { BOOKING_STATUS_LABELS } from "@hoa/validation/amenities";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useOrganizationSession } from "../../../lib/organization-session";
import { useOrganizationTimeZone } from "../../../lib/organization-time";
import { QueryErrorState } from "../../../lib/QueryErrorState";
import { useOwnBookings, type Booking } from "./api/own-bookings";
import { BookingActions } from "./BookingActions";
import { BOOKING_STATUS_TONES, moneyWords, splitBookings, whenWords } from "./booking-text";
import "../portal.css";
import "./bookings.css";

/**
 * The household's amenity bookings: those to come, soonest first, each with its `.ics` and its
 * cancellation; then the past, declined and cancelled ones. "Book an amenity" starts a booking.
 */
export default function BookingsPage() {
  const orgId = useOrganizationSession().currentOrgId ?? "";
  const zone = useOrganizationTimeZone();
  const bookings = useOwnBookings(orgId);
  const { upcoming, past } = splitBookings(bookings.data ?? [], new Date());
  const properties = new Set((bookings.data ?? []).map((booking) => booking.propertyId));
  const item = (booking: Booking) => (
    <BookingItem
      key={booking.id}
      orgId={orgId}
      booking={booking}
      showProperty={properties.size > 1}
    />
  );
  return (
    <Page>
      <PageHeader
        title="Bookings"
        description={`The clubhouse, the pool and the community's other amenities, booked by your household. Times are ${timeZoneLabel(zone)}.`}
        actions={
          <Link to={paths.portalNewBooking.href()} className={buttonClassName()}>
            <Icon name="plus" size={18} />
            Book an amenity
          </Link>
        }
      />
      {bookings.isPending ? (
        <Loader label="Loading..." fullScreen={false} />
      ) : bookings.isError ? (
        <Card>
          <QueryErrorState title="Your bookings could not be loaded" query={bookings} />
        </Card>
      ) : bookings.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Icon name="calendar" />}
            title="No bookings yet"
            description="Choose Book an amenity to pick an amenity, a day and a time. Your household's bookings show here."
          />
        </Card>
      ) : (
        <>
          <Card title="Upcoming" headingLevel={2} icon={<Icon name="calendar" />} flush>
            {upcoming.length === 0 ? (
              <p className="portal-bookings__none">Nothing booked ahead.</p>
            ) : (
              <ItemList label="Upcoming bookings">{upcoming.map(item)}</ItemList>
            )}
          </Card>
          {past.length > 0 ? (
            <Card title="Past and cancelled" headingLevel={2} icon={<Icon name="clock" />} flush>
              <ItemList label="Past and cancelled bookings">{past.map(item)}</ItemList>
            </Card>
          ) : null}
        </>
      )}
    </Page>
  );
}

/** A booking in the list: the amenity, when, its status, its money, its page and its actions. */
function BookingItem({
  orgId,
  booking,
  showProperty,
}: {
  orgId: string;
  booking: Booking;
  showProperty: boolean;
}) {
  const where = [booking.amenity.location, showProperty ? booking.propertyLabel : ""].filter(
    Boolean,
  );
  return (
    <ListItem
      title={booking.amenity.name}
      badges={
        <StatusPill tone={BOOKING_STATUS_TONES[booking.status]}>
          {BOOKING_STATUS_LABELS[booking.status]}
        </StatusPill>
      }
    >
      <p className="portal-booking__when">{whenWords(booking)}</p>
      {where.length > 0 ? <p className="portal-when">{where.join(" · ")}</p> : null}
      <p className="portal-booking__money">{moneyWords(booking)}</p>
      <div className="portal-booking__actions">
        <Link to={paths.portalBooking.href(booking.id)} className={textLinkClassName}>
          View booking
          <span className="visually-hidden">{` ${booking.amenity.name}, ${whenWords(booking)}`}</span>
        </Link>
        <BookingActions orgId={orgId} booking={booking} size="sm" />
      </div>
    </ListItem>
  );
}

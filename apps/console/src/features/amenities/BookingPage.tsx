import { Card, DetailList, ItemList, ListItem, Page, PageHeader, notify } from "@hoa/ui";
import { timeZoneLabel, timeZoneOf } from "@hoa/validation";
import { useState } from "react";
import { paths } from "../../config/paths";
import { clock } from "../../lib/clock";
import { useOrganizationSession } from "../../lib/organization-session";
import { formatInZone } from "../../lib/organization-time";
import { RecentActivityCard } from "../../lib/RecentActivityCard";
import { ActionButton } from "../../lib/RecordActions";
import { recordPage, type RecordViewProps } from "../../lib/RecordPage";
import { TextLink } from "../../lib/TextLink";
import { downloadBookingIcs, useBooking, type Booking, type BookingStep } from "./api";
import { depositWords, feeWords, householdOf, ledgerEntryWords, slotWhen } from "./amenity-words";
import { BookingStepDialog, bookingActionLabel, bookingActions } from "./BookingDialogs";
import { BookingStatusPill } from "./BookingStatusPill";
import "./amenities.css";

/** One booking (or blocked time): when, who, the terms accepted, its money, and its steps. */
export default recordPage({
  param: "bookingId",
  useRecord: useBooking,
  back: { href: paths.amenityBookings.href(), label: "Bookings" },
  noun: "Booking",
  icon: "calendar",
  missingHint: "Find it in the list of bookings.",
  view: BookingView,
});

const only = <T,>(shown: boolean, item: T): T[] => (shown ? [item] : []);

function BookingView({ orgId, record: booking, backLink }: RecordViewProps<Booking>) {
  const { isOrganizationAdmin } = useOrganizationSession();
  const zone = timeZoneOf(booking.timeZone);
  const [step, setStep] = useState<BookingStep | null>(null);
  const actions = bookingActions(booking, clock.now()).filter(
    (action) => isOrganizationAdmin || action === "ics",
  );
  const at = (iso: string) => formatInZone(iso, zone);
  const download = () =>
    downloadBookingIcs(orgId, booking.id).catch(() =>
      notify.error("The calendar file could not be downloaded. Please try again.", {
        id: "download-booking-ics",
      }),
    );
  const block = booking.kind === "block";

  return (
    <Page>
      <PageHeader
        title={`${booking.amenity.name}, ${slotWhen(booking)}`}
        description={
          <span className="amenity-header">
            <BookingStatusPill booking={booking} />
            <span>{householdOf(booking)}</span>
          </span>
        }
        backLink={backLink}
        actions={actions.map((action) => {
          const label = bookingActionLabel(action, booking);
          switch (action) {
            case "ics":
              return (
                <ActionButton
                  key={action}
                  variant="secondary"
                  icon="download"
                  onClick={() => void download()}
                >
                  {label}
                </ActionButton>
              );
            case "decline":
            case "cancel":
              return (
                <ActionButton
                  key={action}
                  variant="quiet"
                  tone="danger"
                  icon="close"
                  onClick={() => setStep(action)}
                >
                  {label}
                </ActionButton>
              );
            case "approve":
            case "releaseDeposit":
              return (
                <ActionButton
                  key={action}
                  icon={action === "approve" ? "check" : "card"}
                  onClick={() => setStep(action)}
                >
                  {label}
                </ActionButton>
              );
          }
        })}
      />
      <Card title="Details" headingLevel={2}>
        <DetailList
          items={[
            { label: "Status", value: <BookingStatusPill booking={booking} /> },
            {
              label: "Amenity",
              value: (
                <TextLink to={paths.amenity.href(booking.amenity.id)}>
                  {booking.amenity.name}
                </TextLink>
              ),
            },
            ...only(booking.amenity.location !== "", {
              label: "Location",
              value: booking.amenity.location,
            }),
            { label: "When", value: `${slotWhen(booking)}, ${timeZoneLabel(zone)}` },
            ...only(!block, {
              label: "Household",
              value: (
                <span className="ui-stacked-text">
                  <TextLink to={paths.property.href(booking.propertyId)}>
                    {booking.propertyLabel}
                  </TextLink>
                  {booking.householdName ? (
                    <span className="ui-stacked-text__secondary">{booking.householdName}</span>
                  ) : null}
                </span>
              ),
            }),
            {
              label: block ? "Blocked by" : "Booked by",
              value: `${booking.bookedBy.name || "Someone"}${
                block
                  ? ""
                  : booking.bookedBy.asAdministrator
                    ? ", an administrator"
                    : ", a resident"
              }, ${at(booking.createdAt)}`,
            },
            ...only(!block, {
              label: "Terms accepted",
              value:
                booking.terms.acceptedAt !== null
                  ? `Version ${booking.terms.version}, ${at(booking.terms.acceptedAt)}${
                      booking.terms.acceptedBy ? ` by ${booking.terms.acceptedBy.name}` : ""
                    }`
                  : "None: booked by an administrator",
            }),
            ...only(booking.note !== "", { label: "Note", value: booking.note }),
            ...only(booking.decidedAt !== null, {
              label: booking.status === "declined" ? "Declined" : "Approved",
              value: booking.decidedAt
                ? `${booking.decidedBy?.name ?? "An administrator"}, ${at(booking.decidedAt)}`
                : "",
            }),
            ...only(booking.cancelledAt !== null, {
              label: block ? "Unblocked" : "Cancelled",
              value: booking.cancelledAt
                ? `${booking.cancelledBy?.name ?? "Someone"}, ${at(booking.cancelledAt)}`
                : "",
            }),
            ...only(booking.reason !== "", { label: "Reason", value: booking.reason }),
          ]}
        />
      </Card>
      {block ? null : <Money booking={booking} admin={isOrganizationAdmin} />}
      <RecentActivityCard
        orgId={orgId}
        resourceId={booking.id}
        description="The latest changes to this booking."
      />
      {isOrganizationAdmin ? (
        <BookingStepDialog
          orgId={orgId}
          booking={booking}
          step={step}
          onClose={() => setStep(null)}
        />
      ) : null}
    </Page>
  );
}

/** The fee and deposit, where they stand, and the ledger entries the booking made. */
function Money({ booking, admin }: { booking: Booking; admin: boolean }) {
  return (
    <Card
      title="Fee and deposit"
      headingLevel={2}
      description="Posted to the household's ledger when the booking is confirmed."
      actions={
        admin && booking.propertyId ? (
          <TextLink to={paths.billingProperty.href(booking.propertyId)}>Billing account</TextLink>
        ) : undefined
      }
    >
      <DetailList
        items={[
          { label: "Fee", value: feeWords(booking) },
          { label: "Deposit", value: depositWords(booking) },
          ...only(booking.depositReason !== "", {
            label: "Why it was kept",
            value: booking.depositReason,
          }),
        ]}
      />
      {booking.ledgerEntryIds.length > 0 ? (
        <ItemList label="Ledger entries">
          {booking.ledgerEntryIds.map((entryId) => (
            <ListItem key={entryId} title={ledgerEntryWords(entryId, booking.id)} />
          ))}
        </ItemList>
      ) : (
        <p className="amenity-text amenity-text--muted">
          {booking.status === "pending"
            ? "Nothing is posted until the booking is approved."
            : "No ledger entries."}
        </p>
      )}
    </Card>
  );
}

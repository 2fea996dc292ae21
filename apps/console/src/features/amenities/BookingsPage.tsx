import { Loader, Note, Page, notify, type DataTableColumn, type SelectOption } from "@hoa/ui";
import { timeZoneLabel } from "@hoa/validation";
import {
  BOOKING_LIST_ORDER,
  BOOKING_STATUSES,
  BOOKING_STATUS_LABELS,
} from "@hoa/validation/amenities";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { paths } from "../../config/paths";
import { clock } from "../../lib/clock";
import { defineList, filterOptions, sortChoices, type RowAction } from "../../lib/list-definition";
import { ListPage } from "../../lib/ListPage";
import { useOrganizationSession } from "../../lib/organization-session";
import { useOrganizationTimeZone } from "../../lib/organization-time";
import { TextLink } from "../../lib/TextLink";
import { AmenitiesTabs } from "./AmenitiesTabs";
import { downloadBookingIcs, useAmenities, useBookings, type Amenity, type Booking } from "./api";
import { depositWords, feeWords, slotDay, slotHours, slotWhen } from "./amenity-words";
import { BookingStepDialog, bookingActions, type BookingAction } from "./BookingDialogs";
import { BookingStatusPill } from "./BookingStatusPill";
import "./amenities.css";

/** A booking's money in one cell: its fee, then its deposit. */
const moneyCell = (booking: Booking) =>
  booking.kind === "block" ? (
    "—"
  ) : (
    <span className="ui-stacked-text">
      <span>{feeWords(booking)}</span>
      <span className="ui-stacked-text__secondary">{depositWords(booking)}</span>
    </span>
  );

const columns: readonly DataTableColumn<Booking>[] = [
  {
    id: "when",
    header: "When",
    cell: (booking) => (
      <span className="ui-stacked-text">
        <TextLink to={paths.amenityBooking.href(booking.id)} look="name">
          {slotDay(booking)}
        </TextLink>
        <span className="ui-stacked-text__secondary">{`${slotHours(booking)} · ${booking.amenity.name}`}</span>
      </span>
    ),
  },
  {
    id: "household",
    header: "Household",
    card: "meta",
    cell: (booking) =>
      booking.kind === "block" ? (
        <span className="ui-stacked-text">
          <span>Blocked time</span>
          {booking.reason ? (
            <span className="ui-stacked-text__secondary">{booking.reason}</span>
          ) : null}
        </span>
      ) : (
        <span className="ui-stacked-text">
          <span>{booking.propertyLabel}</span>
          {booking.householdName ? (
            <span className="ui-stacked-text__secondary">{booking.householdName}</span>
          ) : null}
        </span>
      ),
  },
  {
    id: "status",
    header: "Status",
    card: "meta",
    cell: (booking) => <BookingStatusPill booking={booking} />,
  },
  { id: "money", header: "Fee and deposit", card: "meta", cell: moneyCell },
];

/** The row's actions: the quick steps; cancelling is done on the booking's page. */
type RowStep = Exclude<BookingAction, "cancel">;

const shownFor = (action: RowStep) => (booking: Booking) =>
  bookingActions(booking, clock.now()).includes(action);

const rowActions: readonly RowAction<Booking, RowStep>[] = [
  { action: "approve", label: "Approve", variant: "secondary", shownFor: shownFor("approve") },
  {
    action: "decline",
    label: "Decline",
    variant: "quiet",
    tone: "danger",
    shownFor: shownFor("decline"),
  },
  {
    action: "releaseDeposit",
    label: "Release deposit",
    variant: "secondary",
    shownFor: shownFor("releaseDeposit"),
  },
  {
    action: "ics",
    label: (booking) => `Download .ics of ${slotWhen(booking)}`,
    icon: "download",
    variant: "quiet",
  },
];

const statusOptions = filterOptions("Any status", BOOKING_STATUSES, BOOKING_STATUS_LABELS);

/** The bookings list, its Amenity filter made of the organization's amenities. */
const bookingList = (amenities: readonly Amenity[], admin: boolean) =>
  defineList({
    noun: "bookings",
    title: "Bookings",
    useItems: useBookings,
    columns,
    filters: {
      status: { label: "Status", options: statusOptions },
      amenityId: {
        label: "Amenity",
        options: [
          { value: "", label: "Any amenity" },
          ...amenities.map((amenity): SelectOption => ({ value: amenity.id, label: amenity.name })),
        ],
      },
    },
    sorts: sortChoices("-startsAt", "Latest first", "Soonest first"),
    order: BOOKING_LIST_ORDER,
    empty: { icon: "calendar", title: "No bookings yet" },
    noMatchHint: "Try another status or amenity, or show them all.",
    // Members read: the calendar file is all a row offers them.
    rowActions: admin ? rowActions : rowActions.filter((action) => action.action === "ics"),
  });

/**
 * Every booking and blocked time of every amenity, latest first. `?status=pending` is the
 * approval queue (the address the administrators' emails link to): soonest first.
 */
export default function BookingsPage() {
  const { currentOrgId, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const zone = useOrganizationTimeZone();
  const amenities = useAmenities(orgId);
  const [params, setParams] = useSearchParams();
  const queue = params.get("status") === "pending";
  const [step, setStep] = useState<{ action: RowStep; booking: Booking } | null>(null);

  // The approval queue is read soonest first unless a sort was chosen.
  const unsorted = queue && !params.has("sort");
  useEffect(() => {
    if (!unsorted) return;
    const next = new URLSearchParams(params);
    next.set("sort", "startsAt");
    setParams(next, { replace: true });
  }, [unsorted, params, setParams]);

  const list = useMemo(
    () => bookingList(amenities.data ?? [], isOrganizationAdmin),
    [amenities.data, isOrganizationAdmin],
  );
  const header = {
    title: "Amenities",
    description: `Every booking and blocked time of every amenity. Times are ${timeZoneLabel(zone)}.`,
  };
  if (amenities.isPending || unsorted) {
    return (
      <Page>
        <Loader label="Loading bookings..." fullScreen={false} />
      </Page>
    );
  }

  const onRowAction = (action: RowStep, booking: Booking) => {
    if (action === "ics") {
      downloadBookingIcs(orgId, booking.id).catch(() =>
        notify.error("The calendar file could not be downloaded. Please try again.", {
          id: "download-booking-ics",
        }),
      );
      return;
    }
    setStep({ action, booking });
  };

  return (
    <ListPage
      // The Amenity filter's options come with the amenities: a new list once they change.
      key={(amenities.data ?? []).map((amenity) => amenity.id).join()}
      list={list}
      orgId={orgId}
      {...header}
      above={<AmenitiesTabs />}
      note={
        queue ? (
          <Note>
            The approval queue: bookings awaiting approval. Each holds its slot until it is approved
            or declined.
          </Note>
        ) : null
      }
      onRowAction={onRowAction}
    >
      {step && isOrganizationAdmin ? (
        <BookingStepDialog
          orgId={orgId}
          booking={step.booking}
          step={step.action === "ics" ? null : step.action}
          onClose={() => setStep(null)}
        />
      ) : null}
    </ListPage>
  );
}

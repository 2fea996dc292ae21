import {
  Button,
  Card,
  CardGrid,
  CheckboxField,
  DetailList,
  EmptyState,
  FormActions,
  Icon,
  Loader,
  Note,
  Page,
  PageHeader,
  SelectField,
  Stack,
  StatusPill,
  TextareaField,
  buttonClassName,
  notify,
  textLinkClassName,
  useSchemaForm,
  type FormSchema,
} from "@hoa/ui";
import { timeZoneLabel, type TimeZone } from "@hoa/validation";
import {
  BOOKING_NOTE_MAX_LENGTH,
  amenityMessages as m,
  residentBookingRequestSchema,
  type ResidentBookingRequest,
} from "@hoa/validation/amenities";
import { useId, useMemo } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { ApiError } from "../../../api/client";
import { paths } from "../../../config/paths";
import { useOrganizationSession } from "../../../lib/organization-session";
import { useOrganizationTimeZone } from "../../../lib/organization-time";
import { QueryErrorState } from "../../../lib/QueryErrorState";
import { backLinkTo } from "../../../lib/TextLink";
import type { Household } from "../api/household";
import { addressOf, HouseholdQuery } from "../HouseholdQuery";
import {
  useAmenityDay,
  useBookableAmenities,
  useBookAmenity,
  type Amenity,
} from "./api/own-bookings";
import { BookingDayPicker } from "./BookingDayPicker";
import {
  chargeWords,
  depositAmountWords,
  feeWords,
  longDayWords,
  openingWords,
  refundWords,
  slotChoices,
  timeRange,
} from "./booking-text";
import "../portal.css";
import "./bookings.css";

/**
 * Booking an amenity from a phone: choose the amenity (`?amenity=` names it), a day of its
 * booking window, one of that day's slots (each saying whether it is free, full, blocked or why it
 * cannot be booked now), the property when the household has several, the terms, a note; the fee
 * and the refundable deposit are spelled out before "Book".
 */
export default function NewBookingPage() {
  const orgId = useOrganizationSession().currentOrgId ?? "";
  const zone = useOrganizationTimeZone();
  const [params] = useSearchParams();
  const amenityId = params.get("amenity") ?? "";
  const amenities = useBookableAmenities(orgId);
  const chosen = amenities.data?.find((amenity) => amenity.id === amenityId);
  return (
    <Page>
      <PageHeader
        title="Book an amenity"
        description={`Choose an amenity, a day and a time. Times are ${timeZoneLabel(zone)}.`}
        backLink={backLinkTo(paths.portalBookings.href(), "Bookings")}
      />
      {amenities.isPending ? (
        <Loader label="Loading..." fullScreen={false} />
      ) : amenities.isError ? (
        <Card>
          <QueryErrorState title="The amenities could not be loaded" query={amenities} />
        </Card>
      ) : chosen ? (
        <HouseholdQuery>
          {(household) => (
            <BookingForm
              key={chosen.id}
              orgId={orgId}
              zone={zone}
              amenity={chosen}
              household={household}
              others={amenities.data.length > 1}
            />
          )}
        </HouseholdQuery>
      ) : (
        <AmenityChoice amenities={amenities.data} unknown={amenityId !== ""} />
      )}
    </Page>
  );
}

/** "4 bookings" a slot takes, or the whole amenity when it takes one. */
const placesWords = (capacity: number) =>
  capacity === 1 ? "1 (the whole amenity)" : String(capacity);

/** What an amenity costs and takes, as its card and the form's summary list them. */
const factsOf = (amenity: Amenity) => [
  { label: "Fee", value: feeWords(amenity) },
  { label: "Deposit", value: depositAmountWords(amenity) },
  { label: "Places per slot", value: placesWords(amenity.capacity) },
  { label: "Hours", value: openingWords(amenity) },
];

function ApprovalPill({ amenity }: { amenity: Amenity }) {
  return amenity.approval === "required" ? (
    <StatusPill tone="info">Approval required</StatusPill>
  ) : null;
}

/** The amenities taking bookings, a card each, to choose one. */
function AmenityChoice({
  amenities,
  unknown,
}: {
  amenities: readonly Amenity[];
  unknown: boolean;
}) {
  if (amenities.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<Icon name="calendar" />}
          title="No amenities to book"
          description="The association has no amenity taking bookings yet."
        />
      </Card>
    );
  }
  return (
    <Stack>
      {unknown ? <Note>{m.inactive}. Choose another.</Note> : null}
      <CardGrid minColumnWidth={280} maxColumns={3} as="ul">
        {amenities.map((amenity) => (
          <li key={amenity.id} className="portal-amenity">
            <Card
              title={amenity.name}
              headingLevel={2}
              icon={<Icon name="building" />}
              description={amenity.location || undefined}
            >
              <div className="portal-amenity__body">
                <ApprovalPill amenity={amenity} />
                {amenity.description ? (
                  <p className="portal-booking__note">{amenity.description}</p>
                ) : null}
                <DetailList items={factsOf(amenity)} />
                <Link
                  to={paths.portalNewBooking.href(amenity.id)}
                  className={buttonClassName({ variant: "secondary" })}
                >
                  Choose<span className="visually-hidden">{` ${amenity.name}`}</span>
                </Link>
              </div>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Stack>
  );
}

/** The booking form's values: the request, with the start and the terms still to choose. */
interface BookingValues {
  amenityId: string;
  date: string;
  start: string;
  acceptTerms: boolean;
  note: string;
  propertyId: string;
}

/** The request the form's values make, with the version of the terms shown. */
const requestOf = (values: BookingValues, amenity: Amenity): ResidentBookingRequest => ({
  ...values,
  // The version of the terms read, so terms changed meanwhile are refused (409).
  termsVersion: amenity.terms.trim() === "" ? null : amenity.termsVersion,
});

interface Issue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/** The field an issue is about. */
const fieldOf = (issue: Issue): string => {
  const first = issue.path?.[0];
  return String(typeof first === "object" ? first.key : first);
};

/**
 * The form is checked by the API's own request schema (`residentBookingRequestSchema`, with its
 * messages) on the request its values make, and before it by what the server would refuse with
 * the rules' own messages: no time chosen, the terms not accepted when the amenity has some, no
 * property chosen when the household has several.
 */
function bookingFormSchema(amenity: Amenity, chooseProperty: boolean): FormSchema<BookingValues> {
  const hasTerms = amenity.terms.trim() !== "";
  return {
    "~standard": {
      validate: (input) => {
        const values = input as BookingValues;
        const issues: Issue[] = [];
        const refuse = (key: keyof BookingValues, message: string) =>
          issues.push({ message, path: [{ key }] });
        if (values.start === "") refuse("start", m.notASlot);
        if (hasTerms && !values.acceptTerms) refuse("acceptTerms", m.termsRequired);
        if (chooseProperty && values.propertyId === "") refuse("propertyId", m.chooseProperty);
        const combine = (checked: { issues?: readonly Issue[] | undefined }) => {
          // Without a time, the request's date and start are not the resident's to fix.
          const more = (checked.issues ?? []).filter(
            (issue) => values.start !== "" || !["date", "start"].includes(fieldOf(issue)),
          );
          const all = [...issues, ...more];
          return all.length > 0 ? { issues: all } : { value: values };
        };
        const checked = residentBookingRequestSchema["~standard"].validate(
          requestOf(values, amenity),
        );
        return checked instanceof Promise ? checked.then(combine) : combine(checked);
      },
    },
  };
}

/** A refusal that is about the chosen time: the time is chosen again from the slots read anew. */
const SLOT_REFUSALS: readonly string[] = [m.slotTaken, m.slotBlocked, m.alreadyInSlot];

function BookingForm({
  orgId,
  zone,
  amenity,
  household,
  others,
}: {
  orgId: string;
  zone: TimeZone;
  amenity: Amenity;
  household: Household;
  /** Whether the organization has other amenities to choose instead. */
  others: boolean;
}) {
  const navigate = useNavigate();
  const book = useBookAmenity(orgId);
  const properties = household.properties;
  const chooseProperty = properties.length > 1;
  const hasTerms = amenity.terms.trim() !== "";
  const schema = useMemo(
    () => bookingFormSchema(amenity, chooseProperty),
    [amenity, chooseProperty],
  );
  const defaultValues: BookingValues = {
    amenityId: amenity.id,
    date: "",
    start: "",
    acceptTerms: false,
    note: "",
    propertyId: "",
  };
  const form = useSchemaForm({
    schema,
    defaultValues,
    onValidSubmit: async (values, submitted) => {
      try {
        const booking = await book.mutateAsync(requestOf(values, amenity));
        notify.success(
          booking.status === "confirmed"
            ? "Booked."
            : "Requested: the board will approve or decline it.",
          { id: "book-amenity" },
        );
        void navigate(paths.portalBookings.href());
      } catch (error) {
        // The query client toasts the refusal; the form shows it where it belongs.
        if (!(error instanceof ApiError)) return;
        const message = error.serverMessage ?? "";
        if (error.status === 409 && message === m.termsChanged) {
          form.setValue("acceptTerms", false);
          submitted.showServerErrors({ acceptTerms: message });
        } else if (error.status === 409) {
          if (SLOT_REFUSALS.includes(message)) form.setValue("start", "");
          submitted.showServerErrors({ start: message });
        } else {
          submitted.showServerErrors(error.fields);
        }
      }
    },
  });
  const chooseDay = (date: string) => {
    form.setValue("date", date);
    form.setValue("start", "");
  };
  const charges = chargeWords(amenity);
  const refunds = refundWords(amenity);
  return (
    <form aria-label={`Book ${amenity.name}`} {...form.formProps}>
      <Stack>
        <Card
          title={amenity.name}
          headingLevel={2}
          icon={<Icon name="building" />}
          description={amenity.location || undefined}
          actions={
            others ? (
              <Link to={paths.portalNewBooking.href()} className={textLinkClassName}>
                Choose another amenity
              </Link>
            ) : null
          }
        >
          <div className="portal-amenity__body">
            <ApprovalPill amenity={amenity} />
            {amenity.description ? (
              <p className="portal-booking__note">{amenity.description}</p>
            ) : null}
            <DetailList items={factsOf(amenity)} />
          </div>
        </Card>
        <CardGrid minColumnWidth={320} maxColumns={2}>
          <Card title="Day" headingLevel={2} icon={<Icon name="calendar" />}>
            <BookingDayPicker
              amenity={amenity}
              zone={zone}
              selected={form.values.date}
              onSelect={chooseDay}
            />
          </Card>
          <Card title="Time" headingLevel={2} icon={<Icon name="clock" />}>
            <SlotField
              orgId={orgId}
              zone={zone}
              amenity={amenity}
              date={form.values.date}
              value={form.values.start}
              error={form.errors.start ?? form.errors.date}
              onChange={(start) => form.setValue("start", start)}
            />
          </Card>
        </CardGrid>
        <Card>
          <Stack>
            {chooseProperty ? (
              <SelectField
                label="Property"
                options={[
                  { value: "", label: "Choose a property" },
                  ...properties.map((property) => ({
                    value: property.id,
                    label: addressOf(property),
                  })),
                ]}
                error={form.errors.propertyId}
                {...form.select("propertyId")}
              />
            ) : null}
            <TextareaField
              label="Note"
              optional
              rows={3}
              hint={`Up to ${BOOKING_NOTE_MAX_LENGTH} characters, such as what the booking is for.`}
              {...form.text("note")}
            />
          </Stack>
        </Card>
        {hasTerms ? (
          <Card title="Terms of use" headingLevel={2} icon={<Icon name="file" />}>
            <div className="portal-booking-terms">
              <p className="portal-booking__note">{amenity.terms}</p>
              <TermsCheckbox
                checked={form.values.acceptTerms}
                error={form.errors.acceptTerms}
                onChange={(checked) => form.setValue("acceptTerms", checked)}
              />
            </div>
          </Card>
        ) : null}
        <Card title="Charges" headingLevel={2} icon={<Icon name="card" />}>
          <p className="portal-booking-charge">{charges}</p>
          {refunds ? <p className="portal-booking-charge__refund">{refunds}</p> : null}
          <FormActions>
            <Button
              type="submit"
              icon={<Icon name="check" size={18} />}
              disabled={form.isSubmitting}
            >
              {form.isSubmitting ? "Booking..." : "Book"}
            </Button>
          </FormActions>
        </Card>
      </Stack>
    </form>
  );
}

/** "I accept the terms", required when the amenity has terms. */
function TermsCheckbox({
  checked,
  error,
  onChange,
}: {
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  const errorId = useId();
  return (
    <div className="portal-booking-field">
      <CheckboxField
        label="I accept the terms"
        name="acceptTerms"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The chosen day's slots as radio buttons (the calendar API's places, read for that day): those
 * that cannot be booked are disabled and say why.
 */
function SlotField({
  orgId,
  zone,
  amenity,
  date,
  value,
  error,
  onChange,
}: {
  orgId: string;
  zone: TimeZone;
  amenity: Amenity;
  date: string;
  value: string;
  error: string | undefined;
  onChange: (start: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const day = useAmenityDay(orgId, amenity.id, date);
  const enabled = date !== "";
  const slots = enabled ? (day.data?.days.find((item) => item.date === date)?.slots ?? []) : [];
  const choices = slotChoices(amenity, date, slots, new Date(), zone);
  const firstOpen = choices.find((choice) => !choice.disabled)?.slot.start;
  const errorLine = error ? (
    <p id={errorId} className="ui-field__error" role="alert">
      {error}
    </p>
  ) : null;
  if (!enabled) {
    return (
      <>
        <p className="portal-bookings__hint">Choose a day to see its times.</p>
        {errorLine}
      </>
    );
  }
  if (day.isPending) return <Loader label="Loading times..." fullScreen={false} />;
  if (day.isError) {
    return <QueryErrorState title="The times could not be loaded" query={day} />;
  }
  return (
    <fieldset
      className="ui-choice-group"
      aria-describedby={error ? errorId : undefined}
      aria-busy={day.isFetching}
    >
      <legend className="ui-field__label">{`Times on ${longDayWords(date)}`}</legend>
      {choices.length === 0 ? (
        <p className="portal-bookings__hint">{m.closedThatDay}.</p>
      ) : (
        <div className="ui-choice-group__options portal-booking-slots">
          {choices.map(({ slot, disabled, description }) => {
            const controlId = `${id}-${slot.start}`;
            return (
              <div key={slot.start} className="ui-check">
                <input
                  id={controlId}
                  type="radio"
                  name="start"
                  value={slot.start}
                  className="ui-check__box"
                  checked={value === slot.start}
                  disabled={disabled}
                  onChange={() => onChange(slot.start)}
                  aria-describedby={`${controlId}-description`}
                  aria-invalid={error && slot.start === firstOpen ? true : undefined}
                />
                <div className="ui-check__text">
                  <label htmlFor={controlId} className="ui-check__label">
                    {timeRange(slot)}
                  </label>
                  <p id={`${controlId}-description`} className="ui-check__description">
                    {description}
                  </p>
                </div>
              </div>
            );
          })}
        </div>
      )}
      {errorLine}
    </fieldset>
  );
}

import {
  FormDialog,
  FormGrid,
  Icon,
  SelectField,
  TextField,
  TextareaField,
  notify,
  useSchemaForm,
  type FormSchema,
  type SelectOption,
} from "@hoa/ui";
import { isLocalDate, timeZoneLabel } from "@hoa/validation";
import {
  adminBookingRequestSchema,
  blockRequestSchema,
  clockTime,
  slotsOn,
  slotWords,
} from "@hoa/validation/amenities";
import { useState } from "react";
import { ApiError } from "../../api/client";
import { PropertyPicker, type PropertyChoice } from "../../lib/DirectoryPicker";
import { useOrganizationTimeZone } from "../../lib/organization-time";
import { saveForm } from "../../lib/save-form";
import {
  useAmenityCalendar,
  useBlockAmenityTime,
  useBlockAmenityTimePending,
  useBookForHousehold,
  useBookForHouseholdPending,
  type Amenity,
  type Booking,
} from "./api";
import { slotAvailability } from "./WeekCalendar";

interface BookValues {
  propertyId: string;
  date: string;
  start: string;
  note: string;
}

/** The booking form is checked by the API's own request schema, the amenity named. */
const bookSchema = (amenityId: string): FormSchema<BookValues> => ({
  "~standard": {
    validate: (values) =>
      adminBookingRequestSchema["~standard"].validate({ ...(values as BookValues), amenityId }),
  },
});

/** The slots of the date chosen, each with what it has left once the calendar is read. */
function useSlotOptions(orgId: string, amenity: Amenity, date: string) {
  const valid = isLocalDate(date);
  const calendar = useAmenityCalendar(orgId, amenity.id, date, date, valid);
  if (!valid) return [{ value: "", label: "Choose a date first" }];
  const slots = slotsOn(amenity, date);
  if (slots.length === 0) return [{ value: "", label: "Closed that day" }];
  const read = calendar.data?.from === date ? calendar.data.days[0]?.slots : undefined;
  return [
    { value: "", label: "Choose a time" },
    ...slots.map((slot): SelectOption => {
      const state = read?.find((candidate) => candidate.start === slot.start);
      const time = `${clockTime(slot.start)} to ${clockTime(slot.end)}`;
      return { value: slot.start, label: state ? `${time} · ${slotAvailability(state)}` : time };
    }),
  ];
}

function BookForm({
  id,
  orgId,
  amenity,
  onBooked,
}: {
  id: string;
  orgId: string;
  amenity: Amenity;
  onBooked: (booking: Booking) => void;
}) {
  const zone = useOrganizationTimeZone();
  const book = useBookForHousehold(orgId);
  const [property, setProperty] = useState<PropertyChoice | null>(null);
  const form = useSchemaForm({
    schema: bookSchema(amenity.id),
    defaultValues: { propertyId: "", date: "", start: "", note: "" },
    onValidSubmit: (values, submitted) =>
      saveForm(submitted, book.mutateAsync({ ...values, amenityId: amenity.id }), onBooked),
  });
  const options = useSlotOptions(orgId, amenity, form.values.date);
  return (
    <form {...form.formProps} id={id} aria-label="Book for a household">
      <FormGrid>
        <PropertyPicker
          orgId={orgId}
          value={property}
          onChange={(choice) => {
            setProperty(choice);
            form.setValue("propertyId", choice?.id ?? "");
          }}
          error={form.errors.propertyId}
        />
      </FormGrid>
      <FormGrid columns={2}>
        <TextField
          label="Date"
          type="date"
          required
          hint={timeZoneLabel(zone)}
          {...form.text("date")}
          onChange={(event) => {
            form.setValue("date", event.currentTarget.value);
            form.setValue("start", "");
          }}
        />
        <SelectField
          label="Time"
          required
          options={options}
          error={form.errors.start}
          {...form.select("start")}
        />
      </FormGrid>
      <FormGrid>
        <TextareaField
          label="Note"
          optional
          rows={3}
          hint="Kept with the booking, e.g. what it is for."
          {...form.text("note")}
        />
      </FormGrid>
    </form>
  );
}

/**
 * Books a slot for a household: the amenity's rules and the household's limits apply, not its
 * notice or booking window, and no terms are accepted on its behalf.
 */
export function BookForHouseholdDialog({
  orgId,
  amenity,
  onClose,
}: {
  orgId: string;
  amenity: Amenity;
  onClose: () => void;
}) {
  const busy = useBookForHouseholdPending();
  return (
    <FormDialog
      open
      title="Book for a household"
      description={`${amenity.name}: the household's limits apply; its notice and booking window do not. ${
        amenity.approval === "required"
          ? "The booking waits for approval."
          : "The booking is confirmed at once and its fee and deposit are posted to the household's ledger."
      }`}
      submitLabel="Book"
      submitIcon={<Icon name="check" size={18} />}
      busy={busy}
      busyLabel="Booking..."
      onClose={onClose}
    >
      {(formId) => (
        <BookForm
          id={formId}
          orgId={orgId}
          amenity={amenity}
          onBooked={(booking) => {
            notify.success(
              `${booking.propertyLabel} is booked for ${slotWords(booking.date, booking.start)}.`,
              { id: "create-booking" },
            );
            onClose();
          }}
        />
      )}
    </FormDialog>
  );
}

interface BlockValues {
  from: string;
  to: string;
  start: string;
  end: string;
  reason: string;
}

/** The request of the block form: times left empty are the whole day. */
const blockRequestOf = ({ start, end, ...values }: BlockValues) => ({
  ...values,
  ...(start.trim() ? { start } : {}),
  ...(end.trim() ? { end } : {}),
});

const blockSchema: FormSchema<BlockValues> = {
  "~standard": {
    validate: (values) =>
      blockRequestSchema["~standard"].validate(blockRequestOf(values as BlockValues)),
  },
};

function BlockForm({
  id,
  orgId,
  amenity,
  onBlocked,
}: {
  id: string;
  orgId: string;
  amenity: Amenity;
  onBlocked: (blocked: Booking[]) => void;
}) {
  const zone = useOrganizationTimeZone();
  const block = useBlockAmenityTime(orgId, amenity.id);
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: blockSchema,
    defaultValues: { from: "", to: "", start: "", end: "", reason: "" },
    onValidSubmit: (values, submitted) => {
      setConflict(null);
      return block.mutateAsync(blockRequestOf(values)).then(onBlocked, (error: unknown) => {
        if (!(error instanceof ApiError)) return;
        if (error.status === 409) {
          setConflict(error.message);
          return;
        }
        if (!submitted.showServerErrors(error.fields)) {
          notify.error(error.serverMessage ?? "The time could not be blocked", {
            id: "block-time",
          });
        }
      });
    },
  });
  return (
    <form {...form.formProps} id={id} aria-label="Block time">
      <FormGrid columns={2}>
        <TextField label="From" type="date" required data-autofocus {...form.text("from")} />
        <TextField label="To" type="date" required {...form.text("to")} />
        <TextField
          label="Start time"
          type="time"
          optional
          hint={`Empty for the whole day. ${timeZoneLabel(zone)}`}
          {...form.text("start")}
        />
        <TextField
          label="End time"
          type="time"
          optional
          hint="Empty for the end of the day."
          {...form.text("end")}
        />
      </FormGrid>
      <FormGrid>
        <TextField
          label="Reason"
          required
          hint="Shown to the board, e.g. Pool maintenance."
          {...form.text("reason")}
        />
      </FormGrid>
      {conflict ? (
        <p className="amenity-dialog-alert" role="alert">
          {conflict}
        </p>
      ) : null}
    </form>
  );
}

/**
 * Blocks the amenity's slots between two dates (and times): each becomes blocked time. Slots
 * that already have bookings are refused by name (409), shown here: those are cancelled first.
 */
export function BlockTimeDialog({
  orgId,
  amenity,
  onClose,
}: {
  orgId: string;
  amenity: Amenity;
  onClose: () => void;
}) {
  const busy = useBlockAmenityTimePending();
  return (
    <FormDialog
      open
      title="Block time"
      description={`No one can book ${amenity.name} in the slots blocked. Slots that already have bookings cannot be blocked: cancel those first.`}
      submitLabel="Block time"
      submitIcon={<Icon name="lock" size={18} />}
      busy={busy}
      busyLabel="Blocking..."
      onClose={onClose}
    >
      {(formId) => (
        <BlockForm
          id={formId}
          orgId={orgId}
          amenity={amenity}
          onBlocked={(blocked) => {
            notify.success(
              blocked.length === 1
                ? "1 slot was blocked."
                : `${blocked.length} slots were blocked.`,
              { id: "block-time" },
            );
            onClose();
          }}
        />
      )}
    </FormDialog>
  );
}

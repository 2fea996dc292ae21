import {
  CheckboxField,
  CheckboxGroup,
  FormDialog,
  FormGrid,
  Icon,
  RadioGroup,
  TextField,
  TextareaField,
  notify,
  useSchemaForm,
  type ChoiceOption,
} from "@hoa/ui";
import { timeZoneLabel } from "@hoa/validation";
import {
  AMENITY_APPROVALS,
  AMENITY_APPROVAL_LABELS,
  AMENITY_DAYS,
  AMENITY_DAY_LABELS,
  type AmenityApproval,
  type AmenityDay,
} from "@hoa/validation/amenities";
import type { ReactNode } from "react";
import { useOrganizationTimeZone } from "../../lib/organization-time";
import { saveForm } from "../../lib/save-form";
import { useCreateAmenity, useSaveAmenityPending, useUpdateAmenity, type Amenity } from "./api";
import {
  amenityFormOf,
  amenityFormSchema,
  amenityRequestOf,
  emptyAmenityForm,
  type AmenityFormValues,
} from "./amenityForm";
import { APPROVAL_WORDS } from "./amenity-words";

const dayOptions: readonly ChoiceOption<AmenityDay>[] = AMENITY_DAYS.map((day) => ({
  value: day,
  label: AMENITY_DAY_LABELS[day],
}));

const approvalOptions: readonly ChoiceOption<AmenityApproval>[] = AMENITY_APPROVALS.map(
  (approval) => ({
    value: approval,
    label: APPROVAL_WORDS[approval],
    description: AMENITY_APPROVAL_LABELS[approval],
  }),
);

/** A titled group of the form's fields. */
function FormGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="amenity-form-group">
      <legend className="amenity-form-group__title">{title}</legend>
      {children}
    </fieldset>
  );
}

function AmenityForm({
  id,
  label,
  initial,
  save,
}: {
  id: string;
  label: string;
  initial: AmenityFormValues;
  save: (request: ReturnType<typeof amenityRequestOf>) => Promise<Amenity>;
}) {
  const zone = useOrganizationTimeZone();
  const form = useSchemaForm({
    schema: amenityFormSchema,
    defaultValues: initial,
    onValidSubmit: (values, submitted) =>
      saveForm(submitted, save(amenityRequestOf(values)), () => undefined),
  });
  return (
    <form {...form.formProps} id={id} aria-label={label} className="amenity-form">
      <FormGrid>
        <TextField label="Name" required data-autofocus {...form.text("name")} />
        <TextField
          label="Location"
          optional
          hint="Where it is, e.g. 12 Maple Grove Lane, behind the pool"
          {...form.text("location")}
        />
        <TextareaField label="Description" optional rows={3} {...form.text("description")} />
      </FormGrid>
      <FormGroup title="Hours and slots">
        <FormGrid columns={2}>
          <TextField
            label="Opens"
            type="time"
            required
            hint={timeZoneLabel(zone)}
            {...form.text("opens")}
          />
          <TextField
            label="Closes"
            type="time"
            required
            hint={timeZoneLabel(zone)}
            {...form.text("closes")}
          />
          <TextField
            label="Slot length (minutes)"
            inputMode="numeric"
            required
            hint="Slots follow one another from the opening time."
            {...form.text("slotMinutes")}
          />
          <TextField
            label="Places per slot"
            inputMode="numeric"
            required
            hint="1 when one booking takes the whole amenity."
            {...form.text("capacity")}
          />
        </FormGrid>
        <CheckboxGroup
          legend="Open on"
          name="days"
          inline
          options={dayOptions}
          values={form.values.days}
          onChange={(days) => form.setValue("days", days)}
          error={form.errors.days}
        />
      </FormGroup>
      <FormGroup title="Limits per household">
        <FormGrid columns={2}>
          <TextField
            label="Per day"
            optional
            inputMode="numeric"
            hint="Empty for no limit."
            {...form.text("perDay")}
          />
          <TextField
            label="Per week"
            optional
            inputMode="numeric"
            hint="Monday to Sunday. Empty for no limit."
            {...form.text("perWeek")}
          />
          <TextField
            label="Per month"
            optional
            inputMode="numeric"
            hint="Empty for no limit."
            {...form.text("perMonth")}
          />
        </FormGrid>
      </FormGroup>
      <FormGroup title="Booking window and cancellation">
        <FormGrid columns={2}>
          <TextField
            label="Book up to (days ahead)"
            inputMode="numeric"
            required
            {...form.text("bookAheadDays")}
          />
          <TextField
            label="Notice (hours)"
            inputMode="numeric"
            required
            hint="How long before the start a household must book."
            {...form.text("minNoticeHours")}
          />
          <TextField
            label="Free cancellation until (hours before)"
            inputMode="numeric"
            required
            hint="Cancelled later, the fee is kept. A deposit always comes back."
            {...form.text("cancelHours")}
          />
        </FormGrid>
        <RadioGroup legend="Approval" options={approvalOptions} {...form.choice("approval")} />
      </FormGroup>
      <FormGroup title="Money">
        <FormGrid columns={2}>
          <TextField
            label="Fee"
            startAdornment="$"
            inputMode="decimal"
            required
            hint="0 for none. Posted to the household's ledger when confirmed."
            {...form.text("fee")}
          />
          <TextField
            label="Refundable deposit"
            startAdornment="$"
            inputMode="decimal"
            required
            hint="0 for none. Released after the booking ends."
            {...form.text("deposit")}
          />
        </FormGrid>
      </FormGroup>
      <FormGroup title="Terms">
        <TextareaField
          label="Terms of use"
          optional
          rows={6}
          hint="Residents accept them to book. A change of text asks them to accept it again."
          {...form.text("terms")}
        />
        <CheckboxField
          label="Takes bookings"
          description="Unticked, the amenity is hidden from residents and takes no bookings."
          checked={form.values.active}
          onChange={(event) => form.setValue("active", event.currentTarget.checked)}
        />
      </FormGroup>
    </form>
  );
}

export interface AmenityDialogProps {
  open: boolean;
  orgId: string;
  /** The amenity to edit; none to add one. */
  amenity?: Amenity;
  onClose: () => void;
  onSaved?: (amenity: Amenity) => void;
}

function CreateForm({
  id,
  orgId,
  done,
}: {
  id: string;
  orgId: string;
  done: (a: Amenity) => void;
}) {
  const create = useCreateAmenity(orgId);
  return (
    <AmenityForm
      id={id}
      label="New amenity"
      initial={emptyAmenityForm}
      save={(request) =>
        create.mutateAsync(request).then((amenity) => {
          notify.success(`${amenity.name} was added.`, { id: "create-amenity" });
          done(amenity);
          return amenity;
        })
      }
    />
  );
}

function EditForm({
  id,
  orgId,
  amenity,
  done,
}: {
  id: string;
  orgId: string;
  amenity: Amenity;
  done: (a: Amenity) => void;
}) {
  const update = useUpdateAmenity(orgId, amenity);
  return (
    <AmenityForm
      id={id}
      label="Edit amenity"
      initial={amenityFormOf(amenity)}
      save={(request) =>
        update.mutateAsync(request).then((saved) => {
          notify.success(`${saved.name} was saved.`, { id: "update-amenity" });
          done(saved);
          return saved;
        })
      }
    />
  );
}

/** Adds or edits an amenity in a drawer: every rule, grouped. */
export function AmenityDialog({ open, orgId, amenity, onClose, onSaved }: AmenityDialogProps) {
  const busy = useSaveAmenityPending();
  const done = (saved: Amenity) => {
    onClose();
    onSaved?.(saved);
  };
  return (
    <FormDialog
      open={open}
      title={amenity ? "Edit amenity" : "New amenity"}
      variant="drawer"
      submitLabel={amenity ? "Save amenity" : "Add amenity"}
      submitIcon={<Icon name={amenity ? "check" : "plus"} size={18} />}
      busy={busy}
      busyLabel="Saving..."
      onClose={onClose}
    >
      {(formId) =>
        amenity ? (
          <EditForm id={formId} orgId={orgId} amenity={amenity} done={done} />
        ) : (
          <CreateForm id={formId} orgId={orgId} done={done} />
        )
      }
    </FormDialog>
  );
}

import {
  CheckboxField,
  FormDialog,
  FormGrid,
  Icon,
  TextField,
  TextareaField,
  notify,
  useSchemaForm,
  type FormSchema,
} from "@hoa/ui";
import { parseCents } from "@hoa/validation";
import {
  approveBookingRequestSchema,
  cancelBookingRequestSchema,
  cancellationRefund,
  declineBookingRequestSchema,
  depositRelease,
  releaseDepositRequestSchema,
} from "@hoa/validation/amenities";
import type { ReactNode } from "react";
import { clock } from "../../lib/clock";
import { formatInZone, useOrganizationTimeZone } from "../../lib/organization-time";
import { saveForm } from "../../lib/save-form";
import { useBookingStep, useBookingStepPending, type Booking, type BookingStep } from "./api";
import { householdOf, isCharged, money, slotWhen } from "./amenity-words";

/** What can be done to a booking now, in the order the page offers it. */
export type BookingAction = BookingStep | "ics";

/**
 * The steps a booking allows at `now`: approve and decline while it awaits approval, cancel
 * (or unblock) before it starts, release the deposit once it has ended while the deposit is
 * held; the `.ics` always.
 */
export function bookingActions(booking: Booking, now: number): BookingAction[] {
  const started = new Date(booking.startsAt).getTime() <= now;
  const ended = new Date(booking.endsAt).getTime() <= now;
  const held = booking.status === "pending" || booking.status === "confirmed";
  return [
    ...(booking.kind === "booking" && booking.status === "pending"
      ? (["approve", "decline"] as const)
      : []),
    ...(held && !started ? (["cancel"] as const) : []),
    ...(booking.kind === "booking" &&
    booking.status === "confirmed" &&
    booking.depositState === "held" &&
    ended
      ? (["releaseDeposit"] as const)
      : []),
    "ics",
  ];
}

/** The action's button text. */
export const bookingActionLabel = (action: BookingAction, booking: Booking): string => {
  switch (action) {
    case "approve":
      return "Approve";
    case "decline":
      return "Decline";
    case "cancel":
      return booking.kind === "block" ? "Unblock" : "Cancel booking";
    case "releaseDeposit":
      return "Release deposit";
    case "ics":
      return "Download .ics";
  }
};

interface StepDialogProps {
  orgId: string;
  booking: Booking;
  onClose: () => void;
}

/** A step's dialog: its form, the step's busy state, and the booking it is about. */
function StepDialog({
  step,
  title,
  description,
  submitLabel,
  submitIcon,
  onClose,
  children,
}: {
  step: BookingStep;
  title: string;
  description: ReactNode;
  submitLabel: string;
  submitIcon: "check" | "close" | "card";
  onClose: () => void;
  children: (formId: string) => ReactNode;
}) {
  return (
    <FormDialog
      open
      title={title}
      description={description}
      submitLabel={submitLabel}
      submitIcon={<Icon name={submitIcon} size={18} />}
      busy={useBookingStepPending(step)}
      busyLabel="Saving..."
      onClose={onClose}
    >
      {children}
    </FormDialog>
  );
}

const about = (booking: Booking) => `${householdOf(booking)}, ${slotWhen(booking)}.`;

/** Approves a booking awaiting approval, with an optional note to the household. */
export function ApproveDialog({ orgId, booking, onClose }: StepDialogProps) {
  const approve = useBookingStep(orgId, booking, "approve");
  const form = useSchemaForm({
    schema: approveBookingRequestSchema,
    defaultValues: { note: "" },
    onValidSubmit: (request, submitted) =>
      saveForm(submitted, approve.mutateAsync(request), () => {
        notify.success("The booking was approved.", { id: "booking-approve" });
        onClose();
      }),
  });
  const charges = [
    isCharged(booking.fee) ? `the ${money(booking.fee)} fee` : null,
    isCharged(booking.deposit) ? `the ${money(booking.deposit)} deposit` : null,
  ].filter(Boolean);
  return (
    <StepDialog
      step="approve"
      title="Approve booking"
      description={`${about(booking)} It is confirmed${
        charges.length > 0 ? `, ${charges.join(" and ")} posted to the household's ledger,` : ""
      } and the household is emailed.`}
      submitLabel="Approve"
      submitIcon="check"
      onClose={onClose}
    >
      {(formId) => (
        <form {...form.formProps} id={formId} aria-label="Approve booking">
          <TextareaField
            label="Note to the household"
            optional
            rows={3}
            data-autofocus
            {...form.text("note")}
          />
        </form>
      )}
    </StepDialog>
  );
}

/** Declines a booking awaiting approval, with its reason (emailed to the household). */
export function DeclineDialog({ orgId, booking, onClose }: StepDialogProps) {
  const decline = useBookingStep(orgId, booking, "decline");
  const form = useSchemaForm({
    schema: declineBookingRequestSchema,
    defaultValues: { reason: "" },
    onValidSubmit: (request, submitted) =>
      saveForm(submitted, decline.mutateAsync(request), () => {
        notify.success("The booking was declined.", { id: "booking-decline" });
        onClose();
      }),
  });
  return (
    <StepDialog
      step="decline"
      title="Decline booking"
      description={`${about(booking)} Nothing was charged; the slot is free again and the household is emailed the reason.`}
      submitLabel="Decline booking"
      submitIcon="close"
      onClose={onClose}
    >
      {(formId) => (
        <form {...form.formProps} id={formId} aria-label="Decline booking">
          <TextareaField label="Reason" required rows={3} data-autofocus {...form.text("reason")} />
        </form>
      )}
    </StepDialog>
  );
}

interface CancelValues {
  reason: string;
  refundFee: boolean;
}

/**
 * Cancels a booking (or unblocks blocked time) before it starts. For a confirmed booking with a
 * fee, "Refund the fee" starts as the cancellation window says, which is explained beside it.
 */
export function CancelDialog({ orgId, booking, onClose }: StepDialogProps) {
  const zone = useOrganizationTimeZone();
  const cancel = useBookingStep(orgId, booking, "cancel");
  const charged = booking.kind === "booking" && booking.status === "confirmed";
  const asksFee = charged && isCharged(booking.fee);
  const refund = cancellationRefund(booking, new Date(booking.startsAt), new Date(clock.now()));
  const block = booking.kind === "block";
  const requestOf = (values: CancelValues) => ({
    reason: values.reason,
    refundFee: asksFee ? values.refundFee : null,
  });
  const form = useSchemaForm({
    schema: {
      "~standard": {
        validate: (values) =>
          cancelBookingRequestSchema["~standard"].validate(requestOf(values as CancelValues)),
      },
    } satisfies FormSchema<CancelValues>,
    defaultValues: { reason: "", refundFee: refund.feeRefunded },
    onValidSubmit: (values, submitted) =>
      saveForm(submitted, cancel.mutateAsync(requestOf(values)), () => {
        notify.success(block ? "The time was unblocked." : "The booking was cancelled.", {
          id: "booking-cancel",
        });
        onClose();
      }),
  });
  const freeUntil = formatInZone(refund.freeUntil.toISOString(), zone);
  const description = block
    ? `${slotWhen(booking)}: the slot opens for booking again.`
    : `${about(booking)} The slot is free again${
        charged && isCharged(booking.deposit) ? ", the deposit is refunded" : ""
      } and the household is emailed.`;
  return (
    <StepDialog
      step="cancel"
      title={block ? "Unblock time" : "Cancel booking"}
      description={description}
      submitLabel={block ? "Unblock" : "Cancel booking"}
      submitIcon="close"
      onClose={onClose}
    >
      {(formId) => (
        <form
          {...form.formProps}
          id={formId}
          aria-label={block ? "Unblock time" : "Cancel booking"}
        >
          <FormGrid>
            <TextareaField
              label="Reason"
              optional
              rows={3}
              hint={block ? undefined : "Emailed to the household."}
              data-autofocus
              {...form.text("reason")}
            />
            {asksFee ? (
              <CheckboxField
                label="Refund the fee"
                description={
                  refund.feeRefunded
                    ? `${money(booking.fee)}. Cancelled now, within the free cancellation window (until ${freeUntil}), the fee comes back.`
                    : `${money(booking.fee)}. The free cancellation window ended ${freeUntil}, so the fee is kept unless you tick this.`
                }
                checked={form.values.refundFee}
                onChange={(event) => form.setValue("refundFee", event.currentTarget.checked)}
              />
            ) : null}
          </FormGrid>
        </form>
      )}
    </StepDialog>
  );
}

interface ReleaseValues {
  kept: string;
  reason: string;
}

/**
 * Releases a deposit after the booking: all of it, or part kept with a reason. Checked with the
 * API's request schema and `depositRelease` (the amount up to the deposit, a reason when kept).
 */
export function ReleaseDepositDialog({ orgId, booking, onClose }: StepDialogProps) {
  const release = useBookingStep(orgId, booking, "releaseDeposit");
  const depositCents = parseCents(booking.deposit) ?? 0;
  const schema: FormSchema<ReleaseValues> = {
    "~standard": {
      validate: (input) => {
        const values = input as ReleaseValues;
        const checked = releaseDepositRequestSchema["~standard"].validate(values);
        if (checked instanceof Promise || checked.issues) return checked;
        const rule = depositRelease(depositCents, parseCents(values.kept) ?? -1, values.reason);
        return rule.ok ? checked : { issues: [{ message: rule.message, path: [rule.field] }] };
      },
    },
  };
  const form = useSchemaForm({
    schema,
    defaultValues: { kept: "0.00", reason: "" },
    onValidSubmit: (values, submitted) =>
      saveForm(submitted, release.mutateAsync(values), (saved) => {
        notify.success(
          saved.depositState === "kept"
            ? `${money(saved.depositKept)} of the deposit was kept; the rest was released.`
            : "The deposit was released.",
          { id: "booking-releaseDeposit" },
        );
        onClose();
      }),
  });
  return (
    <StepDialog
      step="releaseDeposit"
      title="Release deposit"
      description={`${about(booking)} ${money(booking.deposit)} is held. It goes back to the household's ledger, less any amount kept, and the household is emailed.`}
      submitLabel="Release deposit"
      submitIcon="card"
      onClose={onClose}
    >
      {(formId) => (
        <form {...form.formProps} id={formId} aria-label="Release deposit">
          <FormGrid>
            <TextField
              label="Amount kept"
              startAdornment="$"
              inputMode="decimal"
              required
              hint={`0 to release all of it; at most ${money(booking.deposit)}.`}
              data-autofocus
              {...form.text("kept")}
            />
            <TextareaField
              label="Reason"
              optional
              rows={3}
              hint="Required when anything is kept, e.g. cleaning after the event."
              {...form.text("reason")}
            />
          </FormGrid>
        </form>
      )}
    </StepDialog>
  );
}

/** The dialog of a step chosen on a booking, or nothing. */
export function BookingStepDialog({
  step,
  ...props
}: StepDialogProps & { step: BookingStep | null }) {
  switch (step) {
    case "approve":
      return <ApproveDialog {...props} />;
    case "decline":
      return <DeclineDialog {...props} />;
    case "cancel":
      return <CancelDialog {...props} />;
    case "releaseDeposit":
      return <ReleaseDepositDialog {...props} />;
    case null:
      return null;
  }
}

import {
  FormDialog,
  FormGrid,
  Icon,
  Note,
  SelectField,
  TextField,
  notify,
  useSchemaForm,
} from "@hoa/ui";
import {
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  adjustmentRequestSchema,
  formatCents,
  parseCents,
  paymentRequestSchema,
  type AdjustmentKind,
  type PaymentMethod,
} from "@hoa/validation";
import { labelledOptions } from "../../lib/list-definition";
import type { ComponentProps, ReactNode } from "react";
import {
  useAddAdjustment,
  useAddAdjustmentPending,
  useRecordPayment,
  useRecordPaymentPending,
  type BillingSettings,
} from "./api/billing";
import { saveForm } from "../../lib/save-form";
import { ONLINE_PAYMENTS_NOTE } from "./BillingPage";

export type EntryDialog = "payment" | AdjustmentKind | null;

/** An entry's amount in dollars, the first thing its form asks. */
function AmountField(props: Omit<ComponentProps<typeof TextField>, "label">) {
  return (
    <TextField
      label="Amount"
      inputMode="decimal"
      startAdornment="$"
      required
      data-autofocus
      {...props}
    />
  );
}

function PaymentForm({
  id,
  orgId,
  propertyId,
  settings,
  today,
  onDone,
}: {
  id: string;
  orgId: string;
  propertyId: string;
  settings: BillingSettings | undefined;
  today: string;
  onDone: () => void;
}) {
  const record = useRecordPayment(orgId, propertyId);
  const accepted = settings?.paymentMethods.length ? settings.paymentMethods : [...PAYMENT_METHODS];
  // Online card payments are not available (the note above says so): a payment recorded here was
  // most likely taken offline, so the method starts at the first accepted one that is not a card.
  const firstMethod = accepted.find((method) => method !== "card") ?? accepted[0];
  const form = useSchemaForm({
    schema: paymentRequestSchema,
    defaultValues: {
      method: firstMethod as PaymentMethod,
      amount: "",
      date: today,
      reference: "",
      memo: "",
    },
    onValidSubmit: (payment, form) =>
      saveForm(form, record.mutateAsync(payment), (entry) => {
        notify.success(`Payment of ${formatCents(-entry.amountCents)} recorded.`, {
          id: "record-payment",
        });
        onDone();
      }),
  });
  return (
    <form {...form.formProps} id={id} aria-label="Record payment">
      <div className="billing-dialog-note">
        <Note>{ONLINE_PAYMENTS_NOTE}</Note>
      </div>
      <FormGrid columns={2}>
        <AmountField {...form.text("amount")} />
        <SelectField
          label="Method"
          options={labelledOptions(accepted, PAYMENT_METHOD_LABELS)}
          {...form.select("method")}
        />
      </FormGrid>
      <FormGrid columns={2}>
        <TextField label="Date received" type="date" required {...form.text("date")} />
        <TextField
          label="Reference"
          autoComplete="off"
          hint="Check number or transfer id"
          {...form.text("reference")}
        />
      </FormGrid>
      <FormGrid>
        <TextField label="Memo" autoComplete="off" {...form.text("memo")} />
      </FormGrid>
    </form>
  );
}

function AdjustmentForm({
  id,
  kind,
  orgId,
  propertyId,
  today,
  onDone,
}: {
  id: string;
  kind: AdjustmentKind;
  orgId: string;
  propertyId: string;
  today: string;
  onDone: () => void;
}) {
  const add = useAddAdjustment(orgId, propertyId);
  const form = useSchemaForm({
    schema: adjustmentRequestSchema,
    defaultValues: { kind, amount: "", date: today, memo: "" },
    onValidSubmit: (adjustment, form) =>
      saveForm(form, add.mutateAsync(adjustment), () => {
        const amount = formatCents(parseCents(adjustment.amount) ?? 0);
        notify.success(
          kind === "charge" ? `Charge of ${amount} added.` : `Credit of ${amount} added.`,
          {
            id: "add-adjustment",
          },
        );
        onDone();
      }),
  });
  return (
    <form {...form.formProps} id={id} aria-label={kind === "charge" ? "Add charge" : "Add credit"}>
      <FormGrid columns={2}>
        <AmountField {...form.text("amount")} />
        <TextField
          label={kind === "charge" ? "Due date" : "Date"}
          type="date"
          required
          {...form.text("date")}
        />
      </FormGrid>
      <FormGrid>
        <TextField
          label="Memo"
          autoComplete="off"
          hint={
            kind === "charge"
              ? "What it is for, e.g. Pool key replacement"
              : "Why, e.g. Billing error"
          }
          {...form.text("memo")}
        />
      </FormGrid>
    </form>
  );
}

/** Record payment, Add charge or Add credit for one property. */
export function EntryDialogs({
  open,
  orgId,
  propertyId,
  settings,
  today,
  onClose,
}: {
  open: EntryDialog;
  orgId: string;
  propertyId: string;
  settings: BillingSettings | undefined;
  today: string;
  onClose: () => void;
}) {
  const recording = useRecordPaymentPending();
  const adding = useAddAdjustmentPending();
  // What every entry's form is given: the property, today's date and the way out once done.
  const entryProps = { orgId, propertyId, today, onDone: onClose };
  const dialogs: readonly {
    kind: NonNullable<EntryDialog>;
    /** The dialog's title, and its submit button's. */
    title: string;
    busy: boolean;
    busyLabel: string;
    form: (formId: string) => ReactNode;
  }[] = [
    {
      kind: "payment",
      title: "Record payment",
      busy: recording,
      busyLabel: "Recording...",
      form: (formId) => <PaymentForm id={formId} settings={settings} {...entryProps} />,
    },
    ...(["charge", "credit"] as const).map((kind) => ({
      kind,
      title: kind === "charge" ? "Add charge" : "Add credit",
      busy: adding,
      busyLabel: "Adding...",
      form: (formId: string) => <AdjustmentForm id={formId} kind={kind} {...entryProps} />,
    })),
  ];
  return dialogs.map(({ kind, title, busy, busyLabel, form }) => (
    <FormDialog
      key={kind}
      open={open === kind}
      title={title}
      submitLabel={title}
      submitIcon={<Icon name="check" size={18} />}
      busy={busy}
      busyLabel={busyLabel}
      onClose={onClose}
    >
      {form}
    </FormDialog>
  ));
}

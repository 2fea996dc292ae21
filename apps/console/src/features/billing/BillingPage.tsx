import {
  Button,
  Card,
  CheckboxGroup,
  DataTable,
  FormActions,
  FormGrid,
  Icon,
  Page,
  PageHeader,
  SelectField,
  StatCard,
  StatGrid,
  StatusPill,
  TextField,
  announceUnavailable,
  formatDate,
  useSchemaForm,
  type ChoiceOption,
  type DataTableColumn,
  type StatusTone,
} from "@hoa/ui";
import { PAYMENT_METHODS, billingSettingsSchema, type PaymentMethod } from "@hoa/validation";
import {
  billingDefaults,
  billingSummary,
  dueDayOptions,
  paymentMethodLabels,
  recentPayments,
  type Payment,
  type PaymentStatus,
} from "./mock-data";

const statusTones: Record<PaymentStatus, StatusTone> = {
  Paid: "success",
  Pending: "info",
  Late: "danger",
};

const paymentMethodOptions: readonly ChoiceOption<PaymentMethod>[] = PAYMENT_METHODS.map(
  (method) => ({ value: method, label: paymentMethodLabels[method] }),
);

const columns: readonly DataTableColumn<Payment>[] = [
  { id: "resident", header: "Resident", cell: (payment) => payment.resident },
  { id: "unit", header: "Unit", cell: (payment) => payment.unit },
  { id: "amount", header: "Amount", cell: (payment) => payment.amount, align: "end", nowrap: true },
  { id: "method", header: "Method", cell: (payment) => paymentMethodLabels[payment.method] },
  { id: "date", header: "Date", cell: (payment) => formatDate(payment.paidOn), nowrap: true },
  {
    id: "status",
    header: "Status",
    card: "meta",
    cell: (payment) => <StatusPill tone={statusTones[payment.status]}>{payment.status}</StatusPill>,
  },
];

function BillingSettingsForm() {
  const { values, setValue, text, formProps } = useSchemaForm({
    schema: billingSettingsSchema,
    defaultValues: billingDefaults,
    onValidSubmit: () => announceUnavailable("Saving billing settings"),
  });
  return (
    <Card title="Dues and fees" icon={<Icon name="card" />}>
      <form {...formProps} aria-label="Dues and fees">
        <FormGrid columns={2}>
          <TextField
            label="Monthly fee"
            inputMode="decimal"
            startAdornment="$"
            required
            {...text("monthlyFee")}
          />
          <TextField
            label="Late fee"
            inputMode="decimal"
            startAdornment="$"
            required
            {...text("lateFee")}
          />
        </FormGrid>
        <FormGrid columns={2}>
          <SelectField
            label="Due day"
            name="dueDay"
            options={dueDayOptions}
            value={values.dueDay}
            onValueChange={(dueDay) => setValue("dueDay", dueDay)}
          />
          <CheckboxGroup
            legend="Payment methods"
            name="paymentMethods"
            options={paymentMethodOptions}
            values={values.paymentMethods}
            onChange={(methods) => setValue("paymentMethods", methods)}
          />
        </FormGrid>
        <FormActions>
          <Button type="submit">Save billing settings</Button>
        </FormActions>
      </form>
    </Card>
  );
}

export default function BillingPage() {
  return (
    <Page>
      <PageHeader title="Billing" description="Monthly dues, late fees and how residents pay." />
      <StatGrid>
        <StatCard
          label="Monthly fee"
          value={`$${billingDefaults.monthlyFee}`}
          icon={<Icon name="card" size={16} />}
        />
        <StatCard
          label="Collected this month"
          value={billingSummary.collectedThisMonth}
          tone="success"
          icon={<Icon name="check" size={16} />}
        />
        <StatCard
          label="Outstanding"
          value={billingSummary.outstanding}
          tone="warning"
          icon={<Icon name="clock" size={16} />}
        />
        <StatCard
          label="Late accounts"
          value={billingSummary.lateAccounts}
          tone="danger"
          icon={<Icon name="alert" size={16} />}
        />
      </StatGrid>
      <BillingSettingsForm />
      <Card title="Recent payments" flush>
        <DataTable
          caption="Recent payments"
          columns={columns}
          rows={recentPayments}
          rowKey={(payment) => payment.id}
        />
      </Card>
    </Page>
  );
}

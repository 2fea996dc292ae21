import {
  Button,
  Card,
  CheckboxGroup,
  DataTable,
  EmptyState,
  FilterBar,
  FormFooter,
  FormGrid,
  Icon,
  ListPager,
  Note,
  Page,
  PageHeader,
  SelectField,
  StatCard,
  StatGrid,
  StatusPill,
  TextField,
  notify,
  useSchemaForm,
  type DataTableColumn,
  type SelectOption,
} from "@hoa/ui";
import {
  AGING_BUCKET_LABELS,
  BILLING_DEFAULTS,
  DUE_DAYS,
  DUE_DAY_LABELS,
  GRACE_DAYS_MAX,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  billingSettingsSchema,
  centsToAmount,
  formatCents,
  timeZoneLabel,
} from "@hoa/validation";
import { useId, useMemo, useState } from "react";
import { paths } from "../../config/paths";
import { ExportCsvButton } from "../../lib/ExportCsvButton";
import { columnSort, labelledOptions } from "../../lib/list-definition";
import { useOrganizationSession } from "../../lib/organization-session";
import {
  getBillingReport,
  useBillingReport,
  useBillingSettings,
  useBillingSummary,
  useSaveBillingSettings,
  type AccountRow,
  type BillingSettings,
} from "./api/billing";
import { saveForm } from "../../lib/save-form";
import { useUnsavedChangesGuard } from "../../lib/unsaved-changes";
import { Money, formatLocalDate } from "./money";
import { TextLink } from "../../lib/TextLink";
import "./billing.css";
import { QueryErrorState } from "../../lib/QueryErrorState";

/** Where a person would look for online payment: it is not offered here. */
export const ONLINE_PAYMENTS_NOTE =
  "Online card payments are not available; record card payments taken elsewhere.";

const paymentMethodOptions = labelledOptions(PAYMENT_METHODS, PAYMENT_METHOD_LABELS);
const dueDayOptions = labelledOptions(DUE_DAYS, DUE_DAY_LABELS);

const propertyCell = (row: AccountRow) => (
  <TextLink to={paths.billingProperty.href(row.propertyId)} look="name">
    {row.address}
    {row.unit ? `, ${row.unit}` : ""}
  </TextLink>
);

const balanceStanding = (row: AccountRow) =>
  row.delinquent ? (
    <StatusPill tone="danger">Delinquent</StatusPill>
  ) : row.balanceCents > 0 ? (
    <StatusPill tone="warning">Owes</StatusPill>
  ) : row.balanceCents < 0 ? (
    <StatusPill tone="info">Credit</StatusPill>
  ) : (
    <StatusPill tone="success">Paid up</StatusPill>
  );

/** What the balance says, and that an archived property gets no new charges (it still owes). */
const standing = (row: AccountRow) =>
  row.archived ? (
    <span className="billing-standing">
      {balanceStanding(row)}
      <StatusPill>Archived</StatusPill>
    </span>
  ) : (
    balanceStanding(row)
  );

const balanceColumns: readonly DataTableColumn<AccountRow>[] = [
  { id: "property", header: "Property", cell: propertyCell },
  { id: "standing", header: "Standing", card: "meta", cell: standing },
  {
    id: "balance",
    header: "Balance",
    align: "end",
    nowrap: true,
    sort: columnSort("balance", "descendingFirst"),
    cell: (row) => <Money cents={row.balanceCents} credit />,
  },
  {
    id: "oldest",
    header: "Oldest open charge",
    nowrap: true,
    cell: (row) => formatLocalDate(row.oldestDueDate),
  },
];

const agingColumns: readonly DataTableColumn<AccountRow>[] = [
  { id: "property", header: "Property", cell: propertyCell },
  ...(["current", "days30", "days60", "days90"] as const).map((bucket) => ({
    id: bucket,
    header: AGING_BUCKET_LABELS[bucket],
    align: "end" as const,
    nowrap: true,
    cell: (row: AccountRow) => formatCents(row.aging[bucket]),
  })),
  {
    id: "total",
    header: "Total open",
    align: "end",
    nowrap: true,
    cell: (row) =>
      formatCents(row.aging.current + row.aging.days30 + row.aging.days60 + row.aging.days90),
  },
];

const address = (row: AccountRow) => row.address;
const dollars = (cents: number) => centsToAmount(cents);

type Show = "all" | "delinquent" | "owing" | "credit" | "archived";
const showOptions: readonly SelectOption<Show>[] = [
  { value: "all", label: "All properties" },
  { value: "delinquent", label: "Delinquent" },
  { value: "owing", label: "Owing" },
  { value: "credit", label: "With credit" },
  { value: "archived", label: "Archived" },
];

/** The report comes by address; the balance column's heading sorts it too. */
type BalanceSort = "address" | "-balance" | "balance";
const balanceSortOptions: readonly SelectOption<BalanceSort>[] = [
  { value: "address", label: "Address" },
  { value: "-balance", label: "Highest balance first" },
  { value: "balance", label: "Lowest balance first" },
];
const isBalanceSort = (value: string): value is BalanceSort =>
  balanceSortOptions.some((option) => option.value === value);

/** Rows whose address or unit contains the words searched, case-insensitively. */
const matching = (rows: readonly AccountRow[], search: string) => {
  const words = search.trim().toLowerCase();
  return words === ""
    ? rows
    : rows.filter((row) => `${row.address}, ${row.unit}`.toLowerCase().includes(words));
};

function BalancesCard({
  orgId,
  search,
  onSearch,
}: {
  orgId: string;
  search: string;
  onSearch: (term: string) => void;
}) {
  const report = useBillingReport(orgId);
  const [show, setShow] = useState<Show>("all");
  const [sort, setSort] = useState<BalanceSort>("address");
  const rows = useMemo(() => {
    const all = matching(report.data?.rows ?? [], search);
    const shown = all.filter((row) =>
      show === "delinquent"
        ? row.delinquent
        : show === "owing"
          ? row.balanceCents > 0
          : show === "credit"
            ? row.balanceCents < 0
            : show === "archived"
              ? row.archived
              : true,
    );
    if (sort === "balance") return [...shown].sort((a, b) => a.balanceCents - b.balanceCents);
    if (sort === "-balance") return [...shown].sort((a, b) => b.balanceCents - a.balanceCents);
    return shown;
  }, [report.data, show, sort, search]);
  const sortBy = (value: string) => {
    if (isBalanceSort(value)) setSort(value);
  };
  return (
    <Card
      title="Balances"
      headingLevel={2}
      description={
        report.data
          ? `What each property owes as of ${formatLocalDate(report.data.asOf)} (${timeZoneLabel(report.data.timeZone)}).`
          : "What each property owes as of today."
      }
      actions={
        <ExportCsvButton
          readAll={async () => (await getBillingReport(orgId)).rows}
          fileName="balances"
          itemsLabel="balances"
          columns={[
            { header: "Address", value: address },
            { header: "Unit", value: (row) => row.unit },
            { header: "Balance", value: (row) => dollars(row.balanceCents) },
            { header: "Credit", value: (row) => dollars(row.creditCents) },
            { header: "Oldest open charge", value: (row) => row.oldestDueDate ?? "" },
            { header: "Delinquent", value: (row) => (row.delinquent ? "Yes" : "No") },
            { header: "Archived", value: (row) => (row.archived ? "Yes" : "No") },
          ]}
        />
      }
      flush
    >
      <FilterBar
        search={{
          label: "Find a property",
          placeholder: "Address or unit",
          onSearch,
          live: true,
        }}
        note="Finds properties by address or unit, in the balances and in the aging below."
        filters={
          <SelectField label="Show" options={showOptions} value={show} onValueChange={setShow} />
        }
        sort={{ options: balanceSortOptions, value: sort, onValueChange: setSort }}
      />
      <ReportTable
        result={report}
        caption="Balances"
        columns={balanceColumns}
        rows={rows}
        sort={{ value: sort, onChange: sortBy }}
      />
    </Card>
  );
}

function AgingCard({ orgId, search }: { orgId: string; search: string }) {
  const report = useBillingReport(orgId);
  const rows = matching(report.data?.rows ?? [], search).filter(
    (row) => row.aging.current + row.aging.days30 + row.aging.days60 + row.aging.days90 > 0,
  );
  const totals = report.data?.totals.aging;
  const searched = search.trim();
  const captionId = useId();
  return (
    <Card
      title="Aging"
      headingLevel={2}
      description="Open charges by days past their due date: current (under 30), 30, 60 and 90+ days."
      actions={
        <ExportCsvButton
          readAll={async () => (await getBillingReport(orgId)).rows}
          fileName="aging"
          itemsLabel="aging rows"
          columns={[
            { header: "Address", value: address },
            { header: "Unit", value: (row) => row.unit },
            { header: "Current", value: (row) => dollars(row.aging.current) },
            { header: "30 days", value: (row) => dollars(row.aging.days30) },
            { header: "60 days", value: (row) => dollars(row.aging.days60) },
            { header: "90+ days", value: (row) => dollars(row.aging.days90) },
          ]}
        />
      }
      flush
    >
      {totals && searched ? (
        // The totals are the whole community's: a search narrows the rows, not them.
        <p id={captionId} className="billing-totals__caption">
          All properties, not only those matching “{searched}”
        </p>
      ) : null}
      {totals ? (
        <dl
          className="billing-totals"
          aria-label="Aging totals"
          aria-describedby={searched ? captionId : undefined}
        >
          {(["current", "days30", "days60", "days90"] as const).map((bucket) => (
            <div key={bucket}>
              <dt>{AGING_BUCKET_LABELS[bucket]}</dt>
              <dd>{formatCents(totals[bucket])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ReportTable result={report} caption="Aging" columns={agingColumns} rows={rows} />
    </Card>
  );
}

function ReportTable({
  result,
  caption,
  columns,
  rows,
  sort,
}: {
  result: ReturnType<typeof useBillingReport>;
  caption: string;
  columns: readonly DataTableColumn<AccountRow>[];
  rows: readonly AccountRow[];
  sort?: { value: string | undefined; onChange: (value: string) => void };
}) {
  if (result.isError) {
    return (
      <QueryErrorState title={`The ${caption.toLowerCase()} could not be loaded`} query={result} />
    );
  }
  if (result.data && rows.length === 0) {
    return <EmptyState icon={<Icon name="card" />} title="Nothing to show" />;
  }
  return <PagedRows caption={caption} columns={columns} rows={rows} sort={sort} />;
}

const REPORT_PAGE_SIZE = 25;

/** The report's rows a page at a time (the report comes whole, as of one moment). */
function PagedRows({
  caption,
  columns,
  rows,
  sort,
}: {
  caption: string;
  columns: readonly DataTableColumn<AccountRow>[];
  rows: readonly AccountRow[];
  sort?: { value: string | undefined; onChange: (value: string) => void } | undefined;
}) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / REPORT_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = rows.slice(current * REPORT_PAGE_SIZE, (current + 1) * REPORT_PAGE_SIZE);
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={shown}
        rowKey={(row) => row.propertyId}
        {...(sort ? { sort } : {})}
      />
      {pages > 1 ? (
        <div className="billing-pager">
          <span>
            {current * REPORT_PAGE_SIZE + 1}–{current * REPORT_PAGE_SIZE + shown.length} of{" "}
            {rows.length}
          </span>
          <ListPager
            label={`${caption} pages`}
            hasPrevious={current > 0}
            hasNext={current < pages - 1}
            onPrevious={() => setPage(current - 1)}
            onNext={() => setPage(current + 1)}
          />
        </div>
      ) : null}
    </>
  );
}

const formValues = (settings: BillingSettings | undefined) =>
  settings
    ? {
        monthlyFee: settings.monthlyFee,
        lateFee: settings.lateFee,
        dueDay: settings.dueDay,
        graceDays: String(settings.graceDays),
        paymentMethods: [...settings.paymentMethods],
      }
    : { ...BILLING_DEFAULTS, paymentMethods: [...BILLING_DEFAULTS.paymentMethods] };

function BillingSettingsForm({ orgId, settings }: { orgId: string; settings: BillingSettings }) {
  const save = useSaveBillingSettings(orgId);
  const form = useSchemaForm({
    schema: billingSettingsSchema,
    defaultValues: formValues(settings),
    onValidSubmit: (values, form) =>
      saveForm(form, save.mutateAsync({ settings: values, version: settings.version }), () =>
        notify.success("Billing settings saved.", { id: "billing-settings" }),
      ),
  });
  const { values, setValue, text, select, formProps, isDirty } = form;
  const guard = useUnsavedChangesGuard(isDirty);
  return (
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
        <SelectField label="Due day" options={dueDayOptions} {...select("dueDay")} />
        <TextField
          label="Grace days"
          inputMode="numeric"
          required
          hint={`Days after the due date before the late fee (0 to ${GRACE_DAYS_MAX})`}
          {...text("graceDays")}
        />
      </FormGrid>
      <CheckboxGroup
        legend="Payment methods"
        name="paymentMethods"
        options={paymentMethodOptions}
        values={values.paymentMethods}
        onChange={(methods) => setValue("paymentMethods", methods)}
      />
      <FormFooter
        dirty={isDirty}
        note={
          settings.saved
            ? `Next due date: ${formatLocalDate(settings.nextDueDate)} (${timeZoneLabel(settings.timeZone)}).`
            : "Nothing is charged until these settings are saved."
        }
      >
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? "Saving..." : "Save billing settings"}
        </Button>
      </FormFooter>
      {guard.dialog}
    </form>
  );
}

function SettingsCard({ orgId }: { orgId: string }) {
  const settings = useBillingSettings(orgId);
  return (
    <Card
      title="Dues and fees"
      headingLevel={2}
      icon={<Icon name="card" />}
      description="Charged to every property on its due day by the monthly run; a late fee once a charge is still unpaid after the grace days."
    >
      {settings.isError ? (
        <QueryErrorState title="The billing settings could not be loaded" query={settings} />
      ) : settings.data ? (
        <BillingSettingsForm key={settings.data.version} orgId={orgId} settings={settings.data} />
      ) : null}
    </Card>
  );
}

function Figures({ orgId }: { orgId: string }) {
  const summary = useBillingSummary(orgId);
  const data = summary.data;
  const figure = (cents: number | undefined) => (cents === undefined ? "—" : formatCents(cents));
  return (
    <StatGrid>
      <StatCard
        label="Charged this month"
        value={figure(data?.chargedCents)}
        icon={<Icon name="calendar" size={16} />}
      />
      <StatCard
        label="Collected this month"
        value={figure(data?.collectedCents)}
        tone="success"
        icon={<Icon name="check" size={16} />}
      />
      <StatCard
        label="Outstanding"
        value={figure(data?.outstandingCents)}
        tone="warning"
        icon={<Icon name="clock" size={16} />}
      />
      <StatCard
        label="Delinquent properties"
        value={data ? String(data.delinquentCount) : "—"}
        hint={data ? `of ${data.propertyCount}` : undefined}
        tone="danger"
        icon={<Icon name="alert" size={16} />}
      />
    </StatGrid>
  );
}

/** The billing overview: this month's figures, balances, aging and the dues and fees. */
export default function BillingPage() {
  const { currentOrgId, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const [search, setSearch] = useState("");
  if (!isOrganizationAdmin) {
    return (
      <Page>
        <PageHeader title="Billing" description="Monthly dues, late fees and payments." />
        <Note>Only administrators see billing.</Note>
      </Page>
    );
  }
  return (
    <Page>
      <PageHeader
        title="Billing"
        description="Monthly dues, late fees and payments, from the ledger."
      />
      <Note>{ONLINE_PAYMENTS_NOTE}</Note>
      <Figures orgId={orgId} />
      <BalancesCard orgId={orgId} search={search} onSearch={setSearch} />
      <AgingCard orgId={orgId} search={search} />
      <SettingsCard orgId={orgId} />
    </Page>
  );
}

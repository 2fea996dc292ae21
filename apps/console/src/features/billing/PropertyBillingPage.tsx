import {
  Button,
  buttonClassName,
  Card,
  Icon,
  Note,
  Page,
  PageHeader,
  StatCard,
  StatGrid,
  StatusPill,
  type DataTableColumn,
} from "@hoa/ui";
import { LEDGER_KIND_LABELS, PAYMENT_METHOD_LABELS, formatCents } from "@hoa/validation";
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { usePropertyAccount, type PropertyAccount } from "../../api/get-property-account";
import { paths } from "../../config/paths";
import { ExportCsvButton } from "../../lib/ExportCsvButton";
import { useOrganizationSession } from "../../lib/organization-session";
import { backLinkTo } from "../../lib/TextLink";
import {
  getLedger,
  useBillingSettings,
  useLedger,
  useReverseEntry,
  type LedgerEntry,
} from "./api/billing";
import { ONLINE_PAYMENTS_NOTE } from "./BillingPage";
import { EntryDialogs, type EntryDialog } from "./EntryDialogs";
import { LedgerTable } from "./LedgerTable";
import { Money, formatLocalDate } from "./money";
import "./billing.css";
import { ConfirmMutationDialog } from "../../lib/ConfirmMutationDialog";
import { QueryErrorState } from "../../lib/QueryErrorState";

const backLink = backLinkTo(paths.billing.href(), "Billing");

/** What an entry is, as its row's heading says it. */
export function describeEntry(entry: LedgerEntry): string {
  if (entry.kind === "assessment" && entry.period) {
    return `${LEDGER_KIND_LABELS.assessment} ${entry.period}`;
  }
  if (entry.kind === "payment" && entry.method) {
    return `Payment (${PAYMENT_METHOD_LABELS[entry.method]})`;
  }
  return LEDGER_KIND_LABELS[entry.kind];
}

export const ledgerCsvColumns = [
  { header: "Date", value: (entry: LedgerEntry) => entry.date },
  { header: "Entry", value: (entry: LedgerEntry) => describeEntry(entry) },
  { header: "Reference", value: (entry: LedgerEntry) => entry.reference },
  { header: "Memo", value: (entry: LedgerEntry) => entry.memo },
  { header: "Due date", value: (entry: LedgerEntry) => entry.dueDate ?? "" },
  { header: "Amount", value: (entry: LedgerEntry) => (entry.amountCents / 100).toFixed(2) },
  {
    header: "Balance",
    value: (entry: LedgerEntry) => (entry.balanceAfterCents / 100).toFixed(2),
  },
  { header: "Recorded by", value: (entry: LedgerEntry) => entry.createdBy },
];

/** An entry's amount and the balance after it, as the ledger and the statement show them. */
export const amountColumns: readonly DataTableColumn<LedgerEntry>[] = [
  {
    id: "amount",
    header: "Amount",
    align: "end",
    nowrap: true,
    cell: (entry) => formatCents(entry.amountCents),
  },
  {
    id: "balance",
    header: "Balance",
    align: "end",
    nowrap: true,
    cell: (entry) => <Money cents={entry.balanceAfterCents} credit />,
  },
];

function ledgerColumns(onReverse: (entry: LedgerEntry) => void): DataTableColumn<LedgerEntry>[] {
  return [
    {
      id: "entry",
      header: "Entry",
      cell: (entry) => (
        <span className={entry.reversedBy ? "billing-reversed" : undefined}>
          {describeEntry(entry)}
        </span>
      ),
    },
    { id: "date", header: "Date", nowrap: true, cell: (entry) => formatLocalDate(entry.date) },
    {
      id: "details",
      header: "Details",
      cell: (entry) =>
        [entry.reference, entry.memo, entry.reversedBy ? "Reversed" : ""]
          .filter(Boolean)
          .join(" · ") || "—",
    },
    ...amountColumns,
    {
      id: "actions",
      header: "Actions",
      card: "action",
      cell: (entry) =>
        entry.kind === "reversal" || entry.reversedBy ? null : (
          <Button
            variant="quiet"
            tone="danger"
            size="sm"
            onClick={() => onReverse(entry)}
            aria-label={`Reverse ${describeEntry(entry)} of ${formatLocalDate(entry.date)}`}
          >
            Reverse
          </Button>
        ),
    },
  ];
}

/** A property account's key figures: balance, past due, oldest open charge (with delinquency). */
export function AccountFigures({ account }: { account: PropertyAccount | undefined }) {
  return (
    <StatGrid>
      <StatCard
        label="Balance"
        value={account ? <Money cents={account.balanceCents} credit /> : "—"}
        tone={account && account.balanceCents > 0 ? "warning" : "success"}
        icon={<Icon name="card" size={16} />}
      />
      <StatCard
        label="Past due 30+ days"
        value={
          account
            ? formatCents(account.aging.days30 + account.aging.days60 + account.aging.days90)
            : "—"
        }
        tone="danger"
        icon={<Icon name="alert" size={16} />}
      />
      <StatCard
        label="Oldest open charge"
        value={account ? formatLocalDate(account.oldestDueDate) : "—"}
        hint={account?.delinquent ? <StatusPill tone="danger">Delinquent</StatusPill> : undefined}
        icon={<Icon name="clock" size={16} />}
      />
    </StatGrid>
  );
}

/** A property's account: its figures, its ledger with running balance, and what can be recorded. */
export function PropertyBillingPage() {
  const { propertyId = "" } = useParams();
  const { currentOrgId, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const account = usePropertyAccount(orgId, propertyId);
  const ledger = useLedger(orgId, propertyId);
  const settings = useBillingSettings(orgId);
  const [dialog, setDialog] = useState<EntryDialog>(null);
  const [reversing, setReversing] = useState<LedgerEntry | null>(null);
  const reverse = useReverseEntry(orgId, propertyId);

  if (!isOrganizationAdmin) {
    return (
      <Page>
        <PageHeader title="Billing" backLink={backLink} />
        <Note>Only administrators see billing.</Note>
      </Page>
    );
  }
  if (account.isError) {
    return (
      <Page>
        <PageHeader title="Property billing" backLink={backLink} />
        <QueryErrorState title="This property's account could not be loaded" query={account} />
      </Page>
    );
  }
  const shown = account.data;
  const title = shown
    ? `${shown.address}${shown.unit ? `, ${shown.unit}` : ""}`
    : "Property billing";
  const today = shown?.asOf ?? settings.data?.today ?? new Date().toISOString().slice(0, 10);
  const archived = shown?.archived === true;

  return (
    <Page>
      <PageHeader
        title={title}
        description={`Ledger and balance as of ${formatLocalDate(today)}.`}
        backLink={backLink}
        actions={
          <>
            <Button icon={<Icon name="check" size={18} />} onClick={() => setDialog("payment")}>
              Record payment
            </Button>
            {archived ? null : (
              <Button variant="secondary" onClick={() => setDialog("charge")}>
                Add charge
              </Button>
            )}
            <Button variant="secondary" onClick={() => setDialog("credit")}>
              Add credit
            </Button>
            <Link
              className={buttonClassName({ variant: "secondary" })}
              to={paths.billingStatement.href(propertyId)}
            >
              Statement
            </Link>
          </>
        }
      />
      {archived ? (
        <Note>
          This property is archived: it gets no new dues, charges or late fees. Its balance still
          counts in every report; record its final payments and credits here.
        </Note>
      ) : null}
      <Note>{ONLINE_PAYMENTS_NOTE}</Note>
      <AccountFigures account={shown} />
      <Card
        title="Ledger"
        headingLevel={2}
        description="Every entry, newest first, with the balance after it. Entries are never edited or deleted: a mistake is reversed by a new entry."
        actions={
          <ExportCsvButton
            readAll={() => getLedger(orgId, propertyId)}
            fileName="ledger"
            itemsLabel="ledger entries"
            columns={ledgerCsvColumns}
          />
        }
        flush
      >
        <LedgerTable ledger={ledger} columns={ledgerColumns(setReversing)} caption="Ledger" />
      </Card>
      <EntryDialogs
        open={dialog}
        orgId={orgId}
        propertyId={propertyId}
        settings={settings.data}
        today={today}
        onClose={() => setDialog(null)}
      />
      <ConfirmMutationDialog
        open={reversing !== null}
        title={reversing ? `Reverse ${describeEntry(reversing)}?` : "Reverse entry?"}
        message={
          reversing
            ? `A new entry of ${formatCents(-reversing.amountCents)} dated today cancels it; both stay in the ledger.`
            : ""
        }
        confirmLabel="Reverse entry"
        tone="danger"
        busyLabel="Reversing..."
        mutation={reverse}
        variables={{ entryId: reversing?.id ?? "", request: { memo: "" } }}
        done={{ message: "Entry reversed.", toastId: "reverse-entry" }}
        onClose={() => setReversing(null)}
      />
    </Page>
  );
}

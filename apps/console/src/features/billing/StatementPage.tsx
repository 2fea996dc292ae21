import {
  Button,
  Card,
  DataTable,
  ErrorState,
  Icon,
  Page,
  PageHeader,
  textLinkClassName,
  type DataTableColumn,
} from "@hoa/ui";
import { AGING_BUCKET_LABELS, formatCents } from "@hoa/validation";
import { Link, useParams } from "react-router-dom";
import { paths } from "../../config/paths";
import { useOrganizationSession } from "../../lib/organization-session";
import { usePropertyAccount } from "../../api/get-property-account";
import { useLedger, type LedgerEntry } from "./api/billing";
import { Money, formatLocalDate } from "./money";
import { amountColumns, describeEntry } from "./PropertyBillingPage";
import "./billing.css";

/** A ledger as a statement shows it: date, entry, details, amount and the balance after it. */
export const statementColumns: readonly DataTableColumn<LedgerEntry>[] = [
  { id: "date", header: "Date", nowrap: true, cell: (entry) => formatLocalDate(entry.date) },
  { id: "entry", header: "Entry", cell: (entry) => describeEntry(entry) },
  {
    id: "details",
    header: "Details",
    cell: (entry) => [entry.reference, entry.memo].filter(Boolean).join(" · ") || "—",
  },
  ...amountColumns,
];

/** Whom a statement is for: the owners' names, else "Property owner" when none is on file. */
export const billToName = (names: readonly string[]): string =>
  names.length === 0
    ? "Property owner"
    : names.length === 1
      ? names[0]!
      : `${names.slice(0, -1).join(", ")} and ${names.at(-1)!}`;

/**
 * A property's printable statement, as a household may be sent it: whom it is for (the owners at
 * their mailing address), what it owes, how old it is, and every entry; nothing written for the
 * board alone. `back` is the way back above its title (the property's billing page unless given).
 */
export function StatementPage({ back }: { back?: { href: string; label: string } }) {
  const { propertyId = "" } = useParams();
  const { currentOrgId, organization } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const account = usePropertyAccount(orgId, propertyId);
  const ledger = useLedger(orgId, propertyId);
  const way = back ?? { href: paths.billingProperty.href(propertyId), label: "Property billing" };
  const backLink = (
    <Link to={way.href} className={`${textLinkClassName} ui-no-print`}>
      {`← ${way.label}`}
    </Link>
  );
  if (account.isError || ledger.isError) {
    return (
      <Page>
        <PageHeader title="Statement" backLink={backLink} />
        <ErrorState
          title="The statement could not be loaded"
          message={(account.error ?? ledger.error)?.message ?? ""}
          onRetry={() => void Promise.all([account.refetch(), ledger.refetch()])}
          retrying={account.isFetching || ledger.isFetching}
        />
      </Page>
    );
  }
  const shown = account.data;
  const label = shown ? `${shown.address}${shown.unit ? `, ${shown.unit}` : ""}` : "";
  return (
    <Page>
      <PageHeader
        title={`Statement${label ? `: ${label}` : ""}`}
        description={`${organization?.name ?? ""}${shown ? ` · As of ${formatLocalDate(shown.asOf)}` : ""}`}
        backLink={backLink}
        actions={
          <span className="ui-no-print">
            <Button icon={<Icon name="download" size={18} />} onClick={() => window.print()}>
              Print statement
            </Button>
          </span>
        }
      />
      {shown ? (
        <Card title="Bill to" headingLevel={2}>
          <address className="billing-statement__bill-to">
            <span>{billToName(shown.billTo.names)}</span>
            <span>{shown.billTo.mailingAddress}</span>
          </address>
        </Card>
      ) : null}
      <Card title="Amount due" headingLevel={2}>
        <p className="billing-statement__due">
          {shown ? <Money cents={shown.balanceCents} credit /> : "—"}
        </p>
        {shown ? (
          <dl className="billing-totals billing-totals--plain" aria-label="Open charges by age">
            {(["current", "days30", "days60", "days90"] as const).map((bucket) => (
              <div key={bucket}>
                <dt>{AGING_BUCKET_LABELS[bucket]}</dt>
                <dd>{formatCents(shown.aging[bucket])}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </Card>
      <Card title="Account activity" headingLevel={2} flush>
        <DataTable
          caption="Account activity"
          columns={statementColumns}
          rows={ledger.data ?? []}
          rowKey={(entry) => entry.id}
        />
      </Card>
    </Page>
  );
}

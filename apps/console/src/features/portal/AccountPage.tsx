import { Card, Icon, Stack, buttonClassName } from "@hoa/ui";
import { Link } from "react-router-dom";
import { usePropertyAccount } from "../../api/get-property-account";
import { paths } from "../../config/paths";
import { useOrganizationSession } from "../../lib/organization-session";
import { useLedger } from "../billing/api/billing";
import { formatLocalDate } from "../billing/money";
import { LedgerTable } from "../billing/LedgerTable";
import { AccountFigures } from "../billing/PropertyBillingPage";
import { statementColumns } from "../billing/StatementPage";
import type { HouseholdProperty } from "./api/household";
import { HouseholdPage, addressOf } from "./HouseholdQuery";
import "../billing/billing.css";
import { QueryErrorState } from "../../lib/QueryErrorState";

/** The resident's money: for each of their properties, the balance and the ledger. */
export default function AccountPage() {
  return (
    <HouseholdPage
      title="Account"
      description="Your balance and every charge, payment and credit, for each of your properties."
      cards={(household) =>
        household.properties.map((property) => (
          <PropertyAccountCard key={property.id} property={property} />
        ))
      }
    />
  );
}

/** One property's account: its figures, its ledger newest first, and its printable statement. */
function PropertyAccountCard({ property }: { property: HouseholdProperty }) {
  const orgId = useOrganizationSession().currentOrgId ?? "";
  const account = usePropertyAccount(orgId, property.id);
  const ledger = useLedger(orgId, property.id);
  return (
    <Card
      title={addressOf(property)}
      headingLevel={2}
      description={account.data ? `As of ${formatLocalDate(account.data.asOf)}.` : undefined}
      actions={
        <Link
          to={paths.portalStatement.href(property.id)}
          className={buttonClassName({ variant: "secondary", size: "sm" })}
        >
          <Icon name="download" size={16} />
          Print statement
          <span className="visually-hidden">{` for ${addressOf(property)}`}</span>
        </Link>
      }
    >
      <Stack>
        {account.isError ? (
          <QueryErrorState title="The balance could not be loaded" query={account} />
        ) : (
          <AccountFigures account={account.data} />
        )}
        <LedgerTable
          ledger={ledger}
          columns={statementColumns}
          caption={`Ledger of ${addressOf(property)}`}
        />
      </Stack>
    </Card>
  );
}

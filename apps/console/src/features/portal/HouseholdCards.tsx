import { Card, Icon, StatusPill, textLinkClassName } from "@hoa/ui";
import { Link } from "react-router-dom";
import { usePropertyAccount } from "../../api/get-property-account";
import { paths } from "../../config/paths";
import { useOrganizationSession } from "../../lib/organization-session";
import { Money, formatLocalDate } from "../billing/money";
import type { HouseholdProperty } from "./api/household";
import { addressOf } from "./HouseholdQuery";
import "./portal.css";

/** A property of the household: its address and the people who live there. */
export function HouseholdCard({ property }: { property: HouseholdProperty }) {
  return (
    <Card
      title="My household"
      headingLevel={2}
      icon={<Icon name="home" />}
      description={addressOf(property)}
      actions={
        <Link to={paths.portalDetails.href()} className={textLinkClassName}>
          My details
        </Link>
      }
    >
      <ul className="portal-people" aria-label={`Residents of ${addressOf(property)}`}>
        {property.residents.map((resident) => (
          <li key={resident.id}>
            <span className="portal-people__name">{resident.name}</span>
            <StatusPill tone="neutral">{resident.relationship}</StatusPill>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** A property's balance at a glance, with the way to its account and statement. */
export function BalanceCard({ property }: { property: HouseholdProperty }) {
  const orgId = useOrganizationSession().currentOrgId ?? "";
  const account = usePropertyAccount(orgId, property.id);
  const shown = account.data;
  return (
    <Card
      title="Balance"
      headingLevel={2}
      icon={<Icon name="card" />}
      description={addressOf(property)}
      actions={
        <Link to={paths.portalAccount.href()} className={textLinkClassName}>
          View account
        </Link>
      }
    >
      <p className="portal-balance">
        {shown ? <Money cents={shown.balanceCents} credit /> : account.isError ? "—" : "..."}
      </p>
      <p className="portal-balance__status">
        {shown ? (
          shown.balanceCents > 0 ? (
            <>
              {shown.delinquent ? <StatusPill tone="danger">Past due</StatusPill> : null}
              {` Oldest open charge due ${formatLocalDate(shown.oldestDueDate)}.`}
            </>
          ) : (
            "Nothing due."
          )
        ) : null}
      </p>
    </Card>
  );
}

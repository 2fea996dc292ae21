import {
  Card,
  EmptyState,
  Icon,
  ItemList,
  ListItem,
  Loader,
  Page,
  PageHeader,
  formatDate,
  textLinkClassName,
} from "@hoa/ui";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useOrganizationSession } from "../../../lib/organization-session";
import { QueryErrorState } from "../../../lib/QueryErrorState";
import { ViolationStatusPill } from "../../../lib/ViolationStatusPill";
import { useOwnViolations, type Violation } from "./api/own-violations";
import { deadlineOf, standingOf } from "./violation-text";
import "../portal.css";
import "./violations.css";

/**
 * The household's violations, newest first: what, where, where each stands and its next deadline
 * (or its outcome once closed), each opening its own page with its letters and the reply form.
 */
export default function ViolationsPage() {
  const orgId = useOrganizationSession().currentOrgId ?? "";
  const violations = useOwnViolations(orgId);
  return (
    <Page>
      <PageHeader
        title="Violations"
        description="Notices from the association about your property: what to do, by when, and your replies."
      />
      {violations.isPending ? (
        <Loader label="Loading..." fullScreen={false} />
      ) : violations.isError ? (
        <Card>
          <QueryErrorState title="Your violations could not be loaded" query={violations} />
        </Card>
      ) : violations.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Icon name="shield" />}
            title="No violations"
            description="Your household has no violation notices."
          />
        </Card>
      ) : (
        <Card flush>
          <ItemList label="Violations">{violations.data.map(violationItem)}</ItemList>
        </Card>
      )}
    </Page>
  );
}

function violationItem(violation: Violation) {
  const deadline = deadlineOf(violation);
  const standing = standingOf(violation);
  return (
    <ListItem
      key={violation.id}
      title={violation.category.name}
      badges={<ViolationStatusPill status={violation.status} />}
    >
      <p className="portal-when">
        {`${violation.propertyLabel} · Seen ${formatDate(violation.observedOn)}`}
      </p>
      {deadline ? <p className="portal-violation-deadline">{deadline.text}</p> : null}
      {standing ? <p className="portal-violation-standing">{standing}</p> : null}
      <Link to={paths.portalViolation.href(violation.id)} className={textLinkClassName}>
        View violation
        <span className="visually-hidden">{` ${violation.number}: ${violation.category.name}`}</span>
      </Link>
    </ListItem>
  );
}

import { Card, Icon, textLinkClassName } from "@hoa/ui";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useOrganizationSession } from "../../../lib/organization-session";
import { useOwnViolations } from "./api/own-violations";
import { deadlineOf, openByDeadline } from "./violation-text";

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The portal home's notice of the household's open violations: how many, the nearest deadline
 * ("1 open violation: correct by Sunday, November 29") and the way to that violation. Nothing
 * while there is none, while they load, or when they cannot be read (the Violations page says so).
 */
export function OpenViolationsCard() {
  const orgId = useOrganizationSession().currentOrgId ?? "";
  const violations = useOwnViolations(orgId);
  const open = openByDeadline(violations.data ?? []);
  const [next] = open;
  if (!next) return null;
  const deadline = deadlineOf(next);
  const count = `${open.length} open violation${open.length === 1 ? "" : "s"}`;
  return (
    <Card
      title={deadline ? `${count}: ${lowerFirst(deadline.text)}` : count}
      headingLevel={2}
      icon={<Icon name="alert" />}
      description={`${next.category.name} at ${next.propertyLabel}`}
      actions={
        open.length > 1 ? (
          <Link to={paths.portalViolations.href()} className={textLinkClassName}>
            See all<span className="visually-hidden"> violations</span>
          </Link>
        ) : null
      }
    >
      <Link to={paths.portalViolation.href(next.id)} className={textLinkClassName}>
        View violation
        <span className="visually-hidden">{` ${next.number}: ${next.category.name}`}</span>
      </Link>
    </Card>
  );
}

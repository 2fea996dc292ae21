import {
  Card,
  EmptyState,
  Icon,
  Loader,
  Page,
  PageHeader,
  buttonClassName,
  textLinkClassName,
} from "@hoa/ui";
import { timeZoneOf } from "@hoa/validation";
import { Link, useParams } from "react-router-dom";
import { paths } from "../../config/paths";
import { useOrganizationSession } from "../../lib/organization-session";
import { QueryErrorState } from "../../lib/QueryErrorState";
import { useViolation, useViolationTimeline } from "./api";
import { formatInstant } from "./ViolationPills";
import "./violations.css";

/**
 * One letter of a violation's timeline alone, to print and mail on paper: the organization, the
 * date it was sent, whom it is to, its paragraphs and the rule it cites. Printing hides the
 * console around it.
 */
export default function ViolationLetterPage() {
  const { violationId = "", entryId = "" } = useParams();
  const { currentOrgId, organization } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const zone = timeZoneOf(organization?.timeZone);
  const violation = useViolation(orgId, violationId);
  const timeline = useViolationTimeline(orgId, violationId);
  const backLink = (
    <Link to={paths.violation.href(violationId)} className={`${textLinkClassName} ui-no-print`}>
      {violation.data ? `← Violation ${violation.data.number}` : "← Violation"}
    </Link>
  );
  if (violation.isPending || timeline.isPending) {
    return <Loader label="Loading..." fullScreen={false} />;
  }
  if (violation.isError || timeline.isError) {
    return (
      <Page>
        <PageHeader title="Letter" backLink={backLink} />
        <QueryErrorState
          title="The letter could not be loaded"
          query={violation.isError ? violation : timeline}
        />
      </Page>
    );
  }
  const entry = timeline.data.find((each) => each.id === entryId);
  const letter = entry?.letter;
  if (!entry || !letter) {
    return (
      <Page>
        <PageHeader title="Letter not found" backLink={backLink} />
        <EmptyState
          icon={<Icon name="mail" />}
          title="This letter does not exist"
          description="Find the letters sent in the violation's timeline."
        />
      </Page>
    );
  }
  const shown = violation.data;
  return (
    <Page>
      <PageHeader
        title={letter.title}
        description={`Violation ${shown.number} · Sent ${formatInstant(entry.at, zone)}`}
        backLink={backLink}
        actions={
          <button
            type="button"
            className={`${buttonClassName({ variant: "primary" })} ui-no-print`}
            onClick={() => window.print()}
          >
            <Icon name="file" size={18} />
            Print letter
          </button>
        }
      />
      <Card className="violation-print">
        <div className="violation-print__letterhead">
          <p className="violation-print__organization">{organization?.name ?? ""}</p>
          <p>{formatInstant(entry.at, zone)}</p>
        </div>
        <p>To the owners of {shown.propertyLabel}</p>
        <p>
          Re: Violation {shown.number}, {shown.category.name}
        </p>
        {letter.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {letter.citation ? (
          <p className="violation-letter__aside">Citation: {letter.citation}</p>
        ) : null}
        {letter.sentTo.length > 0 ? (
          <p className="violation-letter__aside">
            Also sent by email to {letter.sentTo.join(", ")}
          </p>
        ) : null}
      </Card>
    </Page>
  );
}

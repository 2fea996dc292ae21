import { formatDate, type DataTableColumn } from "@hoa/ui";
import {
  VIOLATION_LIST_ORDER,
  VIOLATION_STATUSES,
  VIOLATION_STATUS_LABELS,
} from "@hoa/validation/violations";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { defineList, filterOptions, sortChoices } from "../../lib/list-definition";
import { ListPage } from "../../lib/ListPage";
import { useOrganizationSession } from "../../lib/organization-session";
import { TextLink } from "../../lib/TextLink";
import { useViolations, type Violation } from "./api";
import { ReportViolationDialog } from "./ReportViolationDialog";
import { ViolationStatusPill, nextDeadline, outcomeOf } from "./ViolationPills";
import { ViolationsTabs } from "./ViolationsTabs";

const columns: readonly DataTableColumn<Violation>[] = [
  {
    id: "violation",
    header: "Violation",
    cell: (violation) => (
      <span className="ui-stacked-text">
        <TextLink to={paths.violation.href(violation.id)} look="name">
          {`#${violation.number} ${violation.category.name}`}
        </TextLink>
        <span className="ui-stacked-text__secondary">{violation.propertyLabel}</span>
      </span>
    ),
  },
  {
    id: "status",
    header: "Status",
    card: "meta",
    cell: (violation) => <ViolationStatusPill status={violation.status} />,
  },
  {
    id: "observedOn",
    header: "Observed",
    card: "meta",
    nowrap: true,
    cell: (violation) => formatDate(violation.observedOn),
  },
  {
    id: "deadline",
    header: "Next deadline",
    card: "meta",
    nowrap: true,
    // Nothing for a row without one: its card then shows no empty item.
    cell: (violation) => nextDeadline(violation),
  },
  {
    id: "outcome",
    header: "Outcome",
    card: "meta",
    cell: (violation) => outcomeOf(violation),
  },
];

const violationList = defineList({
  noun: "violations",
  title: "Violations",
  useItems: useViolations,
  columns,
  filters: {
    status: {
      label: "Status",
      options: filterOptions("Any status", VIOLATION_STATUSES, VIOLATION_STATUS_LABELS),
    },
  },
  sorts: sortChoices("-createdAt", "Newest first", "Oldest first"),
  order: VIOLATION_LIST_ORDER,
  empty: { icon: "shield", title: "No violations reported" },
  noMatchHint: "Try another status, or show every status.",
  create: { label: "Report violation" },
});

/**
 * The violations reported, newest first, each with where it stands on its way through due
 * process; administrators report new ones (from a phone on an inspection too).
 */
export default function ViolationsPage() {
  const { currentOrgId, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const navigate = useNavigate();
  const [reporting, setReporting] = useState(false);
  return (
    <ListPage
      list={violationList}
      orgId={orgId}
      title="Violations"
      description="Covenant violations reported at your properties, from the courtesy notice through the hearing to the board's decision."
      above={<ViolationsTabs />}
      onCreate={isOrganizationAdmin ? () => setReporting(true) : undefined}
    >
      {isOrganizationAdmin ? (
        <ReportViolationDialog
          open={reporting}
          onClose={() => setReporting(false)}
          onSaved={(violation) => void navigate(paths.violation.href(violation.id))}
        />
      ) : null}
    </ListPage>
  );
}

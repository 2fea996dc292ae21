import { Icon } from "@hoa/ui";
import { useAuditEntries } from "../api/list-audit-entries";
import { auditColumns } from "./audit-columns";
import { useOrganizationSession } from "./organization-session";
import { QueryTableCard } from "./QueryTableCard";

/** How many of a record's latest changes its page shows. */
const RECENT_CHANGES = 10;

interface RecentActivityProps {
  orgId: string;
  resourceId: string;
  description: string;
}

/**
 * The latest audit entries of one record (a property, a resident), newest first: shown to the
 * organization's administrators only (the activity is theirs to read), nothing to anyone else.
 */
export function RecentActivityCard(props: RecentActivityProps) {
  const { isOrganizationAdmin } = useOrganizationSession();
  return isOrganizationAdmin ? <RecentActivity {...props} /> : null;
}

function RecentActivity({ orgId, resourceId, description }: RecentActivityProps) {
  return (
    <QueryTableCard
      title="Activity"
      description={description}
      caption="Activity"
      result={useAuditEntries(orgId, { resourceId, limit: RECENT_CHANGES })}
      columns={auditColumns}
      rowKey={(entry) => entry.id}
      empty={{ icon: <Icon name="clock" />, title: "No changes recorded" }}
    />
  );
}

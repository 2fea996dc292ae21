import { Icon } from "@hoa/ui";
import { useAuditEntries } from "../api/list-audit-entries";
import { auditColumns } from "./audit-columns";
import { QueryTableCard } from "./QueryTableCard";

/** How many of a record's latest changes its page shows. */
const RECENT_CHANGES = 10;

/** The latest audit entries of one record (a property, a resident), newest first. */
export function RecentActivityCard({
  orgId,
  resourceId,
  description,
}: {
  orgId: string;
  resourceId: string;
  description: string;
}) {
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

import { Card, DataTable, EmptyState, ErrorState, Icon } from "@hoa/ui";
import { useAuditEntries } from "../api/list-audit-entries";
import { auditColumns } from "./audit-columns";

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
  const activity = useAuditEntries(orgId, { resourceId, limit: RECENT_CHANGES });
  return (
    <Card title="Activity" headingLevel={2} description={description} flush>
      {activity.isError ? (
        <ErrorState
          title="The activity could not be loaded"
          message={activity.error.message}
          onRetry={() => void activity.refetch()}
          retrying={activity.isFetching}
        />
      ) : activity.data && activity.data.items.length === 0 ? (
        <EmptyState icon={<Icon name="clock" />} title="No changes recorded" />
      ) : (
        <DataTable
          caption="Activity"
          columns={auditColumns}
          rows={activity.data?.items ?? []}
          rowKey={(entry) => entry.id}
        />
      )}
    </Card>
  );
}

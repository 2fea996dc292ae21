import { Icon, Page, PageHeader, type DataTableColumn } from "@hoa/ui";
import { paths } from "../../config/paths";
import { useListParams } from "../../lib/list-params";
import { useOrganizationSession } from "../../lib/organization-session";
import { PagedTable } from "../../lib/PagedTable";
import { linkColumn } from "../../lib/TextLink";
import { useCommunications, type Communication } from "./api/communications";
import { BackToHubLink } from "./BackToHubLink";
import {
  KIND_LABELS,
  PRIORITY_LABELS,
  STATUS_LABELS,
  deliveryText,
  kindFilter,
  priorityFilter,
  statusFilter,
  whenText,
} from "./labels";

/** Everything sent: composed emails and notifications, newest first, with their delivery. */
export function HistoryPage() {
  const { currentOrgId, organization } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const list = useListParams({
    filters: { kind: kindFilter, status: statusFilter, priority: priorityFilter },
  });
  const columns: readonly DataTableColumn<Communication>[] = [
    linkColumn("subject", "Subject", paths.communication),
    { id: "kind", header: "Kind", card: "meta", cell: (item) => KIND_LABELS[item.kind] },
    { id: "to", header: "To", card: "meta", cell: (item) => item.recipients.label },
    {
      id: "priority",
      header: "Priority",
      card: "meta",
      cell: (item) => PRIORITY_LABELS[item.priority],
    },
    { id: "status", header: "Status", card: "meta", cell: (item) => STATUS_LABELS[item.status] },
    { id: "when", header: "When", card: "meta", cell: (item) => whenText(item, organization) },
    { id: "delivery", header: "Delivery", card: "meta", cell: deliveryText },
  ];
  return (
    <Page>
      <PageHeader
        backLink={<BackToHubLink />}
        title="Sent messages"
        description="Every email and notification sent from Communications, with how its delivery went."
      />
      <PagedTable
        title="History"
        list={list}
        result={useCommunications(orgId, list.query)}
        columns={columns}
        rowKey={(item) => item.id}
        search={{ label: "Search sent messages", placeholder: "Subject or title" }}
        filterLabels={{ kind: "Kind", status: "Status", priority: "Priority" }}
        errorTitle="The sent messages could not be loaded"
        empty={{ icon: <Icon name="mail" />, title: "Nothing sent yet" }}
        noMatch={{
          title: "No sent message matches",
          description: "Try another subject, or show every kind, status and priority.",
        }}
      />
    </Page>
  );
}

import { Icon, Note, Page, PageHeader, type SelectOption } from "@hoa/ui";
import {
  AUDIT_RESOURCES,
  AUDITED_RESOURCES,
  type AuditAction,
  type AuditResource,
} from "@hoa/validation";
import { paths } from "../../config/paths";
import { useListParams } from "../../lib/list-params";
import { useOrganizationSession } from "../../lib/organization-session";
import { PagedTable } from "../../lib/PagedTable";
import { useAuditEntries } from "../../api/list-audit-entries";
import { auditColumns } from "../../lib/audit-columns";
import { backLinkTo } from "../../lib/TextLink";

const resourceOptions: readonly SelectOption<AuditResource | "">[] = [
  { value: "", label: "Everything" },
  ...AUDIT_RESOURCES.map((resource) => ({
    value: resource,
    label: AUDITED_RESOURCES[resource].label,
  })),
];

const actionOptions: readonly SelectOption<AuditAction | "">[] = [
  { value: "", label: "All changes" },
  { value: "create", label: "Added" },
  { value: "update", label: "Changed" },
  { value: "delete", label: "Removed" },
];

const header = (
  <PageHeader
    title="Activity"
    description="Every change an administrator made, who made it and when."
    backLink={backLinkTo(paths.settings.href(), "Settings")}
  />
);

/** The audit trail: who changed what and when, newest first (the administrators' to read). */
export default function ActivityPage() {
  const { isOrganizationAdmin } = useOrganizationSession();
  if (!isOrganizationAdmin) {
    return (
      <Page>
        {header}
        <Note>Only administrators see the activity.</Note>
      </Page>
    );
  }
  return <AuditTrail />;
}

function AuditTrail() {
  const { currentOrgId } = useOrganizationSession();
  const list = useListParams({ filters: { resource: resourceOptions, action: actionOptions } });
  return (
    <Page>
      {header}
      <PagedTable
        title="Recent changes"
        list={list}
        result={useAuditEntries(currentOrgId ?? "", list.query)}
        columns={auditColumns}
        rowKey={(entry) => entry.id}
        filterLabels={{ resource: "Show", action: "Kind of change" }}
        errorTitle="The activity could not be loaded"
        empty={{ icon: <Icon name="clock" />, title: "No changes yet" }}
        noMatch={{
          title: "No changes of this kind",
          description: "Choose Everything and All changes to see the whole history.",
        }}
      />
    </Page>
  );
}

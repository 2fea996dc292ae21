import {
  Icon,
  Page,
  PageHeader,
  textLinkClassName,
  type DataTableColumn,
  type SelectOption,
} from "@hoa/ui";
import type { AuditAction, AuditResource } from "@hoa/validation";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import { useListParams } from "../../lib/list-params";
import { useOrganizationSession } from "../../lib/organization-session";
import { PagedTable } from "../../lib/PagedTable";
import { useAuditEntries, type AuditEntry } from "./api/list-audit-entries";

const resourceOptions: readonly SelectOption<AuditResource | "">[] = [
  { value: "", label: "Everything" },
  { value: "organization", label: "Organization" },
  { value: "members", label: "Members" },
  { value: "properties", label: "Properties" },
  { value: "residents", label: "Residents" },
];

const actionOptions: readonly SelectOption<AuditAction | "">[] = [
  { value: "", label: "All changes" },
  { value: "create", label: "Added" },
  { value: "update", label: "Changed" },
  { value: "delete", label: "Removed" },
];

const verbs: Record<AuditAction, string> = {
  create: "Added",
  update: "Changed",
  delete: "Removed",
};
const nouns: Record<AuditResource, string> = {
  organization: "the organization",
  members: "member",
  properties: "property",
  residents: "resident",
};

const fieldLabel = (field: string) =>
  field.replace(/([a-z])([A-Z])/gu, "$1 $2").replace(/^./u, (first) => first.toUpperCase());

function showValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length === 0 ? "(none)" : value.map(showValue).join(", ");
  if (typeof value === "object") {
    return Object.entries(value)
      .map(([key, inner]) => `${fieldLabel(key)}: ${showValue(inner)}`)
      .join(", ");
  }
  return String(value);
}

/** The fields of an added or removed item, folded away behind their count. */
function ItemFields({ entry }: { entry: AuditEntry }) {
  const side = entry.action === "delete" ? "before" : "after";
  return (
    <details className="ui-change-details">
      <summary>
        {entry.changes.length} {entry.changes.length === 1 ? "field" : "fields"}
      </summary>
      <ul className="ui-change-list">
        {entry.changes.map((change) => (
          <li key={change.field}>
            <span className="ui-change-list__field">{fieldLabel(change.field)}:</span>{" "}
            {showValue(change[side])}
          </li>
        ))}
      </ul>
    </details>
  );
}

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

const columns: readonly DataTableColumn<AuditEntry>[] = [
  {
    id: "change",
    header: "Change",
    cell: (entry) => (
      <span className="ui-stacked-text">
        <span>
          {verbs[entry.action]} {nouns[entry.resource]} {entry.label}
        </span>
        <span className="ui-stacked-text__secondary">
          by {entry.actor.displayName ?? entry.actor.email ?? "someone"} ·{" "}
          <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
        </span>
      </span>
    ),
  },
  {
    id: "details",
    header: "Details",
    cell: (entry) =>
      entry.changes.length === 0 ? (
        "—"
      ) : entry.action === "update" ? (
        <ul className="ui-change-list">
          {entry.changes.map((change) => (
            <li key={change.field}>
              <span className="ui-change-list__field">{fieldLabel(change.field)}:</span>{" "}
              <del>{showValue(change.before)}</del> → <ins>{showValue(change.after)}</ins>
            </li>
          ))}
        </ul>
      ) : (
        <ItemFields entry={entry} />
      ),
  },
];

/** The audit trail: who changed what and when, newest first. */
export default function ActivityPage() {
  const { currentOrgId } = useOrganizationSession();
  const list = useListParams({ filters: { resource: resourceOptions, action: actionOptions } });
  return (
    <Page>
      <PageHeader
        title="Activity"
        description="Every change an administrator made, who made it and when."
        backLink={
          <Link to={paths.settings.href()} className={textLinkClassName}>
            ← Settings
          </Link>
        }
      />
      <PagedTable
        title="Recent changes"
        list={list}
        result={useAuditEntries(currentOrgId ?? "", list.query)}
        columns={columns}
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

import { type DataTableColumn } from "@hoa/ui";
import { AUDITED_RESOURCES, type AuditAction } from "@hoa/validation";
import type { AuditEntry } from "../api/list-audit-entries";

const verbs: Record<AuditAction, string> = {
  create: "Added",
  update: "Changed",
  delete: "Removed",
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

/** The audit trail as table columns: what changed, by whom and when, and how. */
export const auditColumns: readonly DataTableColumn<AuditEntry>[] = [
  {
    id: "change",
    header: "Change",
    cell: (entry) => (
      <span className="ui-stacked-text">
        <span>
          {[verbs[entry.action], AUDITED_RESOURCES[entry.resource].noun, entry.label]
            .filter(Boolean)
            .join(" ")}
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

import { type DataTableColumn } from "@hoa/ui";
import {
  AUDITED_RESOURCES,
  auditFieldLabel,
  auditValueText,
  type AuditAction,
} from "@hoa/validation";
import type { AuditEntry } from "../api/list-audit-entries";
import { OrganizationTime } from "./organization-time";

const verbs: Record<AuditAction, string> = {
  create: "Added",
  update: "Changed",
  delete: "Removed",
};
/** What an entry's change holds, in the product's words ("none" when it held nothing). */
const valueText = (entry: AuditEntry, field: string, value: unknown) =>
  auditValueText(entry.resource, field, value) ?? "none";

/** The fields an added or removed item held (empty ones left out), folded behind their count. */
function ItemFields({ entry }: { entry: AuditEntry }) {
  const side = entry.action === "delete" ? "before" : "after";
  const held = entry.changes.flatMap((change) => {
    const text = auditValueText(entry.resource, change.field, change[side]);
    return text === null ? [] : [{ field: change.field, text }];
  });
  if (held.length === 0) return "—";
  return (
    <details className="ui-change-details">
      <summary>
        {held.length} {held.length === 1 ? "field" : "fields"}
      </summary>
      <ul className="ui-change-list">
        {held.map(({ field, text }) => (
          <li key={field}>
            <span className="ui-change-list__field">{auditFieldLabel(field)}:</span> {text}
          </li>
        ))}
      </ul>
    </details>
  );
}

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
          <OrganizationTime iso={entry.at} />
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
              <span className="ui-change-list__field">{auditFieldLabel(change.field)}:</span>{" "}
              <del>{valueText(entry, change.field, change.before)}</del> →{" "}
              <ins>{valueText(entry, change.field, change.after)}</ins>
            </li>
          ))}
        </ul>
      ) : (
        <ItemFields entry={entry} />
      ),
  },
];

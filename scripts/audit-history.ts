/**
 * The audit trail made up for the demo: what happened to each item, told backwards from the item
 * as it is now, then written out as entries in time order.
 */
import { AUDITED_FIELDS, type AuditResource } from "@hoa/validation";
import type { AuditActor, DemoAuditEntry, JsonValue } from "./demo-community.js";

export interface Stamp {
  at: Date;
  actor: AuditActor;
}

/**
 * What happened to one item during the audited months. `state` is the item as it is now (or was
 * when deleted); each update names the values its fields had before it, so walking the updates
 * back from `state` gives every value in between and the item as it was created.
 */
export interface ItemHistory {
  resource: AuditResource;
  id: string;
  label: string;
  state: Record<string, JsonValue>;
  created?: Stamp;
  updates: (Stamp & { before: Record<string, JsonValue> })[];
  deleted?: Stamp;
}

function auditEntriesOf(history: ItemHistory): Omit<DemoAuditEntry, "id">[] {
  const fields: readonly string[] = AUDITED_FIELDS[history.resource];
  const common = { resource: history.resource, resourceId: history.id, label: history.label };
  const entries: Omit<DemoAuditEntry, "id">[] = [];
  const state = { ...history.state };
  if (history.deleted) {
    entries.push({
      ...common,
      ...history.deleted,
      action: "delete",
      changes: fields.map((field) => ({ field, before: state[field] ?? null, after: null })),
    });
  }
  const updates = [...history.updates].sort((a, b) => b.at.getTime() - a.at.getTime());
  for (const update of updates) {
    const changes = fields
      .filter((field) => field in update.before)
      .map((field) => ({
        field,
        before: update.before[field] ?? null,
        after: state[field] ?? null,
      }));
    for (const { field, before } of changes) state[field] = before;
    entries.push({ ...common, at: update.at, actor: update.actor, action: "update", changes });
  }
  if (history.created) {
    entries.push({
      ...common,
      ...history.created,
      action: "create",
      changes: fields.map((field) => ({ field, before: null, after: state[field] ?? null })),
    });
  }
  return entries.reverse();
}

/** Every item's history, by resource and id. */
export class AuditTrail {
  private readonly items = new Map<string, ItemHistory>();

  /** The history of an item, begun with the item as it is now (or was when deleted). */
  of(
    resource: AuditResource,
    id: string,
    label: string,
    state: Record<string, JsonValue>,
  ): ItemHistory {
    const key = `${resource}/${id}`;
    let history = this.items.get(key);
    if (!history) {
      history = { resource, id, label, state, updates: [] };
      this.items.set(key, history);
    }
    return history;
  }

  get(resource: AuditResource, id: string): ItemHistory | undefined {
    return this.items.get(`${resource}/${id}`);
  }

  /** How many entries the trail holds so far. */
  get length(): number {
    let length = 0;
    for (const history of this.items.values()) {
      length += history.updates.length + (history.created ? 1 : 0) + (history.deleted ? 1 : 0);
    }
    return length;
  }

  /** When the item was last created or changed, or `fallback` if not during the trail. */
  lastChange(resource: AuditResource, id: string, fallback: Date): Date {
    const history = this.get(resource, id);
    return [
      history?.created?.at,
      ...(history?.updates.map((update) => update.at) ?? []),
    ].reduce<Date>((last, at) => (at && at > last ? at : last), fallback);
  }

  /** The entries, oldest first, with ids that sort the same way. */
  entries(idPrefix: string): DemoAuditEntry[] {
    return [...this.items.values()]
      .flatMap(auditEntriesOf)
      .map((entry, sequence) => ({ entry, sequence }))
      .sort((a, b) => a.entry.at.getTime() - b.entry.at.getTime() || a.sequence - b.sequence)
      .map(({ entry }, index) => ({
        id: `${idPrefix}audit-${String(index + 1).padStart(4, "0")}`,
        ...entry,
      }));
  }
}

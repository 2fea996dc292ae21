import { mailIndexes } from "./mail/dispatcher.js";
import { pendingSummaryOverrides } from "./mail/summaries.js";
import { jobIndexes } from "./scheduler/jobs.js";
import { keywordSetOverrides } from "./platform/keywords.js";
import { idempotencyKeyOverrides } from "./platform/once.js";
import { KEYWORDS_FIELD, listIndexes } from "./platform/lists.js";
import { apiResources } from "./resources/registry.js";

/** Every resource's lists, with the collection group each reads. */
const lists = apiResources.flatMap((resource) => resource.lists ?? []);

/** The keyword maps, which only the emulator's queries read (see `KeywordSearch`): not indexed. */
function keywordMapOverrides() {
  const fields = new Map<string, Set<string>>();
  for (const [group, definition] of lists) {
    if (!definition.searchable) continue;
    const set = fields.get(group) ?? new Set<string>();
    set.add(definition.searchField ?? KEYWORDS_FIELD);
    fields.set(group, set);
  }
  return [...fields].flatMap(([group, names]) => keywordSetOverrides(group, [...names]));
}

/**
 * `firestore.indexes.json`: every composite index the lists' queries need, and the fields Cloud
 * Firestore need not index. The lists' share follows their `ListOrder` (see `listIndexes`); an
 * index two lists need is declared once.
 */
export function firestoreIndexes() {
  const indexes = [
    ...lists.flatMap(([group, definition]) => listIndexes(group, definition)),
    ...apiResources.flatMap((resource) => resource.indexes ?? []),
    ...mailIndexes,
    ...jobIndexes,
  ];
  return {
    indexes: [...new Map(indexes.map((index) => [JSON.stringify(index), index])).values()],
    fieldOverrides: [
      ...keywordMapOverrides(),
      ...apiResources.flatMap((resource) => resource.fieldOverrides ?? []),
      ...pendingSummaryOverrides,
      ...idempotencyKeyOverrides,
    ],
  };
}

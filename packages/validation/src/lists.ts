import * as v from "valibot";
import { messages } from "./messages.js";
import { SEARCH_QUERY_MAX_LENGTH } from "./search.js";
import { characterCount } from "./text.js";
import { text } from "./schema.js";

/** Items per page of every list: `limit` is 1 to 100, 25 when absent. */
export const LIST_LIMIT_MIN = 1;
export const LIST_LIMIT_MAX = 100;
export const LIST_LIMIT_DEFAULT = 25;
/** Rows one import request carries at most (the client also keeps each body under 16 KiB). */
export const IMPORT_ROWS_MAX = LIST_LIMIT_MAX;
/** A cursor is opaque; this only bounds what the server reads. */
export const LIST_CURSOR_MAX_LENGTH = 1_000;

const limitSchema = v.optional(
  v.pipe(
    text(messages.listLimitInvalid),
    v.transform(Number),
    v.number(messages.listLimitInvalid),
    v.integer(messages.listLimitInvalid),
    v.minValue(LIST_LIMIT_MIN, messages.listLimitInvalid),
    v.maxValue(LIST_LIMIT_MAX, messages.listLimitInvalid),
  ),
  String(LIST_LIMIT_DEFAULT),
);

const cursorSchema = v.optional(
  v.pipe(
    text(messages.listCursorInvalid),
    v.maxLength(LIST_CURSOR_MAX_LENGTH, messages.listCursorInvalid),
  ),
);

const searchSchema = v.optional(
  v.pipe(
    text(messages.listSearchTooLong),
    v.check((q) => characterCount(q) <= SEARCH_QUERY_MAX_LENGTH, messages.listSearchTooLong),
  ),
);

/**
 * The query of a list endpoint: `limit`, `cursor`, `q` (search), `sort` (a field, `-` in front for
 * descending) and the list's own filters, each one of its allowed values.
 *
 * @example
 * const membersQuery = listQuerySchema({
 *   sorts: ["name", "-name"], defaultSort: "name", filters: { role: ["admin", "member"] },
 * });
 */
export function listQuerySchema<
  const TSort extends string,
  const TFilters extends Record<string, readonly [string, ...string[]]>,
>(options: {
  sorts: readonly [TSort, ...TSort[]];
  defaultSort: NoInfer<TSort>;
  filters: TFilters;
}) {
  const filters = Object.fromEntries(
    Object.entries(options.filters).map(([name, values]) => [
      name,
      v.optional(v.picklist(values, messages.listFilterInvalid)),
    ]),
  ) as {
    [K in keyof TFilters]: v.OptionalSchema<v.PicklistSchema<TFilters[K], string>, undefined>;
  };
  return v.object({
    limit: limitSchema,
    cursor: cursorSchema,
    q: searchSchema,
    sort: v.optional(v.picklist(options.sorts, messages.listSortInvalid), options.defaultSort),
    ...filters,
  });
}

export type ListQuery<TSchema extends v.GenericSchema> = v.InferOutput<TSchema>;

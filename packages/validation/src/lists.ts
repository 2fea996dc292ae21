import * as v from "valibot";
import { messages } from "./messages.js";
import { SEARCH_QUERY_MAX_LENGTH, searchKey } from "./search.js";
import { maxCharacters, text } from "./schema.js";

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
    maxCharacters(SEARCH_QUERY_MAX_LENGTH, messages.listSearchTooLong),
  ),
);

/**
 * How a list may be ordered, which its query schema and the server's indexes both follow.
 *
 * Cloud Firestore answers a list with a condition (a filter, a search) only from a composite index
 * per condition that ends with the list's order, and caps the indexes of a database. So a list
 * offers every sort while it is neither searched nor filtered (one field: Firestore's automatic
 * indexes), a few declared `filteredSorts` while a filter is set (one index per filter and such
 * sort; filters set together merge those), and its `defaultSort` alone while it is searched (one
 * index for the search).
 */
export interface ListOrder<TSort extends string = string> {
  /** Every sort: a field, `-` in front for descending. */
  sorts: readonly [TSort, ...TSort[]];
  /** The order when none is asked for, and the only one of a searched list. */
  defaultSort: TSort;
  /** The sorts a filtered list offers, the default among them. */
  filteredSorts: readonly [TSort, ...TSort[]];
}

/**
 * A list's `ListOrder`; `filteredSorts` is the default sort alone unless given (a list without
 * filters need not give it).
 *
 * @example
 * export const MEMBER_LIST_ORDER = listOrder({
 *   sorts: ["name", "-name", "email"], defaultSort: "name", filteredSorts: ["name", "-name"],
 * });
 */
export function listOrder<const TSort extends string>(order: {
  sorts: readonly [TSort, ...TSort[]];
  defaultSort: NoInfer<TSort>;
  filteredSorts?: readonly [NoInfer<TSort>, ...NoInfer<TSort>[]];
}): ListOrder<TSort> {
  const filteredSorts = order.filteredSorts ?? ([order.defaultSort] as const);
  const unknown = [order.defaultSort, ...filteredSorts].find((sort) => !order.sorts.includes(sort));
  if (unknown !== undefined) throw new Error(`${unknown} is not one of the list's sorts`);
  // A search with a filter is in the default order: it must be a filtered list's too.
  if (!filteredSorts.includes(order.defaultSort)) {
    throw new Error(`the filtered sorts must include the default sort ${order.defaultSort}`);
  }
  return { sorts: order.sorts, defaultSort: order.defaultSort, filteredSorts };
}

/** What a list query asks for besides its order. */
export interface ListCriteria {
  /** `q` searches the list (it has a keyword: see `isSearched`). */
  searched: boolean;
  /** At least one of the list's filters is set. */
  filtered: boolean;
}

/** Whether `q` makes a search: text that has a keyword (not blanks or punctuation only). */
export const isSearched = (q: string | null | undefined): boolean =>
  typeof q === "string" && searchKey(q) !== undefined;

/** The sorts a list offers while asked with `criteria` (see `ListOrder`), in declared order. */
export function sortsAllowed<TSort extends string>(
  order: ListOrder<TSort>,
  criteria: ListCriteria,
): readonly TSort[] {
  if (criteria.searched) return [order.defaultSort];
  if (criteria.filtered) return order.sorts.filter((sort) => order.filteredSorts.includes(sort));
  return order.sorts;
}

/** Why a list asked with `criteria` refuses `sort`, or `undefined` when it accepts it. */
export function sortRefusal(
  order: ListOrder,
  sort: string,
  criteria: ListCriteria,
): string | undefined {
  if (!order.sorts.includes(sort)) return messages.listSortInvalid;
  if (criteria.searched) {
    return sort === order.defaultSort ? undefined : messages.listSortWhileSearched;
  }
  if (criteria.filtered && !order.filteredSorts.includes(sort)) {
    return messages.listSortWhileFiltered;
  }
  return undefined;
}

/**
 * The query of a list endpoint: `limit`, `cursor`, `q` (search, when the list is `searchable`),
 * `sort` (a field, `-` in front for descending) and the list's own filters, each one of its
 * allowed values (`moreFilters`: filters with a schema of their own, such as an id). A sort the
 * list's `order` does not offer while searched or filtered is refused on `sort`.
 *
 * @example
 * const membersQuery = listQuerySchema({
 *   order: MEMBER_LIST_ORDER, searchable: true, filters: { role: ["admin", "member"] },
 * });
 */
export function listQuerySchema<
  const TSort extends string,
  const TFilters extends Record<string, readonly [string, ...string[]]>,
  const TMoreFilters extends v.ObjectEntries = Record<never, never>,
>(options: {
  order: ListOrder<TSort>;
  /** Whether `q` searches the list (else the server ignores it). */
  searchable: boolean;
  filters: TFilters;
  moreFilters?: TMoreFilters;
}) {
  const { order } = options;
  const filters = Object.fromEntries(
    Object.entries(options.filters).map(([name, values]) => [
      name,
      v.optional(v.picklist(values, messages.listFilterInvalid)),
    ]),
  ) as {
    [K in keyof TFilters]: v.OptionalSchema<v.PicklistSchema<TFilters[K], string>, undefined>;
  };
  const moreFilters = (options.moreFilters ?? {}) as TMoreFilters;
  const filterNames = [...Object.keys(filters), ...Object.keys(moreFilters)];
  return v.pipe(
    v.object({
      limit: limitSchema,
      cursor: cursorSchema,
      q: searchSchema,
      sort: v.optional(v.picklist(order.sorts, messages.listSortInvalid), order.defaultSort),
      ...filters,
      ...moreFilters,
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const query = dataset.value as Record<string, unknown> & { q?: string; sort: string };
      const refusal = sortRefusal(order, query.sort, {
        searched: options.searchable && isSearched(query.q),
        filtered: filterNames.some((name) => query[name] !== undefined),
      });
      if (refusal === undefined) return;
      addIssue({
        message: refusal,
        path: [{ type: "object", origin: "value", input: query, key: "sort", value: query.sort }],
      });
    }),
  );
}

export type ListQuery<TSchema extends v.GenericSchema> = v.InferOutput<TSchema>;

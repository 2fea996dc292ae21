import type { SelectOption } from "@hoa/ui";
import { isSearched, sortsAllowed, type ListOrder } from "@hoa/validation";
import { useCallback, useLayoutEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";

/** How far into a list this history entry has paged, so Previous can step back through it. */
interface PagingState {
  listDepth?: number;
}

type OptionValue<TOptions> = TOptions extends readonly SelectOption<infer V>[] ? V : never;

/** What a list offers: its filters and sorts, each with the options a person can choose. */
export interface ListOptions<
  TFilters extends Record<string, readonly SelectOption[]>,
  TSort extends string,
> {
  filters: TFilters;
  sorts?: readonly SelectOption<TSort>[];
  /**
   * The list's order as the API declares it (`@hoa/validation`): its default sort, and which
   * sorts it offers while searched or filtered. Without it, the first of `sorts` is the default
   * and every sort is always offered.
   */
  order?: ListOrder<NoInfer<TSort>>;
}

/**
 * Why a list offers fewer sorts just now: the note under its sort select, and the tooltip of a
 * column heading that cannot sort.
 */
export const sortNotes = {
  searched: {
    note: "Search results keep the default order",
    heading: "Not sortable while searching",
  },
  filtered: { note: "Fewer sorts while filtered", heading: "Not sortable while filtered" },
} as const;

/** The list's query for the API: only what is set, and only values the list offers. */
export type ListQueryOf<TFilters, TSort extends string> = {
  q?: string;
  sort?: TSort;
  cursor?: string;
} & { [K in keyof TFilters]?: Exclude<OptionValue<TFilters[K]>, ""> };

const pick = <T extends string>(options: readonly SelectOption<T>[], value: string | null) =>
  options.find((option) => option.value === value && value !== "")?.value;

/**
 * A server-paged list's state kept in the URL (`q`, `sort`, the filters, `cursor`), so a link,
 * a reload or the Back button shows the same list. Values the list does not offer are ignored.
 * Changing the search, sort or a filter starts again at the first page; Next adds a history
 * entry, Previous goes back one.
 *
 * While the list is searched or filtered, only the sorts its `order` then allows are offered,
 * and a sort of the URL it does not allow is not sent: the list shows in its default order (and
 * the URL keeps the sort, which applies again once the search or filter is cleared).
 *
 * @example
 * const list = useListParams({
 *   filters: { role: roleOptions }, sorts: sortOptions, order: MEMBER_LIST_ORDER,
 * });
 * const view = pagedListView(list, useMembers(orgId, list.query), "...");
 */
export function useListParams<
  TFilters extends Record<string, readonly SelectOption[]>,
  TSort extends string = never,
>(options: ListOptions<TFilters, TSort>) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const depth = (location.state as PagingState | null)?.listDepth ?? 0;

  const { query, allowed, notes } = useMemo(() => {
    const built: Record<string, string> = {};
    const q = params.get("q");
    if (q) built.q = q;
    let filtered = false;
    for (const [name, filterOptions] of Object.entries(options.filters)) {
      const value = pick(filterOptions, params.get(name));
      if (!value) continue;
      built[name] = value;
      filtered = true;
    }
    const searched = isSearched(q);
    const allowedSorts = options.order
      ? sortsAllowed(options.order, { searched, filtered })
      : undefined;
    const sort = options.sorts ? pick(options.sorts, params.get("sort")) : undefined;
    if (sort && (!allowedSorts || allowedSorts.includes(sort))) built.sort = sort;
    const cursor = params.get("cursor");
    if (cursor) built.cursor = cursor;
    // Fewer of the page's own sorts are offered than it has (not of the API's).
    const restricted =
      allowedSorts !== undefined &&
      (options.sorts ?? []).some((option) => !allowedSorts.includes(option.value));
    return {
      query: built as ListQueryOf<TFilters, TSort>,
      allowed: allowedSorts,
      notes: restricted ? (searched ? sortNotes.searched : sortNotes.filtered) : undefined,
    };
    // The options are constants of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  // The URL's state as last set here: a second change made before the page shows the first (two
  // quick changes, a busy machine) builds on it. The router's own functional update would start
  // from the state of the last render and drop the first change.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const change = useCallback(
    (name: string, value: string | undefined) => {
      const next = new URLSearchParams(latest.current);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete("cursor");
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  const goNext = useCallback(
    (cursor: string) => {
      const next = new URLSearchParams(params);
      next.set("cursor", cursor);
      navigate({ search: `?${next.toString()}` }, { state: { listDepth: depth + 1 } });
    },
    [depth, navigate, params],
  );

  const goPrevious = useCallback(() => {
    if (depth > 0) {
      navigate(-1);
      return;
    }
    // Opened on a later page from a link: the first page is the way back.
    change("cursor", undefined);
  }, [change, depth, navigate]);

  const { cursor, sort, q, ...filters } = query as Record<string, string | undefined>;
  const sortOptions = useMemo(
    () =>
      allowed ? options.sorts?.filter((option) => allowed.includes(option.value)) : options.sorts,
    // The options are constants of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [allowed],
  );
  return {
    options,
    query,
    /** The sort applied: the URL's when the list allows it now, else the list's default. */
    sort: sort ?? options.order?.defaultSort ?? options.sorts?.[0]?.value,
    /** The sorts offered now (all of `options.sorts` unless searched or filtered). */
    sortOptions,
    /** The sort keys allowed now, for a table's sort buttons; every key when `undefined`. */
    allowedSorts: allowed as readonly string[] | undefined,
    /** Why fewer sorts are offered just now (`sortNotes`), else `undefined`. */
    sortNotes: notes,
    hasCriteria: Boolean(q) || Object.keys(filters).length > 0,
    isFirstPage: cursor === undefined,
    setSearch: (term: string) => change("q", term),
    setSort: (value: string) => change("sort", value),
    setFilter: (name: string, value: string) => change(name, value || undefined),
    goNext,
    goPrevious,
  };
}

/** A server-paged list's URL state and the ways to change it (see `useListParams`). */
export type ListParams = Pick<
  ReturnType<typeof useListParams>,
  | "query"
  | "sort"
  | "allowedSorts"
  | "sortNotes"
  | "hasCriteria"
  | "isFirstPage"
  | "setSearch"
  | "setSort"
  | "goNext"
  | "goPrevious"
  | "setFilter"
> & {
  options: ListOptions<Record<string, readonly SelectOption[]>, string>;
  sortOptions: readonly SelectOption[] | undefined;
};

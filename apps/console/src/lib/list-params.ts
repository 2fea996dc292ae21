import type { SelectOption } from "@hoa/ui";
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
  /** The sort the server applies when none is chosen (the first of `sorts` by default). */
  defaultSort?: TSort;
}

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
 * @example
 * const list = useListParams({ filters: { role: roleOptions }, sorts: sortOptions });
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

  const query = useMemo(() => {
    const built: Record<string, string> = {};
    const q = params.get("q");
    if (q) built.q = q;
    const sort = options.sorts ? pick(options.sorts, params.get("sort")) : undefined;
    if (sort) built.sort = sort;
    for (const [name, filterOptions] of Object.entries(options.filters)) {
      const value = pick(filterOptions, params.get(name));
      if (value) built[name] = value;
    }
    const cursor = params.get("cursor");
    if (cursor) built.cursor = cursor;
    return built as ListQueryOf<TFilters, TSort>;
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
  return {
    options,
    query,
    /** The sort shown as chosen: the URL's, else the list's default. */
    sort: sort ?? options.defaultSort ?? options.sorts?.[0]?.value,
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
  | "hasCriteria"
  | "isFirstPage"
  | "setSearch"
  | "setSort"
  | "goNext"
  | "goPrevious"
  | "setFilter"
> & {
  options: ListOptions<Record<string, readonly SelectOption[]>, string>;
};

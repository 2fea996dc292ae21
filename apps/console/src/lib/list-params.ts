import { useCallback, useMemo } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";

/** A server-paged list's URL state and the ways to change it (see `useListParams`). */
export type ListParams<TFilter extends string = string> = ReturnType<typeof useListParams<TFilter>>;

/** How far into a list this history entry has paged, so Previous can step back through it. */
interface PagingState {
  listDepth?: number;
}

/**
 * A server-paged list's state kept in the URL (`q`, `sort`, the filters, `cursor`), so a link,
 * a reload or the Back button shows the same list. Changing the search, sort or a filter starts
 * again at the first page; Next adds a history entry, Previous goes back one.
 *
 * @example
 * const list = useListParams({ filters: ["role"] });
 * useMembers(orgId, list.query);
 */
export function useListParams<TFilter extends string>({
  filters,
}: {
  filters: readonly TFilter[];
}) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const depth = (location.state as PagingState | null)?.listDepth ?? 0;

  const query = useMemo(() => {
    const read = (name: string) => params.get(name) || undefined;
    return {
      q: read("q"),
      sort: read("sort"),
      cursor: read("cursor"),
      filters: Object.fromEntries(filters.map((name) => [name, read(name)])) as Record<
        TFilter,
        string | undefined
      >,
    };
    // `filters` is a constant list per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  const change = useCallback(
    (name: string, value: string | undefined) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          next.delete("cursor");
          return next;
        },
        { replace: true },
      );
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

  return {
    query,
    setSearch: (q: string) => change("q", q),
    setSort: (sort: string) => change("sort", sort),
    setFilter: (name: TFilter, value: string | undefined) => change(name, value),
    goNext,
    goPrevious,
    isFirstPage: query.cursor === undefined,
  };
}

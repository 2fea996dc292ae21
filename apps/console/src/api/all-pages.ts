import { LIST_LIMIT_MAX } from "@hoa/validation";
import { useQuery, type QueryKey } from "@tanstack/react-query";
import type { ListPage } from "./list-query";

/**
 * Every item of a list with its search and filters, page after page (the largest pages the API
 * serves), e.g. to export it. `onProgress` hears the count read so far.
 */
export async function fetchAllPages<TQuery extends { cursor?: string; limit?: number }, TItem>(
  fetchPage: (orgId: string, query: TQuery, signal?: AbortSignal) => Promise<ListPage<TItem>>,
  orgId: string,
  query: TQuery,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (read: number) => void } = {},
): Promise<TItem[]> {
  const items: TItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage(
      orgId,
      { ...query, limit: LIST_LIMIT_MAX, ...(cursor ? { cursor } : {}) },
      signal,
    );
    items.push(...page.items);
    onProgress?.(items.length);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}

/**
 * Every item of an organization's list, read afresh (not from an older cache): what an import
 * checks its rows against. The query is kept under the list's key with `{ all: true }`.
 *
 * @example
 * const properties = useAllPages(queryKeys.properties.list, listProperties, orgId);
 */
export function useAllPages<TQuery extends { cursor?: string; limit?: number }, TItem>(
  listKey: (orgId: string, query: object) => QueryKey,
  fetchPage: (orgId: string, query: TQuery, signal?: AbortSignal) => Promise<ListPage<TItem>>,
  orgId: string,
) {
  return useQuery({
    queryKey: [...listKey(orgId, { all: true })],
    queryFn: ({ signal }) => fetchAllPages(fetchPage, orgId, {} as TQuery, { signal }),
    staleTime: 0,
  });
}

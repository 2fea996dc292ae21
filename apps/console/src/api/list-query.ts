import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";

/** One page of a list, as every list endpoint answers it. */
export interface ListPage<TItem> {
  items: TItem[];
  nextCursor: string | null;
}

/**
 * The hook of a server-paged list endpoint, from its query key and its fetcher: the previous page
 * stays on screen while the next one loads.
 *
 * @example
 * export const useMembers = listQueryHook(queryKeys.members.list, listMembers);
 */
export function listQueryHook<TQuery extends object, TItem>(
  queryKey: (orgId: string, query: TQuery) => QueryKey,
  fetchPage: (orgId: string, query: TQuery, signal: AbortSignal) => Promise<ListPage<TItem>>,
) {
  return function useList(
    orgId: string,
    query: TQuery,
    options: { refetchInterval?: number | false } = {},
  ) {
    return useQuery({
      queryKey: queryKey(orgId, query),
      queryFn: ({ signal }) => fetchPage(orgId, query, signal),
      placeholderData: keepPreviousData,
      refetchInterval: options.refetchInterval ?? false,
    });
  };
}

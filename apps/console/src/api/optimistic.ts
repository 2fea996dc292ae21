import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { ListPage } from "./list-query";

/**
 * Applies a change to every cached page of a list at once (an optimistic update) and returns
 * what puts those pages back as they were, for when the server refuses the change. Fetches under
 * way for those pages are cancelled first, so none of them overwrites the change with older data.
 *
 * @example
 * onMutate: ({ id, role }) =>
 *   updateCachedLists<Member>(queryClient, queryKeys.members.list(orgId, {}), (member) =>
 *     member.id === id ? { ...member, role } : member),
 * onError: (_error, _input, rollback) => rollback?.(),
 *
 * `remove` drops the items it picks (an optimistic delete).
 */
export async function updateCachedLists<TItem>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: (item: TItem) => TItem,
  { remove }: { remove?: (item: TItem) => boolean } = {},
): Promise<() => void> {
  await queryClient.cancelQueries({ queryKey });
  const before = queryClient.getQueriesData<ListPage<TItem>>({ queryKey });
  queryClient.setQueriesData<ListPage<TItem>>({ queryKey }, (page) =>
    page
      ? {
          ...page,
          items: page.items.filter((item) => !remove?.(item)).map(change),
        }
      : page,
  );
  return () => {
    for (const [key, page] of before) queryClient.setQueryData(key, page);
  };
}

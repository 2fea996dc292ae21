import { useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
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

/** How one item shows in the lists before the server answers: changed, or gone. */
export interface ShownChange<TItem> {
  id: string;
  /** The item as it will be; absent when it is taken away. */
  as?: (item: TItem) => TItem;
}

/**
 * The optimistic side of a mutation on one item of a list (remove, change a role, resend): spread
 * `show(...)` into `useMutation` so every cached page shows the outcome at once and a refusal puts
 * them back; `saved` puts in the item as the server answered it (its new version). `queryClient`
 * is the cache's, for what the mutation reads again.
 *
 * @example
 * const lists = useOptimisticLists<Member>(queryKeys.members.list(orgId, {}));
 * useMutation({ ...lists.show((member: Member) => ({ id: member.id })), ... });
 */
export function useOptimisticLists<TItem extends { id: string }>(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return {
    queryClient,
    queryKey,
    show: <TInput>(shown: (input: TInput) => ShownChange<TItem>) => ({
      onMutate: (input: TInput) => {
        const { id, as } = shown(input);
        return as
          ? updateCachedLists<TItem>(queryClient, queryKey, (item) =>
              item.id === id ? as(item) : item,
            )
          : updateCachedLists<TItem>(queryClient, queryKey, (item) => item, {
              remove: (item) => item.id === id,
            });
      },
      onError: (_error: unknown, _input: TInput, rollback: (() => void) | undefined) =>
        rollback?.(),
    }),
    saved: (saved: TItem) =>
      updateCachedLists<TItem>(queryClient, queryKey, (item) =>
        item.id === saved.id ? saved : item,
      ),
  };
}

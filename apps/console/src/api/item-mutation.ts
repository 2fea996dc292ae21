import {
  useMutation,
  useQueryClient,
  type MutationKey,
  type MutationMeta,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { useIdempotencyKeys } from "./idempotency";

/** Reads every query under each of `queryKeys` again, all at once. */
export function invalidateEach(queryClient: QueryClient, queryKeys: readonly QueryKey[]) {
  return Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Query keys, fixed or drawn from the mutation's input. */
type KeysOf<TInput> = readonly QueryKey[] | ((input: TInput) => readonly QueryKey[]);

/** A change to an item, declared: its request, its messages and what it does to the cache. */
export interface ItemMutation<TInput, TData> {
  /** Names the change in flight, so a dialog around its form can show it is busy. */
  mutationKey?: MutationKey;
  /**
   * Sends the change. A create sends `keyFor(request)` as its `Idempotency-Key`: the same key
   * while the request is the same, a new one after a success (`useIdempotencyKeys`).
   */
  mutationFn: (input: TInput, keyFor: (request: unknown) => string) => Promise<TData>;
  /** What a refusal toasts when the server gave no message, and the toast's id. */
  meta: MutationMeta;
  /** The saved item's own query, which the answer fills, so its page shows it at once. */
  setsDetail?: (saved: TData) => QueryKey;
  /** The deleted item's own query, dropped. */
  removesDetail?: (input: TInput) => QueryKey;
  /** What a success makes stale (lists, counts, the activity), read again after the above. */
  invalidates?: KeysOf<TInput>;
  /** What a refusal reads again (a stale version, a vanished item): what the server has now. */
  invalidatesOnError?: KeysOf<TInput>;
}

const keysFor = <TInput>(keys: KeysOf<TInput> | undefined, input: TInput) =>
  typeof keys === "function" ? keys(input) : (keys ?? []);

/**
 * The mutation of a change to an item, from its declaration. A refusal is toasted centrally
 * through `meta` (with the server's message); a success fills or drops the item's own query, then
 * reads again what the change made stale.
 *
 * @example
 * export const useDeleteDocument = (orgId: string) =>
 *   useItemMutation({
 *     mutationFn: (document: CommunityDocument) => deleteDocument(orgId, document),
 *     meta: { errorMessage: "The document could not be deleted", toastId: "delete-document" },
 *     removesDetail: (document) => queryKeys.documents.detail(orgId, document.id),
 *     invalidates: [queryKeys.documents.all, queryKeys.audit.all],
 *   });
 */
export function useItemMutation<TInput = void, TData = unknown>(
  declaration: ItemMutation<TInput, TData>,
) {
  const { mutationFn, setsDetail, removesDetail, invalidates, invalidatesOnError } = declaration;
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationKey: declaration.mutationKey,
    mutationFn: (input: TInput) => mutationFn(input, (request) => keys.keyFor(request)),
    meta: declaration.meta,
    onError: invalidatesOnError
      ? (_error, input) => invalidateEach(queryClient, keysFor(invalidatesOnError, input))
      : undefined,
    onSuccess: async (saved, input) => {
      keys.done();
      if (setsDetail) queryClient.setQueryData(setsDetail(saved), saved);
      if (removesDetail) queryClient.removeQueries({ queryKey: removesDetail(input) });
      await invalidateEach(queryClient, keysFor(invalidates, input));
    },
  });
}

import { useIsMutating, type QueryKey } from "@tanstack/react-query";
import { itemParameter, versionedRequest, type Versioned } from "./if-match";
import { useItemMutation } from "./item-mutation";
import { listQueryHook, type ListPage } from "./list-query";
import { queryKeys, itemKeys } from "./query-keys";
import {
  pageFetcher,
  queryHook,
  recordFetcher,
  type GetAnswer,
  type GetPath,
  type ListQueryOf,
} from "./reads";
import { postRequest, type BodyArgs, type Operation, type PathOf } from "./requests";

/** A collection's path that lists (`GET`) and adds (`POST`) its items. */
type CollectionPath = GetPath & PathOf<"POST">;
/** An item's path that reads, changes (`PATCH`) and deletes it. */
type ItemPath = GetPath & PathOf<"PATCH"> & PathOf<"DELETE">;

/** A new item's body, or a change to the version of one shown. */
export type ItemSave<TItem, TDraft> =
  { item?: undefined; draft: TDraft } | { item: TItem; draft: TDraft };

/**
 * The requests of a plain collection of an organization, declared once: its query keys, its list,
 * one item, and its save (create or change) and delete with their messages and what they make
 * stale. What the API's document says of the two paths types them all.
 *
 * @example
 * const categories = itemApi({
 *   name: "violationCategories",
 *   noun: "violation category",
 *   collection: "/api/orgs/{orgId}/violation-categories",
 *   item: "/api/orgs/{orgId}/violation-categories/{categoryId}",
 * });
 * const { data } = categories.useList(orgId, { sort: "name" });
 */
export function itemApi<
  const TName extends string,
  TCollection extends CollectionPath,
  TItemPath extends ItemPath,
>(declaration: {
  /** The root of its query keys. */
  name: TName;
  /** The item in messages: "The {noun} could not be saved". */
  noun: string;
  collection: TCollection;
  item: TItemPath;
  /** What else its changes make stale (other lists that show its items). */
  invalidates?: readonly QueryKey[];
}) {
  type Item = GetAnswer<TItemPath> & Versioned;
  type Draft = BodyArgs<Operation<"POST", TCollection>>[0];
  const { name, noun } = declaration;
  const keys = itemKeys(name);
  // The document types a page of any list alike: `{items, nextCursor}` of the collection's items.
  const listPage = pageFetcher(declaration.collection) as (
    orgId: string,
    query: ListQueryOf<TCollection>,
    signal?: AbortSignal,
  ) => Promise<ListPage<Item>>;
  const getItem = recordFetcher(
    declaration.item,
    itemParameter(declaration.item) as Parameters<typeof recordFetcher<TItemPath>>[1],
  );
  const post = postRequest(declaration.collection) as unknown as (
    params: { orgId: string },
    body: Draft,
  ) => Promise<Item>;
  const update = versionedRequest("PATCH", declaration.item) as unknown as (
    orgId: string,
    item: Versioned,
    changes: Draft,
  ) => Promise<Item>;
  const remove = versionedRequest("DELETE", declaration.item) as unknown as (
    orgId: string,
    item: Versioned,
  ) => Promise<{ id: string }>;
  const stale = [keys.all, queryKeys.audit.all, ...(declaration.invalidates ?? [])];
  const saveKey = [name, "save"] as const;

  return {
    keys,
    /** One page of the list, as searched, filtered and sorted (an export reads every page). */
    listPage,
    useList: listQueryHook(keys.list, listPage),
    useItem: queryHook(keys.detail, getItem),
    /** Adds an item, or changes the one given made to its version; the saved one seeds its query. */
    useSave: (orgId: string) =>
      useItemMutation({
        mutationKey: saveKey,
        mutationFn: ({ item, draft }: ItemSave<Item, Draft>) =>
          item ? update(orgId, item, draft) : post({ orgId }, draft),
        meta: { errorMessage: `The ${noun} could not be saved`, toastId: `save-${name}` },
        // A stale version (412) or a vanished item: show what the server has now.
        invalidatesOnError: [keys.all],
        setsDetail: (saved) => keys.detail(orgId, saved.id),
        invalidates: stale,
      }),
    /** Whether a save is under way (a dialog around the form shows it is busy). */
    useSavePending: () => useIsMutating({ mutationKey: saveKey }) > 0,
    /** Deletes an item made to the version shown. */
    useRemove: (orgId: string) =>
      useItemMutation({
        mutationFn: (item: Item) => remove(orgId, item),
        meta: { errorMessage: `The ${noun} could not be deleted`, toastId: `delete-${name}` },
        invalidatesOnError: [keys.all],
        removesDetail: (item) => keys.detail(orgId, item.id),
        invalidates: stale,
      }),
  };
}

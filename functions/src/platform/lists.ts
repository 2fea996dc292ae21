import { createHash } from "node:crypto";
import { messages, searchKey, sortRefusal, type ListOrder } from "@hoa/validation";
import {
  FieldPath,
  Timestamp,
  type CollectionReference,
  type Query,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import { ApiError } from "../http/errors.js";
import type { DataContext } from "./data-context.js";
import { keywordFields, whereKeyword } from "./keywords.js";

/** The field every searchable item stores its keywords in (see `searchKeywords`). */
export const KEYWORDS_FIELD = "keywords";

/** The stored keyword fields (`KEYWORDS_FIELD` and its map) that a list's `q` searches for an item. */
export const searchKeywordFields = (words: readonly string[]) =>
  keywordFields(KEYWORDS_FIELD, words);

/**
 * How one resource is listed: which stored field each `sort` and filter of its query reads, and
 * how a stored document becomes an item. The query itself is checked beforehand by the
 * resource's `listQuerySchema` from `@hoa/validation`, with the same `order`.
 */
export interface ListDefinition<TItem> {
  /** Sort name as the query spells it (without `-`) to the stored field it orders by. */
  sorts: Readonly<Record<string, string>>;
  /**
   * Which sorts the list offers while searched or filtered (the list's `ListOrder` from
   * `@hoa/validation`, which its query schema follows too); `listIndexes` declares no more.
   */
  order: ListOrder;
  /** Filter name as the query spells it to the stored field it must equal. */
  filters: Readonly<Record<string, string>>;
  /**
   * Equalities the server puts on every query of the list, whatever the caller asked (a member's
   * own tickets, the announcements that are not notifications), by name in the query to stored
   * field. They are not the caller's filters: the list keeps every sort, each with its index.
   */
  scope?: Readonly<Record<string, string>>;
  /** Whether `q` searches the item's keywords. */
  searchable: boolean;
  /**
   * The stored keywords `q` searches, `keywords` (`KEYWORDS_FIELD`) unless named: a list
   * whose callers may not see every field searches an array written without those fields.
   */
  searchField?: string;
  /**
   * The stored fields `toItem` reads, when a page should carry only those (a field mask): it then
   * leaves out what only queries use, such as a resident's keyword arrays, which are most of the
   * bytes Firestore encodes and the function decodes. The sort fields are added (the cursor
   * reads them). Without it, a page carries whole documents.
   */
  fields?: readonly string[];
  toItem(snapshot: QueryDocumentSnapshot): TItem;
}

/** A checked list query: `sort` is a name of the definition, `-` in front for descending. */
export interface ListQuery {
  limit: number;
  cursor?: string | undefined;
  q?: string | undefined;
  sort: string;
  [filter: string]: unknown;
}

/**
 * A range on the list's sort field (the only field Firestore lets a query with a range order
 * by first), e.g. the events from today on. `name` stands for it in the cursor's fingerprint,
 * so a cursor made while the bound was one value still continues after it moved.
 */
export interface ListRange {
  name: string;
  op: "<" | "<=" | ">" | ">=";
  value: unknown;
}

export interface ListPage<TItem> {
  items: TItem[];
  nextCursor: string | null;
}

type CursorValue = string | number | boolean | null | { ts: [number, number] };

interface Cursor {
  /** The fingerprint of the query it was made for: a cursor only continues its own list. */
  f: string;
  /** The sort field's value and the document id of the last item of the page. */
  v: CursorValue;
  id: string;
}

/**
 * One page of a list, ordered by the sort field and then by document id, so the order is total
 * and a cursor (the last item's sort value and id) continues exactly after it: walking every
 * page returns each item once, also while items are added. Filters are equalities and `q` one
 * keyword (`whereKeyword`), so Firestore answers from an index (see `listIndexes`) and nothing is
 * scanned in memory. A sort the list's `order` does not offer while searched or filtered is a
 * 400 on `sort` (the query schema refuses it first; the scope and the server's own filters
 * count as the caller's filters only when they are theirs).
 */
export async function listPage<TItem>(
  data: DataContext,
  collection: CollectionReference,
  definition: ListDefinition<TItem>,
  query: ListQuery,
  range?: ListRange,
): Promise<ListPage<TItem>> {
  const descending = query.sort.startsWith("-");
  const sortName = descending ? query.sort.slice(1) : query.sort;
  const sortField = definition.sorts[sortName];
  if (!sortField)
    throw new ApiError(400, messages.listSortInvalid, {}, { sort: messages.listSortInvalid });
  const direction = descending ? "desc" : "asc";

  let firestoreQuery: Query = collection;
  const applied: [string, unknown][] = [];
  const apply = (conditions: Readonly<Record<string, string>>) => {
    let found = false;
    for (const [name, field] of Object.entries(conditions)) {
      const value = query[name];
      if (value === undefined) continue;
      // A list of values (a member's audiences) is any of them.
      firestoreQuery = Array.isArray(value)
        ? firestoreQuery.where(field, "in", value)
        : firestoreQuery.where(field, "==", value);
      applied.push([name, value]);
      found = true;
    }
    return found;
  };
  apply(definition.scope ?? {});
  const filtered = apply(definition.filters);
  const key = definition.searchable && query.q ? searchKey(query.q) : undefined;
  const refusal = sortRefusal(definition.order, query.sort, {
    searched: key !== undefined,
    filtered,
  });
  if (refusal !== undefined) throw new ApiError(400, refusal, {}, { sort: refusal });
  const searchField = definition.searchField ?? KEYWORDS_FIELD;
  if (key !== undefined) {
    firestoreQuery = whereKeyword(firestoreQuery, searchField, key, data.keywordSearch);
  }
  if (range) {
    firestoreQuery = firestoreQuery.where(sortField, range.op, range.value);
    applied.push([`range:${range.name}`, range.op]);
  }
  firestoreQuery = firestoreQuery
    .orderBy(sortField, direction)
    .orderBy(FieldPath.documentId(), direction);
  if (definition.fields) {
    firestoreQuery = firestoreQuery.select(
      ...new Set([...definition.fields, ...Object.values(definition.sorts)]),
    );
  }

  const fingerprint = fingerprintOf(query.sort, applied, key);
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, fingerprint);
    firestoreQuery = firestoreQuery.startAfter(decodeValue(cursor.v), cursor.id);
  }

  const snapshot = await data.call(firestoreQuery.limit(query.limit + 1).get());
  const documents = snapshot.docs.slice(0, query.limit);
  const last = documents.at(-1);
  const nextCursor =
    snapshot.docs.length > query.limit && last
      ? encodeCursor({ f: fingerprint, v: encodeValue(last.get(sortField)), id: last.id })
      : null;
  return { items: documents.map((document) => definition.toItem(document)), nextCursor };
}

function fingerprintOf(
  sort: string,
  filters: [string, unknown][],
  key: string | undefined,
): string {
  return createHash("sha256")
    .update(JSON.stringify([sort, filters, key ?? null]))
    .digest("base64url")
    .slice(0, 12);
}

function encodeValue(value: unknown): CursorValue {
  if (value instanceof Timestamp) return { ts: [value.seconds, value.nanoseconds] };
  if (
    value === null ||
    typeof value === "string" ||
    typeof value === "number" ||
    typeof value === "boolean"
  ) {
    return value;
  }
  // Sort fields hold text, numbers, flags or times; anything else is a bug in a definition.
  throw new Error(`cannot page on a value of type ${typeof value}`);
}

function decodeValue(value: CursorValue): unknown {
  if (typeof value === "object" && value !== null) {
    return new Timestamp(value.ts[0], value.ts[1]);
  }
  return value;
}

const encodeCursor = (cursor: Cursor): string =>
  Buffer.from(JSON.stringify(cursor), "utf8").toString("base64url");

function decodeCursor(text: string, fingerprint: string): Cursor {
  const invalid = () =>
    new ApiError(400, messages.listCursorInvalid, {}, { cursor: messages.listCursorInvalid });
  let cursor: unknown;
  try {
    cursor = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (!isCursor(cursor) || cursor.f !== fingerprint) throw invalid();
  return cursor;
}

function isCursor(value: unknown): value is Cursor {
  if (typeof value !== "object" || value === null) return false;
  const { f, v, id } = value as Record<string, unknown>;
  const validValue =
    v === null ||
    ["string", "number", "boolean"].includes(typeof v) ||
    (typeof v === "object" &&
      Array.isArray((v as { ts?: unknown }).ts) &&
      (v as { ts: unknown[] }).ts.length === 2 &&
      (v as { ts: unknown[] }).ts.every((part) => Number.isInteger(part)));
  return typeof f === "string" && typeof id === "string" && id !== "" && validValue;
}

/** A composite index as `firestore.indexes.json` declares it. */
export interface IndexDeclaration {
  collectionGroup: string;
  queryScope: "COLLECTION" | "COLLECTION_GROUP";
  fields: (
    | { fieldPath: string; order: "ASCENDING" | "DESCENDING" }
    | {
        fieldPath: string;
        arrayConfig: "CONTAINS";
      }
  )[];
}

/** A field override as `firestore.indexes.json` declares it. */
export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: (
    | { order: "ASCENDING" | "DESCENDING"; queryScope: "COLLECTION" | "COLLECTION_GROUP" }
    | { arrayConfig: "CONTAINS"; queryScope: "COLLECTION" }
  )[];
}

/**
 * The index of a due time that scheduled work finds across every organization (`dueAt <= now`,
 * a collection-group query): the field's automatic indexes, which an override replaces, and an
 * ascending one over the collection group.
 */
export const dueTimeOverride = (collectionGroup: string, fieldPath: string): FieldOverride => ({
  collectionGroup,
  fieldPath,
  indexes: [
    { order: "ASCENDING", queryScope: "COLLECTION" },
    { order: "DESCENDING", queryScope: "COLLECTION" },
    { arrayConfig: "CONTAINS", queryScope: "COLLECTION" },
    { order: "ASCENDING", queryScope: "COLLECTION_GROUP" },
  ],
});

/**
 * The composite indexes a list's queries need, as its `order` allows them; Firestore adds the
 * document id to each:
 * - each field of the scope, with every sort in both directions (the list keeps its sorts);
 * - each filter, with the `filteredSorts`;
 * - the keyword search, with the `defaultSort` alone.
 * A query with several conditions is answered by merging these (Firestore merges indexes for
 * equality and `array-contains` conditions that share the order), so the count grows with the
 * conditions times a few sorts, never with their combinations. An unfiltered list orders by one
 * field, from Firestore's automatic indexes.
 */
export function listIndexes(
  collectionGroup: string,
  definition: Pick<
    ListDefinition<unknown>,
    "sorts" | "order" | "filters" | "scope" | "searchable" | "searchField"
  >,
): IndexDeclaration[] {
  const searchField = definition.searchField ?? KEYWORDS_FIELD;
  const { order } = definition;
  const conditions: (readonly [fieldPath: string, sorts: readonly string[], contains: boolean])[] =
    [
      ...Object.values(definition.scope ?? {}).map((field) => [field, order.sorts, false] as const),
      ...Object.values(definition.filters).map(
        (field) => [field, order.filteredSorts, false] as const,
      ),
      ...(definition.searchable ? [[searchField, [order.defaultSort], true] as const] : []),
    ];
  const indexes = new Map<string, IndexDeclaration>();
  for (const [fieldPath, sorts, contains] of conditions) {
    for (const sort of sorts) {
      const descending = sort.startsWith("-");
      const sortField = definition.sorts[descending ? sort.slice(1) : sort];
      if (!sortField) throw new Error(`unknown sort ${sort}`);
      if (sortField === fieldPath) continue;
      const index: IndexDeclaration = {
        collectionGroup,
        queryScope: "COLLECTION",
        fields: [
          contains ? { fieldPath, arrayConfig: "CONTAINS" } : { fieldPath, order: "ASCENDING" },
          { fieldPath: sortField, order: descending ? "DESCENDING" : "ASCENDING" },
        ],
      };
      indexes.set(JSON.stringify(index), index);
    }
  }
  return [...indexes.values()];
}

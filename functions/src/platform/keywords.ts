import { FieldPath, type Query } from "firebase-admin/firestore";

/**
 * How a search finds an item by one of its keywords (see `searchKeywords` in `@hoa/validation`).
 *
 * Every item stores its keywords twice: as an array (`keywords`) and as the keys of a map
 * (`keywordsSet`, each word to `true`). Cloud Firestore answers `array-contains` on the array from
 * the composite indexes `listIndexes` declares, merged with the filters' and sorted by the list's
 * sort, so a search reads only the page. The emulator keeps no index of array elements: it tests
 * every element of every document of the collection (3.4 s for 5,000 residents of about 100
 * keywords each), but it indexes each map entry, and answers equality on one in tens of
 * milliseconds. Cloud Firestore, in turn, could only sort equality on a map entry with a composite
 * index per word. So the query takes the array in production and the map on the emulator: the
 * same words, filters and order, the same pages (`lists.test.ts` walks both and compares).
 * In production the map is exempt from indexing (`keywordSetOverrides`), so it costs storage only.
 */
export type KeywordSearch = "array" | "map";

/** The map field that holds the same words as the keyword array `field`. */
export const keywordSetField = <F extends string>(field: F): `${F}Set` => `${field}Set`;

/** The emulator's Firestore when `FIRESTORE_EMULATOR_HOST` is set, Cloud Firestore otherwise. */
export const keywordSearchFor = (env: NodeJS.ProcessEnv): KeywordSearch =>
  env.FIRESTORE_EMULATOR_HOST?.trim() ? "map" : "array";

/**
 * The stored fields of an item's keywords: the array and its map. Keywords hold only letters,
 * digits and spaces, so each is a valid field name (never a reserved `__…__` one).
 */
export function keywordFields<F extends string>(
  field: F,
  words: readonly string[],
): Record<F, string[]> & Record<`${F}Set`, Record<string, true>> {
  return {
    [field]: [...words],
    [keywordSetField(field)]: Object.fromEntries(words.map((word) => [word, true as const])),
  } as Record<F, string[]> & Record<`${F}Set`, Record<string, true>>;
}

/** `query` narrowed to the items whose keyword array `field` holds `word`. */
export function whereKeyword(
  query: Query,
  field: string,
  word: string,
  search: KeywordSearch,
): Query {
  return search === "map"
    ? query.where(new FieldPath(keywordSetField(field), word), "==", true)
    : query.where(field, "array-contains", word);
}

/** A field `firestore.indexes.json` exempts from Cloud Firestore's automatic indexes. */
export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: [];
}

/** The keyword maps of a collection group, which Cloud Firestore never queries: not indexed. */
export const keywordSetOverrides = (
  collectionGroup: string,
  fields: readonly string[],
): FieldOverride[] =>
  fields.map((field) => ({ collectionGroup, fieldPath: keywordSetField(field), indexes: [] }));

/**
 * Search by prefix of any word, case- and accent-insensitive, through a keyword list stored on
 * each item and indexed by Firestore (`array-contains`), so that no list is scanned in memory.
 *
 * Each searchable text is folded (accents removed, lower case, anything but letters and digits
 * turned into a space) and, from the start of every word, each prefix of what follows is a
 * keyword, up to `SEARCH_KEYWORD_MAX_LENGTH` characters. "Élise Martin" gives "e", "el", ...,
 * "elise m", "elise martin", and "m", ..., "martin"; so "mart", "Elise M" and "ÉLI" all match.
 */

/** Longest keyword stored; a longer query is cut to this length (it can then match a little more). */
export const SEARCH_KEYWORD_MAX_LENGTH = 32;

/** Longest query accepted by a list (`q`), in characters. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

const COMBINING_MARKS = /\p{M}+/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

/** The text as search compares it: no accents, lower case, words separated by one space. */
export function foldSearchText(value: string): string {
  return value
    .normalize("NFKD")
    .replace(COMBINING_MARKS, "")
    .toLowerCase()
    .replace(NOT_LETTER_OR_DIGIT, " ")
    .trim();
}

/** The keyword a query looks for, or `undefined` when the query has no letter or digit. */
export function searchKey(query: string): string | undefined {
  const folded = Array.from(foldSearchText(query)).slice(0, SEARCH_KEYWORD_MAX_LENGTH).join("");
  const key = folded.trimEnd();
  return key === "" ? undefined : key;
}

/** Every keyword of the given texts (sorted, each once); empty texts are skipped. */
export function searchKeywords(texts: readonly (string | null | undefined)[]): string[] {
  const keywords = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const characters = Array.from(foldSearchText(text));
    for (let start = 0; start < characters.length; start += 1) {
      const isWordStart =
        characters[start] !== " " && (start === 0 || characters[start - 1] === " ");
      if (!isWordStart) continue;
      let prefix = "";
      for (
        let end = start;
        end < characters.length && end < start + SEARCH_KEYWORD_MAX_LENGTH;
        end += 1
      ) {
        prefix += characters[end];
        if (characters[end] !== " ") keywords.add(prefix);
      }
    }
  }
  return [...keywords].sort();
}

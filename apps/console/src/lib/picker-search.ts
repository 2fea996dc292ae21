import type { UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import type { ListPage } from "../api/list-query";
import { useDebouncedValue } from "./use-debounced-value";

/** How many matches a picker offers at once; typing more narrows them. */
export const PICKER_CHOICES = 20;

/**
 * What a picker that searches a list endpoint as you type needs: the text typed (settled, trimmed),
 * the first matches for it, whether they are loading, and the handler of the typed text. Pass the
 * list's hook (`useResidents`, `useProperties`, ...).
 */
export function usePickerSearch<TItem>(
  useList: (orgId: string, query: { limit: number; q?: string }) => UseQueryResult<ListPage<TItem>>,
  orgId: string,
) {
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim());
  const matches = useList(orgId, { limit: PICKER_CHOICES, ...(search ? { q: search } : {}) });
  return {
    search,
    items: matches.data?.items ?? [],
    loading: matches.isFetching,
    onInputValueChange: setText,
  };
}

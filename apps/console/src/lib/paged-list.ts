import type { ListViewState } from "@hoa/ui";
import type { UseQueryResult } from "@tanstack/react-query";
import { ApiError } from "../api/client";
import type { ListPage } from "../api/list-query";
import type { ListParams } from "./list-params";

const FALLBACK_ERROR = "The list could not be loaded. Check your connection and try again.";

/**
 * What a server-paged list shows, from its URL state and its query: the state of the view, its
 * error with a retry, and the pager's controls.
 */
export function pagedListView<TItem>(
  list: Pick<ListParams, "hasCriteria" | "isFirstPage" | "goNext" | "goPrevious">,
  result: UseQueryResult<ListPage<TItem>>,
  errorTitle: string,
) {
  const items = result.data?.items ?? [];
  let state: ListViewState = "ready";
  if (result.isPending) state = "loading";
  else if (result.isError && !result.data) state = "error";
  else if (items.length === 0 && list.isFirstPage) state = list.hasCriteria ? "no-match" : "empty";
  return {
    state,
    items,
    error: {
      title: errorTitle,
      message:
        result.error instanceof ApiError && result.error.serverMessage
          ? result.error.serverMessage
          : FALLBACK_ERROR,
      onRetry: () => void result.refetch(),
      retrying: result.isFetching,
    },
    pager: {
      hasPrevious: !list.isFirstPage,
      hasNext: Boolean(result.data?.nextCursor),
      onPrevious: list.goPrevious,
      onNext: () => {
        if (result.data?.nextCursor) list.goNext(result.data.nextCursor);
      },
      busy: result.isPlaceholderData,
    },
  };
}

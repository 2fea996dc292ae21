import type { ReactNode } from "react";
import { Card } from "./Card.js";
import { ErrorState } from "./ErrorState.js";
import { ListPager, type ListPagerProps } from "./ListPager.js";

/** Where a list is: loading its first page, failed, empty, empty for its search, or showing. */
export type ListViewState = "loading" | "error" | "empty" | "no-match" | "ready";

export interface ListCardProps {
  title: string;
  /** The list's `FilterBar` (search, filters, sort), at the card's top under its title. */
  filterBar?: ReactNode;
  state: ListViewState;
  /** Shown in the "error" state, with a retry. */
  error?: { title: string; message: string; onRetry: () => void; retrying?: boolean };
  /** Shown when the list has nothing at all. */
  empty: ReactNode;
  /** Shown when a search or filter matches nothing. */
  noMatch: ReactNode;
  pager: Omit<ListPagerProps, "label">;
  /** The list itself, shown in the "ready" state. */
  children: ReactNode;
}

/** A titled card holding a server-paged list with its filter bar, states and pager. */
export function ListCard({
  title,
  filterBar,
  state,
  error,
  empty,
  noMatch,
  pager,
  children,
}: ListCardProps) {
  return (
    <Card title={title} flush>
      {filterBar}
      <div aria-busy={state === "loading" || pager.busy === true}>
        {state === "loading" ? <ListLoading /> : null}
        {state === "error" && error ? <ErrorState {...error} /> : null}
        {state === "empty" ? empty : null}
        {state === "no-match" ? noMatch : null}
        {state === "ready" ? children : null}
      </div>
      {state === "ready" ? <ListPager label={`${title} pages`} {...pager} /> : null}
    </Card>
  );
}

function ListLoading() {
  return (
    <div className="ui-list-loading" role="status">
      <span className="ui-list-loading__bar" aria-hidden="true" />
      <span className="ui-list-loading__bar" aria-hidden="true" />
      <span className="ui-list-loading__bar" aria-hidden="true" />
      <span className="visually-hidden">Loading...</span>
    </div>
  );
}

import {
  DataTable,
  EmptyState,
  FilterBar,
  Icon,
  ListCard,
  SelectField,
  type DataTableColumn,
} from "@hoa/ui";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { ListPage } from "../api/list-query";
import type { ListParams } from "./list-params";
import { pagedListView } from "./paged-list";

export interface PagedTableProps<TItem extends object> {
  title: string;
  list: ListParams;
  result: UseQueryResult<ListPage<TItem>>;
  /**
   * A column with `sort` keys gets a sort button in its heading, bound to the URL's sort (none
   * while the list's search or filter leaves that column no sort it allows).
   */
  columns: readonly DataTableColumn<TItem>[];
  rowKey: (item: TItem) => string;
  /** The search field, when the list can be searched. */
  search?: { label: string; placeholder: string };
  /** Labels of the filters' selects, by filter name, in the order shown. */
  filterLabels?: Readonly<Record<string, string>>;
  /** What the list is called in "could not be loaded" ("The members could not be loaded"). */
  errorTitle: string;
  empty: { icon: ReactNode; title: string; description?: string | undefined };
  noMatch: { title: string; description: string };
}

/**
 * A server-paged list as a table: its filter bar (search, filters and sort) bound to the URL, its loading,
 * error (with retry), empty and no-match states, and Previous and Next.
 */
export function PagedTable<TItem extends object>({
  title,
  list,
  result,
  columns,
  rowKey,
  search,
  filterLabels = {},
  errorTitle,
  empty,
  noMatch,
}: PagedTableProps<TItem>) {
  const view = pagedListView(list, result, errorTitle);
  const query = list.query as Record<string, string | undefined>;
  return (
    <ListCard
      title={title}
      filterBar={
        <FilterBar
          search={
            search
              ? {
                  label: search.label,
                  placeholder: search.placeholder,
                  // The URL's term: a new one (Back, a link) shows in the field.
                  defaultValue: query.q ?? "",
                  onSearch: list.setSearch,
                }
              : undefined
          }
          filters={Object.entries(filterLabels).map(([name, label]) => (
            <SelectField
              key={name}
              label={label}
              options={list.options.filters[name] ?? []}
              value={query[name] ?? ""}
              onValueChange={(value) => list.setFilter(name, value)}
            />
          ))}
          sort={
            list.sortOptions && list.sort
              ? {
                  // Only the sorts the list allows now; a note under the bar says why when fewer.
                  options: list.sortOptions,
                  value: list.sort,
                  onValueChange: list.setSort,
                  note: list.sortNotes?.note,
                }
              : undefined
          }
        />
      }
      state={view.state}
      error={view.error}
      pager={view.pager}
      empty={<EmptyState icon={empty.icon} title={empty.title} description={empty.description} />}
      noMatch={
        <EmptyState
          icon={<Icon name="search" />}
          title={noMatch.title}
          description={noMatch.description}
        />
      }
    >
      <DataTable
        caption={title}
        columns={columns}
        rows={view.items}
        rowKey={rowKey}
        sort={
          list.sortOptions
            ? {
                value: list.sort,
                onChange: list.setSort,
                available: list.allowedSorts,
                unavailableNote: list.sortNotes?.heading,
              }
            : undefined
        }
      />
    </ListCard>
  );
}

import { Card, DataTable, EmptyState, type DataTableColumn } from "@hoa/ui";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { ListPage } from "../api/list-query";
import { QueryErrorState } from "./QueryErrorState";

export interface QueryTableCardProps<TItem extends object> {
  title: string;
  description: string;
  result: UseQueryResult<ListPage<TItem>>;
  columns: readonly DataTableColumn<TItem>[];
  rowKey: (item: TItem) => string;
  /** What the table is called in "could not be loaded" and as its caption ("Residents"). */
  caption: string;
  /** What it says with nothing in it, and what to do about it (`action`, e.g. an add button). */
  empty: { icon: ReactNode; title: string; action?: ReactNode };
}

/**
 * One page of a list inside a record's page (a property's residents, its latest changes): the
 * table, or its error with a retry, or what it says when there is nothing.
 */
export function QueryTableCard<TItem extends object>({
  title,
  description,
  result,
  columns,
  rowKey,
  caption,
  empty,
}: QueryTableCardProps<TItem>) {
  return (
    <Card title={title} headingLevel={2} description={description} flush>
      {result.isError ? (
        <QueryErrorState
          title={`The ${caption.toLowerCase()} could not be loaded`}
          query={result}
        />
      ) : result.data && result.data.items.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} action={empty.action} />
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          rows={result.data?.items ?? []}
          rowKey={rowKey}
        />
      )}
    </Card>
  );
}

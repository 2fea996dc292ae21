import { DataTable, EmptyState, Icon, type DataTableColumn } from "@hoa/ui";
import type { UseQueryResult } from "@tanstack/react-query";
import type { LedgerEntry } from "./api/billing";
import { QueryErrorState } from "../../lib/QueryErrorState";

/**
 * A property's ledger, newest first: the table with `columns`, or its error with a retry, or
 * what it says when there is no entry yet. On the property's billing page and the resident's
 * account.
 */
export function LedgerTable({
  ledger,
  columns,
  caption,
}: {
  ledger: UseQueryResult<LedgerEntry[]>;
  columns: readonly DataTableColumn<LedgerEntry>[];
  caption: string;
}) {
  if (ledger.isError) {
    return <QueryErrorState title="The ledger could not be loaded" query={ledger} />;
  }
  if (ledger.data?.length === 0) {
    return <EmptyState icon={<Icon name="card" />} title="No entries yet" />;
  }
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={[...(ledger.data ?? [])].reverse()}
      rowKey={(entry) => entry.id}
    />
  );
}

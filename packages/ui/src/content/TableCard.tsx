import type { RowData } from "@tanstack/react-table";
import { Card } from "./Card.js";
import { DataTable, type DataTableProps } from "./DataTable.js";
import { FilterBar } from "./FilterBar.js";
import type { SearchFormProps } from "./SearchForm.js";

export interface TableCardProps<Row extends RowData> extends DataTableProps<Row> {
  title: string;
  search: SearchFormProps;
}

/** A titled card holding a searchable table edge to edge: a directory, a library, a queue. */
export function TableCard<Row extends RowData>({ title, search, ...table }: TableCardProps<Row>) {
  return (
    <Card title={title} flush>
      <FilterBar search={search} />
      <DataTable {...table} />
    </Card>
  );
}

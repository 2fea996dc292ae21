import {
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Header,
  type RowData,
  type SortingState,
} from "@tanstack/react-table";
import { useMemo, type ReactNode } from "react";
import { Icon } from "../Icon.js";

/** The server's sort keys of a sortable column, one per direction (`name` and `-name`). */
export interface ColumnSortKeys {
  ascending: string;
  descending: string;
  /** The first click sorts descending (dates: newest first). */
  descendingFirst?: boolean;
}

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and amounts read better aligned to the end. */
  align?: "start" | "end";
  /** Keeps short values such as dates and amounts on one line. */
  nowrap?: boolean;
  /**
   * How the value shows when rows become cards on a narrow screen: `detail` (the default) under
   * its column's name; `meta` without a name, beside the others right under the row's heading
   * (a status, a role); `action` without a name at the card's end (a button); `hidden` not at all
   * (when the heading already says it).
   */
  card?: "detail" | "meta" | "action" | "hidden";
  /** Makes the column's heading a sort button, for a table given a `sort`. */
  sort?: ColumnSortKeys;
}

/** The order a server applies to a table's rows, and how to ask for another. */
export interface DataTableSort {
  /** The current sort key (one of the columns' `sort` keys, or another the table cannot show). */
  value: string | undefined;
  onChange: (value: string) => void;
  /**
   * The sort keys the server offers just now (a searched or filtered list offers fewer); every
   * column's keys when absent. A heading whose next sort is not among them is no button.
   */
  available?: readonly string[];
  /** Why a heading cannot sort just now: its tooltip. */
  unavailableNote?: string;
}

export interface DataTableProps<Row> {
  /** Names the table; visually hidden when the surrounding card already shows a title. */
  caption: string;
  showCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Sorting done by the server: the headings of sortable columns become sort buttons. */
  sort?: DataTableSort;
}

const features = tableFeatures({ rowSortingFeature });
type Features = typeof features;

/**
 * A table whose first column heads each row, on TanStack Table. When its container is narrower
 * than about 640 px, every row becomes a stacked card with each value under its column's name, so
 * nothing needs sideways scrolling on a phone. Sorting is the server's: a sortable heading asks
 * for the column's other direction through `sort.onChange`, and the rows are shown as given.
 */
export function DataTable<Row extends RowData>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  empty,
  sort,
}: DataTableProps<Row>) {
  const columnDefs = useMemo(() => columns.map((column) => columnDef(column)), [columns]);
  const sorting = useMemo(() => sortingOf(columns, sort?.value), [columns, sort?.value]);
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => rowKey(row),
    manualSorting: true,
    enableSorting: sort !== undefined,
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { sorting },
  });

  if (rows.length === 0 && empty) {
    return <>{empty}</>;
  }
  return (
    // A wide table scrolls sideways inside its container: keyboard users reach it as a region.
    <div className="ui-table-container" role="region" aria-label={caption} tabIndex={0}>
      <table className="ui-table">
        <caption className={showCaption ? "ui-table__caption" : "visually-hidden"}>
          {caption}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} sort={sort} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell, index) => {
                const column = cell.column.columnDef.meta as DataTableColumn<Row>;
                const CellTag = index === 0 ? "th" : "td";
                return (
                  <CellTag
                    key={cell.id}
                    scope={index === 0 ? "row" : undefined}
                    className={cellClass(column)}
                    data-label={column.header}
                  >
                    {column.cell(row.original)}
                  </CellTag>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HeaderCell<Row extends RowData>({
  header,
  sort,
}: {
  header: Header<Features, Row, unknown>;
  sort: DataTableSort | undefined;
}) {
  const column = header.column.columnDef.meta as DataTableColumn<Row>;
  if (!header.column.getCanSort() || !column.sort) {
    return (
      <th scope="col" className={cellClass(column)}>
        {column.header}
      </th>
    );
  }
  const direction = header.column.getIsSorted();
  const next = nextSortOf(column.sort, direction, sort?.available);
  const ariaSort = direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none";
  const icon =
    direction === "asc" ? "sortAscending" : direction === "desc" ? "sortDescending" : "sortable";
  if (next === undefined) {
    // Not sortable just now (a search or a filter): the heading says why, and still shows the
    // order it is in.
    return (
      <th scope="col" className={cellClass(column)} aria-sort={ariaSort}>
        <span className="ui-table__sort ui-table__sort--unavailable" title={sort?.unavailableNote}>
          {column.header}
          {direction ? <Icon name={icon} size={14} /> : null}
        </span>
      </th>
    );
  }
  const { key, descending } = next;
  return (
    <th scope="col" className={cellClass(column)} aria-sort={ariaSort}>
      <button
        type="button"
        className="ui-table__sort"
        onClick={() => sort?.onChange(key)}
        title={`Sort by ${column.header.toLowerCase()}, ${descending ? "descending" : "ascending"}`}
      >
        {column.header}
        <Icon name={icon} size={14} />
      </button>
    </th>
  );
}

/**
 * The sort a heading asks for: the other direction of the sorted column, the first direction of
 * another (or its other one, when only that is available); none when neither is available.
 */
function nextSortOf(
  keys: ColumnSortKeys,
  direction: false | "asc" | "desc",
  available: readonly string[] | undefined,
): { key: string; descending: boolean } | undefined {
  const ascending = { key: keys.ascending, descending: false };
  const descending = { key: keys.descending, descending: true };
  const candidates =
    direction === "asc"
      ? [descending]
      : direction === "desc"
        ? [ascending]
        : keys.descendingFirst
          ? [descending, ascending]
          : [ascending, descending];
  return candidates.find((candidate) => !available || available.includes(candidate.key));
}

function columnDef<Row extends RowData>(column: DataTableColumn<Row>): ColumnDef<Features, Row> {
  return {
    id: column.id,
    // Cells render the row itself; the accessor is what makes a column sortable.
    accessorFn: (row): unknown => row,
    header: column.header,
    enableSorting: column.sort !== undefined,
    sortDescFirst: column.sort?.descendingFirst ?? false,
    meta: column as DataTableColumn<unknown>,
  };
}

/** The table's sorting state for a server sort key ("-name": name, descending). */
function sortingOf<Row>(
  columns: readonly DataTableColumn<Row>[],
  value: string | undefined,
): SortingState {
  for (const column of columns) {
    if (column.sort?.ascending === value) return [{ id: column.id, desc: false }];
    if (column.sort?.descending === value) return [{ id: column.id, desc: true }];
  }
  return [];
}

function cellClass<Row>(column: DataTableColumn<Row>): string | undefined {
  const classes = [
    column.align === "end" ? "ui-table__cell--end" : "",
    column.nowrap ? "ui-table__cell--nowrap" : "",
    column.card && column.card !== "detail" ? `ui-table__cell--card-${column.card}` : "",
  ].filter(Boolean);
  return classes.length > 0 ? classes.join(" ") : undefined;
}

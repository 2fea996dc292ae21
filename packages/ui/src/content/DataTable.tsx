import type { ReactNode } from "react";

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
}

/**
 * A table whose first column heads each row. When its container is narrower than about 640 px,
 * every row becomes a stacked card with each value under its column's name, so nothing needs
 * sideways scrolling on a phone.
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  empty,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty) {
    return <>{empty}</>;
  }
  const [rowHeader, ...otherColumns] = columns;
  return (
    <div className="ui-table-container">
      <table className="ui-table">
        <caption className={showCaption ? "ui-table__caption" : "visually-hidden"}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {rowHeader ? (
                <th scope="row" className={cellClass(rowHeader)} data-label={rowHeader.header}>
                  {rowHeader.cell(row)}
                </th>
              ) : null}
              {otherColumns.map((column) => (
                <td key={column.id} className={cellClass(column)} data-label={column.header}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function cellClass<Row>(column: DataTableColumn<Row>): string | undefined {
  const classes = [
    column.align === "end" ? "ui-table__cell--end" : "",
    column.nowrap ? "ui-table__cell--nowrap" : "",
    column.card && column.card !== "detail" ? `ui-table__cell--card-${column.card}` : "",
  ].filter(Boolean);
  return classes.length > 0 ? classes.join(" ") : undefined;
}

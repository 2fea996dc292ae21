import { textLinkClassName, type DataTableColumn } from "@hoa/ui";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/** A link in running text or a table cell to another page of the console, through the router. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={textLinkClassName} to={to}>
      {children}
    </Link>
  );
}

/** The link above a page's title back to where it belongs: "← Documents". */
export function backLinkTo(href: string, label: string): ReactNode {
  return <TextLink to={href}>{`← ${label}`}</TextLink>;
}

/** A page of one record, as `paths` declares it (`paths.event`). */
interface RecordPath {
  href: (id: string) => string;
}

/** The fields of `Row` that hold text. */
type TextField<Row> = { [K in keyof Row]: Row[K] extends string ? K : never }[keyof Row] & string;

/**
 * The column of a list that names each row by one of its fields and links to the row's page:
 * the column's id is the field's name.
 *
 * @example
 * const columns: readonly DataTableColumn<CommunityEvent>[] = [
 *   linkColumn("title", "Event", paths.event),
 *   linkColumn("title", "Title", paths.document, { sort: columnSort("title") }),
 * ];
 */
export function linkColumn<Row extends { id: string }>(
  field: TextField<Row>,
  header: string,
  page: RecordPath,
  options: Omit<DataTableColumn<Row>, "id" | "header" | "cell"> = {},
): DataTableColumn<Row> {
  return {
    id: field,
    header,
    ...options,
    cell: (row) => <TextLink to={page.href(row.id)}>{row[field] as string}</TextLink>,
  };
}

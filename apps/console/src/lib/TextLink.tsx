import { nameLinkClassName, textLinkClassName, type DataTableColumn } from "@hoa/ui";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useSectionPaths, type SectionPaths } from "./section-paths";

/**
 * Where a link goes: an address, or a page the console and the portal both show, picked from
 * the paths of the part of the app being shown (`(section) => section.event.href(id)`).
 */
export type LinkTarget = string | ((section: SectionPaths) => string);

/**
 * A link in running text or a table cell to another page, through the router. `name` when it is
 * an item's name (a table row's): it reads as text until hovered or focused.
 */
export function TextLink({
  to,
  look = "inline",
  children,
}: {
  to: LinkTarget;
  look?: "inline" | "name";
  children: ReactNode;
}) {
  const section = useSectionPaths();
  return (
    <Link
      className={look === "name" ? nameLinkClassName : textLinkClassName}
      to={typeof to === "string" ? to : to(section)}
    >
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
 * The column of a list that names each row by one of its fields and links to the row's page
 * (`paths.x`, or for a page the portal shows too, `(section) => section.x`): the column's id is
 * the field's name.
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
  page: RecordPath | ((section: SectionPaths) => RecordPath),
  options: Omit<DataTableColumn<Row>, "id" | "header" | "cell"> = {},
): DataTableColumn<Row> {
  const hrefOf = (row: Row): LinkTarget =>
    typeof page === "function" ? (section) => page(section).href(row.id) : page.href(row.id);
  return {
    id: field,
    header,
    ...options,
    cell: (row) => (
      <TextLink to={hrefOf(row)} look="name">
        {row[field] as string}
      </TextLink>
    ),
  };
}

import Papa from "papaparse";
import type { ImportReportRow } from "./chunks";
import type { ImportField } from "./columns";
import type { PreviewRow } from "./import-preview";

/** One column of an exported file. */
export interface CsvColumn<TRow> {
  header: string;
  value: (row: TRow) => string | number | boolean | null | undefined;
}

/**
 * Text a spreadsheet would run as a formula when the file is opened (`=HYPERLINK(...)` in a
 * resident's name). Numbers are left alone: -3 is a value, not a formula. No `$`, unlike
 * papaparse's own pattern, so a value that spans lines is caught too.
 */
const FORMULA_START = /^[=+\-@\t\r]/u;

/** Excel reads a file as UTF-8 only when it starts with a byte order mark; accents need it. */
const BYTE_ORDER_MARK = "\uFEFF";

/**
 * The rows as the text of a CSV file: a byte order mark, a heading row, CRLF line ends, values
 * quoted when they need it, and text that would run as a formula prefixed with `'`.
 */
export function toCsv<TRow>(rows: readonly TRow[], columns: readonly CsvColumn<TRow>[]): string {
  const csv = Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? null)),
    },
    { newline: "\r\n", escapeFormulae: FORMULA_START },
  );
  return `${BYTE_ORDER_MARK}${csv}\r\n`;
}

/**
 * Saves text as a file through a temporary link. The object URL is revoked on the next task,
 * not at once: some browsers start the download only after the click's handler returns.
 */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The report of an import, one row per line of the file: what happened to it and why, then the
 * row's values, so a person can fix the skipped rows in the report itself and import it again.
 * Rows never sent (they had problems) are skipped with their problems as the reason.
 */
export function reportCsv<TField extends string>(
  report: readonly ImportReportRow[],
  preview: readonly PreviewRow<unknown, TField>[],
  fields: readonly ImportField<TField>[],
): string {
  const reported = new Map(report.map((row) => [row.line, row]));
  const rows = preview.map((row) => {
    const outcome = reported.get(row.line);
    return {
      line: row.line,
      outcome: outcome?.outcome ?? "skipped",
      reason: outcome ? (outcome.reason ?? "") : row.problems.join("; "),
      values: row.values,
    };
  });
  return toCsv(rows, [
    { header: "Line", value: (row) => row.line },
    { header: "Outcome", value: (row) => row.outcome },
    { header: "Reason", value: (row) => row.reason },
    ...fields.map((field): CsvColumn<(typeof rows)[number]> => ({
      header: field.label,
      value: (row) => row.values[field.key],
    })),
  ]);
}

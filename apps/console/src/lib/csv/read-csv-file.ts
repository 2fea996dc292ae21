import Papa from "papaparse";
import { headingsOf, matchColumns, type ColumnMatch, type ImportField } from "./columns";

/** Largest file read (5 MB): well above 10,000 rows of a directory, small enough to parse at once. */
export const CSV_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Most rows one import takes; a bigger file is refused rather than half imported. */
export const CSV_ROWS_MAX = 10_000;
/** What spreadsheets in the organizations' locales write between values. */
const DELIMITERS = [",", ";", "\t", "|"];

export const csvFileMessages = {
  empty: "This file is empty.",
  tooLarge:
    "This file is larger than 5 MB. Split it into smaller files and import them one by one.",
  noRows: "This file names its columns but has no rows under them.",
  tooManyRows: "Import at most 10,000 rows at a time; split the file.",
  notUtf8:
    "This file is not UTF-8, so it was read as Windows-1252 (Western European). Check accented names in the preview.",
  unreadable: "This file could not be read. Choose it again.",
  workbook:
    "This is a spreadsheet, not a CSV file. Save it as CSV UTF-8 (in Excel: File, Save As, CSV UTF-8) and choose that file.",
} as const;

/** Spreadsheet files people pick by mistake: refused by name, before reading a zip as text. */
const WORKBOOK_NAME = /\.(xlsx|xlsm|xls|ods|numbers)$/iu;

/** One row of the file and the line it starts on (the header is line 1 in most files). */
export interface CsvRow {
  line: number;
  cells: readonly string[];
}

/** A file read and matched to an import's fields, with what the person should know about it. */
export interface CsvTable<TKey extends string = string> {
  header: readonly string[];
  columns: ColumnMatch<TKey>;
  rows: readonly CsvRow[];
  /** Things that did not stop the import (the encoding guessed, columns ignored). */
  notices: readonly string[];
}

export type CsvReadResult<TKey extends string = string> =
  { ok: true; table: CsvTable<TKey> } | { ok: false; error: string };

/**
 * Reads a CSV file as people export it from spreadsheets: UTF-8 or Windows-1252, any of the
 * usual delimiters, forgiving headings. Refuses what cannot be imported as a whole (too large,
 * too many rows, no headings, a broken quote) with a message saying what to change.
 */
export async function readCsvFile<TKey extends string>(
  file: Blob,
  fields: readonly ImportField<TKey>[],
): Promise<CsvReadResult<TKey>> {
  if (file instanceof File && WORKBOOK_NAME.test(file.name)) {
    return { ok: false, error: csvFileMessages.workbook };
  }
  if (file.size === 0) return { ok: false, error: csvFileMessages.empty };
  if (file.size > CSV_FILE_MAX_BYTES) return { ok: false, error: csvFileMessages.tooLarge };
  let bytes: Uint8Array;
  try {
    bytes = await readBytes(file);
  } catch {
    return { ok: false, error: csvFileMessages.unreadable };
  }
  const { text, notice } = decodeCsvBytes(bytes);
  return parseCsvText(text, fields, notice ? [notice] : []);
}

/** FileReader rather than `Blob.arrayBuffer()`: the same bytes, in browsers and in test DOMs alike. */
function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * The file's text. Excel on Windows still saves "CSV" in the ANSI code page, which is not valid
 * UTF-8 as soon as a name has an accent; reading it as Windows-1252 gets those names right, and
 * the notice asks the person to check. Excel's "Unicode text" (UTF-16 with its mark) is read too.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; notice?: string } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: decode("utf-16le", bytes) };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: decode("utf-16be", bytes) };
  try {
    return { text: decode("utf-8", bytes, true) };
  } catch {
    return { text: decode("windows-1252", bytes), notice: csvFileMessages.notUtf8 };
  }
}

function decode(encoding: string, bytes: Uint8Array, fatal = false): string {
  // The decoder drops a byte order mark itself; the replace covers text that kept one.
  return new TextDecoder(encoding, { fatal }).decode(bytes).replace(/^\uFEFF/u, "");
}

/**
 * Parses CSV text and matches its first non-blank row to the fields. Blank rows are skipped
 * here rather than by papaparse's `skipEmptyLines`, which would hide where each row starts, and
 * the line numbers are what the preview and the server's report point at.
 */
export function parseCsvText<TKey extends string>(
  text: string,
  fields: readonly ImportField<TKey>[],
  notices: readonly string[] = [],
): CsvReadResult<TKey> {
  // One kind of line break, so counting "\n" gives line numbers; values keep their breaks.
  const normalized = text.replace(/^\uFEFF/u, "").replace(/\r\n?/gu, "\n");
  let header: string[] | undefined;
  const rows: CsvRow[] = [];
  let error: string | undefined;
  let rowStart = 0;
  let line = 1;

  Papa.parse<string[]>(normalized, {
    header: false,
    delimitersToGuess: DELIMITERS,
    step: (result, parser) => {
      const rowLine = line;
      line += countLineBreaks(normalized, rowStart, result.meta.cursor);
      rowStart = result.meta.cursor;
      const quoteError = result.errors.find(
        (issue) => issue.code === "MissingQuotes" || issue.code === "InvalidQuotes",
      );
      if (quoteError) {
        error =
          quoteError.code === "MissingQuotes"
            ? `Line ${rowLine}: a quoted value is never closed (a " is missing). Fix the file and choose it again.`
            : `Line ${rowLine}: a quoted value has text after its closing ". Fix the file and choose it again.`;
        parser.abort();
        return;
      }
      const cells = result.data;
      if (cells.every((cell) => cell.trim() === "")) return;
      if (!header) {
        header = cells.map((cell) => cell.trim());
        return;
      }
      if (rows.length === CSV_ROWS_MAX) {
        error = csvFileMessages.tooManyRows;
        parser.abort();
        return;
      }
      rows.push({ line: rowLine, cells });
    },
  });

  if (error) return { ok: false, error };
  if (!header) return { ok: false, error: csvFileMessages.empty };
  const columns = matchColumns(header, fields);
  const example = `The first line must name the columns, e.g. ${headingsOf(fields)}.`;
  if (columns.sources.size === 0) return { ok: false, error: example };
  if (columns.missing.length > 0) {
    const labels = columns.missing.map((field) => field.label);
    const names = listOf(labels);
    return {
      ok: false,
      error: `The file has no ${names} column${labels.length > 1 ? "s" : ""}. ${example}`,
    };
  }
  if (rows.length === 0) return { ok: false, error: csvFileMessages.noRows };
  const ignored =
    columns.ignored.length > 0 ? [`Ignored columns: ${columns.ignored.join(", ")}.`] : [];
  return { ok: true, table: { header, columns, rows, notices: [...notices, ...ignored] } };
}

function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = text.indexOf("\n", from); at !== -1 && at < to; at = text.indexOf("\n", at + 1)) {
    count += 1;
  }
  return count;
}

/** "Name", "Name and Unit", "Name, Email and Unit". */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;
}

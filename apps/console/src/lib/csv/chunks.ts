import { IMPORT_ROWS_MAX, type ImportOutcome } from "@hoa/validation";

/**
 * Largest JSON body sent per request: the API refuses bodies over 16 KiB, and the margin covers
 * what the client adds and names longer in UTF-8 than they look.
 */
export const IMPORT_BODY_MAX_BYTES = 15_000;

/** What the server did with one row. */
export interface ImportReportRow {
  line: number;
  outcome: ImportOutcome;
  id: string | null;
  reason: string | null;
}

/** The server's answer to one request, and the sum of them for a whole file. */
export interface ImportReport {
  created: number;
  updated: number;
  skipped: number;
  rows: ImportReportRow[];
}

export interface ImportProgress {
  /** Rows whose request has been answered (or given up on). */
  done: number;
  total: number;
}

const utf8 = new TextEncoder();
const byteLength = (value: unknown) => utf8.encode(JSON.stringify(value)).length;
/** `{"rows":[]}`: the body around the rows. */
const EMPTY_BODY_BYTES = byteLength({ rows: [] });

/**
 * Splits rows into request bodies of at most `maxRows` rows and `maxBytes` bytes of
 * `JSON.stringify({rows})`, in order. A row is never split; one too large alone goes alone, and
 * the server answers it with its reason.
 */
export function chunkRows<TRow>(
  rows: readonly TRow[],
  { maxRows = IMPORT_ROWS_MAX, maxBytes = IMPORT_BODY_MAX_BYTES } = {},
): TRow[][] {
  const chunks: TRow[][] = [];
  let current: TRow[] = [];
  let bytes = EMPTY_BODY_BYTES;
  for (const row of rows) {
    const rowBytes = byteLength(row);
    // After the first row, a comma comes before each.
    const full = current.length === maxRows || bytes + 1 + rowBytes > maxBytes;
    if (current.length > 0 && full) {
      chunks.push(current);
      current = [];
      bytes = EMPTY_BODY_BYTES;
    }
    bytes += (current.length === 0 ? 0 : 1) + rowBytes;
    current.push(row);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

export interface RunImportOptions {
  /** Requests in flight at once; two keep the import quick without crowding the function. */
  concurrency?: number;
  onProgress?: (progress: ImportProgress) => void;
  /** Aborting stops sending further chunks; those in flight finish and are reported. */
  signal?: AbortSignal;
}

export interface ImportRun {
  report: ImportReport;
  /** True when the signal stopped the import before every chunk was sent. */
  cancelled: boolean;
}

export const importRunMessages = {
  notSent: "Not sent: the import was cancelled",
  failed: "The import request failed",
  noAnswer: "The server did not report on this row",
} as const;

/**
 * Sends the chunks, `concurrency` at a time, and gathers one report for the file. A chunk whose
 * request fails is sent once more (the import endpoints are idempotent: a row already written
 * is updated or skipped, never made twice), then its rows are reported skipped with the error,
 * so one bad request does not lose the rest of the file.
 */
export async function runImport<TRow extends { line: number }>(
  chunks: readonly TRow[][],
  send: (rows: TRow[]) => Promise<ImportReport>,
  { concurrency = 2, onProgress, signal }: RunImportOptions = {},
): Promise<ImportRun> {
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const rows: ImportReportRow[] = [];
  let done = 0;
  let next = 0;
  onProgress?.({ done, total });

  const sendWithRetry = async (chunk: TRow[]): Promise<ImportReportRow[]> => {
    let failure: unknown;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (attempt > 0 && signal?.aborted) break;
      try {
        return answeredRows(chunk, await send(chunk));
      } catch (error) {
        failure = error;
      }
    }
    const reason = failure instanceof Error && failure.message ? failure.message : null;
    return chunk.map((row) => skipped(row.line, reason ?? importRunMessages.failed));
  };

  const worker = async () => {
    while (next < chunks.length && !signal?.aborted) {
      const chunk = chunks[next] ?? [];
      next += 1;
      rows.push(...(await sendWithRetry(chunk)));
      done += chunk.length;
      onProgress?.({ done, total });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));

  const cancelled = next < chunks.length;
  for (const chunk of chunks.slice(next)) {
    for (const row of chunk) rows.push(skipped(row.line, importRunMessages.notSent));
  }
  rows.sort((a, b) => a.line - b.line);
  return { report: summarize(rows), cancelled };
}

/** The chunk's rows as the server reported them; a row it left out is reported skipped. */
function answeredRows(chunk: readonly { line: number }[], report: ImportReport): ImportReportRow[] {
  const byLine = new Map(report.rows.map((row) => [row.line, row]));
  return chunk.map((row) => byLine.get(row.line) ?? skipped(row.line, importRunMessages.noAnswer));
}

function skipped(line: number, reason: string): ImportReportRow {
  return { line, outcome: "skipped", id: null, reason };
}

/** Totals counted from the rows, so they always agree with the report a person downloads. */
export function summarize(rows: ImportReportRow[]): ImportReport {
  const count = (outcome: ImportOutcome) => rows.filter((row) => row.outcome === outcome).length;
  return { created: count("created"), updated: count("updated"), skipped: count("skipped"), rows };
}
